import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Enter', 'Space'],
      action: 'On the trigger, opens the popover and moves focus into it, or closes it when open.',
    },
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves between the controls inside the popover, wrapping round at either end. In a popover with only text, Tab moves on to what follows the trigger, and Shift+Tab goes back to the trigger; either closes it.',
    },
    { keys: ['Escape'], action: 'Closes the popover and puts focus back on its trigger.' },
  ],
};
