import { ToggleSamples } from '../../examples/switch-demo';
import { useSiteDirection } from '../../shell/direction';
import { ShowcaseSection } from './ShowcaseSection';

export function TogglesSection() {
  // The arrow pointing at the "on" end sets a switch on: the left one when the page reads right to left.
  const [on, off] = useSiteDirection() === 'rtl' ? ['left', 'right'] : ['right', 'left'];
  return (
    <ShowcaseSection
      id="toggles"
      title="Toggle buttons"
      description={`On, off, not set yet, and disabled. Arrow keys set them: ${on} for on, ${off} for off.`}
    >
      <ToggleSamples />
    </ShowcaseSection>
  );
}
