'use client';

import { useId, useState } from 'react';
import { Radio } from '../kit/choice';
import { cn } from '../kit/cn';
import { useDirection } from '../kit/direction';
import { Slider } from '../kit/slider';
import {
  resolveSliderOptions,
  SliderConfigError,
  type ResolvedSliderOptions,
  type SliderEnvironment,
  type SliderOptions,
} from '../kit/slider-options';
import { usePrefersReducedMotion } from '../kit/use-prefers-reduced-motion';

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

function resolve(options: SliderOptions, environment: SliderEnvironment): Outcome {
  try {
    return { ok: true, resolved: resolveSliderOptions(options, environment) };
  } catch (error) {
    if (error instanceof SliderConfigError)
      return { ok: false, option: error.option, message: error.message };
    return { ok: false, option: '?', message: error instanceof Error ? error.message : String(error) };
  }
}

function summary({ handles, min, max, step }: ResolvedSliderOptions): string {
  return `${handles === 1 ? 'one handle' : `${handles} handles`} from ${min} to ${max}, in steps of ${step}.`;
}

/**
 * Pick a slider configuration and read how resolveSliderOptions fills it in, or the SliderConfigError it
 * throws, beside a slider made from the same options.
 */
export function SliderOptionsDemo() {
  const name = useId();
  const [presetId, setPresetId] = useState(rangePreset.id);
  const prefersReducedMotion = usePrefersReducedMotion();
  // The same reading direction the Slider beside it takes, so the table describes the slider shown.
  const readingDirection = useDirection();
  const preset = presets.find((candidate) => candidate.id === presetId) ?? rangePreset;
  const outcome = resolve(preset.options, { prefersReducedMotion, readingDirection });
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
          <pre
            dir="ltr"
            className="whitespace-pre-wrap rounded-pk-card bg-pk-surface-muted p-4 text-sm [overflow-wrap:anywhere]"
          >
            <code>resolveSliderOptions({written(preset.options)})</code>
          </pre>
          <output
            aria-live="polite"
            className={cn(
              'block rounded-pk-card border-2 p-4 text-sm',
              outcome.ok ? 'border-pk-success-text' : 'border-pk-danger-text',
            )}
          >
            {outcome.ok ? (
              <>
                <span className="font-semibold text-pk-success-text">Accepted: </span>
                {summary(outcome.resolved)}
              </>
            ) : (
              <>
                <span className="font-semibold text-pk-danger-text">
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
                    <dt className="font-mono text-pk-muted">{key}</dt>
                    <dd className="font-mono break-words">
                      {/* Code reads left to right, placed as the page reads. */}
                      <bdi dir="ltr">{written(value)}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <p className="text-sm text-pk-muted">
              The Slider component checks its props the same way and would throw this error when it renders.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
