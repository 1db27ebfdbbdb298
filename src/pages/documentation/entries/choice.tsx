import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
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
};
