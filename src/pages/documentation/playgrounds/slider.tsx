import { Slider } from '../../../kit/slider';

export function Playground(props: object) {
  return <Slider {...props} aria-label="Volume" start={[40]} min={0} max={100} />;
}
