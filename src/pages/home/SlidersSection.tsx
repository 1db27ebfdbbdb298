import { useId, useState } from 'react';
import { Slider, SliderValues } from '../../kit/slider';
import { ShowcaseSection } from './ShowcaseSection';

function ShowcaseSlider({ label, start }: { label: string; start: number[] }) {
  const labelId = useId();
  const [values, setValues] = useState(start);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className="text-sm font-semibold">
          {label}
        </span>
        {/* Plain text, not an <output>: that is a live region, and every key would be heard twice, once from the
            slider's own value. */}
        <SliderValues data-slot="shown-values" values={values} className="text-sm text-pk-muted" />
      </div>
      <Slider aria-labelledby={labelId} min={0} max={100} step={1} value={values} onValueChange={setValues} />
    </div>
  );
}

export function SlidersSection() {
  return (
    <ShowcaseSection
      id="sliders"
      title="Sliders"
      tone="muted"
      description="Arrow keys move a step, Page Up and Page Down move ten, Home and End go to the ends."
    >
      <div className="grid gap-10 md:grid-cols-2">
        <ShowcaseSlider label="Single value" start={[40]} />
        <ShowcaseSlider label="Range" start={[20, 60]} />
      </div>
    </ShowcaseSection>
  );
}
