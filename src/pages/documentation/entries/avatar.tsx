import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
  accessibility: (
    <>
      <p>
        An avatar is an <code>&lt;img&gt;</code>, read as an image named by its <code>alt</code>. The kit
        makes <code>alt</code> required: give the person&rsquo;s name, or <code>alt=&quot;&quot;</code> when
        the name is already written beside the picture, so a screen reader does not say it twice.
      </p>
      <p>
        <code>width</code> and <code>height</code> are required too: they give the browser the picture&rsquo;s
        shape before it loads, so nothing on the page moves when it arrives.
      </p>
    </>
  ),
};
