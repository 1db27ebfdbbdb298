import { useId, useState } from 'react';
import { Radio } from '../../../kit/choice';
import { cn } from '../../../kit/cn';
import { Slider } from '../../../kit/slider';
import {
  resolveSliderOptions,
  SliderConfigError,
  type ResolvedSliderOptions,
  type SliderOptions,
} from '../../../kit/slider-options';
import { usePrefersReducedMotion } from '../../../kit/use-prefers-reduced-motion';
import type { ApiPart, DocEntryContent } from '../docTypes';

interface Preset {
  id: string;
  label: string;
  options: SliderOptions;
}

const rangePreset: Preset = {
  id: 'range',
  label: 'A range with margin and limit',
  options: { start: [20, 60], margin: 10, limit: 50, behaviour: 'tap-drag', tooltips: true },
};

const presets: Preset[] = [
  { id: 'none', label: 'No options', options: {} },
  rangePreset,
  { id: 'decimal', label: 'Decimal steps', options: { min: 0, max: 1, step: 0.05, start: 0.25 } },
  { id: 'step', label: 'A step that does not divide the range', options: { min: 0, max: 10, step: 3 } },
  { id: 'grid', label: 'A start between two steps', options: { step: 10, start: 25 } },
  { id: 'limit', label: 'A limit with one handle', options: { start: 50, limit: 20 } },
  { id: 'margin', label: 'Handles closer than the margin', options: { start: [40, 45], margin: 10 } },
  { id: 'padding', label: 'Padding that leaves no room', options: { padding: [60, 40] } },
];

/** An option's value written as it would be in code. */
function written(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${value.map(written).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([key, entry]) => `${key}: ${written(entry)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return String(value);
}

type Outcome = { ok: true; resolved: ResolvedSliderOptions } | { ok: false; option: string; message: string };

function resolve(options: SliderOptions, prefersReducedMotion: boolean): Outcome {
  try {
    return { ok: true, resolved: resolveSliderOptions(options, { prefersReducedMotion }) };
  } catch (error) {
    if (error instanceof SliderConfigError)
      return { ok: false, option: error.option, message: error.message };
    return { ok: false, option: '?', message: error instanceof Error ? error.message : String(error) };
  }
}

function summary({ handles, min, max, step }: ResolvedSliderOptions): string {
  return `${handles === 1 ? 'one handle' : `${handles} handles`} from ${min} to ${max}, in steps of ${step}.`;
}

function SliderOptionsDemo() {
  const name = useId();
  const [presetId, setPresetId] = useState(rangePreset.id);
  const prefersReducedMotion = usePrefersReducedMotion();
  const preset = presets.find((candidate) => candidate.id === presetId) ?? rangePreset;
  const outcome = resolve(preset.options, prefersReducedMotion);
  return (
    // Side by side only when the demo itself is wide enough (a container query, so it also holds at 200 % text).
    <div className="@container">
      <div className="grid gap-8 @2xl:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-semibold">Configuration</legend>
          {presets.map((candidate) => (
            <Radio
              key={candidate.id}
              name={name}
              value={candidate.id}
              label={candidate.label}
              checked={candidate.id === presetId}
              onChange={() => setPresetId(candidate.id)}
            />
          ))}
        </fieldset>
        <div className="flex min-w-0 flex-col gap-4">
          <pre className="whitespace-pre-wrap rounded-card bg-surface-muted p-4 text-sm [overflow-wrap:anywhere]">
            <code>resolveSliderOptions({written(preset.options)})</code>
          </pre>
          <output
            aria-live="polite"
            className={cn(
              'block rounded-card border-2 p-4 text-sm',
              outcome.ok ? 'border-success-text' : 'border-danger-text',
            )}
          >
            {outcome.ok ? (
              <>
                <span className="font-semibold text-success-text">Accepted: </span>
                {summary(outcome.resolved)}
              </>
            ) : (
              <>
                <span className="font-semibold text-danger-text">
                  SliderConfigError on {outcome.option}:{' '}
                </span>
                {outcome.message}
              </>
            )}
          </output>
          {outcome.ok ? (
            <>
              <div className="flex h-16 w-full items-end px-2">
                {/* The same options, given to the Slider component; the key starts it afresh for each preset. */}
                <Slider key={preset.id} aria-label={`Preview: ${preset.label}`} {...preset.options} />
              </div>
              <p className="text-sm font-semibold">Resolved options</p>
              <dl className="-mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                {Object.entries(outcome.resolved).map(([key, value]) => (
                  <div key={key} className="contents">
                    <dt className="font-mono text-muted">{key}</dt>
                    <dd className="font-mono break-words">{written(value)}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <p className="text-sm text-muted">
              The Slider component checks its props the same way and would throw this error when it renders.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

const rulesRow = {
  name: 'rules',
  type: 'ResolvedSliderOptions',
  description: 'The resolved options; only min, max, step, snap, margin, limit and padding are read.',
};

const valuesRow = {
  name: 'values',
  type: 'readonly number[]',
  description: 'The current value of every handle.',
};

const sliderOptionsType: ApiPart = {
  name: 'SliderOptions',
  kind: 'type',
  description:
    'A configuration as written, in noUiSlider’s names; the Slider component takes the same props.',
  rows: [
    {
      name: 'min',
      type: 'number',
      defaultValue: '0',
      description: 'Lowest value; give min and max, or range.',
    },
    { name: 'max', type: 'number', defaultValue: '100', description: 'Highest value, above min.' },
    {
      name: 'range',
      type: '{ min: number; max: number }',
      description: 'The same as min and max, not with them.',
    },
    {
      name: 'step',
      type: 'number',
      defaultValue: '1',
      description: 'Distance between neighbouring values; it must divide the range into whole steps.',
    },
    {
      name: 'start',
      type: 'number | readonly number[]',
      defaultValue: 'the lowest reachable value',
      description: 'One value per handle, in order, each on the step grid and within the padding.',
    },
    {
      name: 'connect',
      type: "boolean | 'lower' | 'upper' | readonly boolean[]",
      defaultValue: 'true',
      description:
        'Which bars are filled: true fills between handles (before a single one); or one boolean per gap.',
    },
    {
      name: 'tooltips',
      type: 'boolean | readonly boolean[]',
      defaultValue: 'false',
      description: 'Show the value above every handle, or one boolean per handle.',
    },
    {
      name: 'behaviour',
      type: 'SliderBehaviour',
      defaultValue: "'tap'",
      description:
        "What a press on the track does: 'tap' jumps the nearest handle, 'snap' also lets it follow, 'none' does nothing; '-drag' lets the bar between two handles be dragged.",
    },
    {
      name: 'margin',
      type: 'number',
      defaultValue: '0',
      description: 'Least distance between neighbouring handles; needs two.',
    },
    {
      name: 'limit',
      type: 'number',
      description: 'Greatest distance between neighbouring handles; needs two.',
    },
    {
      name: 'padding',
      type: 'number | readonly [number, number]',
      defaultValue: '0',
      description: 'Distance every handle keeps from both ends, or [from min, from max].',
    },
    {
      name: 'orientation',
      type: 'SliderOrientation',
      defaultValue: "'horizontal'",
      description: "'horizontal' or 'vertical'.",
    },
    {
      name: 'direction',
      type: 'SliderDirection',
      defaultValue: "'ltr'",
      description: "'ltr': values grow to the right (upwards when vertical); 'rtl': the other way.",
    },
    {
      name: 'snap',
      type: 'boolean',
      defaultValue: 'false',
      description: 'Handles jump between the two ends only.',
    },
    {
      name: 'animate',
      type: 'boolean',
      defaultValue: 'true',
      description: 'Glide when a value jumps; never when the visitor asks for reduced motion.',
    },
  ],
};

export const content: DocEntryContent = {
  Demo: SliderOptionsDemo,
  keys: [],
  accessibility: (
    <>
      <p>
        These functions render nothing, but they decide what the slider tells assistive technology. Pointer
        and keyboard moves go through the same rules, and <code>handleBounds</code> gives each handle&rsquo;s
        real reach, which the slider reports as its <code>aria-valuemin</code> and <code>aria-valuemax</code>.
      </p>
      <p>
        <code>sliderKeyAction</code> maps the keys: the arrow that points the way values grow increases,
        PageUp and PageDown move ten steps, Home and End go to the handle&rsquo;s own ends.{' '}
        <code>formatSliderValue</code> gives the value read aloud (two decimals at most), and{' '}
        <code>resolveThumbLabels</code> names a range&rsquo;s handles so they are never just &ldquo;slider,
        slider&rdquo;.
      </p>
    </>
  ),
  api: [
    {
      name: 'resolveSliderOptions',
      kind: 'function',
      signature:
        'resolveSliderOptions(options: SliderOptions, environment?: SliderEnvironment): ResolvedSliderOptions',
      description:
        'Checks a configuration and fills in every default. Anything wrong throws a SliderConfigError naming the option and the value; nothing is clamped into shape.',
      rows: [
        { name: 'options', type: 'SliderOptions', description: 'The configuration as written.' },
        {
          name: 'environment',
          type: '{ prefersReducedMotion?: boolean }',
          defaultValue: '{}',
          description: 'With prefersReducedMotion true, animate comes out false.',
        },
      ],
    },
    {
      name: 'SliderConfigError',
      kind: 'class',
      signature: 'new SliderConfigError(option: string, value: unknown, problem: string)',
      description:
        'The Error thrown for a refused configuration. Its message reads “Slider option `step` must …; got 3.”',
      rows: [
        { name: 'option', type: 'string', description: 'The option at fault, such as step or start[1].' },
        { name: 'value', type: 'unknown', description: 'The value it was given.' },
        { name: 'name', type: 'string', description: "Always 'SliderConfigError'." },
      ],
    },
    sliderOptionsType,
    {
      name: 'ResolvedSliderOptions',
      kind: 'type',
      description: 'A checked configuration with nothing left out, as the slider uses it.',
      rows: [
        { name: 'min, max, step', type: 'number', description: 'The range and the step.' },
        { name: 'start', type: 'number[]', description: 'One value per handle, in ascending order.' },
        { name: 'handles', type: 'number', description: 'How many handles.' },
        { name: 'connect', type: 'boolean[]', description: 'One per gap: handles + 1 entries.' },
        { name: 'tooltips', type: 'boolean[]', description: 'One per handle.' },
        {
          name: 'behaviour',
          type: "{ track: 'tap' | 'snap' | 'none'; drag: boolean }",
          description: 'The behaviour string, split into its two parts.',
        },
        { name: 'margin', type: 'number', description: '0 when not given.' },
        { name: 'limit', type: 'number | null', description: 'null when there is no greatest distance.' },
        { name: 'padding', type: '[number, number]', description: 'From min, from max.' },
        { name: 'orientation, direction, snap', type: '…', description: 'As given, or their defaults.' },
        { name: 'animate', type: 'boolean', description: 'False when asked, or under reduced motion.' },
        {
          name: 'animationDuration',
          type: 'number',
          description: 'Milliseconds a jump takes: SLIDER_ANIMATION_MS.',
        },
      ],
    },
    {
      name: 'SliderEnvironment',
      kind: 'type',
      description: 'What resolveSliderOptions is told about the visitor’s settings.',
      rows: [
        {
          name: 'prefersReducedMotion',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Turns animate off.',
        },
      ],
    },
    {
      name: 'SliderBehaviour',
      kind: 'type',
      signature: "type SliderBehaviour = 'tap' | 'snap' | 'none' | 'drag' | 'tap-drag' | 'snap-drag'",
      description: 'What a press on the track does, and whether the bar between two handles can be dragged.',
      rows: [],
    },
    {
      name: 'SliderOrientation',
      kind: 'type',
      signature: "type SliderOrientation = 'horizontal' | 'vertical'",
      description: 'Which way the track runs.',
      rows: [],
    },
    {
      name: 'SliderDirection',
      kind: 'type',
      signature: "type SliderDirection = 'ltr' | 'rtl'",
      description:
        'Which end the values grow from: ltr to the right (upwards when vertical), rtl the other way.',
      rows: [],
    },
    {
      name: 'handleBounds',
      kind: 'function',
      signature: 'handleBounds(values, index, rules): { min: number; max: number }',
      description:
        'The lowest and highest value one handle can reach while the others stay put. Throws for an index that does not exist.',
      rows: [valuesRow, { name: 'index', type: 'number', description: 'Which handle, from 0.' }, rulesRow],
    },
    {
      name: 'moveHandle',
      kind: 'function',
      signature: 'moveHandle(values, index, proposed, rules): number[]',
      description:
        'Moves one handle as near a proposed value as the rules allow: onto the step grid, within its bounds. Returns new values; the others are unchanged.',
      rows: [
        valuesRow,
        { name: 'index', type: 'number', description: 'Which handle, from 0.' },
        {
          name: 'proposed',
          type: 'number',
          description: 'Where the pointer or the page wants it (not NaN).',
        },
        rulesRow,
      ],
    },
    {
      name: 'sliderKeyAction',
      kind: 'function',
      signature: 'sliderKeyAction(key, orientation, direction): SliderKeyAction | null',
      description: 'What a key does to a focused handle, or null for keys the slider leaves alone.',
      rows: [
        { name: 'key', type: 'string', description: 'A KeyboardEvent.key, such as ArrowLeft or PageUp.' },
        {
          name: 'orientation',
          type: 'SliderOrientation',
          description: 'Up and Down swap roles with Left and Right.',
        },
        {
          name: 'direction',
          type: 'SliderDirection',
          description: 'rtl reverses the arrows along the track.',
        },
      ],
    },
    {
      name: 'SliderKeyAction',
      kind: 'type',
      signature:
        "type SliderKeyAction = 'increase' | 'decrease' | 'pageIncrease' | 'pageDecrease' | 'lowest' | 'highest'",
      description: 'What a key asks of a focused handle: one step, ten steps, or one of its own ends.',
      rows: [],
    },
    {
      name: 'moveHandleByKey',
      kind: 'function',
      signature: 'moveHandleByKey(values, index, action, rules): number[]',
      description:
        'Applies a key action to one handle: one step, ten steps, or its own lowest or highest reachable value. With snap a step goes to the end in its direction.',
      rows: [
        valuesRow,
        { name: 'index', type: 'number', description: 'Which handle, from 0.' },
        { name: 'action', type: 'SliderKeyAction', description: 'From sliderKeyAction.' },
        rulesRow,
      ],
    },
    {
      name: 'moveSegment',
      kind: 'function',
      signature: 'moveSegment(values, lower, delta, rules): number[]',
      description:
        'Moves two neighbouring handles together (dragging the bar between them) as far as both may go; their distance stays the same.',
      rows: [
        valuesRow,
        { name: 'lower', type: 'number', description: 'The first of the two handles, from 0.' },
        { name: 'delta', type: 'number', description: 'How far to move, rounded to whole steps.' },
        rulesRow,
      ],
    },
    {
      name: 'valueToPercent',
      kind: 'function',
      signature: 'valueToPercent(value, { min, max }): number',
      description: 'Where a value sits along the track, from 0 (min) to 100 (max).',
      rows: [
        { name: 'value', type: 'number', description: 'The value.' },
        { name: 'range', type: '{ min: number; max: number }', description: 'The slider’s range.' },
      ],
    },
    {
      name: 'rescaleToTrack',
      kind: 'function',
      signature: 'rescaleToTrack(sliderValue, sliderLength, trackLength, { min, max }): number',
      description:
        'Turns a value Radix measured along the whole slider into one along the track, which is half a handle shorter at each end, so the handle lands under the pointer.',
      rows: [
        { name: 'sliderValue', type: 'number', description: 'The value Radix reported.' },
        { name: 'sliderLength', type: 'number', description: 'The slider’s length in pixels.' },
        {
          name: 'trackLength',
          type: 'number',
          description: 'The track’s length in pixels; 0 or less returns sliderValue.',
        },
        { name: 'range', type: '{ min: number; max: number }', description: 'The slider’s range.' },
      ],
    },
    {
      name: 'connectedBars',
      kind: 'function',
      signature: 'connectedBars(values, { min, max, connect }): { gap; from; to }[]',
      description:
        'The filled bars: for each connected gap, its index and where it starts and ends, in percent.',
      rows: [
        valuesRow,
        {
          name: 'options',
          type: 'Pick<ResolvedSliderOptions, min | max | connect>',
          description: 'The range and which gaps are filled.',
        },
      ],
    },
    {
      name: 'formatSliderValue',
      kind: 'function',
      signature: 'formatSliderValue(value: number): string',
      description:
        'A value as tooltips and screen readers get it: at most two decimals, no trailing zeros (0.30000000000000004 gives 0.3).',
      rows: [{ name: 'value', type: 'number', description: 'The value.' }],
    },
    {
      name: 'resolveThumbLabels',
      kind: 'function',
      signature:
        'resolveThumbLabels(labels: readonly string[] | undefined, handles: number): string[] | null',
      description:
        'Each handle’s name. null for a single handle (the slider’s own label names it); Minimum and Maximum for two; “Value 1 of 3”… for more. Throws a SliderConfigError for labels on a single handle or the wrong number of them.',
      rows: [
        { name: 'labels', type: 'readonly string[] | undefined', description: 'The thumbLabels prop.' },
        { name: 'handles', type: 'number', description: 'How many handles.' },
      ],
    },
    {
      name: 'SLIDER_ANIMATION_MS',
      kind: 'constant',
      description: '300: how long an animated jump takes, in milliseconds.',
      rows: [],
    },
    {
      name: 'SLIDER_PAGE_STEPS',
      kind: 'constant',
      description: '10: how many steps PageUp and PageDown move.',
      rows: [],
    },
    {
      name: 'SLIDER_DISPLAY_DECIMALS',
      kind: 'constant',
      description: '2: the most decimals a value is shown and read with.',
      rows: [],
    },
  ],
};
