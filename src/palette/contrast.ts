/**
 * What a pair of colours is and how its contrast is measured, over any set of token names: the kit's palette
 * (pairs.ts) and shadcn/ui's variables (shadcn.ts) are two sets of pairs over it, and the engine (engine.ts) settles
 * either. Colour maths is colorjs.io's: parsing, OKLCH, WCAG 2.1 luminance and APCA.
 */
import {
  A98RGB,
  A98RGB_Linear,
  ColorSpace,
  contrastAPCA,
  HSL,
  HWB,
  Lab,
  LCH,
  OKLab,
  OKLCH,
  P3,
  P3_Linear,
  parse,
  ProPhoto,
  ProPhoto_Linear,
  REC_2020,
  REC_2020_Linear,
  sRGB,
  sRGB_Linear,
  to,
  XYZ_D50,
  XYZ_D65,
} from 'colorjs.io/fn';

// The colour spaces a CSS colour can be written in, so that `parse` reads any of them.
for (const space of [
  XYZ_D65,
  XYZ_D50,
  sRGB_Linear,
  sRGB,
  HSL,
  HWB,
  Lab,
  LCH,
  OKLab,
  OKLCH,
  P3_Linear,
  P3,
  A98RGB_Linear,
  A98RGB,
  ProPhoto_Linear,
  ProPhoto,
  REC_2020_Linear,
  REC_2020,
]) {
  ColorSpace.register(space);
}

/**
 * What a pair is, and so its target:
 * - `text`: text and images of text, WCAG 1.4.3 (AA 4.5:1; AAA 7:1, 1.4.6);
 * - `large-text`: text of at least 24 px, or 18.66 px bold (AA 3:1; AAA 4.5:1);
 * - `boundary`: what identifies a control or shows its state (a border, a fill, a check mark, a slider's range,
 *   an icon that is a button's only content), WCAG 1.4.11, 3:1 at either level;
 * - `focus`: a focus indicator against what it sits on, WCAG 1.4.11 (and 2.4.13), 3:1 at either level.
 */
export type PairKind = 'text' | 'large-text' | 'boundary' | 'focus';

/** AA is what the kit promises; AAA raises text to 7:1 and large text to 4.5:1. */
export type Strictness = 'AA' | 'AAA';

/** The ratio a pair of `kind` must reach at `strictness`. */
export function pairTarget(kind: PairKind, strictness: Strictness = 'AA'): number {
  switch (kind) {
    case 'text':
      return strictness === 'AAA' ? 7 : 4.5;
    case 'large-text':
      return strictness === 'AAA' ? 4.5 : 3;
    case 'boundary':
    case 'focus':
      return 3;
  }
}

/** A pair colour over any set of token names `T` (the kit's `TokenPath`, or shadcn/ui's variables). */
export type PairColourOf<T extends string> =
  T | 'white' | 'black' | { paint: PairColourOf<T>; opacity: number; over: PairColourOf<T> };

/** A foreground/background pair over any set of token names `T`. */
export interface ColourPairOf<T extends string> {
  /** What is drawn on what, in words: `primary: text on its fill`. */
  name: string;
  kind: PairKind;
  foreground: PairColourOf<T>;
  background: PairColourOf<T>;
  /** Where the kit draws it. */
  where: string;
  /**
   * Why WCAG does not require this pair, when it does not (a disabled control: 1.4.3 and 1.4.11 exempt inactive
   * components). It is still measured and reported, never enforced.
   */
  exempt?: string;
}

/** The tokens a pair colour reads. */
export function pairColourTokens<T extends string>(colour: PairColourOf<T>): T[] {
  if (typeof colour === 'string') return colour === 'white' || colour === 'black' ? [] : [colour as T];
  return [...pairColourTokens(colour.paint), ...pairColourTokens(colour.over)];
}

/** A colour painted at `opacity` over another: a class's opacity (`bg-primary/90` over the page, `opacity-60`). */
export const over = <T extends string>(
  paint: PairColourOf<T>,
  opacity: number,
  under: PairColourOf<T>,
): PairColourOf<T> => ({ paint, opacity, over: under });

/** Why a disabled control's pairs are measured but not enforced. */
export const exemptDisabled = 'a disabled control: WCAG 1.4.3 and 1.4.11 exempt inactive components';

/** A ratio as WCAG reads it: rounded down, so 4.499 never shows as 4.50. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/** One pair over token names `T` measured in one set of colours. */
export interface PairResultOf<T extends string> {
  pair: ColourPairOf<T>;
  name: string;
  kind: PairKind;
  /** The colours as painted (a blend's result where the pair draws one colour over another). */
  foreground: string;
  background: string;
  /** The WCAG ratio the pair must reach, or null where WCAG exempts it (`pair.exempt`). */
  target: number | null;
  /** WCAG 2.1 contrast ratio. */
  ratio: number;
  /** APCA lightness contrast (Lc), signed: positive for dark text on light. Null unless asked for. */
  apca: number | null;
  passes: boolean;
}

/** sRGB channels, 0 to 1. */
type Rgb = readonly [number, number, number];

/** A colour as it is painted and measured: its hex code, sRGB channels and relative luminance. */
interface Painted {
  readonly hex: string;
  readonly rgb: Rgb;
  readonly luminance: number;
}

/** Relative luminance (colorjs.io's, as its WCAG 2.1 contrast reads it). */
function luminanceOf(rgb: Rgb): number {
  return Math.max(0, sRGB.to(XYZ_D65, [rgb[0], rgb[1], rgb[2]])[1] ?? 0);
}

/**
 * The same for whole bytes, read from tables of colorjs.io's own numbers: each byte's linear light, and each
 * primary's luminance (luminance is linear in linear light), so the engine's many shades cost no conversion.
 */
const linearLight = Array.from(
  { length: 256 },
  (_, byte) => sRGB.to(sRGB_Linear, [byte / 255, 0, 0])[0] ?? 0,
);
const [redLuminance = 0, greenLuminance = 0, blueLuminance = 0] = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
].map((primary) => sRGB_Linear.to(XYZ_D65, primary as [number, number, number])[1] ?? 0);

/** The WCAG 2.1 contrast ratio of two luminances: colorjs.io's `contrastWCAG21`, without converting again. */
export function wcagRatio(a: number, b: number): number {
  return a > b ? (a + 0.05) / (b + 0.05) : (b + 0.05) / (a + 0.05);
}

const toByte = (channel: number | null | undefined) =>
  Math.round(Math.min(1, Math.max(0, channel ?? 0)) * 255);
const hexOf = (channels: readonly (number | null)[]) =>
  `#${[0, 1, 2].map((index) => toByte(channels[index]).toString(16).padStart(2, '0')).join('')}`;

/** A colour in whole bytes of sRGB, as a browser paints it: what the engine measures and moves. */
export class Shade implements Painted {
  readonly rgb: Rgb;
  readonly luminance: number;
  #hex: string | undefined;

  constructor(channels: readonly (number | null)[]) {
    const [r, g, b] = [toByte(channels[0]), toByte(channels[1]), toByte(channels[2])];
    this.rgb = [r / 255, g / 255, b / 255];
    const light = (byte: number) => linearLight[byte] ?? 0;
    this.luminance = Math.max(
      0,
      redLuminance * light(r) + greenLuminance * light(g) + blueLuminance * light(b),
    );
  }

  get hex(): string {
    this.#hex ??= hexOf(this.rgb);
    return this.#hex;
  }
}

/** The shade an sRGB colour is written as, in whole bytes. */
export const shadeOf = (channels: readonly (number | null)[]) => new Shade(channels);

const hexPattern = /^#[0-9a-f]{6}$/i;

/** A palette's colour (a hex code, or any CSS colour) as a shade. */
export function readShade(colour: string): Shade {
  if (hexPattern.test(colour)) {
    return shadeOf([1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16) / 255));
  }
  // Parsing CSS is the slow part of measuring a pair written `oklch(…)`; a search reads the same few colours often.
  let shade = parsedShades.get(colour);
  if (!shade) {
    if (parsedShades.size >= 4096) parsedShades.clear();
    shade = shadeOf(to(parse(colour), sRGB).coords);
    parsedShades.set(colour, shade);
  }
  return shade;
}

const parsedShades = new Map<string, Shade>();

/** How a pair colour is painted: a token's shade, white or black, or one blended over another. */
function paint<T extends string>(colour: PairColourOf<T>, shadeOfToken: (path: T) => Shade): Rgb {
  if (colour === 'white') return [1, 1, 1];
  if (colour === 'black') return [0, 0, 0];
  if (typeof colour === 'string') return shadeOfToken(colour as T).rgb;
  const top = paint(colour.paint, shadeOfToken);
  const under = paint(colour.over, shadeOfToken);
  const blend = (index: 0 | 1 | 2) => top[index] * colour.opacity + under[index] * (1 - colour.opacity);
  return [blend(0), blend(1), blend(2)];
}

/** The luminance of a pair colour: a token's, as kept; a blend's, worked out. */
export function luminanceOfPairColour<T extends string>(
  colour: PairColourOf<T>,
  shadeOfToken: (token: T) => Shade,
): number {
  if (typeof colour === 'string' && colour !== 'white' && colour !== 'black')
    return shadeOfToken(colour as T).luminance;
  return luminanceOf(paint(colour, shadeOfToken));
}

/**
 * Each pair of `pairs` painted with the colours `colourOf` gives (any CSS colour, read as whole bytes of sRGB, as a
 * browser paints it; a blend computed from those, unrounded), its WCAG 2.1 ratio held to `targetOf(pair)` (null:
 * never fails), and its APCA Lc (colorjs.io's `contrastAPCA`, APCA 0.0.98G) unless `apca` is false.
 */
export function measurePairs<T extends string>(
  colourOf: (token: T) => string,
  pairs: readonly ColourPairOf<T>[],
  targetOf: (pair: ColourPairOf<T>) => number | null,
  apca = true,
): PairResultOf<T>[] {
  const shades = new Map<string, Shade>();
  const shadeOfToken = (token: T) => {
    const colour = colourOf(token);
    let shade = shades.get(colour);
    if (!shade) {
      shade = readShade(colour);
      shades.set(colour, shade);
    }
    return shade;
  };
  // A blend is painted (and measured) as computed, unrounded, as the engine measures it.
  const side = (colour: PairColourOf<T>): Painted => {
    if (typeof colour === 'string' && colour !== 'white' && colour !== 'black')
      return shadeOfToken(colour as T);
    const rgb = paint(colour, shadeOfToken);
    return { hex: hexOf(rgb), rgb, luminance: luminanceOf(rgb) };
  };
  return pairs.map((pair) => {
    const foreground = side(pair.foreground);
    const background = side(pair.background);
    const ratio = wcagRatio(foreground.luminance, background.luminance);
    const target = targetOf(pair);
    return {
      pair,
      name: pair.name,
      kind: pair.kind,
      foreground: foreground.hex,
      background: background.hex,
      target,
      ratio,
      apca: apca
        ? contrastAPCA(
            { space: sRGB, coords: [...background.rgb], alpha: 1 },
            { space: sRGB, coords: [...foreground.rgb], alpha: 1 },
          )
        : null,
      passes: target === null || ratio >= target,
    };
  });
}
