import { Checkbox, Radio } from '../kit/choice';

/**
 * Checkboxes and radios in every state, which the home page shows too. Each is named by what it sets, never by its
 * state: the state is the control's to say, and a name like "Checked" would contradict it after one press.
 */
export function ChoiceSamples() {
  return (
    <div className="grid gap-10 sm:grid-cols-2">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-bold uppercase tracking-wider text-pk-muted">Checkboxes</legend>
        <Checkbox label="Email me replies" />
        <Checkbox label="Weekly digest" defaultChecked />
        <Checkbox label="Text me reminders" disabled />
        <Checkbox label="Keep me signed in" disabled defaultChecked />
      </fieldset>
      <div className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-bold uppercase tracking-wider text-pk-muted">
            Radio buttons
          </legend>
          <Radio name="home-radio" label="Standard delivery" />
          <Radio name="home-radio" label="Express delivery" defaultChecked />
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">Pick-up point</legend>
          <Radio name="home-radio-disabled" label="Post office" disabled />
          <Radio name="home-radio-disabled" label="Parcel locker" disabled defaultChecked />
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
      <Checkbox label="Product news" description="Sent once a week, never shared." />
    </div>
  );
}
