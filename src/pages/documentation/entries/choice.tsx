import { Checkbox, Radio } from '../../../kit/choice';
import { componentApi, type DocEntryContent } from '../docTypes';
import { ChoiceSamples } from '../../home/ChoicesSection';

/** The home page's checkboxes and radios, plus a checkbox with a description. */
function ChoiceDemo() {
  return (
    <div className="flex flex-col gap-6">
      <ChoiceSamples />
      <Checkbox label="With a description" description="Sent once a week, never shared." />
    </div>
  );
}

const choiceRows = [
  {
    name: 'label',
    type: 'ReactNode',
    description: 'The text beside the box; pressing it toggles the input too.',
  },
  {
    name: 'description',
    type: 'ReactNode',
    description: 'Extra text under the label, linked to the input as its description.',
  },
  { name: 'id', type: 'string', description: 'The input’s id; one is generated when left out.' },
  { name: 'name', type: 'string', description: 'The form field’s name; radios of one group share it.' },
  {
    name: 'value',
    type: 'string',
    defaultValue: "'on'",
    description: 'What the form sends when it is checked.',
  },
  {
    name: 'checked',
    type: 'boolean',
    description: 'Checked or not, when the page keeps the state (controlled).',
  },
  { name: 'defaultChecked', type: 'boolean', description: 'Checked at first (uncontrolled).' },
  {
    name: 'onChange',
    type: '(event: ChangeEvent<HTMLInputElement>) => void',
    description: 'Called when the visitor checks or unchecks it.',
  },
  {
    name: 'disabled',
    type: 'boolean',
    defaultValue: 'false',
    description: 'Dims the row and takes it out of the tab order.',
  },
  {
    name: 'className',
    type: 'string',
    description: 'Classes for the row around the input, its label and description.',
  },
] as const;

export const content: DocEntryContent = {
  Demo: ChoiceDemo,
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves to the next or previous checkbox. A radio group is one stop: Tab lands on its checked radio, or on the first when none is checked.',
    },
    { keys: ['Space'], action: 'Checks or unchecks the checkbox; checks the focused radio.' },
    {
      keys: ['ArrowDown', 'ArrowRight'],
      action: 'In a radio group, moves to the next radio and checks it, wrapping round at the end.',
    },
    {
      keys: ['ArrowUp', 'ArrowLeft'],
      action: 'In a radio group, moves to the previous radio and checks it.',
    },
  ],
  accessibility: (
    <>
      <p>
        Both are native <code>&lt;input&gt;</code> elements, only redrawn, so the browser provides their role,
        state, keys and form value. The box and its text form one <code>&lt;label&gt;</code>: the input is
        named by its text, and a press on the text toggles it. A <code>description</code> is read after the
        name.
      </p>
      <p>
        Put radios that share a <code>name</code> in a <code>&lt;fieldset&gt;</code> with a{' '}
        <code>&lt;legend&gt;</code>, so the group has a name too; the same helps a set of related checkboxes.
      </p>
    </>
  ),
  api: [
    componentApi('Checkbox', Checkbox, {
      description: 'A native checkbox with a label and an optional description.',
      rows: [...choiceRows],
      inherits: 'Every other prop of an <input> but type, such as required or ref.',
    }),
    componentApi('Radio', Radio, {
      description: 'A native radio button with a label and an optional description.',
      rows: [...choiceRows],
      inherits: 'Every other prop of an <input> but type, such as required or ref.',
    }),
  ],
};
