/**
 * Measuring a palette against the pairs the kit draws (`colourPairs`, in pairs.ts): each pair's WCAG 2.1 ratio
 * against its target, and its APCA Lc beside it. The colour maths is colorjs.io's.
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
import type { ThemePalette } from '../design-tokens';
import {
  colourPairs,
  pairTarget,
  tokenColour,
  type ColourPair,
  type PairColour,
  type PairKind,
  type Strictness,
  type TokenPath,
} from './pairs';

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

/** The brand colours a theme is solved from. */
/** One pair measured in one palette. */
export interface PairResult {
  pair: ColourPair;
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
 * primary's luminance (luminance is linear in linear light), so the solver's many shades cost no conversion.
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
function wcagRatio(a: number, b: number): number {
  return a > b ? (a + 0.05) / (b + 0.05) : (b + 0.05) / (a + 0.05);
}

const toByte = (channel: number | null | undefined) =>
  Math.round(Math.min(1, Math.max(0, channel ?? 0)) * 255);
const hexOf = (channels: readonly (number | null)[]) =>
  `#${[0, 1, 2].map((index) => toByte(channels[index]).toString(16).padStart(2, '0')).join('')}`;

/** A colour in whole bytes of sRGB: the solver's unit, what a palette holds. */
class Shade implements Painted {
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
const shadeOf = (channels: readonly (number | null)[]) => new Shade(channels);

const hexPattern = /^#[0-9a-f]{6}$/i;

/** A palette's colour (a hex code, or any CSS colour) as a shade. */
function readShade(colour: string): Shade {
  if (hexPattern.test(colour)) {
    return shadeOf([1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16) / 255));
  }
  return shadeOf(to(parse(colour), sRGB).coords);
}

/** How a pair colour is painted: a token's shade, white or black, or one blended over another. */
function paint(colour: PairColour, shadeOfToken: (path: TokenPath) => Shade): Rgb {
  if (colour === 'white') return [1, 1, 1];
  if (colour === 'black') return [0, 0, 0];
  if (typeof colour === 'string') return shadeOfToken(colour).rgb;
  const top = paint(colour.paint, shadeOfToken);
  const under = paint(colour.over, shadeOfToken);
  const blend = (index: 0 | 1 | 2) => top[index] * colour.opacity + under[index] * (1 - colour.opacity);
  return [blend(0), blend(1), blend(2)];
}

/**
 * Every pair of `pairs` (all the kit's, unless given) measured in `palette`: its WCAG 2.1 ratio against its
 * target at `strictness`, and its APCA Lc (colorjs.io's `contrastAPCA`, APCA 0.0.98G) beside it, unless `apca` is
 * false. An exempt pair is measured and always passes.
 */
export function evaluatePairs(
  palette: ThemePalette,
  strictness: Strictness = 'AA',
  { apca = true, pairs = colourPairs }: { apca?: boolean; pairs?: readonly ColourPair[] } = {},
): PairResult[] {
  const shades = new Map<string, Shade>();
  const shadeOfToken = (path: TokenPath) => {
    const colour = tokenColour(palette, path);
    let shade = shades.get(colour);
    if (!shade) {
      shade = readShade(colour);
      shades.set(colour, shade);
    }
    return shade;
  };
  // A blend is painted (and measured) as computed, unrounded, as the solver measures it.
  const side = (colour: PairColour): Painted => {
    if (typeof colour === 'string' && colour !== 'white' && colour !== 'black') return shadeOfToken(colour);
    const rgb = paint(colour, shadeOfToken);
    return { hex: hexOf(rgb), rgb, luminance: luminanceOf(rgb) };
  };
  return pairs.map((pair) => {
    const foreground = side(pair.foreground);
    const background = side(pair.background);
    const ratio = wcagRatio(foreground.luminance, background.luminance);
    const target = pair.exempt ? null : pairTarget(pair.kind, strictness);
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
