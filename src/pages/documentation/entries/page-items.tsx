import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
  accessibility: (
    <p>
      These functions render nothing. Pagination turns each page item into a button named
      &ldquo;Page&nbsp;N&rdquo; and each ellipsis into text read as &ldquo;More pages&rdquo;. An ellipsis
      never hides a single page: that page is shown instead, so no gap of one is left for a visitor to guess.
    </p>
  ),
};
