import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves through the pause button (when it rotates), Previous, one button per slide, then Next. Anything on a hidden slide is skipped.',
    },
    {
      keys: ['ArrowLeft', 'ArrowRight'],
      action: 'With focus anywhere in the carousel, shows the previous or next slide; the ends wrap round.',
    },
    { keys: ['Enter', 'Space'], action: 'Presses the focused button.' },
  ],
};
