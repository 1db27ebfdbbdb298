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
  accessibility: (
    <>
      <p>
        Each navbar is a <code>nav</code> landmark with a required <code>aria-label</code>; give every navbar
        on a page a different one so a screen reader&rsquo;s list of landmarks tells them apart.
      </p>
      <p>
        Below 992&nbsp;px the links fold behind a button named &ldquo;Toggle navigation&rdquo; that reports{' '}
        <code>aria-expanded</code> and points at the links with <code>aria-controls</code>; folded links are
        hidden, so Tab skips them. An icon-only link does not compile without an <code>aria-label</code> or{' '}
        <code>aria-labelledby</code>, the link to the current page takes{' '}
        <code>aria-current=&quot;page&quot;</code> (shown by a ring), and the search field has a label that
        only screen readers see.
      </p>
    </>
  ),
};
