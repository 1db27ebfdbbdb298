import { Checkbox, Radio } from '../../kit/choice';
import { ShowcaseSection } from './ShowcaseSection';

/** Checkboxes and radios in every state, also the documentation’s demo. */
export function ChoiceSamples() {
  return (
    <div className="grid gap-10 sm:grid-cols-2">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-bold uppercase tracking-wider text-pk-muted">Checkboxes</legend>
        <Checkbox label="Unchecked" />
        <Checkbox label="Checked" defaultChecked />
        <Checkbox label="Disabled unchecked" disabled />
        <Checkbox label="Disabled checked" disabled defaultChecked />
      </fieldset>
      <div className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-bold uppercase tracking-wider text-pk-muted">
            Radio buttons
          </legend>
          <Radio name="home-radio" label="Radio is off" />
          <Radio name="home-radio" label="Radio is on" defaultChecked />
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">Disabled radio buttons</legend>
          <Radio name="home-radio-disabled" label="Disabled Radio is off" disabled />
          <Radio name="home-radio-disabled" label="Disabled Radio is on" disabled defaultChecked />
        </fieldset>
      </div>
    </div>
  );
}

export function ChoicesSection() {
  return (
    <ShowcaseSection id="choices" title="Checkboxes and radio buttons" tone="muted">
      <ChoiceSamples />
    </ShowcaseSection>
  );
}
