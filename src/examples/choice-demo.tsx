import { Checkbox, Radio } from '../kit/choice';

/** Checkboxes and radios in every state, which the home page shows too. */
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

/**
 * Checkboxes and radio buttons in every state, grouped in named fieldsets, and a checkbox with a description.
 */
export function ChoiceDemo() {
  return (
    <div className="flex flex-col gap-6">
      <ChoiceSamples />
      <Checkbox label="With a description" description="Sent once a week, never shared." />
    </div>
  );
}
