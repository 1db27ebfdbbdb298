import type { DocEntryContent } from '../../docTypes';

export const content: DocEntryContent = {
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
