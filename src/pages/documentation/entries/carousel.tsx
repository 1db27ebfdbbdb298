import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves through the pause button (when it rotates), Previous, one button per slide, then Next. Anything on a hidden slide is skipped.',
    },
    {
      keys: ['ArrowLeft', 'ArrowRight'],
      action: 'With focus anywhere in the carousel, shows the previous or next slide; the ends wrap round.',
    },
    { keys: ['Enter', 'Space'], action: 'Presses the focused button.' },
  ],
  accessibility: (
    <>
      <p>
        The carousel is a region named by <code>label</code> and described as a &ldquo;carousel&rdquo;. Each
        slide is a group described as a &ldquo;slide&rdquo; and named &ldquo;2 of 3&rdquo;; slides out of view
        are <code>inert</code>, so neither Tab nor a screen reader reaches them. The slide buttons follow the
        APG&rsquo;s grouped carousel: they sit in a group named by <code>pickerLabel</code> (&ldquo;Choose
        slide to display&rdquo;), each is named as its slide (&ldquo;2 of 3&rdquo;), and the one for the slide
        on show is <code>aria-disabled</code>, so it says it would do nothing but keeps its place in the Tab
        order.
      </p>
      <p>
        When the visitor changes slide, a polite message says &ldquo;Slide 2 of 3&rdquo;, once. While the
        carousel turns by itself the message stays silent, so it never talks over the page, and until the
        first move it is empty, so reading the page never meets a stray &ldquo;Slide 1 of 3&rdquo;.
      </p>
      <p>
        With <code>autoRotate</code>, a pause button comes first, and rotation also pauses while the pointer
        is over the carousel or focus is inside it. It never rotates when the visitor asks for reduced motion,
        and slides then change without sliding.
      </p>
    </>
  ),
};
