import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action: 'Focusing the trigger opens its tooltip at once; moving focus away closes it.',
    },
    { keys: ['Escape'], action: 'Closes the tooltip; focus stays on the trigger.' },
    { keys: ['Enter', 'Space'], action: 'Presses the trigger as usual, and closes the tooltip.' },
  ],
};
