import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab'],
      action: 'Into the row, lands on the selected tab; from there, moves on to its panel.',
    },
    {
      keys: ['ArrowRight', 'ArrowLeft'],
      action:
        'Moves to the next or previous tab and shows its panel, wrapping round at the ends and skipping disabled tabs.',
    },
    { keys: ['Home', 'End'], action: 'Moves to the first or last tab and shows its panel.' },
    {
      keys: ['Enter', 'Space'],
      action: 'Shows the focused tab’s panel (needed only with activationMode="manual").',
    },
  ],
};
