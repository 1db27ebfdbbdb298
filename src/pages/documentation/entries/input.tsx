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
import type { DocEntryContent } from '../docTypes';

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
};
