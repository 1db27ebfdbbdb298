import { Slider } from '../../../kit/slider';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Slider',
  summary: 'One or two handles on a track, with margin, limit, padding, tooltips and both orientations.',
  group: 'component',
  keys: [
    {
      keys: ['ArrowRight', 'ArrowUp'],
      action: 'Moves the focused handle one step up (towards the left when the direction is rtl).',
    },
    { keys: ['ArrowLeft', 'ArrowDown'], action: 'Moves the focused handle one step down.' },
    { keys: ['PageUp', 'PageDown'], action: 'Moves the focused handle ten steps up or down.' },
    {
      keys: ['Home', 'End'],
      action: 'Moves the focused handle to the lowest or highest value it can reach.',
    },
    { keys: ['Tab'], action: 'Moves to the next handle, then out of the slider.' },
  ],
};

export function Playground(props: object) {
  return (
    <div className="flex flex-col gap-2">
      <span id="playground-slider-label" className="text-sm font-semibold">
        Volume
      </span>
      <Slider {...props} aria-labelledby="playground-slider-label" start={[40]} min={0} max={100} />
    </div>
  );
}
