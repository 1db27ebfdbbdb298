import { Carousel } from '../../src/kit/carousel';
import { places as slides } from '../../src/content/slides';

export default function CarouselDemo() {
  return (
    <div className="grid gap-8">
      <Carousel label="Places" slides={slides} className="max-w-3xl" />
      <Carousel label="Places, rotating" slides={slides} autoRotate interval={6000} className="max-w-3xl" />
    </div>
  );
}
