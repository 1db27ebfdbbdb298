import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    { keys: ['Tab'], action: 'Moves to the next dismiss button.' },
    {
      keys: ['Enter', 'Space'],
      action:
        'On a dismiss button, removes the alert. In a list, focus moves to the next alert’s dismiss button, else the previous one’s, else the list itself.',
    },
  ],
};
