import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { toneVariants } from './tones';

// The track's edge shows where 100 % is: 3:1 against the page in either theme, and drawn in forced colours too.
const progressVariants = cva(
  'w-full overflow-hidden rounded-pk-pill border border-pk-border-strong bg-pk-surface-muted',
  {
    variants: {
      labelled: {
        true: 'h-5',
        false: 'h-2',
      },
    },
    defaultVariants: { labelled: false },
  },
);

const indicatorVariants = cva(
  [
    'relative flex h-full items-center justify-center overflow-hidden rounded-pk-pill text-[0.6875rem] leading-none font-bold whitespace-nowrap',
    'border-pk-tone-text bg-pk-tone text-pk-tone-foreground',
    'transition-[width] duration-300 ease-out motion-reduce:transition-none',
    // Forced colours would paint the fill as the page's background; the system's highlight shows how far it is.
    'forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none',
  ],
  {
    variants: {
      // The edge marks where the bar ends with 3:1 against the track, which the fill alone does not reach in
      // every theme (a teal fill on the dark track, the yellow one on the light track).
      /**
       * The colour of the fill.
       * @defaultValue 'primary'
       */
      color: toneVariants,
      edge: {
        true: 'border-e-2',
        false: '',
      },
      striped: {
        // Dark stripes: white ones would lower the contrast of a white label below AA. They are a layer of their
        // own, one stripe's width wider than the fill on each side (and, when they move, wider on the right by
        // the whole distance they travel), so moving them is a transform.
        true: "before:pointer-events-none before:absolute before:inset-y-0 before:-inset-x-4 before:bg-[linear-gradient(45deg,rgb(0_0_0/0.15)_25%,transparent_25%,transparent_50%,rgb(0_0_0/0.15)_50%,rgb(0_0_0/0.15)_75%,transparent_75%,transparent)] before:bg-size-[1rem_1rem] before:content-['']",
        false: '',
      },
      animated: {
        // A transform, which the compositor runs: the page does not repaint for it. One iteration lasts ten
        // minutes (a stripe a second, 600 of them), because each iteration's end is an `animationiteration` event,
        // and an event is a frame of the main thread: with a one-second loop an idle page woke every second. The
        // stripes move towards the bar's start, so right to left they move the other way.
        true: 'motion-safe:before:-end-[601rem] motion-safe:before:animate-[pk-progress-stripes_600s_linear_infinite] rtl:motion-safe:before:animate-[pk-progress-stripes-rtl_600s_linear_infinite]',
        false: '',
      },
    },
    defaultVariants: { color: 'primary', edge: false, striped: false, animated: false },
  },
);

/**
 * The keyframes of the moving stripes: the stripes' layer slides 600 stripes' widths (a whole number, so the loop is
 * seamless) in one iteration, leftwards or, right to left, rightwards. React
 * hoists this `<style>` into the document head once (it is keyed by `href`), so the kit file needs no global
 * stylesheet.
 */
const stripesKeyframes =
  '@keyframes pk-progress-stripes { from { transform: translateX(0); } to { transform: translateX(-600rem); } } @keyframes pk-progress-stripes-rtl { from { transform: translateX(0); } to { transform: translateX(600rem); } }';

type IndicatorVariants = Pick<VariantProps<typeof indicatorVariants>, 'color'>;

/** A progress bar must be named, by text or by a visible element's id. */
type ProgressName =
  | {
      /** The bar's name. Give this or `aria-labelledby`. */
      'aria-label': string;
    }
  | {
      /** The id of the visible element that names the bar. Give this or `aria-label`. */
      'aria-labelledby': string;
    };

/** The props of {@link Progress}: a `<div>`'s, its value, its name and its look. */
export type ProgressProps = Omit<ComponentProps<'div'>, 'children' | 'color' | 'role'> &
  IndicatorVariants &
  ProgressName & {
    /** How far along, from 0 to 100. */
    value: number;
    /**
     * Text shown inside the bar, such as "25%" or "Completed!"; screen readers hear it as the value. The bar is
     * taller when it has one.
     */
    valueText?: string;
    /**
     * Diagonal stripes over the fill.
     * @defaultValue false
     */
    striped?: boolean;
    /**
     * Stripes that move (they stand still when the visitor prefers reduced motion). Implies `striped`.
     * @defaultValue false
     */
    animated?: boolean;
  };

/**
 * Paper Kit's progress bar: a thin rounded track filled in a semantic colour, optionally labelled and striped; it is
 * taller when it shows a text. A `value` outside 0 to 100 throws an error.
 * @remarks The bar is a `progressbar` from 0 to 100 with its value in `aria-valuenow`. It must be named, by
 * `aria-label` or by a visible label's id in `aria-labelledby`: without one it does not compile. A `valueText` is
 * shown in the bar and read instead of the bare number, so "Copying file 2 of 4" is heard rather than "50%".
 *
 * It is not a live region: a screen reader reads the value when it reaches the bar. When the end of a task matters,
 * announce it in a status message as well. The moving stripes stand still for visitors who ask for reduced motion,
 * and so does the bar's growth.
 */
export function Progress({
  className,
  value,
  valueText,
  color,
  striped = false,
  animated = false,
  ...props
}: ProgressProps) {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new Error(`Progress: prop "value" must be a number from 0 to 100, got ${String(value)}`);
  }
  return (
    <div
      data-slot="progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn(progressVariants({ labelled: valueText !== undefined }), className)}
      {...props}
    >
      {animated && (
        <style href="pk-progress-stripes" precedence="default">
          {stripesKeyframes}
        </style>
      )}
      <div
        data-slot="progress-indicator"
        className={indicatorVariants({
          color,
          edge: value > 0 && value < 100,
          striped: striped || animated,
          animated,
        })}
        style={{ width: `${value}%` }}
      >
        {/* Above the stripes' layer. */}
        {valueText !== undefined && <span className="relative px-2">{valueText}</span>}
      </div>
    </div>
  );
}
