import type { DocEntryContent } from '../../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action: 'Moves through Name, Email, Message and Send Message.',
    },
    {
      keys: ['Enter'],
      action: 'In Name or Email, sends the form, as Send Message does; in Message, starts a new line.',
    },
    { keys: ['Space'], action: 'On Send Message, sends the form.' },
  ],
  accessibility: (
    <>
      <p>
        The section and the form are both named by the <code>h2</code>, so a screen reader lists a form called
        &ldquo;Write to the team&rdquo;. Each field is named by its visible label, and Name and Email say what
        to autofill; the icons beside them are decorative and hidden.
      </p>
      <p>
        What <code>onSend</code> returns is written in a polite status under the button, which a screen reader
        says once, without moving focus. The sample says that this is a demo and nothing was sent.
      </p>
    </>
  ),
};
