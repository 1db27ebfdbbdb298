import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves to the next or previous field. Inside a field the browser handles typing, selection and (in a text area) new lines.',
    },
  ],
};
