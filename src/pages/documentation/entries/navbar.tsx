import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves through the brand, the toggle (on narrow screens), the links, buttons and search field in order.',
    },
    { keys: ['Enter'], action: 'Follows the focused link, or presses the focused button.' },
    {
      keys: ['Space'],
      action:
        'Presses the focused button: the toggle shows or hides the links, a menu button opens its menu.',
    },
  ],
};
