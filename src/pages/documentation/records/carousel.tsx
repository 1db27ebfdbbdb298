import { Carousel } from '../../../kit/carousel';
import { places } from '../../../examples/carousel-demo';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Carousel',
  summary: 'Slides one at a time, with previous and next buttons, slide pickers and optional rotation.',
  group: 'component',
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
};

export function Playground(props: object) {
  return <Carousel {...props} aria-label="Scenery" slides={places} />;
}
