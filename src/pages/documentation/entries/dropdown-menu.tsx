import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Enter', 'Space', 'ArrowDown'],
      action: 'On the trigger, opens the menu and moves focus to its first item.',
    },
    { keys: ['ArrowUp'], action: 'On the trigger, opens the menu and moves focus to its last item.' },
    {
      keys: ['ArrowDown', 'ArrowUp'],
      action:
        'Moves to the next or previous item, skipping labels, separators and disabled items; it stops at the ends.',
    },
    { keys: ['Home', 'PageUp'], action: 'Moves to the first item.' },
    { keys: ['End', 'PageDown'], action: 'Moves to the last item.' },
    {
      keys: ['Enter', 'Space'],
      action: 'On an item, runs it (or follows its link), closes the menu and returns focus to the trigger.',
    },
    {
      keys: ['Escape'],
      action: 'Closes the menu and returns focus to the trigger.',
    },
    {
      keys: ['Tab'],
      action: 'Closes the menu and moves focus on to whatever follows the trigger on the page.',
    },
    { keys: ['Shift+Tab'], action: 'Closes the menu and moves focus back to the trigger.' },
  ],
  accessibility: (
    <>
      <p>
        Radix supplies the menu pattern: the trigger says that it opens a menu and whether it is open, the
        list is a <code>menu</code> of <code>menuitem</code>s, and focus moves into it when it opens and back
        to the trigger when it closes. Labels and separators are skipped by the arrow keys, and typing the
        first letters of an item moves to it. The kit adds what Radix leaves out of the APG&rsquo;s menu
        button: Up Arrow on the trigger opens the menu on its last item, and Tab or Shift+Tab leaves the open
        menu, as if it sat right after its trigger, instead of being swallowed.
      </p>
      <p>
        The kit makes the menu non-modal: the rest of the page stays readable and scrollable, and a press
        outside closes it. It renders at the end of the trigger&rsquo;s landmark rather than at the end of the
        page, so it is always inside a landmark. The highlighted item is filled with <code>color</code> and
        shows the focus ring.
      </p>
    </>
  ),
};
