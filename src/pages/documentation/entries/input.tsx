import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
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
