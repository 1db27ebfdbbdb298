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
  accessibility: (
    <>
      <p>
        Radix gives the row <code>role=&quot;tablist&quot;</code>, each tab <code>role=&quot;tab&quot;</code>{' '}
        with <code>aria-selected</code> and <code>aria-controls</code>, and each panel{' '}
        <code>role=&quot;tabpanel&quot;</code> named by its tab. Name the row too, with an{' '}
        <code>aria-label</code> on <code>TabsList</code>.
      </p>
      <p>
        Only the selected tab is in the tab order, so Tab leaves the row in one step. The panel itself can
        take focus (the kit draws the focus ring on it), so a keyboard user reaches panels that hold only
        text.
      </p>
    </>
  ),
};
