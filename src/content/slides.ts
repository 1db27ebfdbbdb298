import type { CarouselSlide } from '../kit/carousel';
import dunes from '../assets/slides/dunes.svg';
import forest from '../assets/slides/forest.svg';
import harbour from '../assets/slides/harbour.svg';

/** The home page carousel: three original illustrations. */
export const places: CarouselSlide[] = [
  {
    id: 'dunes',
    image: {
      src: dunes,
      alt: 'Yellow and brown dunes under a blue sky with a red sun',
      width: 1200,
      height: 675,
    },
    caption: 'Somewhere in the desert',
  },
  {
    id: 'harbour',
    image: {
      src: harbour,
      alt: 'Two sailing boats on a blue sea beside green hills',
      width: 1200,
      height: 675,
    },
    caption: 'A quiet harbour',
  },
  {
    id: 'forest',
    image: { src: forest, alt: 'Rows of pine trees in front of green mountains', width: 1200, height: 675 },
    caption: 'Into the forest',
  },
];
