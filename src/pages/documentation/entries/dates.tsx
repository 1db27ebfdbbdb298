import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
  accessibility: (
    <p>
      These functions render nothing. The date picker uses the two kinds of error to tell a visitor what to
      fix: a text that is not written as <code>yyyy-mm-dd</code>, or one that is but names no real day, such
      as 30&nbsp;February.
    </p>
  ),
};
