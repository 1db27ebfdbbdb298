import { Carousel, type CarouselSlide } from '../kit/carousel';
import { landscapes } from './pictures';

/** Three places, drawn for the kit; the home page's carousel shows them too. */
export const places: CarouselSlide[] = [
  {
    id: 'dunes',
    image: {
      src: landscapes.dunes,
      alt: 'Yellow and brown dunes under a blue sky with a red sun',
      width: 1200,
      height: 675,
    },
    caption: 'Somewhere in the desert',
  },
  {
    id: 'harbour',
    image: {
      src: landscapes.harbour,
      alt: 'Two sailing boats on a blue sea beside green hills',
      width: 1200,
      height: 675,
    },
    caption: 'A quiet harbour',
  },
  {
    id: 'forest',
    image: {
      src: landscapes.forest,
      alt: 'Rows of pine trees in front of green mountains',
      width: 1200,
      height: 675,
    },
    caption: 'Into the forest',
  },
];

/**
 * Two carousels of three slides, each named by its `aria-label`: one that waits for the visitor, and one that
 * rotates by itself and offers a pause button first.
 */
export function CarouselDemo() {
  return (
    <div className="grid gap-8">
      <Carousel aria-label="Places" slides={places} className="max-w-3xl" />
      <Carousel
        aria-label="Places, rotating"
        slides={places}
        autoRotate
        interval={6000}
        className="max-w-3xl"
      />
    </div>
  );
}
