import type { BlockRecord } from '../../docTypes';

export const record: BlockRecord = {
  name: 'Feature grid',
  summary: 'Four features side by side, each with an icon, a title, a sentence and a link.',
  usedOn: { label: 'the landing page', path: '/landing' },
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves through the four features’ links in reading order; the titles, text and icons take no focus.',
    },
    { keys: ['Enter'], action: 'Follows the focused link.' },
  ],
};
