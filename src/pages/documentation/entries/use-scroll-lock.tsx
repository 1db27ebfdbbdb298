import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
  accessibility: (
    <>
      <p>
        The hook renders nothing. The modal and this site&rsquo;s side menu call it while they are open, so
        the page behind stays where the reader left it: a wheel, a swipe or Page Down scrolls nothing behind
        the dialog. Closing it gives the page back exactly as it was, scroll position included.
      </p>
      <p>
        It changes two properties of <code>&lt;html&gt;</code> and nothing else. Radix Dialog&rsquo;s overlay
        would hold the page with a margin on <code>&lt;body&gt;</code> and a style that every element
        inherits, which makes the browser restyle the whole page in the frame the dialog opens: on a slow
        phone, a tap that waits a quarter of a second. Where a scrollbar takes room, its place stays as an
        empty gutter (<code>scrollbar-gutter: stable</code>), so the page does not widen and nothing behind
        the overlay moves sideways.
      </p>
    </>
  ),
};
