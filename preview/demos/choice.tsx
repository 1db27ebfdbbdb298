import { Checkbox, Radio } from '../../src/kit/choice';

export default function ChoiceDemo() {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-bold">Checkboxes</legend>
        <Checkbox label="Unchecked" />
        <Checkbox label="Checked" defaultChecked />
        <Checkbox label="Disabled unchecked" disabled />
        <Checkbox label="Disabled checked" disabled defaultChecked />
        <Checkbox label="With a description" description="Sent once a week, never shared." />
      </fieldset>
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-bold">Radio buttons</legend>
          <Radio name="demo-radio" label="Radio is off" />
          <Radio name="demo-radio" label="Radio is on" defaultChecked />
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-bold">Disabled radio buttons</legend>
          <Radio name="demo-radio-disabled" label="Disabled Radio is off" disabled />
          <Radio name="demo-radio-disabled" label="Disabled Radio is on" disabled defaultChecked />
        </fieldset>
      </div>
    </div>
  );
}
