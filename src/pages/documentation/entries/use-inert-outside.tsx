import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
  accessibility: (
    <>
      <p>
        The hook renders nothing: it gives a ref for the element that holds the dialog and its overlay. The
        modal, the date picker&rsquo;s calendar and this site&rsquo;s side menu use it. Radix already hides
        the page behind a dialog with <code>aria-hidden</code> and keeps focus inside, but it leaves the
        page&rsquo;s live regions exposed on purpose (a page announcer, a carousel&rsquo;s &ldquo;Slide 1 of
        3&rdquo;), and a screen reader&rsquo;s reading mode, moving up from the dialog&rsquo;s top, would read
        them. With <code>inert</code> on everything outside the dialog, nothing behind it can be reached, read
        or clicked.
      </p>
      <p>
        It makes inert the siblings of the dialog&rsquo;s layer and of each of its ancestors, so the layer
        must be rendered in a portal at the end of <code>&lt;body&gt;</code>; a layer that opens later, such
        as a tooltip inside the dialog, stays reachable. The page is inert from the moment the layer is on it,
        before Radix moves focus in, and everything comes back as the dialog closes, before focus returns to
        the button that opened it.
      </p>
    </>
  ),
};
