import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['ArrowRight', 'ArrowUp'],
      action: 'Moves the focused handle one step up (towards the left when the direction is rtl).',
    },
    { keys: ['ArrowLeft', 'ArrowDown'], action: 'Moves the focused handle one step down.' },
    { keys: ['PageUp', 'PageDown'], action: 'Moves the focused handle ten steps up or down.' },
    {
      keys: ['Home', 'End'],
      action: 'Moves the focused handle to the lowest or highest value it can reach.',
    },
    { keys: ['Tab'], action: 'Moves to the next handle, then out of the slider.' },
  ],
};
