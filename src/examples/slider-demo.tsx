'use client';

import { useId, useState, type ReactNode } from 'react';
import { Slider, SliderValues, type SliderProps } from '../kit/slider';

/** A labelled slider with its current values shown beside the label. */
function DemoSlider({ label, children }: { label: string; children: (labelId: string) => ReactNode }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-3">
      <span id={labelId} className="text-sm font-semibold">
        {label}
      </span>
      {children(labelId)}
    </div>
  );
}

function ShownValues({ values }: { values: number[] }) {
  return (
    <SliderValues
      values={values}
      className="w-16 shrink-0 whitespace-nowrap text-end text-sm text-pk-muted"
    />
  );
}

function ControlledSlider({
  label,
  start,
  ...props
}: Omit<SliderProps, 'value' | 'onValueChange' | 'aria-label' | 'aria-labelledby'> & {
  label: string;
  start: number[];
}) {
  const [values, setValues] = useState(start);
  return (
    <DemoSlider label={label}>
      {(labelId) => (
        <div className="flex items-center gap-4">
          <Slider aria-labelledby={labelId} value={values} onValueChange={setValues} {...props} />
          <ShownValues values={values} />
        </div>
      )}
    </DemoSlider>
  );
}

/**
 * Sliders named by visible labels, with their values written beside them: one handle, a range, tooltips,
 * margin and limit, right to left with padding, disabled, and vertical.
 */
export function SliderDemo() {
  return (
    <div className="flex flex-col gap-10">
      <ControlledSlider label="Single value" start={[40]} min={0} max={100} step={1} />
      <ControlledSlider label="Range" start={[20, 60]} min={0} max={100} step={1} />
      <ControlledSlider label="With tooltips" start={[25, 75]} tooltips />
      <ControlledSlider label="Danger" start={[70]} color="danger" />
      <ControlledSlider
        label="Margin 10, limit 40 (drag the bar)"
        start={[30, 50]}
        margin={10}
        limit={40}
        behaviour="tap-drag"
        tooltips
        color="success"
      />
      <ControlledSlider
        label="Right to left, padding 10"
        start={[30]}
        direction="rtl"
        padding={10}
        color="info"
      />
      <ControlledSlider label="Booked hours" start={[25, 75]} disabled />
      <div className="flex flex-wrap gap-12">
        <DemoSlider label="Vertical">
          {(labelId) => <Slider aria-labelledby={labelId} orientation="vertical" start={60} tooltips />}
        </DemoSlider>
        <DemoSlider label="Vertical range">
          {(labelId) => (
            <Slider
              aria-labelledby={labelId}
              orientation="vertical"
              start={[20, 80]}
              color="warning"
              className="h-40"
            />
          )}
        </DemoSlider>
      </div>
    </div>
  );
}
