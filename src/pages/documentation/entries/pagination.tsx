import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action: 'Moves between the previous button, the page buttons and the next button.',
    },
    {
      keys: ['Enter', 'Space'],
      action: 'Goes to the focused page, or to the previous or next page. Focus stays on the button pressed.',
    },
  ],
};
