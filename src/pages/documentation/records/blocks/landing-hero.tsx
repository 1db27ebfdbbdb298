import type { BlockRecord } from '../../docTypes';

export const record: BlockRecord = {
  name: 'Landing hero',
  summary: 'A landing page’s first screen: artwork under a veil, the page’s title and two calls to action.',
  usedOn: { label: 'the landing page', path: '/landing' },
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves between the two calls to action, the solid one first; nothing else in the hero takes focus.',
    },
    { keys: ['Enter'], action: 'Follows an action that is a link (one with href).' },
    { keys: ['Space'], action: 'Presses an action that is a button (one with onClick), as Enter does.' },
  ],
};
