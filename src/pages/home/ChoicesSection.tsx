import { ChoiceSamples } from '../../examples/choice-demo';
import { ShowcaseSection } from './ShowcaseSection';

export function ChoicesSection() {
  return (
    <ShowcaseSection id="choices" title="Checkboxes and radio buttons" tone="muted">
      <ChoiceSamples />
    </ShowcaseSection>
  );
}
