import { useId, useState, type ReactNode } from 'react';
import { Slider, type SliderProps } from '../../../kit/slider';
import { formatSliderValue } from '../../../kit/slider-options';
import { componentApi, type DocEntryContent } from '../docTypes';

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
    <span className="w-16 shrink-0 whitespace-nowrap text-end text-sm text-muted tabular-nums">
      {values.map((value) => formatSliderValue(value)).join(' – ')}
    </span>
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

function SliderDemo() {
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
      <ControlledSlider label="Disabled" start={[25, 75]} disabled />
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

export const content: DocEntryContent = {
  Demo: SliderDemo,
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
  accessibility: (
    <>
      <p>
        A single handle is named by the slider&rsquo;s own label. A range is a group with that label, and its
        handles are named Minimum and Maximum (or <code>thumbLabels</code>), so a screen reader never says
        &ldquo;slider, slider&rdquo;.
      </p>
      <p>
        Each handle&rsquo;s <code>aria-valuemin</code> and <code>aria-valuemax</code> are the values it can
        really reach once margin, limit and padding apply, and its value is read with two decimals at most.
      </p>
    </>
  ),
  api: [
    componentApi('Slider', Slider, {
      description:
        'One handle or a range on a track. Every rule is checked when it renders: a bad option throws a SliderConfigError that names it.',
      rows: [
        {
          name: 'aria-label',
          type: 'string',
          description: 'The slider’s name. Give this or aria-labelledby.',
        },
        {
          name: 'aria-labelledby',
          type: 'string',
          description: 'The id of the element that names the slider.',
        },
        {
          name: 'min',
          type: 'number',
          defaultValue: '0',
          description: 'Lowest value. Give min and max, or range, not both.',
        },
        { name: 'max', type: 'number', defaultValue: '100', description: 'Highest value.' },
        {
          name: 'range',
          type: '{ min: number; max: number }',
          description: 'The same as min and max, in noUiSlider’s form.',
        },
        {
          name: 'step',
          type: 'number',
          defaultValue: '1',
          description: 'Distance between neighbouring values; it must divide the range into whole steps.',
        },
        {
          name: 'start',
          type: 'number | number[]',
          description: 'Initial value, or one per handle for a range (uncontrolled).',
        },
        {
          name: 'value',
          type: 'number[]',
          description: 'The values, one per handle, when the page keeps them (controlled).',
        },
        {
          name: 'onValueChange',
          type: '(values: number[]) => void',
          description: 'Called whenever a handle moves.',
        },
        {
          name: 'connect',
          type: "boolean | 'lower' | 'upper' | boolean[]",
          defaultValue: 'true',
          description: 'Which bars are filled: between handles, or before/after a single one.',
        },
        {
          name: 'tooltips',
          type: 'boolean | boolean[]',
          defaultValue: 'false',
          description: 'Show each handle’s value above it.',
        },
        {
          name: 'behaviour',
          type: "'tap' | 'snap' | 'none' | 'drag' | 'tap-drag' | 'snap-drag'",
          defaultValue: "'tap'",
          description:
            'What pressing the track does, and whether the bar between two handles can be dragged.',
        },
        {
          name: 'margin',
          type: 'number',
          defaultValue: '0',
          description: 'Least distance between neighbouring handles.',
        },
        {
          name: 'limit',
          type: 'number',
          description: 'Greatest distance between neighbouring handles; needs two handles.',
        },
        {
          name: 'padding',
          type: 'number | [number, number]',
          defaultValue: '0',
          description: 'Distance every handle keeps from the ends.',
        },
        {
          name: 'orientation',
          type: "'horizontal' | 'vertical'",
          defaultValue: "'horizontal'",
          description: 'A vertical slider needs a height (h-48 unless a class sets one).',
        },
        {
          name: 'direction',
          type: "'ltr' | 'rtl'",
          defaultValue: "'ltr'",
          description: 'Which end the values start from.',
        },
        {
          name: 'snap',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Handles jump between the ends of the range only.',
        },
        {
          name: 'animate',
          type: 'boolean',
          defaultValue: 'true',
          description: 'Glide for 300 ms when a value jumps; never under reduced motion.',
        },
        {
          name: 'color',
          type: "'default' | 'primary' | 'info' | 'success' | 'warning' | 'danger'",
          defaultValue: "'primary'",
          description: 'Colour of the filled bar.',
        },
        {
          name: 'thumbLabels',
          type: 'string[]',
          defaultValue: "['Minimum', 'Maximum']",
          description: 'Names of a range’s handles.',
        },
        {
          name: 'disabled',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Shown dimmed; neither pointer nor keys move it.',
        },
      ],
      inherits: 'Any other prop of Radix Slider’s Root, such as name (for forms) or onValueCommit.',
    }),
  ],
};
