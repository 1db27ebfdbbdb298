import type { BlockRecord } from '../../docTypes';

export const record: BlockRecord = {
  name: 'Sign-up card',
  summary:
    'A welcome card on a dark surface: social icon links, email and password fields, Register and Forgot password.',
  usedOn: { label: 'the sign-up page', path: '/signup' },
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves through the card in reading order: the three sign-up links, the Email and Password fields, Register, then Forgot password?.',
    },
    {
      keys: ['Enter'],
      action:
        'On a link, follows it; the links to other sites open in a new tab. In the Email or Password field, sends the form, as Register does.',
    },
    { keys: ['Space'], action: 'On Register, sends the form.' },
  ],
};
