const orientations: readonly string[] = ['horizontal', 'vertical'];
const directions: readonly string[] = ['ltr', 'rtl'];
const behaviourWords: readonly string[] = ['tap', 'snap', 'none', 'drag'];

/*
 * The slider's configuration and movement rules, without React. Option names and meanings follow noUiSlider (the
 * slider Paper Kit used); the code is our own. `resolveSliderOptions` checks a configuration and fills in every
 * default; `moveHandle`, `moveHandleByKey` and `moveSegment` apply margin, limit, padding and the step grid to any
 * move, so pointer and keyboard obey the same rules.
 */

/** Which way the track runs. */
export type SliderOrientation = 'horizontal' | 'vertical';
/**
 * Which end the values grow from. `ltr`: values grow rightwards (vertical: upwards). `rtl`: values grow leftwards
 * (vertical: downwards).
 */
export type SliderDirection = 'ltr' | 'rtl';
/**
 * What a pointer on the track does. `tap`: the nearest handle jumps to the pointer. `snap`: it jumps and then
 * follows the pointer. `none`: only the handles themselves can be dragged. `drag` (alone or after a hyphen): the
 * connected bar between two handles can be dragged, moving both.
 */
export type SliderBehaviour = 'tap' | 'snap' | 'none' | 'drag' | 'tap-drag' | 'snap-drag';

/**
 * A slider configuration as written, in noUiSlider's names; the `Slider` component takes the same props. Every
 * option is checked by `resolveSliderOptions`: a bad one throws a `SliderConfigError` that names it.
 */
export interface SliderOptions {
  /**
   * Lowest value. Give either `min`/`max` or `range`, not both.
   * @defaultValue 0
   */
  min?: number;
  /**
   * Highest value, above `min`.
   * @defaultValue 100
   */
  max?: number;
  /** The same as `min` and `max`, in noUiSlider's form; not with them. */
  range?: { min: number; max: number };
  /**
   * Distance between neighbouring values; it must divide the range into whole steps.
   * @defaultValue 1
   */
  step?: number;
  /**
   * The initial value, or one value per handle for a range (uncontrolled; a `Slider` given `value` takes no
   * `start`). The values come in ascending order, each on the step grid, within the padding, and at least `margin`
   * and at most `limit` apart. Without it there is one handle, at the lowest reachable value.
   */
  start?: number | readonly number[];
  /**
   * Which bars are filled: one boolean per gap (before the first handle, between handles, after the last), `true`
   * for every gap between handles, or `lower`/`upper` for a single handle. For a single handle `true` means `lower`.
   * @defaultValue true
   */
  connect?: boolean | 'lower' | 'upper' | readonly boolean[];
  /**
   * Show each handle's value above it (beside it when vertical): for all handles or one boolean per handle.
   * @defaultValue false
   */
  tooltips?: boolean | readonly boolean[];
  /**
   * What a press on the track does: `'tap'` jumps the nearest handle, `'snap'` also lets it follow the pointer,
   * `'none'` does nothing; `'drag'` (alone or after a hyphen) lets the connected bar between two handles be dragged.
   * @defaultValue 'tap'
   */
  behaviour?: SliderBehaviour;
  /**
   * Least distance between neighbouring handles; more than 0 needs two or more handles.
   * @defaultValue 0
   */
  margin?: number;
  /** Greatest distance between neighbouring handles (needs two or more handles, and not below `margin`). */
  limit?: number;
  /**
   * Distance every handle keeps from the ends: both ends, or `[from min, from max]`.
   * @defaultValue 0
   */
  padding?: number | readonly [number, number];
  /**
   * Which way the track runs. A vertical `Slider` needs a height (`h-48` unless a class sets one).
   * @defaultValue 'horizontal'
   */
  orientation?: SliderOrientation;
  /**
   * Which way the values grow: `'ltr'` to the right (upwards when vertical), `'rtl'` the other way. Left out, a
   * horizontal slider follows the reading direction (the `DirectionProvider`'s, else the page's `dir`), so right to
   * left its values grow to the left; a vertical one grows upwards.
   */
  direction?: SliderDirection;
  /**
   * Handles jump between the range's ends only (noUiSlider's `snap` on a linear range).
   * @defaultValue false
   */
  snap?: boolean;
  /**
   * Glide for `SLIDER_ANIMATION_MS` when a value jumps; never when the visitor asks for reduced motion.
   * @defaultValue true
   */
  animate?: boolean;
}

/** A checked configuration with nothing left out, as the slider uses it: what `resolveSliderOptions` returns. */
export interface ResolvedSliderOptions {
  /** Lowest value. */
  min: number;
  /** Highest value. */
  max: number;
  /** Distance between neighbouring values. */
  step: number;
  /** One value per handle, in ascending order. */
  start: number[];
  /** How many handles. */
  handles: number;
  /** Which gaps are filled, one entry per gap: `handles + 1` booleans. */
  connect: boolean[];
  /** Whether each handle shows its value, one entry per handle. */
  tooltips: boolean[];
  /** The `behaviour` string, split into what a press on the track does and whether the bar can be dragged. */
  behaviour: { track: 'tap' | 'snap' | 'none'; drag: boolean };
  /** Least distance between neighbouring handles; 0 when not given. */
  margin: number;
  /** Greatest distance between neighbouring handles; `null`: no greatest distance. */
  limit: number | null;
  /** Distance from min, distance from max. */
  padding: [number, number];
  /** As given, or `'horizontal'`. */
  orientation: SliderOrientation;
  /** As given; else the reading direction when horizontal, `'ltr'` when vertical. */
  direction: SliderDirection;
  /** As given, or `false`. */
  snap: boolean;
  /** `false` when asked, or when the visitor prefers reduced motion. */
  animate: boolean;
  /** Milliseconds a jump takes when `animate` is on: `SLIDER_ANIMATION_MS`. */
  animationDuration: number;
}

/** What `resolveSliderOptions` is told about the visitor's settings. */
export interface SliderEnvironment {
  /**
   * Whether the visitor asks for reduced motion; `true` turns `animate` off.
   * @defaultValue false
   */
  prefersReducedMotion?: boolean;
  /**
   * The page's reading direction: the `direction` of a horizontal slider that leaves it out, so values grow the
   * way the text reads.
   * @defaultValue 'ltr'
   */
  readingDirection?: SliderDirection;
}

/** How long an animated jump takes, in milliseconds. */
export const SLIDER_ANIMATION_MS = 300;
/** How many steps PageUp and PageDown move. */
export const SLIDER_PAGE_STEPS = 10;
/** The most decimals a value is shown and read with. */
export const SLIDER_DISPLAY_DECIMALS = 2;

/**
 * The Error thrown for a configuration the slider refuses. Its message names the option and the value it was
 * given, and reads like "Slider option `step` must be a finite number greater than 0; got -1."; its `name` is
 * `'SliderConfigError'`.
 */
export class SliderConfigError extends Error {
  /** The option at fault, such as `step` or `start[1]`. */
  readonly option: string;
  /** The value it was given. */
  readonly value: unknown;

  /**
   * @param option The option at fault.
   * @param value The value it was given.
   * @param problem What is wrong, worded to follow "Slider option `x`", such as "must not be negative".
   */
  constructor(option: string, value: unknown, problem: string) {
    super(`Slider option \`${option}\` ${problem}; got ${describeValue(value)}.`);
    this.name = 'SliderConfigError';
    this.option = option;
    this.value = value;
  }
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(describeValue).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([key, entry]) => `${key}: ${describeValue(entry)}`);
    return `{ ${entries.join(', ')} }`;
  }
  return String(value);
}

const optionNames = new Set([
  'min',
  'max',
  'range',
  'step',
  'start',
  'connect',
  'tooltips',
  'behaviour',
  'margin',
  'limit',
  'padding',
  'orientation',
  'direction',
  'snap',
  'animate',
]);

function finiteNumber(option: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new SliderConfigError(option, value, 'must be a finite number');
  }
  return value;
}

function nonNegative(option: string, value: unknown): number {
  const number = finiteNumber(option, value);
  if (number < 0) throw new SliderConfigError(option, value, 'must not be negative');
  return number;
}

function booleanOption(option: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new SliderConfigError(option, value, 'must be true or false');
  return value;
}

function oneOf<T extends string>(option: string, value: unknown, allowed: readonly string[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !allowed.includes(value)) {
    throw new SliderConfigError(
      option,
      value,
      `must be one of ${allowed.map((word) => `"${word}"`).join(', ')}`,
    );
  }
  return value as T;
}

/** Tolerance for comparing values that went through floating-point arithmetic. */
const epsilon = 1e-9;

function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

type Grid = Pick<ResolvedSliderOptions, 'min' | 'max' | 'step' | 'snap'>;

/** Rounds away floating-point noise: a grid value never has more decimals than `min` and `step` together. */
function clean(value: number, grid: Grid): number {
  const factor = 10 ** Math.max(decimalPlaces(grid.step), decimalPlaces(grid.min));
  return Math.round(value * factor) / factor;
}

/** The lowest grid value at or above `value`. */
function gridCeil(value: number, grid: Grid): number {
  if (grid.snap)
    return value <= grid.min + epsilon ? grid.min : value <= grid.max + epsilon ? grid.max : Infinity;
  return clean(grid.min + Math.ceil((value - grid.min) / grid.step - epsilon) * grid.step, grid);
}

/** The highest grid value at or below `value`. */
function gridFloor(value: number, grid: Grid): number {
  if (grid.snap)
    return value >= grid.max - epsilon ? grid.max : value >= grid.min - epsilon ? grid.min : -Infinity;
  return clean(grid.min + Math.floor((value - grid.min) / grid.step + epsilon) * grid.step, grid);
}

function gridNearest(value: number, grid: Grid): number {
  if (grid.snap) return value - grid.min < grid.max - value ? grid.min : grid.max;
  return clean(grid.min + Math.round((value - grid.min) / grid.step) * grid.step, grid);
}

function parseRange(options: SliderOptions): { min: number; max: number } {
  const { range } = options;
  if (range !== undefined) {
    if (options.min !== undefined || options.max !== undefined) {
      throw new SliderConfigError(
        'range',
        range,
        'cannot be combined with `min`/`max`; give one or the other',
      );
    }
    if (typeof range !== 'object' || range === null) {
      throw new SliderConfigError('range', range, 'must be an object { min, max }');
    }
    return { min: finiteNumber('range.min', range.min), max: finiteNumber('range.max', range.max) };
  }
  return {
    min: options.min === undefined ? 0 : finiteNumber('min', options.min),
    max: options.max === undefined ? 100 : finiteNumber('max', options.max),
  };
}

function parsePadding(value: unknown): [number, number] {
  if (value === undefined) return [0, 0];
  if (typeof value === 'number') {
    const both = nonNegative('padding', value);
    return [both, both];
  }
  if (!Array.isArray(value) || value.length !== 2) {
    throw new SliderConfigError('padding', value, 'must be a number or a pair [from min, from max]');
  }
  return [nonNegative('padding[0]', value[0]), nonNegative('padding[1]', value[1])];
}

function parseStart(value: unknown, lowest: number): number[] {
  if (value === undefined) return [lowest];
  if (typeof value === 'number') return [finiteNumber('start', value)];
  if (!Array.isArray(value) || value.length === 0) {
    throw new SliderConfigError('start', value, 'must be a number or a non-empty array of numbers');
  }
  return value.map((entry: unknown, index) => finiteNumber(`start[${index}]`, entry));
}

function parseConnect(value: unknown, handles: number): boolean[] {
  const betweenHandles = Array.from({ length: handles + 1 }, (_, gap) => gap > 0 && gap < handles);
  if (value === undefined || value === true) return handles === 1 ? [true, false] : betweenHandles;
  if (value === false) return betweenHandles.map(() => false);
  if (value === 'lower' || value === 'upper') {
    if (handles !== 1) {
      throw new SliderConfigError('connect', value, `works with one handle only, not ${handles}`);
    }
    return value === 'lower' ? [true, false] : [false, true];
  }
  if (
    !Array.isArray(value) ||
    value.length !== handles + 1 ||
    value.some((entry) => typeof entry !== 'boolean')
  ) {
    throw new SliderConfigError(
      'connect',
      value,
      `must be true, false, "lower", "upper" or ${handles + 1} booleans (one per gap around ${handles} handle(s))`,
    );
  }
  return [...value];
}

function parseTooltips(value: unknown, handles: number): boolean[] {
  if (value === undefined || typeof value === 'boolean')
    return Array.from({ length: handles }, () => !!value);
  if (
    !Array.isArray(value) ||
    value.length !== handles ||
    value.some((entry) => typeof entry !== 'boolean')
  ) {
    throw new SliderConfigError(
      'tooltips',
      value,
      `must be true, false or ${handles} booleans (one per handle)`,
    );
  }
  return [...value];
}

function parseBehaviour(value: unknown): ResolvedSliderOptions['behaviour'] {
  if (value === undefined) return { track: 'tap', drag: false };
  const words = typeof value === 'string' ? value.split('-') : [];
  const valid =
    words.length > 0 &&
    words.every((word) => behaviourWords.includes(word)) &&
    new Set(words).size === words.length &&
    !(words.includes('none') && words.length > 1) &&
    !(words.includes('tap') && words.includes('snap'));
  if (!valid) {
    throw new SliderConfigError(
      'behaviour',
      value,
      'must be "tap", "snap", "none" or "drag", or "tap-drag" / "snap-drag"',
    );
  }
  return {
    track: words.includes('snap') ? 'snap' : words.includes('tap') ? 'tap' : 'none',
    drag: words.includes('drag'),
  };
}

/**
 * Checks a slider configuration and returns it with every option filled in; a bad configuration is never clamped
 * into shape.
 * @param options The configuration as written.
 * @param environment The visitor's settings: with `prefersReducedMotion` true, `animate` comes out false.
 * @remarks These functions render nothing, but they decide what the slider tells assistive technology. Pointer and
 * keyboard moves go through the same rules (`moveHandle`, `sliderKeyAction`), and `handleBounds` gives each handle's
 * real reach, which the slider reports as its `aria-valuemin` and `aria-valuemax`. `formatSliderValue` gives the
 * value read aloud, and `resolveThumbLabels` names a range's handles, so they are never just "slider, slider".
 *
 * A bad configuration throws a `SliderConfigError`, which names the option and the value; catch it where people can
 * edit a configuration.
 */
export function resolveSliderOptions(
  options: SliderOptions,
  environment: SliderEnvironment = {},
): ResolvedSliderOptions {
  if (typeof options !== 'object' || options === null) {
    throw new SliderConfigError('options', options, 'must be an object');
  }
  for (const name of Object.keys(options)) {
    if (!optionNames.has(name)) {
      throw new SliderConfigError(name, (options as Record<string, unknown>)[name], 'is not a slider option');
    }
  }

  const { min, max } = parseRange(options);
  const rangeOption = options.range === undefined ? 'min' : 'range';
  if (min === max) throw new SliderConfigError(rangeOption, { min, max }, 'needs min below max, not equal');
  if (min > max) throw new SliderConfigError(rangeOption, { min, max }, 'needs min below max');

  const step = options.step === undefined ? 1 : options.step;
  if (typeof step !== 'number' || Number.isNaN(step)) {
    throw new SliderConfigError('step', step, 'must be a number');
  }
  if (!Number.isFinite(step) || step <= 0) {
    throw new SliderConfigError('step', step, 'must be a finite number greater than 0');
  }
  const stepCount = (max - min) / step;
  if (Math.abs(stepCount - Math.round(stepCount)) > epsilon * Math.max(1, stepCount)) {
    throw new SliderConfigError('step', step, `must divide the range ${min} to ${max} into whole steps`);
  }

  const snap = booleanOption('snap', options.snap, false);
  const grid: Grid = { min, max, step, snap };
  const padding = parsePadding(options.padding);
  const lowest = gridCeil(min + padding[0], grid);
  const highest = gridFloor(max - padding[1], grid);
  if (!(lowest < highest)) {
    throw new SliderConfigError(
      'padding',
      options.padding,
      `leaves no room to move between ${min} and ${max}`,
    );
  }

  const start = parseStart(options.start, lowest);
  const handles = start.length;

  const margin = options.margin === undefined ? 0 : nonNegative('margin', options.margin);
  if (margin > 0 && handles < 2) {
    throw new SliderConfigError(
      'margin',
      options.margin,
      'needs at least 2 handles (give `start` two values)',
    );
  }
  let limit: number | null = null;
  if (options.limit !== undefined) {
    if (handles < 2) {
      throw new SliderConfigError(
        'limit',
        options.limit,
        'needs at least 2 handles (give `start` two values)',
      );
    }
    limit = finiteNumber('limit', options.limit);
    if (limit <= 0) throw new SliderConfigError('limit', limit, 'must be greater than 0');
    if (limit < margin)
      throw new SliderConfigError('limit', limit, `must not be smaller than margin (${margin})`);
  }

  start.forEach((value, index) => {
    const option = handles === 1 ? 'start' : `start[${index}]`;
    if (value < min || value > max) {
      throw new SliderConfigError(option, value, `must lie within the range ${min} to ${max}`);
    }
    if (Math.abs(gridNearest(value, grid) - value) > epsilon * step) {
      const where = snap ? `${min} or ${max} (snap is on)` : `on a step of ${step} from ${min}`;
      throw new SliderConfigError(option, value, `must be ${where}`);
    }
    if (value < min + padding[0] - epsilon || value > max - padding[1] + epsilon) {
      throw new SliderConfigError(
        option,
        value,
        `must keep the padding [${padding.join(', ')}] from the ends`,
      );
    }
    const previous = start[index - 1];
    if (previous === undefined) return;
    if (value < previous) {
      throw new SliderConfigError(option, value, `must not be below the value before it (${previous})`);
    }
    if (value - previous < margin - epsilon) {
      throw new SliderConfigError(option, value, `must be at least margin ${margin} above ${previous}`);
    }
    if (limit !== null && value - previous > limit + epsilon) {
      throw new SliderConfigError(option, value, `must be at most limit ${limit} above ${previous}`);
    }
  });

  const connect = parseConnect(options.connect, handles);
  const behaviour = parseBehaviour(options.behaviour);
  if (behaviour.drag) {
    if (handles < 2)
      throw new SliderConfigError('behaviour', options.behaviour, '"drag" needs at least 2 handles');
    if (!connect.slice(1, -1).some(Boolean)) {
      throw new SliderConfigError(
        'behaviour',
        options.behaviour,
        '"drag" needs a connected bar between handles',
      );
    }
    if (snap)
      throw new SliderConfigError('behaviour', options.behaviour, '"drag" cannot be combined with snap');
  }

  const orientation = oneOf<SliderOrientation>(
    'orientation',
    options.orientation,
    orientations,
    'horizontal',
  );
  return {
    min,
    max,
    step,
    start,
    handles,
    connect,
    tooltips: parseTooltips(options.tooltips, handles),
    behaviour,
    margin,
    limit,
    padding,
    orientation,
    direction: oneOf(
      'direction',
      options.direction,
      directions,
      orientation === 'horizontal' ? (environment.readingDirection ?? 'ltr') : 'ltr',
    ),
    snap,
    animate: booleanOption('animate', options.animate, true) && !environment.prefersReducedMotion,
    animationDuration: SLIDER_ANIMATION_MS,
  };
}

type Rules = Pick<ResolvedSliderOptions, 'min' | 'max' | 'step' | 'snap' | 'margin' | 'limit' | 'padding'>;

function checkIndex(values: readonly number[], index: number) {
  if (!Number.isInteger(index) || index < 0 || index >= values.length) {
    throw new RangeError(`Slider: handle index ${index} does not exist among ${values.length} handle(s).`);
  }
}

/** Where handle `index` may go, given its neighbours; a neighbour that moves along with it can be left out. */
function reach(
  values: readonly number[],
  index: number,
  rules: Rules,
  neighbours: { below: boolean; above: boolean },
): { min: number; max: number } {
  let low = rules.min + rules.padding[0];
  let high = rules.max - rules.padding[1];
  const below = neighbours.below ? values[index - 1] : undefined;
  const above = neighbours.above ? values[index + 1] : undefined;
  if (below !== undefined) {
    low = Math.max(low, below + rules.margin);
    if (rules.limit !== null) high = Math.min(high, below + rules.limit);
  }
  if (above !== undefined) {
    high = Math.min(high, above - rules.margin);
    if (rules.limit !== null) low = Math.max(low, above - rules.limit);
  }
  return { min: gridCeil(low, rules), max: gridFloor(high, rules) };
}

/**
 * The lowest and highest value handle `index` can reach while the others stay where they are. Throws a
 * `RangeError` for an index that does not exist.
 * @param values The current value of every handle.
 * @param index Which handle, from 0.
 * @param rules The resolved options; only `min`, `max`, `step`, `snap`, `margin`, `limit` and `padding` are read.
 */
export function handleBounds(
  values: readonly number[],
  index: number,
  rules: Rules,
): { min: number; max: number } {
  checkIndex(values, index);
  return reach(values, index, rules, { below: true, above: true });
}

/**
 * Moves handle `index` as close to `proposed` as the rules allow: onto the grid, no nearer a neighbour than the
 * margin, no further than the limit, outside the padding. Returns new values; the others are unchanged. Throws a
 * `RangeError` for an index that does not exist or a `proposed` of `NaN`.
 * @param values The current value of every handle.
 * @param index Which handle, from 0.
 * @param proposed Where the pointer or the page wants it (not `NaN`).
 * @param rules The resolved options; only `min`, `max`, `step`, `snap`, `margin`, `limit` and `padding` are read.
 */
export function moveHandle(
  values: readonly number[],
  index: number,
  proposed: number,
  rules: Rules,
): number[] {
  if (Number.isNaN(proposed)) throw new RangeError('Slider: a handle cannot move to NaN.');
  const bounds = handleBounds(values, index, rules);
  const next = [...values];
  next[index] = gridNearest(Math.min(Math.max(proposed, bounds.min), bounds.max), rules);
  return next;
}

/**
 * What a key asks of a focused handle: one step (`increase`, `decrease`), `SLIDER_PAGE_STEPS` steps
 * (`pageIncrease`, `pageDecrease`), or one of its own reachable ends (`lowest`, `highest`).
 */
export type SliderKeyAction =
  'increase' | 'decrease' | 'pageIncrease' | 'pageDecrease' | 'lowest' | 'highest';

/**
 * What a key does to a focused handle. The arrow that points the way values grow increases; Up increases unless
 * values grow downwards. PageUp and PageDown move ten steps, Home and End go to the handle's own ends. Returns
 * `null` for keys the slider leaves alone.
 * @param key A `KeyboardEvent.key`, such as `ArrowLeft` or `PageUp`.
 * @param orientation Which arrows run along the track: Left and Right when horizontal, Up and Down when vertical.
 * The other pair works too: Up or Right increases, Down or Left decreases.
 * @param direction `rtl` reverses the arrows that run along the track.
 */
export function sliderKeyAction(
  key: string,
  orientation: SliderOrientation,
  direction: SliderDirection,
): SliderKeyAction | null {
  const reversed = direction === 'rtl';
  const increaseKeys =
    orientation === 'horizontal'
      ? [reversed ? 'ArrowLeft' : 'ArrowRight', 'ArrowUp']
      : [reversed ? 'ArrowDown' : 'ArrowUp', 'ArrowRight'];
  const decreaseKeys =
    orientation === 'horizontal'
      ? [reversed ? 'ArrowRight' : 'ArrowLeft', 'ArrowDown']
      : [reversed ? 'ArrowUp' : 'ArrowDown', 'ArrowLeft'];
  if (increaseKeys.includes(key)) return 'increase';
  if (decreaseKeys.includes(key)) return 'decrease';
  if (key === 'PageUp') return 'pageIncrease';
  if (key === 'PageDown') return 'pageDecrease';
  if (key === 'Home') return 'lowest';
  if (key === 'End') return 'highest';
  return null;
}

/**
 * Applies a key action to handle `index`: one step, ten steps, or the handle's own lowest/highest reachable value,
 * as the rules allow. With `snap` a step goes to the end in its direction.
 * @param values The current value of every handle.
 * @param index Which handle, from 0.
 * @param action What to do, from `sliderKeyAction`.
 * @param rules The resolved options; only `min`, `max`, `step`, `snap`, `margin`, `limit` and `padding` are read.
 */
export function moveHandleByKey(
  values: readonly number[],
  index: number,
  action: SliderKeyAction,
  rules: Rules,
): number[] {
  const bounds = handleBounds(values, index, rules);
  const current = values[index] ?? rules.min;
  const steps = {
    increase: 1,
    decrease: -1,
    pageIncrease: SLIDER_PAGE_STEPS,
    pageDecrease: -SLIDER_PAGE_STEPS,
  };
  if (action === 'lowest') return moveHandle(values, index, bounds.min, rules);
  if (action === 'highest') return moveHandle(values, index, bounds.max, rules);
  const count = steps[action];
  // With snap the grid is just the two ends, so a step goes to the end in its direction.
  const target = rules.snap ? (count > 0 ? rules.max : rules.min) : current + count * rules.step;
  return moveHandle(values, index, target, rules);
}

/**
 * Moves handles `lower` and `lower + 1` together by `delta` (dragging the bar between them), as far as the rules
 * let both go. Their distance stays the same. Throws a `RangeError` for a handle that does not exist or a `delta`
 * of `NaN`.
 * @param values The current value of every handle.
 * @param lower The first of the two handles, from 0.
 * @param delta How far to move, in values; rounded to whole steps.
 * @param rules The resolved options; only `min`, `max`, `step`, `snap`, `margin`, `limit` and `padding` are read.
 */
export function moveSegment(values: readonly number[], lower: number, delta: number, rules: Rules): number[] {
  checkIndex(values, lower);
  checkIndex(values, lower + 1);
  if (Number.isNaN(delta)) throw new RangeError('Slider: a bar cannot move by NaN.');
  const low = values[lower] ?? rules.min;
  const high = values[lower + 1] ?? rules.max;
  const lowReach = reach(values, lower, rules, { below: true, above: false });
  const highReach = reach(values, lower + 1, rules, { below: false, above: true });
  const least = Math.max(lowReach.min - low, highReach.min - high);
  const most = Math.min(lowReach.max - low, highReach.max - high);
  const shift = Math.min(Math.max(Math.round(delta / rules.step) * rules.step, least), most);
  const next = [...values];
  next[lower] = clean(low + shift, rules);
  next[lower + 1] = clean(high + shift, rules);
  return next;
}

/**
 * Where a value sits along the track, from 0 (min) to 100 (max).
 * @param value The value.
 * @param range The slider's range: its `min` and `max`.
 */
export function valueToPercent(value: number, range: Pick<ResolvedSliderOptions, 'min' | 'max'>): number {
  return ((value - range.min) / (range.max - range.min)) * 100;
}

/**
 * Radix measures a pointer along the whole slider, but a thumb's centre only travels along the track, which is
 * inset by half a thumb at each end. Turns a value measured along the slider into one measured along the track,
 * so the thumb lands under the pointer.
 * @param sliderValue The value Radix reported.
 * @param sliderLength The slider's length in pixels.
 * @param trackLength The track's length in pixels; 0 or less returns `sliderValue` unchanged.
 * @param range The slider's range: its `min` and `max`.
 */
export function rescaleToTrack(
  sliderValue: number,
  sliderLength: number,
  trackLength: number,
  range: Pick<ResolvedSliderOptions, 'min' | 'max'>,
): number {
  if (trackLength <= 0) return sliderValue;
  const middle = (range.min + range.max) / 2;
  return middle + ((sliderValue - middle) * sliderLength) / trackLength;
}

/**
 * The filled bars: for each connected gap, its index (`gap`, 0 before the first handle) and where it starts and
 * ends along the track (`from`, `to`, in percent).
 * @param values The current value of every handle.
 * @param options The range and which gaps are filled.
 */
export function connectedBars(
  values: readonly number[],
  options: Pick<ResolvedSliderOptions, 'min' | 'max' | 'connect'>,
): { gap: number; from: number; to: number }[] {
  return options.connect.flatMap((filled, gap) => {
    if (!filled) return [];
    const from = values[gap - 1];
    const to = values[gap];
    return [
      {
        gap,
        from: from === undefined ? 0 : valueToPercent(from, options),
        to: to === undefined ? 100 : valueToPercent(to, options),
      },
    ];
  });
}

/**
 * A value as tooltips and screen readers get it: rounded to `SLIDER_DISPLAY_DECIMALS` decimals, without trailing
 * zeros (0.30000000000000004 gives 0.3).
 * @param value The value.
 */
export function formatSliderValue(value: number): string {
  return String(Number(value.toFixed(SLIDER_DISPLAY_DECIMALS)));
}

/**
 * Each handle's accessible name. A single handle is named by the slider's own label, so this returns `null`;
 * a range's handles default to "Minimum" and "Maximum" ("Value 1 of 3"… for more). Throws a `SliderConfigError`
 * for labels on a single handle, or for anything but one non-empty name per handle.
 * @param labels The `thumbLabels` prop, or `undefined` for the defaults.
 * @param handles How many handles.
 */
export function resolveThumbLabels(labels: readonly string[] | undefined, handles: number): string[] | null {
  if (labels === undefined) {
    if (handles === 1) return null;
    if (handles === 2) return ['Minimum', 'Maximum'];
    return Array.from({ length: handles }, (_, index) => `Value ${index + 1} of ${handles}`);
  }
  if (handles === 1) {
    throw new SliderConfigError('thumbLabels', labels, 'is for ranges; name a single handle with aria-label');
  }
  if (labels.length !== handles || labels.some((label) => typeof label !== 'string' || label.trim() === '')) {
    throw new SliderConfigError('thumbLabels', labels, `must be ${handles} non-empty names (one per handle)`);
  }
  return [...labels];
}
