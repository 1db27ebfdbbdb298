import { Carousel } from '../../../kit/carousel';
import { places as slides } from '../../../content/slides';
import { componentApi, type DocEntryContent } from '../docTypes';

function CarouselDemo() {
  return (
    <div className="grid gap-8">
      <Carousel label="Places" slides={slides} className="max-w-3xl" />
      <Carousel label="Places, rotating" slides={slides} autoRotate interval={6000} className="max-w-3xl" />
    </div>
  );
}

export const content: DocEntryContent = {
  Demo: CarouselDemo,
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
        When the visitor changes slide, a polite message says &ldquo;Slide 2 of 3&rdquo;. While the carousel
        turns by itself the message stays silent, so it never talks over the page.
      </p>
      <p>
        With <code>autoRotate</code>, a pause button comes first, and rotation also pauses while the pointer
        is over the carousel or focus is inside it. It never rotates when the visitor asks for reduced motion,
        and slides then change without sliding.
      </p>
    </>
  ),
  api: [
    componentApi('Carousel', Carousel, {
      description:
        'Image slides with captions, one at a time: previous and next buttons, a button per slide, swipe, and the arrow keys. It throws on an empty list, a repeated id or an interval under 1000 ms.',
      rows: [
        {
          name: 'label',
          type: 'string',
          description: 'What the carousel shows, such as “Featured projects”; it names the region.',
        },
        { name: 'slides', type: 'CarouselSlide[]', description: 'At least one slide, each with its own id.' },
        {
          name: 'autoRotate',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Move to the next slide on a timer, with a button to pause it.',
        },
        {
          name: 'interval',
          type: 'number',
          defaultValue: '5000',
          description: 'Milliseconds per slide while rotating; at least 1000.',
        },
        {
          name: 'pickerLabel',
          type: 'string',
          defaultValue: "'Choose slide to display'",
          description: 'Names the group of slide buttons.',
        },
      ],
      inherits: 'Every other prop of a <section> but children and aria-label, such as className.',
    }),
    {
      name: 'CarouselSlide',
      kind: 'type',
      description: 'One slide: a picture and its caption.',
      rows: [
        { name: 'id', type: 'string', description: 'Stable and unique among the slides.' },
        {
          name: 'image',
          type: '{ src: string; alt: string; width: number; height: number }',
          description: 'The picture, with its text alternative and its size in pixels.',
        },
        { name: 'caption', type: 'ReactNode', description: 'Shown over the bottom of the picture.' },
      ],
    },
  ],
};
