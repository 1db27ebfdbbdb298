import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Enter', 'Space'],
      action: 'On the trigger, opens the modal. Inside it, presses the focused button.',
    },
    {
      keys: ['Tab'],
      action: 'Moves to the next control in the modal; from the last one it wraps round to the first.',
    },
    {
      keys: ['Shift+Tab'],
      action: 'Moves to the previous control in the modal, wrapping round at the start.',
    },
    { keys: ['Escape'], action: 'Closes the modal and puts focus back on the control that opened it.' },
  ],
};
