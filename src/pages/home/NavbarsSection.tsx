import { NavbarSamples } from '../../examples/navbar-demo';
import { ShowcaseSection } from './ShowcaseSection';

export function NavbarsSection() {
  return (
    <ShowcaseSection
      id="navbars"
      title="Menus and navbars"
      description="Each navbar collapses behind its own toggle on narrow screens; the More menu opens with Enter or the arrow keys."
    >
      <NavbarSamples />
    </ShowcaseSection>
  );
}
