import { Carousel } from '../../kit/carousel';
import { places } from '../../examples/carousel-demo';
import { ShowcaseSection } from './ShowcaseSection';

export function CarouselSection() {
  return (
    <ShowcaseSection id="carousel" title="Carousel" description="Swipe, use the arrows, or pick a slide.">
      <Carousel aria-label="Places" slides={places} className="mx-auto max-w-3xl" />
    </ShowcaseSection>
  );
}
