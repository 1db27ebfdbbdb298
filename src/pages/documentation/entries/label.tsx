import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
  accessibility: (
    <>
      <p>
        A label is a <code>&lt;span&gt;</code> with no role, read as part of the text around it. Its text is
        uppercase only in its style, so a screen reader reads the words as written rather than letter by
        letter.
      </p>
      <p>
        Write the meaning in the words (&ldquo;New&rdquo;, &ldquo;Sold out&rdquo;): the colour adds emphasis
        but says nothing to someone who cannot see it. Every colour pair meets 4.5:1 contrast.
      </p>
    </>
  ),
};
