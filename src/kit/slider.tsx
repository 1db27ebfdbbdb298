'use client';

import { composeEventHandlers } from '@radix-ui/primitive';
import * as SliderPrimitive from '@radix-ui/react-slider';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  Fragment,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { cn } from './cn';
import { toneVariants } from './tones';
import { useDirection, type Direction } from './direction';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import {
  connectedBars,
  formatSliderValue,
  handleBounds,
  moveHandle,
  moveHandleByKey,
  moveSegment,
  resolveSliderOptions,
  rescaleToTrack,
  resolveThumbLabels,
  SliderConfigError,
  sliderKeyAction,
  type ResolvedSliderOptions,
  type SliderOptions,
} from './slider-options';

const sliderVariants = cva(
  'relative flex touch-none select-none items-center data-disabled:cursor-not-allowed data-disabled:opacity-60',
  {
    variants: {
      orientation: {
        horizontal: 'h-6 w-full',
        // A vertical slider needs a height; pass a `h-*` class to change it.
        vertical: 'h-48 w-6 flex-col',
      },
      tooltips: { true: '', false: '' },
    },
    // Room for the tooltips, which stand outside the slider's box.
    compoundVariants: [
      { orientation: 'horizontal', tooltips: true, class: 'mt-9' },
      { orientation: 'vertical', tooltips: true, class: 'me-16' },
    ],
  },
);

const barVariants = cva(
  [
    'absolute rounded-full bg-pk-tone-edge data-[orientation=horizontal]:-inset-y-px data-[orientation=vertical]:-inset-x-px',
    'motion-reduce:transition-none',
    // Forced colours would paint the fill as the page's background, and the range would vanish.
    'forced-colors:bg-[Highlight] forced-colors:forced-color-adjust-none',
  ],
  {
    variants: {
      // The edge shade: the range stands 3:1 against the empty track in either theme.
      /**
       * Colour of the filled bars.
       * @defaultValue 'primary'
       */
      color: toneVariants,
    },
    defaultVariants: { color: 'primary' },
  },
);

// Thumbs and bars glide when a value jumps; the duration comes from the resolved options. The thumbs' positioned
// wrappers are Radix's, reached as the root's children.
const barJumpTransition =
  'transition-[left,right,top,bottom] duration-(--slider-animation-duration) ease-out';
const thumbJumpTransition =
  '*:transition-[left,right,top,bottom] *:duration-(--slider-animation-duration) *:ease-out motion-reduce:*:transition-none';

/** How finely Radix measures a pointer along the slider: this many parts of the range. */
const pointerResolution = 10_000;

function sameValues(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** Places a bar between two track percentages, measured from the end where values start. */
function barPosition(from: number, to: number, options: ResolvedSliderOptions): CSSProperties {
  type Edge = 'left' | 'right' | 'top' | 'bottom';
  const reversed = options.direction === 'rtl';
  const [start, end]: [Edge, Edge] =
    options.orientation === 'horizontal'
      ? reversed
        ? ['right', 'left']
        : ['left', 'right']
      : reversed
        ? ['top', 'bottom']
        : ['bottom', 'top'];
  const position: CSSProperties = {};
  position[start] = `${from}%`;
  position[end] = `${100 - to}%`;
  return position;
}

/** The slider's name: `aria-label` or `aria-labelledby` (see `Slider` for how a range's handles are named). */
type SliderLabelProps =
  | {
      /** The slider's name (a range's group name). Give this or `aria-labelledby`. */
      'aria-label': string;
      /** The id of the element that names the slider (a range's group). Give this or `aria-label`. */
      'aria-labelledby'?: string;
    }
  | { 'aria-label'?: string; 'aria-labelledby': string };

type SliderRootProps = Omit<
  ComponentProps<typeof SliderPrimitive.Root>,
  | keyof SliderOptions
  | 'value'
  | 'defaultValue'
  | 'onValueChange'
  | 'dir'
  | 'inverted'
  | 'minStepsBetweenThumbs'
  | 'preserveThumbOrder'
  | 'color'
  | 'children'
  | 'aria-label'
  | 'aria-labelledby'
>;

export type SliderProps = SliderRootProps &
  SliderOptions &
  VariantProps<typeof barVariants> &
  SliderLabelProps & {
    /**
     * The values, one per handle, when the page keeps them (controlled); otherwise give `start`, not both. They are
     * checked like a `start`: a value that breaks a rule throws.
     */
    value?: number[];
    /** Called with the new values whenever a handle moves. */
    onValueChange?: (values: number[]) => void;
    /** Called with the values when a move ends: a handle or a bar is let go, or a key has moved a handle. */
    onValueCommit?: (values: number[]) => void;
    /**
     * Names of a range's handles, one non-empty name per handle (more than two handles are named "Value 1 of 3"…
     * by default). Not for a single handle, which the slider's own label names.
     * @defaultValue ['Minimum', 'Maximum']
     */
    thumbLabels?: readonly string[];
    /**
     * Shown dimmed; neither pointer nor keys move it.
     * @defaultValue false
     */
    disabled?: boolean;
    /**
     * The reading direction, which a horizontal slider without `direction` follows: right to left its values grow
     * to the left, and ArrowLeft raises them. Left out, the `DirectionProvider`'s, else the page's.
     */
    dir?: Direction;
  };

/**
 * Paper Kit's slider (noUiSlider's options, on Radix): one handle or a range, keyboard operable (arrows one step,
 * PageUp/PageDown ten, Home/End each handle's own lowest and highest reachable value), with margin, limit and
 * padding enforced for pointer and keyboard alike. It takes every `SliderOptions` option as a prop (`min`, `max`,
 * `step`, `start`, `connect`, `tooltips`, `behaviour`, `margin`, `limit`, `padding`, `orientation`, `direction`,
 * `snap`, `animate`). Every rule is checked when it renders: a bad option throws a `SliderConfigError` that names
 * it.
 * @remarks Name it with `aria-label` or `aria-labelledby`. A single handle is named by that label. A range is a
 * group with that name, and its handles are named Minimum and Maximum (pass `thumbLabels` when other names fit
 * better), so a screen reader never says "slider, slider".
 *
 * Each handle's `aria-valuemin` and `aria-valuemax` are the values it can really reach once margin, limit and
 * padding apply, and its value is read with two decimals at most. Show the values beside it as plain text
 * (`SliderValues`), not a live region: the slider announces its own value as it moves.
 */
export function Slider({
  className,
  style,
  color,
  value,
  onValueChange,
  onValueCommit,
  thumbLabels,
  disabled = false,
  dir,
  min,
  max,
  range,
  step,
  start,
  connect,
  tooltips,
  behaviour,
  margin,
  limit,
  padding,
  orientation,
  direction,
  snap,
  animate,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  onPointerDown,
  onPointerMove,
  onLostPointerCapture,
  ...props
}: SliderProps) {
  if (value !== undefined && start !== undefined) {
    throw new SliderConfigError(
      'start',
      start,
      'cannot be combined with `value`; a controlled slider starts at `value`',
    );
  }
  const options = {
    min,
    max,
    range,
    step,
    connect,
    tooltips,
    behaviour,
    margin,
    limit,
    padding,
    orientation,
    direction,
    snap,
    animate,
  };
  const prefersReducedMotion = usePrefersReducedMotion();
  const readingDirection = useDirection(dir);
  const [ownValues, setOwnValues] = useState(
    () => value ?? resolveSliderOptions({ ...options, start }, { readingDirection }).start,
  );
  const values = value ?? ownValues;
  // The current values are checked like a start: a controlled value that breaks a rule throws.
  const resolved = resolveSliderOptions(
    { ...options, start: values },
    { prefersReducedMotion, readingDirection },
  );
  const labels = resolveThumbLabels(thumbLabels, resolved.handles);
  const horizontal = resolved.orientation === 'horizontal';

  const [sliding, setSliding] = useState(false);
  // Radix measures the thumbs once they are on the page and nudges each inside the track: that first placement
  // must not glide (it would be a layout shift), so the jump transition starts two frames later, once the browser
  // has drawn the thumbs where they belong.
  const [placed, setPlaced] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPlaced(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const pointerOrigin = useRef<'thumb' | 'track' | null>(null);
  const pointerMoved = useRef(false);
  const barDrag = useRef<{ pointerId: number; origin: number; startValues: number[]; lower: number } | null>(
    null,
  );
  const trackRef = useRef<HTMLSpanElement>(null);

  function change(next: number[]) {
    if (value === undefined) setOwnValues(next);
    onValueChange?.(next);
  }

  // A pointer value from Radix, measured along the whole slider, as a value along the track (see
  // `rescaleToTrack`).
  function pointerValueOnTrack(sliderValue: number): number {
    const track = trackRef.current;
    const slider = track?.parentElement;
    if (!track || !slider) return sliderValue;
    const [sliderBox, trackBox] = [slider.getBoundingClientRect(), track.getBoundingClientRect()];
    return horizontal
      ? rescaleToTrack(sliderValue, sliderBox.width, trackBox.width, resolved)
      : rescaleToTrack(sliderValue, sliderBox.height, trackBox.height, resolved);
  }

  // Radix reports pointer moves here (keyboard is handled on the thumbs); the rules decide where a handle lands.
  function handleRadixValueChange(next: number[]) {
    const origin = pointerOrigin.current;
    // With no pointer down, Radix is resetting its form to the slider's first values.
    if (origin === null) {
      change(next);
      return;
    }
    if (origin === 'track' && resolved.behaviour.track === 'tap' && pointerMoved.current) return;
    const index = next.findIndex((proposed, handle) => proposed !== values[handle]);
    const proposed = next[index];
    if (proposed === undefined) return;
    const moved = moveHandle(values, index, pointerValueOnTrack(proposed), resolved);
    if (!sameValues(moved, values)) change(moved);
  }

  function handleThumbKeyDown(event: KeyboardEvent<HTMLSpanElement>, index: number) {
    const action = sliderKeyAction(event.key, resolved.orientation, resolved.direction);
    if (!action || disabled) return;
    // Stops Radix's own key handling, whose Home/End always move the first/last handle.
    event.preventDefault();
    const next = moveHandleByKey(values, index, action, resolved);
    if (sameValues(next, values)) return;
    change(next);
    onValueCommit?.(next);
  }

  const handleRootPointerDown = composeEventHandlers(
    onPointerDown,
    // eslint-disable-next-line react-hooks/refs -- composeEventHandlers reads the refs only when the event comes
    (event: PointerEvent<HTMLSpanElement>) => {
      if (disabled) return;
      const onThumb =
        event.target instanceof Element && event.target.closest('[data-slot="slider-thumb"]') !== null;
      if (!onThumb && resolved.behaviour.track === 'none') {
        // Prevented, Radix does not start sliding from the track.
        event.preventDefault();
        return;
      }
      pointerOrigin.current = onThumb ? 'thumb' : 'track';
      pointerMoved.current = false;
    },
  );

  function handleRootPointerMove(event: PointerEvent<HTMLSpanElement>) {
    onPointerMove?.(event);
    if (event.target instanceof Element && event.target.hasPointerCapture(event.pointerId)) {
      pointerMoved.current = true;
      setSliding(true);
    }
  }

  const pointerCoordinate = (event: PointerEvent) => (horizontal ? event.clientX : event.clientY);

  // Dragging the bar between two handles (behaviour "drag"). Default is prevented so Radix leaves these events alone.
  function barDragHandlers(lower: number) {
    return {
      onPointerDown(event: PointerEvent<HTMLSpanElement>) {
        if (disabled) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        barDrag.current = {
          pointerId: event.pointerId,
          origin: pointerCoordinate(event),
          startValues: values,
          lower,
        };
      },
      onPointerMove(event: PointerEvent<HTMLSpanElement>) {
        const drag = barDrag.current;
        const track = trackRef.current?.getBoundingClientRect();
        if (!drag || drag.pointerId !== event.pointerId || !track) return;
        event.preventDefault();
        const length = horizontal ? track.width : track.height;
        if (length === 0) return;
        // Screen y grows downwards, so an upward (ltr) vertical slider turns the sign round.
        const sign = (horizontal ? 1 : -1) * (resolved.direction === 'rtl' ? -1 : 1);
        const delta =
          ((pointerCoordinate(event) - drag.origin) / length) * (resolved.max - resolved.min) * sign;
        const next = moveSegment(drag.startValues, drag.lower, delta, resolved);
        if (!sameValues(next, values)) change(next);
      },
      onPointerUp(event: PointerEvent<HTMLSpanElement>) {
        const drag = barDrag.current;
        if (!drag || drag.pointerId !== event.pointerId) return;
        event.preventDefault();
        event.currentTarget.releasePointerCapture(event.pointerId);
        barDrag.current = null;
        if (!sameValues(values, drag.startValues)) onValueCommit?.(values);
      },
    };
  }

  const animated = resolved.animate && placed && !sliding;
  const rangeGroup = labels !== null;

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      role={rangeGroup ? 'group' : undefined}
      aria-label={rangeGroup ? ariaLabel : undefined}
      aria-labelledby={rangeGroup ? ariaLabelledBy : undefined}
      className={cn(
        sliderVariants({ orientation: resolved.orientation, tooltips: resolved.tooltips.some(Boolean) }),
        resolved.behaviour.track !== 'none' && 'cursor-pointer',
        animated && thumbJumpTransition,
        className,
      )}
      style={{ '--slider-animation-duration': `${resolved.animationDuration}ms`, ...style } as CSSProperties}
      {...props}
      min={resolved.min}
      max={resolved.max}
      // Radix snaps pointer values to its step before we see them; a fine step leaves the snapping to
      // `moveHandle`, after the value has been rescaled to the track.
      step={(resolved.max - resolved.min) / pointerResolution}
      orientation={resolved.orientation}
      // Radix reads `inverted` against `dir`: a horizontal track runs from the reading direction's start.
      dir={readingDirection}
      inverted={horizontal ? resolved.direction !== readingDirection : resolved.direction === 'rtl'}
      disabled={disabled}
      preserveThumbOrder
      value={values}
      onValueChange={handleRadixValueChange}
      onValueCommit={onValueCommit}
      onPointerDown={handleRootPointerDown}
      onPointerMove={handleRootPointerMove}
      onLostPointerCapture={(event) => {
        onLostPointerCapture?.(event);
        pointerOrigin.current = null;
        setSliding(false);
      }}
    >
      <SliderPrimitive.Track
        ref={trackRef}
        data-slot="slider-track"
        className={cn(
          'absolute rounded-full border border-pk-border-strong bg-pk-surface-muted',
          'data-[orientation=horizontal]:inset-x-2.5 data-[orientation=horizontal]:top-1/2 data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:-translate-y-1/2',
          'data-[orientation=vertical]:inset-y-2.5 data-[orientation=vertical]:inset-x-0 data-[orientation=vertical]:mx-auto data-[orientation=vertical]:w-1.5',
        )}
      >
        {connectedBars(values, resolved).map(({ gap, from, to }) => {
          const draggable = resolved.behaviour.drag && gap > 0 && gap < resolved.handles && !disabled;
          return (
            <span
              key={gap}
              data-slot="slider-connect"
              data-orientation={resolved.orientation}
              className={cn(
                barVariants({ color }),
                animated && barJumpTransition,
                draggable &&
                  "cursor-grab before:absolute before:inset-x-0 before:-inset-y-2 before:content-[''] active:cursor-grabbing",
              )}
              style={barPosition(from, to, resolved)}
              {...(draggable ? barDragHandlers(gap - 1) : {})}
            />
          );
        })}
      </SliderPrimitive.Track>
      {values.map((handleValue, index) => {
        const bounds = handleBounds(values, index, resolved);
        const text = formatSliderValue(handleValue);
        return (
          <SliderPrimitive.Thumb
            // A handle is its position in the list; handles never swap places.
            key={index}
            data-slot="slider-thumb"
            aria-label={labels ? labels[index] : ariaLabel}
            aria-labelledby={labels ? undefined : ariaLabelledBy}
            aria-valuemin={bounds.min}
            aria-valuemax={bounds.max}
            aria-valuetext={text}
            aria-disabled={disabled || undefined}
            onKeyDown={(event) => handleThumbKeyDown(event, index)}
            className={cn(
              'group relative block size-5 cursor-grab rounded-full border border-pk-border-strong bg-white',
              'shadow-[0_1px_4px_rgb(0_0_0/0.3)] active:cursor-grabbing data-disabled:cursor-not-allowed',
              'pk-focus-ring',
            )}
          >
            {resolved.tooltips[index] && (
              <span
                data-slot="slider-tooltip"
                aria-hidden="true"
                className={cn(
                  'pointer-events-none absolute whitespace-nowrap rounded-[4px] border border-pk-border bg-pk-surface px-2 py-0.5',
                  'text-xs font-semibold text-pk-ink shadow-pk-card',
                  'group-data-[orientation=horizontal]:bottom-full group-data-[orientation=horizontal]:start-1/2 group-data-[orientation=horizontal]:mb-2',
                  'group-data-[orientation=horizontal]:-translate-x-1/2 rtl:group-data-[orientation=horizontal]:translate-x-1/2',
                  'group-data-[orientation=vertical]:start-full group-data-[orientation=vertical]:top-1/2 group-data-[orientation=vertical]:ms-3 group-data-[orientation=vertical]:-translate-y-1/2',
                )}
              >
                {text}
              </span>
            )}
          </SliderPrimitive.Thumb>
        );
      })}
    </SliderPrimitive.Root>
  );
}

export interface SliderValuesProps extends ComponentProps<'span'> {
  /** The slider's values, lowest first. */
  values: readonly number[];
}

/**
 * A slider's values as plain text for beside it, "20 – 60": the lowest first in the reading direction, like the
 * handles, so right to left 20 is at the right. Each number is isolated (`<bdi>`), so a minus sign or a decimal
 * never reorders the text around it; the whole is never forced left to right.
 */
export function SliderValues({ values, className, ...props }: SliderValuesProps) {
  return (
    <span data-slot="slider-values" className={cn('tabular-nums', className)} {...props}>
      {values.map((value, index) => (
        <Fragment key={index}>
          {index > 0 && ' – '}
          <bdi>{formatSliderValue(value)}</bdi>
        </Fragment>
      ))}
    </span>
  );
}
