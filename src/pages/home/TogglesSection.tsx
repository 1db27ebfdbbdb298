import { ToggleSamples } from '../../examples/switch-demo';
import { ShowcaseSection } from './ShowcaseSection';

export function TogglesSection() {
  return (
    <ShowcaseSection
      id="toggles"
      title="Toggle buttons"
      description="On, off, not set yet, and disabled. Arrow keys set them: right for on, left for off."
    >
      <ToggleSamples />
    </ShowcaseSection>
  );
}
