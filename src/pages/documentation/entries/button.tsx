import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    { keys: ['Tab', 'Shift+Tab'], action: 'Moves focus to the next or previous button.' },
    {
      keys: ['Enter', 'Space'],
      action: 'Presses the button. A link drawn as a button (asChild with an <a>) follows on Enter only.',
    },
  ],
};
