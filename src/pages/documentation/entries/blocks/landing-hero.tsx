import type { DocEntryContent } from '../../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves between the two calls to action, the solid one first; nothing else in the hero takes focus.',
    },
    { keys: ['Enter'], action: 'Follows an action that is a link (one with href).' },
    { keys: ['Space'], action: 'Presses an action that is a button (one with onClick), as Enter does.' },
  ],
  accessibility: (
    <>
      <p>
        The title is the page&rsquo;s <code>h1</code> (here an <code>h2</code>, under this page&rsquo;s own)
        and names the section, so it is a landmark. The short line above it is a plain paragraph, not a
        heading.
      </p>
      <p>
        The artwork is decorative (<code>alt=&quot;&quot;</code>): the text says what the page is. A dark veil
        between the artwork and the text keeps the contrast wherever the picture&rsquo;s colours fall, and is
        hidden from assistive technology.
      </p>
      <p>
        An action with <code>href</code> is a link and one with <code>onClick</code> a button, so each is
        announced for what it does: going somewhere, or acting on this page.
      </p>
    </>
  ),
};
