import { Carousel, type CarouselSlide } from '../../src/kit/carousel';
import dunes from '../../src/assets/slides/dunes.svg';
import forest from '../../src/assets/slides/forest.svg';
import harbour from '../../src/assets/slides/harbour.svg';

const slides: CarouselSlide[] = [
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

export default function CarouselDemo() {
  return (
    <div className="grid gap-8">
      <Carousel label="Places" slides={slides} className="max-w-3xl" />
      <Carousel label="Places, rotating" slides={slides} autoRotate interval={6000} className="max-w-3xl" />
    </div>
  );
}
