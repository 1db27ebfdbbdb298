import { Carousel } from '../../../kit/carousel';
import { places } from '../../../examples/carousel-demo';

export function Playground(props: object) {
  return <Carousel {...props} aria-label="Scenery" slides={places} />;
}
