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
};
