import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  connectedBars,
  formatSliderValue,
  handleBounds,
  moveHandle,
  moveHandleByKey,
  moveSegment,
  rescaleToTrack,
  resolveSliderOptions,
  resolveThumbLabels,
  SliderConfigError,
  sliderKeyAction,
  valueToPercent,
  type ResolvedSliderOptions,
  type SliderKeyAction,
  type SliderOptions,
} from '../../src/kit/slider-options';

/** Options as a careless caller might pass them: any value under any name. */
type LooseOptions = Record<string, unknown>;
const resolve = (options: LooseOptions) => resolveSliderOptions(options as SliderOptions);

function rejection(run: () => unknown): SliderConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof SliderConfigError) return error;
    throw error;
  }
  throw new Error('expected a SliderConfigError, but nothing was thrown');
}

describe('resolveSliderOptions: normalization', () => {
  it('fills every option with its default', () => {
    expect(resolveSliderOptions({})).toEqual({
      min: 0,
      max: 100,
      step: 1,
      start: [0],
      handles: 1,
      connect: [true, false],
      tooltips: [false],
      behaviour: { track: 'tap', drag: false },
      margin: 0,
      limit: null,
      padding: [0, 0],
      orientation: 'horizontal',
      direction: 'ltr',
      snap: false,
      animate: true,
      animationDuration: 300,
    } satisfies ResolvedSliderOptions);
  });

  it('takes the specification sliders as given: a single 40, a range 20 to 60, both 0 to 100 step 1', () => {
    const single = resolveSliderOptions({ start: 40, min: 0, max: 100, step: 1 });
    expect(single).toMatchObject({ start: [40], handles: 1, min: 0, max: 100, step: 1 });
    const range = resolveSliderOptions({ start: [20, 60], min: 0, max: 100, step: 1 });
    expect(range).toMatchObject({ start: [20, 60], handles: 2, connect: [false, true, false] });
  });

  it('reads `range` the same as `min`/`max`', () => {
    expect(resolveSliderOptions({ range: { min: -5, max: 5 }, start: 0 })).toEqual(
      resolveSliderOptions({ min: -5, max: 5, start: 0 }),
    );
  });

  it('turns a single start number into a one-handle array and copies a start array', () => {
    const start = [10, 20, 30];
    expect(resolveSliderOptions({ start: 7 }).start).toEqual([7]);
    const resolved = resolveSliderOptions({ start });
    expect(resolved.start).toEqual(start);
    expect(resolved.start).not.toBe(start);
    expect(resolved.handles).toBe(3);
  });

  it('starts at the lowest reachable value when no start is given', () => {
    expect(resolveSliderOptions({ padding: 4.5 }).start).toEqual([5]);
  });

  it('grows a horizontal slider the way the page reads unless a direction is given; a vertical one upwards', () => {
    expect(resolveSliderOptions({}, { readingDirection: 'rtl' }).direction).toBe('rtl');
    expect(resolveSliderOptions({}, { readingDirection: 'ltr' }).direction).toBe('ltr');
    expect(resolveSliderOptions({}).direction).toBe('ltr');
    expect(resolveSliderOptions({ direction: 'ltr' }, { readingDirection: 'rtl' }).direction).toBe('ltr');
    expect(resolveSliderOptions({ direction: 'rtl' }, { readingDirection: 'ltr' }).direction).toBe('rtl');
    expect(resolveSliderOptions({ orientation: 'vertical' }, { readingDirection: 'rtl' }).direction).toBe(
      'ltr',
    );
  });

  it('turns animate off when the visitor prefers reduced motion, or when asked', () => {
    expect(resolveSliderOptions({}, { prefersReducedMotion: true }).animate).toBe(false);
    expect(resolveSliderOptions({ animate: false }).animate).toBe(false);
    expect(resolveSliderOptions({}, { prefersReducedMotion: false }).animate).toBe(true);
  });

  it('expands padding, connect, tooltips and behaviour', () => {
    expect(resolveSliderOptions({ padding: 10, start: 50 }).padding).toEqual([10, 10]);
    expect(resolveSliderOptions({ padding: [0, 10], start: 50 }).padding).toEqual([0, 10]);
    expect(resolveSliderOptions({ connect: 'upper' }).connect).toEqual([false, true]);
    expect(resolveSliderOptions({ connect: true }).connect).toEqual([true, false]);
    expect(resolveSliderOptions({ connect: false, start: [1, 2] }).connect).toEqual([false, false, false]);
    expect(resolveSliderOptions({ connect: [true, false, true], start: [1, 2] }).connect).toEqual([
      true,
      false,
      true,
    ]);
    expect(resolveSliderOptions({ tooltips: true, start: [1, 2] }).tooltips).toEqual([true, true]);
    expect(resolveSliderOptions({ tooltips: [false, true], start: [1, 2] }).tooltips).toEqual([false, true]);
    expect(resolveSliderOptions({ behaviour: 'snap' }).behaviour).toEqual({ track: 'snap', drag: false });
    expect(resolveSliderOptions({ behaviour: 'none' }).behaviour).toEqual({ track: 'none', drag: false });
    expect(resolveSliderOptions({ behaviour: 'tap-drag', start: [1, 2] }).behaviour).toEqual({
      track: 'tap',
      drag: true,
    });
    expect(resolveSliderOptions({ behaviour: 'drag', start: [1, 2] }).behaviour).toEqual({
      track: 'none',
      drag: true,
    });
  });

  it('accepts margin, limit, orientation, direction and snap', () => {
    const resolved = resolveSliderOptions({
      start: [0, 100],
      margin: 10,
      limit: 100,
      orientation: 'vertical',
      direction: 'rtl',
      snap: true,
    });
    expect(resolved).toMatchObject({
      margin: 10,
      limit: 100,
      orientation: 'vertical',
      direction: 'rtl',
      snap: true,
    });
  });

  it('works with fractional steps without floating-point noise', () => {
    const resolved = resolveSliderOptions({ min: 0, max: 1, step: 0.1, start: 0.3 });
    expect(resolved.start).toEqual([0.3]);
    expect(moveHandleByKey([0.2], 0, 'increase', resolved)).toEqual([0.3]);
  });
});

describe('resolveSliderOptions: rejections', () => {
  // [what is wrong, options, the option the message names, how the message shows the value]
  const cases: [string, LooseOptions, string, string][] = [
    ['a range whose min equals its max', { range: { min: 5, max: 5 } }, 'range', '{ min: 5, max: 5 }'],
    ['min equal to max', { min: 5, max: 5 }, 'min', '{ min: 5, max: 5 }'],
    ['min above max', { min: 10, max: 0 }, 'min', '{ min: 10, max: 0 }'],
    ['a range with min above max', { range: { min: 10, max: 0 } }, 'range', '{ min: 10, max: 0 }'],
    ['both range and min/max', { range: { min: 0, max: 1 }, min: 0 }, 'range', '{ min: 0, max: 1 }'],
    ['a range that is not an object', { range: null }, 'range', 'null'],
    ['a range without max', { range: { min: 0 } }, 'range.max', 'undefined'],
    ['a non-numeric step', { step: '1' }, 'step', '"1"'],
    ['a NaN step', { step: NaN }, 'step', 'NaN'],
    ['an infinite step', { step: Infinity }, 'step', 'Infinity'],
    ['a zero step', { step: 0 }, 'step', '0'],
    ['a negative step', { step: -1 }, 'step', '-1'],
    ['a step that does not divide the range', { min: 0, max: 10, step: 3 }, 'step', '3'],
    ['limit with one handle', { start: 40, limit: 10 }, 'limit', '10'],
    ['limit with the default single handle', { limit: 10 }, 'limit', '10'],
    ['limit smaller than margin', { start: [20, 60], margin: 20, limit: 10 }, 'limit', '10'],
    ['a zero limit', { start: [20, 20], limit: 0 }, 'limit', '0'],
    ['a NaN limit', { start: [20, 60], limit: NaN }, 'limit', 'NaN'],
    ['a negative margin', { start: [20, 60], margin: -1 }, 'margin', '-1'],
    ['an infinite margin', { start: [20, 60], margin: Infinity }, 'margin', 'Infinity'],
    ['margin on a single handle', { start: 40, margin: 5 }, 'margin', '5'],
    ['padding that leaves no room', { padding: 50 }, 'padding', '50'],
    ['padding that overlaps', { padding: [60, 50] }, 'padding', '[60, 50]'],
    ['a negative padding', { padding: -1 }, 'padding', '-1'],
    ['an infinite padding entry', { padding: [0, Infinity] }, 'padding[1]', 'Infinity'],
    ['a padding triple', { padding: [1, 2, 3] }, 'padding', '[1, 2, 3]'],
    ['a NaN min', { min: NaN }, 'min', 'NaN'],
    ['an infinite max', { max: Infinity }, 'max', 'Infinity'],
    ['an infinite range min', { range: { min: -Infinity, max: 0 } }, 'range.min', '-Infinity'],
    ['a start above the range', { start: 120 }, 'start', '120'],
    ['a start below the range', { start: [-1, 50] }, 'start[0]', '-1'],
    ['a NaN start', { start: [20, NaN] }, 'start[1]', 'NaN'],
    ['an empty start', { start: [] }, 'start', '[]'],
    ['a start that is not a number', { start: '40' }, 'start', '"40"'],
    ['a start off the step grid', { start: 20.5 }, 'start', '20.5'],
    ['start values out of order', { start: [60, 20] }, 'start[1]', '20'],
    ['start values closer than margin', { start: [20, 25], margin: 10 }, 'start[1]', '25'],
    ['start values further apart than limit', { start: [20, 60], limit: 30 }, 'start[1]', '60'],
    ['a start inside the padding', { start: 5, padding: 10 }, 'start', '5'],
    ['a start inside the upper padding', { start: [20, 95], padding: [0, 10] }, 'start[1]', '95'],
    ['a snap start between the ends', { snap: true, start: 40 }, 'start', '40'],
    ['an unknown orientation', { orientation: 'diagonal' }, 'orientation', '"diagonal"'],
    ['an unknown direction', { direction: 'up' }, 'direction', '"up"'],
    ['an unknown behaviour', { behaviour: 'hover' }, 'behaviour', '"hover"'],
    ['none combined with another behaviour', { behaviour: 'none-tap' }, 'behaviour', '"none-tap"'],
    ['tap combined with snap', { behaviour: 'tap-snap' }, 'behaviour', '"tap-snap"'],
    ['a repeated behaviour', { behaviour: 'tap-tap' }, 'behaviour', '"tap-tap"'],
    ['drag with one handle', { behaviour: 'drag' }, 'behaviour', '"drag"'],
    [
      'drag with no bar between handles',
      { behaviour: 'drag', start: [1, 2], connect: false },
      'behaviour',
      '"drag"',
    ],
    ['drag with snap', { behaviour: 'drag', start: [0, 100], snap: true }, 'behaviour', '"drag"'],
    ['connect of the wrong length', { start: [20, 60], connect: [true, false] }, 'connect', '[true, false]'],
    ['connect "lower" on a range', { start: [20, 60], connect: 'lower' }, 'connect', '"lower"'],
    ['connect with a non-boolean', { connect: [1, 0] }, 'connect', '[1, 0]'],
    ['tooltips of the wrong length', { start: [20, 60], tooltips: [true] }, 'tooltips', '[true]'],
    ['a non-boolean snap', { snap: 1 }, 'snap', '1'],
    ['a non-boolean animate', { animate: 'yes' }, 'animate', '"yes"'],
    ['a misspelt option', { stpe: 1 }, 'stpe', '1'],
  ];

  it.each(cases)('rejects %s, naming the option and the value', (_, options, option, shown) => {
    const error = rejection(() => resolve(options));
    expect(error.option).toBe(option);
    expect(error.message).toContain(`\`${option}\``);
    expect(error.message).toContain(`got ${shown}`);
  });

  it('is an Error with its own name', () => {
    const error = rejection(() => resolve({ step: 0 }));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('SliderConfigError');
  });
});

const plain = resolveSliderOptions({ start: [20, 60] });

describe('handleBounds', () => {
  it('lets each handle of a range go as far as its neighbour', () => {
    expect(handleBounds([20, 60], 0, plain)).toEqual({ min: 0, max: 60 });
    expect(handleBounds([20, 60], 1, plain)).toEqual({ min: 20, max: 100 });
  });

  it('narrows the bounds by margin, limit and padding', () => {
    const rules = resolveSliderOptions({ start: [30, 50], margin: 10, limit: 30, padding: 25 });
    expect(handleBounds([30, 50], 0, rules)).toEqual({ min: 25, max: 40 });
    expect(handleBounds([30, 50], 1, rules)).toEqual({ min: 40, max: 60 });
  });

  it('keeps bounds on the step grid', () => {
    const rules = resolveSliderOptions({ start: [0, 4], margin: 2.5, step: 2, min: 0, max: 10 });
    expect(handleBounds([0, 4], 1, rules)).toEqual({ min: 4, max: 10 });
    expect(handleBounds([0, 4], 0, rules)).toEqual({ min: 0, max: 0 });
  });

  it('throws for a handle that does not exist', () => {
    expect(() => handleBounds([20, 60], 2, plain)).toThrow(RangeError);
  });
});

describe('moveHandle', () => {
  it('snaps a proposed value to the nearest step', () => {
    expect(moveHandle([20, 60], 0, 33.4, plain)).toEqual([33, 60]);
  });

  it('never lets handles cross, and keeps the margin', () => {
    expect(moveHandle([20, 60], 0, 80, plain)).toEqual([60, 60]);
    const rules = resolveSliderOptions({ start: [20, 60], margin: 10 });
    expect(moveHandle([20, 60], 0, 80, rules)).toEqual([50, 60]);
    expect(moveHandle([20, 60], 1, 0, rules)).toEqual([20, 30]);
  });

  it('keeps within the limit and the padding', () => {
    const rules = resolveSliderOptions({ start: [20, 60], limit: 50, padding: [10, 5] });
    expect(moveHandle([20, 60], 1, 100, rules)).toEqual([20, 70]);
    expect(moveHandle([20, 60], 0, -Infinity, rules)).toEqual([10, 60]);
    expect(moveHandle([60], 0, 200, resolveSliderOptions({ padding: [10, 5], start: 60 }))).toEqual([95]);
  });

  it('refuses NaN', () => {
    expect(() => moveHandle([20, 60], 0, NaN, plain)).toThrow(RangeError);
  });
});

describe('keyboard', () => {
  it('maps keys to actions for each orientation and direction', () => {
    expect(sliderKeyAction('ArrowRight', 'horizontal', 'ltr')).toBe('increase');
    expect(sliderKeyAction('ArrowLeft', 'horizontal', 'ltr')).toBe('decrease');
    expect(sliderKeyAction('ArrowLeft', 'horizontal', 'rtl')).toBe('increase');
    expect(sliderKeyAction('ArrowRight', 'horizontal', 'rtl')).toBe('decrease');
    expect(sliderKeyAction('ArrowUp', 'horizontal', 'rtl')).toBe('increase');
    expect(sliderKeyAction('ArrowUp', 'vertical', 'ltr')).toBe('increase');
    expect(sliderKeyAction('ArrowDown', 'vertical', 'ltr')).toBe('decrease');
    expect(sliderKeyAction('ArrowDown', 'vertical', 'rtl')).toBe('increase');
    expect(sliderKeyAction('ArrowUp', 'vertical', 'rtl')).toBe('decrease');
    expect(sliderKeyAction('PageUp', 'horizontal', 'ltr')).toBe('pageIncrease');
    expect(sliderKeyAction('PageDown', 'vertical', 'rtl')).toBe('pageDecrease');
    expect(sliderKeyAction('Home', 'horizontal', 'rtl')).toBe('lowest');
    expect(sliderKeyAction('End', 'horizontal', 'ltr')).toBe('highest');
    expect(sliderKeyAction('Enter', 'horizontal', 'ltr')).toBeNull();
  });

  it('moves one step, ten steps, or to the handle’s own ends', () => {
    const single = resolveSliderOptions({ start: 40 });
    expect(moveHandleByKey([40], 0, 'increase', single)).toEqual([41]);
    expect(moveHandleByKey([41], 0, 'pageIncrease', single)).toEqual([51]);
    expect(moveHandleByKey([51], 0, 'pageDecrease', single)).toEqual([41]);
    expect(moveHandleByKey([41], 0, 'decrease', single)).toEqual([40]);
    expect(moveHandleByKey([40], 0, 'lowest', single)).toEqual([0]);
    expect(moveHandleByKey([40], 0, 'highest', single)).toEqual([100]);
    expect(moveHandleByKey([95], 0, 'pageIncrease', single)).toEqual([100]);
  });

  it('sends Home and End of a range handle to its own reachable ends', () => {
    expect(moveHandleByKey([20, 60], 1, 'lowest', plain)).toEqual([20, 20]);
    expect(moveHandleByKey([20, 60], 0, 'highest', plain)).toEqual([60, 60]);
    const rules = resolveSliderOptions({ start: [20, 60], margin: 10, limit: 45 });
    expect(moveHandleByKey([20, 60], 1, 'lowest', rules)).toEqual([20, 30]);
    expect(moveHandleByKey([20, 60], 1, 'highest', rules)).toEqual([20, 65]);
  });

  it('steps to the other end when snap is on', () => {
    const rules = resolveSliderOptions({ snap: true, start: 0 });
    expect(moveHandleByKey([0], 0, 'increase', rules)).toEqual([100]);
    expect(moveHandleByKey([100], 0, 'decrease', rules)).toEqual([0]);
  });
});

describe('moveSegment', () => {
  const rules = resolveSliderOptions({ start: [30, 50], margin: 10, limit: 40, behaviour: 'tap-drag' });

  it('moves both handles of a bar by the same whole steps', () => {
    expect(moveSegment([30, 50], 0, 20.4, rules)).toEqual([50, 70]);
    expect(moveSegment([30, 50], 0, -10, rules)).toEqual([20, 40]);
  });

  it('stops at the ends, keeping the distance', () => {
    expect(moveSegment([30, 50], 0, 500, rules)).toEqual([80, 100]);
    expect(moveSegment([30, 50], 0, -500, rules)).toEqual([0, 20]);
  });

  it('respects the handles outside the bar', () => {
    const three = resolveSliderOptions({ start: [10, 40, 60], margin: 5, limit: 40 });
    expect(moveSegment([10, 40, 60], 1, 100, three)).toEqual([10, 50, 70]);
    expect(moveSegment([10, 40, 60], 1, -100, three)).toEqual([10, 15, 35]);
  });
});

describe('display and geometry', () => {
  it('rounds values to at most 2 decimals', () => {
    expect(formatSliderValue(40)).toBe('40');
    expect(formatSliderValue(2.5)).toBe('2.5');
    expect(formatSliderValue(1 / 3)).toBe('0.33');
    expect(formatSliderValue(12.5678)).toBe('12.57');
    expect(formatSliderValue(-0.001)).toBe('0');
  });

  it('places values and bars along the track', () => {
    expect(valueToPercent(25, { min: 0, max: 200 })).toBe(12.5);
    expect(connectedBars([20, 60], plain)).toEqual([{ gap: 1, from: 20, to: 60 }]);
    const single = resolveSliderOptions({ start: 40 });
    expect(connectedBars([40], single)).toEqual([{ gap: 0, from: 0, to: 40 }]);
    expect(connectedBars([40], { ...single, connect: [false, true] })).toEqual([
      { gap: 1, from: 40, to: 100 },
    ]);
  });

  it('rescales a pointer value from the whole slider to the inset track', () => {
    // A 320 px slider whose track is inset by 10 px at each end: the pointer at 10 px is the track's start.
    expect(rescaleToTrack((10 / 320) * 100, 320, 300, plain)).toBeCloseTo(0);
    expect(rescaleToTrack((310 / 320) * 100, 320, 300, plain)).toBeCloseTo(100);
    expect(rescaleToTrack(50, 320, 300, plain)).toBe(50);
    expect(rescaleToTrack(30, 320, 0, plain)).toBe(30);
  });
});

describe('resolveThumbLabels', () => {
  it('names a range’s handles Minimum and Maximum by default', () => {
    expect(resolveThumbLabels(undefined, 2)).toEqual(['Minimum', 'Maximum']);
    expect(resolveThumbLabels(undefined, 3)).toEqual(['Value 1 of 3', 'Value 2 of 3', 'Value 3 of 3']);
    expect(resolveThumbLabels(undefined, 1)).toBeNull();
    expect(resolveThumbLabels(['From', 'To'], 2)).toEqual(['From', 'To']);
  });

  it('rejects names that do not fit the handles', () => {
    expect(rejection(() => resolveThumbLabels(['From'], 2)).message).toContain('`thumbLabels`');
    expect(rejection(() => resolveThumbLabels(['From', ' '], 2)).message).toContain('got ["From", " "]');
    expect(rejection(() => resolveThumbLabels(['Volume'], 1)).option).toBe('thumbLabels');
  });
});

// --- Property: whatever moves are made, an accepted configuration's rules always hold. ---

const roundAway = (value: number) => Number(value.toFixed(9));

/** Builds a configuration from fractions; some come out invalid and are filtered away. */
function buildOptions(raw: {
  step: number;
  min: number;
  stepCount: number;
  handles: number;
  padding: [number, number];
  margin: number;
  limit: number | null;
  first: number;
  gaps: number[];
  snap: boolean;
}): SliderOptions {
  const span = raw.stepCount * raw.step;
  const max = roundAway(raw.min + span);
  if (raw.snap) {
    // The grid is the two ends: pick each handle at one of them.
    const start = Array.from({ length: raw.handles }, (_, index) =>
      index < raw.first * raw.handles ? raw.min : max,
    );
    const options: SliderOptions = { min: raw.min, max, step: raw.step, snap: true, start };
    if (raw.handles > 1) options.margin = raw.margin * span;
    return options;
  }
  const onGrid = (value: number) =>
    roundAway(raw.min + Math.ceil((value - raw.min) / raw.step - 1e-9) * raw.step);
  const padding: [number, number] = [raw.padding[0] * span, raw.padding[1] * span];
  const margin = raw.handles > 1 ? raw.margin * span : 0;
  const limit = raw.handles > 1 && raw.limit !== null ? margin + raw.limit * span : null;
  const start = [onGrid(raw.min + padding[0] + raw.first * span * 0.3)];
  for (let index = 1; index < raw.handles; index++) {
    const previous = start[index - 1] ?? raw.min;
    const room = (limit ?? span / raw.handles) - margin;
    start.push(onGrid(previous + margin + (raw.gaps[index] ?? 0) * room));
  }
  const options: SliderOptions = { min: raw.min, max, step: raw.step, padding, start };
  if (raw.handles > 1) options.margin = margin;
  if (limit !== null) options.limit = limit;
  return options;
}

function accepts(options: SliderOptions): boolean {
  try {
    resolveSliderOptions(options);
    return true;
  } catch (error) {
    if (error instanceof SliderConfigError) return false;
    throw error;
  }
}

const fraction = (max: number) => fc.double({ min: 0, max, noNaN: true });

const configurations = fc
  .record({
    step: fc.constantFrom(1, 0.5, 0.25, 2, 5, 0.1),
    min: fc.integer({ min: -100, max: 100 }),
    stepCount: fc.integer({ min: 4, max: 200 }),
    handles: fc.integer({ min: 1, max: 4 }),
    padding: fc.tuple(fc.oneof(fc.constant(0), fraction(0.2)), fc.oneof(fc.constant(0), fraction(0.2))),
    margin: fc.oneof(fc.constant(0), fraction(0.15)),
    limit: fc.option(fc.double({ min: 0.01, max: 1, noNaN: true })),
    first: fraction(1),
    gaps: fc.array(fraction(1), { minLength: 4, maxLength: 4 }),
    // Snap (the grid is the two ends) in about one configuration in ten.
    snap: fc.oneof({ arbitrary: fc.constant(true), weight: 1 }, { arbitrary: fc.constant(false), weight: 9 }),
  })
  .map(buildOptions)
  .filter(accepts);

const keyActions: SliderKeyAction[] = [
  'increase',
  'decrease',
  'pageIncrease',
  'pageDecrease',
  'lowest',
  'highest',
];

const moves = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('pointer' as const),
      handle: fc.nat(),
      // Mostly along (and a little beyond) the range, sometimes any number at all.
      at: fc.oneof(fc.double({ min: -0.5, max: 1.5, noNaN: true }), fc.double({ noNaN: true })),
    }),
    fc.record({
      kind: fc.constant('key' as const),
      handle: fc.nat(),
      action: fc.constantFrom(...keyActions),
    }),
    fc.record({
      kind: fc.constant('bar' as const),
      handle: fc.nat(),
      by: fc.double({ min: -1.5, max: 1.5, noNaN: true }),
    }),
  ),
  { maxLength: 40 },
);

function expectRulesHold(values: readonly number[], rules: ResolvedSliderOptions) {
  const tolerance = 1e-9;
  values.forEach((value, index) => {
    expect(value).toBeGreaterThanOrEqual(rules.min + rules.padding[0] - tolerance);
    expect(value).toBeLessThanOrEqual(rules.max - rules.padding[1] + tolerance);
    const previous = values[index - 1];
    if (previous === undefined) return;
    expect(value - previous).toBeGreaterThanOrEqual(rules.margin - tolerance);
    if (rules.limit !== null) expect(value - previous).toBeLessThanOrEqual(rules.limit + tolerance);
  });
  // The same values must pass as a start: on the grid, in order, and within every rule.
  expect(() => resolveSliderOptions({ ...optionsOf(rules), start: [...values] })).not.toThrow();
}

function optionsOf(rules: ResolvedSliderOptions): SliderOptions {
  const options: SliderOptions = {
    min: rules.min,
    max: rules.max,
    step: rules.step,
    padding: rules.padding,
    snap: rules.snap,
  };
  if (rules.handles > 1) options.margin = rules.margin;
  if (rules.limit !== null) options.limit = rules.limit;
  return options;
}

describe('property: the rules hold after any sequence of moves', () => {
  it('keeps every value in range, on the grid, and every pair within margin, limit and padding', () => {
    fc.assert(
      fc.property(configurations, moves, (options, sequence) => {
        const rules = resolveSliderOptions(options);
        let values = rules.start;
        for (const move of sequence) {
          const handle = move.handle % rules.handles;
          const before = values;
          if (move.kind === 'pointer') {
            values = moveHandle(values, handle, rules.min + move.at * (rules.max - rules.min), rules);
          } else if (move.kind === 'key') {
            const bounds = handleBounds(values, handle, rules);
            values = moveHandleByKey(values, handle, move.action, rules);
            if (move.action === 'lowest') expect(values[handle]).toBe(bounds.min);
            if (move.action === 'highest') expect(values[handle]).toBe(bounds.max);
          } else {
            // Dragging a bar is never allowed together with snap.
            if (rules.handles < 2 || rules.snap) continue;
            const lower = handle % (rules.handles - 1);
            values = moveSegment(values, lower, move.by * (rules.max - rules.min), rules);
            const distance = (list: readonly number[]) => (list[lower + 1] ?? 0) - (list[lower] ?? 0);
            expect(distance(values)).toBeCloseTo(distance(before), 9);
          }
          expect(values).toHaveLength(rules.handles);
          if (move.kind !== 'bar') {
            values.forEach((value, index) => {
              if (index !== handle) expect(value).toBe(before[index]);
            });
          }
          expectRulesHold(values, rules);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reaches exactly every grid value inside a handle’s bounds, and steps one step when there is room', () => {
    fc.assert(
      fc.property(configurations, fc.nat(), fraction(1), (options, handleSeed, where) => {
        const rules = resolveSliderOptions(options);
        const values = rules.start;
        const handle = handleSeed % rules.handles;
        const bounds = handleBounds(values, handle, rules);
        const current = values[handle] ?? rules.min;
        expect(current).toBeGreaterThanOrEqual(bounds.min);
        expect(current).toBeLessThanOrEqual(bounds.max);
        if (rules.snap) return;
        const stepsAcross = Math.round((bounds.max - bounds.min) / rules.step);
        const target = roundAway(bounds.min + Math.round(where * stepsAcross) * rules.step);
        expect(moveHandle(values, handle, target, rules)[handle]).toBeCloseTo(target, 9);
        if (current + rules.step <= bounds.max + 1e-9) {
          expect(moveHandleByKey(values, handle, 'increase', rules)[handle]).toBeCloseTo(
            current + rules.step,
            9,
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});
