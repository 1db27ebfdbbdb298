import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves to the next or previous checkbox. A radio group is one stop: Tab lands on its checked radio, or on the first when none is checked.',
    },
    { keys: ['Space'], action: 'Checks or unchecks the checkbox; checks the focused radio.' },
    {
      keys: ['ArrowDown', 'ArrowRight'],
      action: 'In a radio group, moves to the next radio and checks it, wrapping round at the end.',
    },
    {
      keys: ['ArrowUp', 'ArrowLeft'],
      action: 'In a radio group, moves to the previous radio and checks it.',
    },
  ],
};
