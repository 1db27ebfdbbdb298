import type { DocEntryContent } from '../../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves through the four features’ links in reading order; the titles, text and icons take no focus.',
    },
    { keys: ['Enter'], action: 'Follows the focused link.' },
  ],
};
