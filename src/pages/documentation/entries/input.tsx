import { Search } from 'lucide-react';
import {
  FieldLabel,
  Input,
  InputGroup,
  InputGroupAddon,
  InputGroupInput,
  Textarea,
} from '../../../kit/input';
import { InputSamples } from '../../home/InputsSection';
import { componentApi, type DocEntryContent } from '../docTypes';

/** The home page's inputs, plus a trailing addon, a disabled field and a textarea with a message. */
function InputsDemo() {
  return (
    <div className="flex flex-col gap-6">
      <InputSamples />
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor="demo-search">Search (trailing)</FieldLabel>
          <InputGroup>
            <InputGroupInput id="demo-search" type="search" placeholder="Search" />
            <InputGroupAddon>
              <Search aria-hidden="true" />
            </InputGroupAddon>
          </InputGroup>
        </div>
        <div>
          <FieldLabel htmlFor="demo-disabled">Disabled</FieldLabel>
          <Input id="demo-disabled" disabled placeholder="Disabled" />
        </div>
        <div className="sm:col-span-2">
          <FieldLabel htmlFor="demo-textarea">Message</FieldLabel>
          <Textarea
            id="demo-textarea"
            placeholder="What would you like the kit to do next?"
            message="Up to 500 characters."
          />
        </div>
      </div>
    </div>
  );
}

const fieldRows = [
  {
    name: 'state',
    type: "'default' | 'success' | 'error'",
    defaultValue: "'default'",
    description: 'The border and message colour; error also marks the field invalid (aria-invalid).',
  },
  {
    name: 'message',
    type: 'ReactNode',
    description: 'Help, success or error text under the field, linked to it as its description.',
  },
  {
    name: 'aria-describedby',
    type: 'string',
    description: 'Your own description ids; the message’s id is added after them.',
  },
  { name: 'id', type: 'string', description: 'Give the same id to the FieldLabel’s htmlFor.' },
  {
    name: 'disabled',
    type: 'boolean',
    defaultValue: 'false',
    description: 'Greyed out and out of the tab order.',
  },
  {
    name: 'readOnly',
    type: 'boolean',
    defaultValue: 'false',
    description: 'Focusable but not editable, on a grey fill.',
  },
] as const;

export const content: DocEntryContent = {
  Demo: InputsDemo,
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves to the next or previous field. Inside a field the browser handles typing, selection and (in a text area) new lines.',
    },
  ],
  accessibility: (
    <>
      <p>
        The fields are native <code>&lt;input&gt;</code> and <code>&lt;textarea&gt;</code> elements. Name each
        with a <code>FieldLabel</code> whose <code>htmlFor</code> is the field&rsquo;s id; a placeholder is
        not a name and disappears once the visitor types.
      </p>
      <p>
        A <code>message</code> is read after the field&rsquo;s name as its description, and the error state
        also marks the field invalid. Colour is never the only sign: the message says in words what is right
        or wrong.
      </p>
      <p>
        In an <code>InputGroup</code> the whole group shows the focus ring while its input is focused. Addons
        are decoration: give icons <code>aria-hidden=&quot;true&quot;</code> and let the label name the input.
      </p>
    </>
  ),
  api: [
    componentApi('FieldLabel', FieldLabel, {
      description: 'The visible label of a field.',
      rows: [{ name: 'htmlFor', type: 'string', description: 'The id of the field it names.' }],
      inherits: 'Every other prop of a <label>.',
    }),
    componentApi('Input', Input, {
      description: 'A text input in a default, success or error state, with an optional message under it.',
      rows: [
        ...fieldRows,
        {
          name: 'type',
          type: 'string',
          defaultValue: "'text'",
          description:
            'Use the type that fits (email, password, search) for the right keyboard and autofill.',
        },
      ],
      inherits: 'Every other prop of an <input>, such as name, value, onChange, autoComplete or placeholder.',
    }),
    componentApi('Textarea', Textarea, {
      description: 'A multi-line field in the same states, which the visitor can make taller.',
      rows: [...fieldRows],
      inherits: 'Every other prop of a <textarea>, such as rows or maxLength.',
    }),
    componentApi('InputGroup', InputGroup, {
      description:
        'A frame around an input and its addons; it takes the focus style while its input is focused.',
      rows: [],
      inherits: 'Every prop of a <div>.',
    }),
    componentApi('InputGroupAddon', InputGroupAddon, {
      description: 'An icon or unit before or after the group’s input.',
      rows: [],
      inherits: 'Every prop of a <span>.',
    }),
    componentApi('InputGroupInput', InputGroupInput, {
      description: 'The borderless input inside an InputGroup. It has no state or message of its own.',
      rows: [],
      inherits: 'Every prop of an <input>.',
    }),
  ],
};
