import type { DocEntryContent } from '../../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action: 'Moves through each person’s icon links, their website then their email, card by card.',
    },
    {
      keys: ['Enter'],
      action: 'Follows the focused link: a website opens in a new tab, an email link in the mail app.',
    },
  ],
};
