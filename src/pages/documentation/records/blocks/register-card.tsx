import type { BlockRecord } from '../../docTypes';

export const record: BlockRecord = {
  name: 'Register card',
  summary:
    'A band of a longer page: the sign-up card on its lit backdrop, with a link to the whole sign-up page.',
  usedOn: { label: 'the home page', path: '/home' },
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves through the sign-up card (its three links, Email, Password, Register, Forgot password?), then to the link to the whole sign-up page.',
    },
    {
      keys: ['Enter'],
      action:
        'On a link, follows it; the links to other sites open in a new tab. In the Email or Password field, sends the form.',
    },
    { keys: ['Space'], action: 'On Register, sends the form.' },
  ],
};
