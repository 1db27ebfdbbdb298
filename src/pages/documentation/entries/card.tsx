import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
  accessibility: (
    <>
      <p>
        A card is a plain <code>&lt;div&gt;</code> with no role, so a screen reader reads its content in
        order. When cards form a list of items, make each one an <code>&lt;article&gt;</code> or an{' '}
        <code>&lt;li&gt;</code> with <code>asChild</code>, and name an article by its title with{' '}
        <code>aria-labelledby</code>.
      </p>
      <p>
        The title is an <code>&lt;h3&gt;</code>; use <code>asChild</code> to give another level where the
        page&rsquo;s outline needs it. The image needs an <code>alt</code> (empty when it only decorates) and
        its file size, so the card does not grow as it loads. The buttons and links inside keep their own
        keys.
      </p>
    </>
  ),
};
