/**
 * A brand's colours from its logo: the few dominant colours of an image's pixels, each with its share of the logo
 * and a name a screen reader can speak, and a suggestion of which brand option each could be. Pure: RGBA pixels
 * in (a canvas's `ImageData.data`, or any array of bytes), colours out; the studio decodes the file
 * (src/pages/themes/readLogo.ts).
 *
 * Why a median cut of our own, in OKLab, rather than a library: the well-kept extractors (`quantize` and
 * `colorthief`, which wraps it; `node-vibrant`; `extract-colors`; `image-q`) all cut or cluster in RGB (`quantize`
 * on a 5-bit RGB histogram; `image-q`'s Lab/CIEDE2000 only measures distance for its RGB quantizers), so a cut
 * splits where sRGB's numbers are far apart, not where colours look different, and none keeps near-greys apart
 * from colours, which is what picking Neutral and Primary needs. `node-vibrant` and `image-q` also bring their own
 * image loaders and tens of kB. The cut below is about a hundred lines on colorjs.io, which the studio already
 * loads for its colour maths, so it adds no package.
 *
 * How: pixels less than half opaque are left out; the rest go into a 6-bit-per-channel histogram (each cell keeps
 * its pixels' mean, so a flat colour stays exact). Cells with OKLCH chroma under `greyChroma` are greys; the others
 * are cut, weighted by pixel count, along the OKLab axis of largest spread at the weighted median, always splitting
 * the box with the largest weighted spread, until six boxes or no box spreads more than `flatSpread`. Greys are cut
 * the same way, in lightness alone, into at most two. Colours covering less than `minShare` of the logo are dropped.
 */
import { OKLab, OKLCH, sRGB } from 'colorjs.io/fn';
import type { BrandOption } from './solve';

/** Pixels with less alpha than this (of 255) are not part of the logo. */
export const alphaThreshold = 128;
/** OKLCH chroma below which a colour is a grey: its hue says nothing. */
export const greyChroma = 0.02;
/** OKLCH chroma below which a colour is muted enough to give Neutral its hue, and not to be Primary. */
export const mutedChroma = 0.06;
/** A box whose colours spread less than this (weighted standard deviation in OKLab) is one colour. */
const flatSpread = 0.012;
/** Colours covering less of the logo than this are edges and specks, not the brand. */
const minShare = 0.015;
const maxColours = 6;
const maxGreys = 2;

/** One colour found in a logo. */
export interface LogoColour {
  hex: string;
  /** Its share of the logo's opaque pixels, 0–1. */
  share: number;
  /** A spoken name: "teal", "dark blue", "light grey". */
  name: string;
  /** OKLCH lightness, chroma and hue (hue 0 for a grey). */
  l: number;
  c: number;
  h: number;
}

export type LogoProblem = 'transparent' | 'one-grey';

/** What a logo gives: its colours, most of the logo first, and the suggested brand options; or why none. */
export type LogoReading =
  | { ok: true; colours: LogoColour[]; suggestion: Partial<Record<BrandOption, LogoColour>> }
  | { ok: false; problem: LogoProblem; /** The grey, for 'one-grey'. */ hex?: string };

interface Cell {
  count: number;
  /** OKLab. */
  lab: [number, number, number];
}

const hexOf = (rgb: readonly number[]) =>
  `#${rgb
    .map((channel) =>
      Math.round(Math.min(1, Math.max(0, channel)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** The histogram of the opaque pixels: one cell per 6-bit RGB code, holding its pixels' count and mean colour. */
function histogram(pixels: ArrayLike<number>): { cells: Cell[]; opaque: number } {
  const sums = new Map<number, [number, number, number, number]>();
  let opaque = 0;
  for (let index = 0; index + 3 < pixels.length; index += 4) {
    if ((pixels[index + 3] ?? 0) < alphaThreshold) continue;
    const r = pixels[index] ?? 0;
    const g = pixels[index + 1] ?? 0;
    const b = pixels[index + 2] ?? 0;
    const key = ((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2);
    const sum = sums.get(key);
    if (sum) {
      sum[0] += 1;
      sum[1] += r;
      sum[2] += g;
      sum[3] += b;
    } else sums.set(key, [1, r, g, b]);
    opaque += 1;
  }
  const cells: Cell[] = [];
  for (const [count, r, g, b] of sums.values()) {
    const lab = sRGB.to(OKLab, [r / count / 255, g / count / 255, b / count / 255]);
    cells.push({ count, lab: [lab[0] ?? 0, lab[1] ?? 0, lab[2] ?? 0] });
  }
  return { cells, opaque };
}

type Lab = [number, number, number];
/** An OKLab axis: 0 = L, 1 = a, 2 = b. */
type Axis = 0 | 1 | 2;

interface Box {
  cells: Cell[];
  count: number;
  mean: Lab;
  /** The axis along which the box's colours spread most, and that spread (weighted standard deviation). */
  axis: Axis;
  spread: number;
}

function boxOf(cells: Cell[], axes: readonly Axis[]): Box {
  let count = 0;
  const mean: Lab = [0, 0, 0];
  for (const cell of cells) {
    count += cell.count;
    for (const axis of [0, 1, 2] as const) mean[axis] += cell.lab[axis] * cell.count;
  }
  for (const axis of [0, 1, 2] as const) mean[axis] /= count;
  let widest: Axis = 0;
  let widestVariance = -1;
  for (const axis of axes) {
    let total = 0;
    for (const cell of cells) total += cell.count * (cell.lab[axis] - mean[axis]) ** 2;
    if (total / count > widestVariance) [widest, widestVariance] = [axis, total / count];
  }
  return { cells, count, mean, axis: widest, spread: Math.sqrt(widestVariance) };
}

/** Splits a box at the weighted median of its widest axis, keeping a cell in each half. */
function split(box: Box, axes: readonly Axis[]): [Box, Box] {
  const { axis } = box;
  const sorted = [...box.cells].sort((one, other) => one.lab[axis] - other.lab[axis]);
  let seen = 0;
  let cut = 1;
  for (const cell of sorted.slice(0, -2)) {
    seen += cell.count;
    if (seen >= box.count / 2) break;
    cut += 1;
  }
  return [boxOf(sorted.slice(0, cut), axes), boxOf(sorted.slice(cut), axes)];
}

/**
 * A weighted median cut of `cells` over the OKLab `axes`: the box with the largest spread (times its pixel count)
 * is split at the weighted median of its widest axis until there are `most` boxes or none spreads more than
 * `flatSpread`.
 */
function medianCut(cells: Cell[], axes: readonly Axis[], most: number): Box[] {
  if (cells.length === 0) return [];
  let boxes = [boxOf(cells, axes)];
  while (boxes.length < most) {
    const splittable = boxes.filter((box) => box.cells.length > 1 && box.spread > flatSpread);
    if (splittable.length === 0) break;
    const widest = splittable.reduce((best, box) =>
      box.spread * box.count > best.spread * best.count ? box : best,
    );
    boxes = [...boxes.filter((box) => box !== widest), ...split(widest, axes)];
  }
  return boxes;
}

/**
 * A box's colour: its most common cell when that cell holds most of the box (a flat colour stays exactly itself,
 * whatever its anti-aliased edges), else its weighted mean.
 */
function colourOf(box: Box): Lab {
  const top = box.cells.reduce((best, cell) => (cell.count > best.count ? cell : best));
  return top.count * 2 >= box.count ? top.lab : box.mean;
}

/** Hue names by OKLCH hue: each name runs from its angle to the next one's. */
const hueNames: readonly [number, string][] = [
  [0, 'pink'],
  [15, 'red'],
  [45, 'orange'],
  [75, 'amber'],
  [100, 'yellow'],
  [125, 'green'],
  [165, 'teal'],
  [205, 'azure'],
  [235, 'blue'],
  [275, 'violet'],
  [305, 'purple'],
  [345, 'pink'],
];

/** A colour's name in plain words, from its OKLCH lightness, chroma and hue: "dark blue", "greyish green", "white". */
export function colourName(l: number, c: number, h: number): string {
  if (c < greyChroma) {
    if (l >= 0.96) return 'white';
    if (l <= 0.2) return 'black';
    if (l >= 0.75) return 'light grey';
    if (l <= 0.45) return 'dark grey';
    return 'grey';
  }
  const hue = ((h % 360) + 360) % 360;
  let name = 'pink';
  for (const [from, hueName] of hueNames) if (hue >= from) name = hueName;
  if (c < mutedChroma) name = `greyish ${name}`;
  if (l < 0.4) return `dark ${name}`;
  if (l > 0.85) return `light ${name}`;
  return name;
}

/** Hue ranges (OKLCH degrees) that read as each status option's colour. */
const statusHues: readonly [BrandOption, number, number][] = [
  ['danger', 10, 45],
  ['warning', 50, 110],
  ['success', 120, 175],
  ['info', 200, 275],
];

/** A colour with enough chroma to stand for a status. */
const statusChroma = 0.08;

/**
 * Which colour suits which brand option: the most prominent colour that is not muted becomes Primary (a logo of
 * greys alone gives its most prominent grey that is not near-white); the most prominent muted colour or grey
 * that is neither near-white nor near-black gives Neutral its hue; and a colour near red, amber, green or blue
 * (other than Primary's) becomes Danger, Warning, Success or Info.
 */
export function suggestOptions(colours: readonly LogoColour[]): Partial<Record<BrandOption, LogoColour>> {
  const suggestion: Partial<Record<BrandOption, LogoColour>> = {};
  const primary =
    colours.find((colour) => colour.c >= mutedChroma) ?? colours.find((colour) => colour.l < 0.9);
  if (primary) suggestion.primary = primary;
  const neutral = colours.find(
    (colour) => colour !== primary && colour.c < mutedChroma && colour.l > 0.2 && colour.l < 0.9,
  );
  if (neutral) suggestion.neutral = neutral;
  for (const [option, from, to] of statusHues) {
    const match = colours.find(
      (colour) => colour !== primary && colour.c >= statusChroma && colour.h >= from && colour.h < to,
    );
    if (match) suggestion[option] = match;
  }
  return suggestion;
}

/**
 * The dominant colours of a logo's RGBA pixels (4 bytes a pixel), most of the logo first, with the suggested
 * brand options; or why it has none: every pixel transparent, or every pixel the same grey.
 */
export function logoColours(pixels: ArrayLike<number>): LogoReading {
  const { cells, opaque } = histogram(pixels);
  if (opaque === 0) return { ok: false, problem: 'transparent' };
  const isGrey = (cell: Cell) => Math.hypot(cell.lab[1], cell.lab[2]) < greyChroma;
  const boxes = [
    ...medianCut(
      cells.filter((cell) => !isGrey(cell)),
      [0, 1, 2],
      maxColours,
    ),
    ...medianCut(cells.filter(isGrey), [0], maxGreys),
  ];
  const colours = boxes
    .map((box): LogoColour => {
      const lab = colourOf(box);
      const [l = 0, c = 0, h] = OKLab.to(OKLCH, lab).map((value) => value ?? Number.NaN);
      const hue = h !== undefined && Number.isFinite(h) && c >= greyChroma ? h : 0;
      return {
        hex: hexOf(OKLab.to(sRGB, lab).map((channel) => channel ?? 0)),
        share: box.count / opaque,
        name: colourName(l, c, hue),
        l,
        c,
        h: hue,
      };
    })
    .filter((colour) => colour.share >= minShare)
    .sort((one, other) => other.share - one.share)
    .slice(0, maxColours);
  const greys = colours.filter((colour) => colour.c < greyChroma);
  const [first] = colours;
  if (!first) return { ok: false, problem: 'transparent' };
  if (
    greys.length === colours.length &&
    Math.max(...greys.map((grey) => grey.l)) - Math.min(...greys.map((grey) => grey.l)) < 0.05
  ) {
    return { ok: false, problem: 'one-grey', hex: first.hex };
  }
  return { ok: true, colours, suggestion: suggestOptions(colours) };
}

/** A colour as a list says it: "teal #0a8f8f, 46 % of the logo". */
export const spokenColour = (colour: LogoColour) =>
  `${colour.name} ${colour.hex}, ${percent(colour.share)} of the logo`;

/** A share as a whole percentage ("under 1 %" rather than 0), its sign kept beside its number (a no-break space). */
export const percent = (share: number) =>
  share < 0.005 ? 'under 1\u00a0%' : `${Math.round(share * 100)}\u00a0%`;
