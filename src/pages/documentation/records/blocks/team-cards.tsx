import type { BlockRecord } from '../../docTypes';

export const record: BlockRecord = {
  name: 'Team cards',
  summary: 'A card per person: portrait, name, role, a quote and icon links named after them.',
  usedOn: { label: 'the landing page', path: '/landing' },
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
