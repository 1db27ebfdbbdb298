import type { BlockRecord } from '../../docTypes';

export const record: BlockRecord = {
  name: 'Contact form',
  summary:
    'A dark contact section: Name, Email and Message fields and a Send Message button that reports back.',
  usedOn: { label: 'the landing page', path: '/landing' },
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
