import { InputSamples } from '../../examples/input-demo';
import { ShowcaseSection } from './ShowcaseSection';

export function InputsSection() {
  return (
    <ShowcaseSection
      id="inputs"
      title="Inputs"
      description="Default, success and error states, and a group with an icon."
    >
      <InputSamples />
    </ShowcaseSection>
  );
}
