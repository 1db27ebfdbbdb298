import type { DocEntryContent } from '../../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Into the row of tabs, lands on the selected one; from there, moves on to its panel, then to the checkboxes in it (or to Find artists in Following).',
    },
    {
      keys: ['ArrowRight', 'ArrowLeft'],
      action:
        'Between Follows and Following, moves to the other tab and shows its panel, wrapping round; right to left the arrows swap.',
    },
    { keys: ['Home', 'End'], action: 'Moves to the first or the last tab and shows its panel.' },
    { keys: ['Space'], action: 'On a checkbox, puts the person’s new work in the feed, or takes it out.' },
    { keys: ['Enter'], action: 'On Find artists, follows the link (or presses the button, with onFind).' },
  ],
  accessibility: (
    <>
      <p>
        The tabs follow the APG tabs pattern: the row is a <code>tablist</code> named
        &ldquo;Connections&rdquo;, each tab says whether it is selected, and each panel is named by its tab.
        Only the selected tab is in the tab order, and a panel can take focus itself, so one that holds only
        text is still reached.
      </p>
      <p>
        The checkboxes sit in a <code>&lt;fieldset&gt;</code> whose legend says what they do: &ldquo;Show
        their new work in your feed&rdquo;. Each is named by the person (&ldquo;Inès Caron&rdquo;) and
        described by their role, so the name never states the checkbox&rsquo;s state. The portraits are
        decorative (<code>alt=&quot;&quot;</code>), since the name is written beside each one.
      </p>
    </>
  ),
};
