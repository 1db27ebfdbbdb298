import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
  accessibility: (
    <>
      <p>
        The bar is a <code>progressbar</code> from 0 to 100 with its value in <code>aria-valuenow</code>. It
        must be named, by <code>aria-label</code> or by a visible label&rsquo;s id in{' '}
        <code>aria-labelledby</code>: without one it does not compile. A <code>valueText</code> is shown in
        the bar and read instead of the bare number, so &ldquo;Copying file 2 of 4&rdquo; is heard rather than
        &ldquo;50%&rdquo;.
      </p>
      <p>
        It is not a live region: a screen reader reads the value when it reaches the bar. When the end of a
        task matters, announce it in a status message as well. The moving stripes stand still for visitors who
        ask for reduced motion, and so does the bar&rsquo;s growth.
      </p>
    </>
  ),
};
