/**
 * The theme solver: brand colours in, a light and a dark `ThemePalette` out, in which every pair of colours the kit
 * draws (`colourPairs`, in pairs.ts) meets its WCAG 2.2 target, with a list of what it changed and why.
 *
 * Self-contained: it needs colorjs.io (colour maths: parsing, OKLCH, gamut mapping, WCAG 2.1 and APCA contrast),
 * pairs.ts (the pairs) and design-tokens.ts (the palette's shape, Paper Kit's colours). Pure and deterministic: the
 * same input gives the same output.
 *
 * Input: brand colours in any CSS syntax colorjs.io reads (hex, `rgb()`, `hsl()`, `oklch()`, `color()`…).
 * `primary` is required; `info`, `success`, `warning` and `danger` default to Paper Kit's (`paperKitHues`);
 * `neutral` (default Paper Kit's warm grey) is the paper's warmth: its hue, and its chroma capped at 0.03, tint
 * every neutral token, and the colour itself is the `default` tone's fill. A colour outside sRGB is brought in by
 * colorjs.io's `toGamut` (ray-traced: same lightness and hue, less chroma). Strictness is 'AA' (the default) or
 * 'AAA', which raises text to 7:1 and large text to 4.5:1; boundaries and focus rings stay 3:1.
 *
 * Method. Every token has a wish (the rules below), and the solver settles the tokens one at a time, in an order in
 * which each pair is checked as soon as the last of its tokens is settled:
 *   1. backgrounds, by rule: paper, surfaces, borders, the hero, the listing's background, each tone's soft tint;
 *   2. the hero's ink, ink, muted text, control borders, the hero's focus ring;
 *   3. each tone: its fill with the text on it, then its text colour, then its edge;
 *   4. the focus ring, then the listing's colours.
 * A token whose wish passes all its pairs is kept exactly as wished. Otherwise only its lightness (OKLCH L) moves,
 * its hue and chroma kept, and only as far as its pairs need: the pairs that put the token straight on a settled
 * colour give the luminances allowed, as intervals; the solver takes the allowed luminance nearest the wish's and
 * finds the lightness that reaches it (regula falsi); then, if a pair that blends the token (a hover tint, a
 * progress bar's stripe) still fails, it moves on until that passes too. A lightness at which sRGB cannot show the
 * chroma keeps as much as it can (colorjs.io's `toGamut`, ray-traced). A moved token aims 0.02 above each target,
 * so that tools rounding differently (8-bit blends, WCAG's own luminance constants) still see it pass. Every
 * backdrop leaves room for its text, so a solution always exists; the property test holds it to that.
 *
 * The wishes, light theme / dark theme:
 *   - a tone's fill: the brand colour as given, with white text on it. When white text would need the fill to
 *     darken by more than 0.25 in L (a light yellow turning olive), the fill takes the light theme's ink instead
 *     (and keeps its colour, if the ink passes on it), unless the ink needs a larger move still; the change list
 *     says which it chose;
 *   - a tone's text colour: the brand colour as given (it darkens on light pages, lightens on dark ones); the
 *     default tone's is the muted text colour;
 *   - a tone's edge: its fill, as solved;
 *   - a tone's soft tint: the brand's hue at L 0.955 / 0.31, with 0.2 / 0.45 of its chroma (at most 0.03 / 0.06);
 *   - paper, surfaces, borders, ink, muted text, the hero and the listing's background and comments: the
 *     neutral's hue, at the lightness of Paper Kit's own shades read in OKLCH (`neutralRules`), with the
 *     neutral's chroma scaled per token;
 *   - the hero's ink: the light paper, in both themes; the hero's focus ring: the primary as given;
 *   - the focus ring: the primary text colour of its theme;
 *   - the listing's ink: the ink; its syntax colours: Paper Kit's own (a syntax theme tells kinds of token apart,
 *     which a brand's tones need not do), only their lightness moving if the listing's background asks for it.
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
  toGamut,
  XYZ_D50,
  XYZ_D65,
} from 'colorjs.io/fn';
import {
  paperKitHues,
  palettes,
  type ColorScheme,
  semanticColors,
  type SemanticColor,
  type ThemePalette,
} from '../design-tokens';
import {
  colourPairs,
  pairColourTokens,
  pairTarget,
  tokenColour,
  type ColourPair,
  type ColourPairOf,
  type PairColour,
  type PairColourOf,
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
export interface BrandColours {
  primary: string;
  info?: string;
  success?: string;
  warning?: string;
  danger?: string;
  /** The paper's warmth: its hue and chroma tint every neutral, and the colour itself is the default tone's fill. */
  neutral?: string;
}

export type BrandOption = keyof BrandColours;

export interface SolveOptions extends BrandColours {
  /** @defaultValue 'AA' */
  strictness?: Strictness;
}

/** A token whose colour is not what was asked for, and why. */
export interface ThemeChange {
  /** The theme, or null for a brand colour changed in both (one outside sRGB). */
  theme: ColorScheme | null;
  /** The token changed, or null for a brand colour changed before any token reads it. */
  token: TokenPath | null;
  /** The brand option the wish came from, if it came from one. */
  option: BrandOption | null;
  /** The colour asked for: a colour given, white text, or the shade the rules derive. */
  wanted: string;
  chosen: string;
  /** The pair that forced the change (the one furthest below its target as asked), with its ratio then and now. */
  pair: string | null;
  before: number | null;
  after: number | null;
  /** All of it in one sentence. */
  message: string;
}

export interface SolvedTheme {
  light: ThemePalette;
  dark: ThemePalette;
  changes: ThemeChange[];
  strictness: Strictness;
}

/** One pair of the kit's measured in one palette. */
export type PairResult = PairResultOf<TokenPath>;

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
function luminanceOfPairColour(colour: PairColour, shadeOfToken: (path: TokenPath) => Shade): number {
  if (typeof colour === 'string' && colour !== 'white' && colour !== 'black')
    return shadeOfToken(colour).luminance;
  return luminanceOf(paint(colour, shadeOfToken));
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
  return measurePairs(
    (path: TokenPath) => tokenColour(palette, path),
    pairs,
    (pair) => (pair.exempt ? null : pairTarget(pair.kind, strictness)),
    apca,
  );
}

/**
 * The measuring behind `evaluatePairs`, over any token names: each pair of `pairs` painted with the colours
 * `colourOf` gives (any CSS colour, read as whole bytes of sRGB, as a browser paints it; a blend computed from
 * those, unrounded), its WCAG 2.1 ratio held to `targetOf(pair)` (null: never fails), and its APCA Lc unless
 * `apca` is false.
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
  // A blend is painted (and measured) as computed, unrounded, as the solver measures it.
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

/** A colour's lightness, chroma and hue in OKLCH: the solver moves the first and keeps the others. */
interface Lch {
  l: number;
  c: number;
  h: number;
  /** The shades already worked out on this line, by lightness: a search often comes back to one. */
  shades: Map<number, Shade>;
}

const white = shadeOf([1, 1, 1]);
const black = shadeOf([0, 0, 0]);

function lchOf(shade: Shade): Lch {
  const [l, c, h] = sRGB.to(OKLCH, [shade.rgb[0], shade.rgb[1], shade.rgb[2]]);
  return { l: l ?? 0, c: c ?? 0, h: Number.isFinite(h) ? (h ?? 0) : 0, shades: new Map() };
}

/** The colour at lightness `l` with `lch`'s hue and chroma, the chroma reduced where sRGB cannot show it. */
function shadeAt(lch: Lch, l: number): Shade {
  if (l >= 1) return white;
  if (l <= 0) return black;
  let shade = lch.shades.get(l);
  if (!shade) {
    const channels = OKLCH.to(sRGB, [l, lch.c, lch.h]);
    const inGamut = channels.every((channel) => channel !== null && channel >= -1e-7 && channel <= 1 + 1e-7);
    shade = shadeOf(
      inGamut
        ? channels
        : toGamut({ space: sRGB, coords: channels, alpha: 1 }, { method: 'raytrace' }).coords,
    );
    lch.shades.set(l, shade);
  }
  return shade;
}

/** A token's wish: the colour it would be if contrast asked nothing of it, and where that colour comes from. */
interface Wish {
  shade: Shade;
  lch: Lch;
  /** In words, for the change list: `the primary colour given`. */
  source: string;
  option: BrandOption | null;
}

function wishOf(shade: Shade, source: string, option: BrandOption | null = null, line?: Lch): Wish {
  return { shade, lch: line ?? lchOf(shade), source, option };
}

/** A wish at lightness `l`, with `chroma` and `hue`: the rules' way to derive a shade. */
function ruleWish(l: number, chroma: number, hue: number, source: string): Wish {
  const line = { l, c: chroma, h: hue, shades: new Map<number, Shade>() };
  return wishOf(shadeAt(line, l), source, null, line);
}

/** A brand option's colour, parsed and brought into sRGB. */
function readBrand(option: BrandOption, value: string, changes: ThemeChange[]): Wish {
  let colour;
  try {
    colour = to(parse(value), sRGB);
  } catch {
    throw new Error(`${option}: "${value}" is not a colour`);
  }
  if (colour.alpha !== null && colour.alpha < 1) {
    throw new Error(`${option}: "${value}" is not an opaque colour`);
  }
  const channels = colour.coords.map((channel) => channel ?? 0);
  const inGamut = channels.every((channel) => channel >= -1e-4 && channel <= 1 + 1e-4);
  const shade = shadeOf(inGamut ? channels : toGamut(colour, { method: 'raytrace' }).coords);
  if (!inGamut) {
    changes.push({
      theme: null,
      token: null,
      option,
      wanted: value,
      chosen: shade.hex,
      pair: null,
      before: null,
      after: null,
      message: `${option}: ${value} is outside sRGB; ${shade.hex} is the colour inside it with the same lightness and hue`,
    });
  }
  return wishOf(shade, `the ${option} colour given`, option);
}

/**
 * A brand colour as the solver reads it: its hex code in sRGB (the nearest colour inside sRGB for one outside it).
 * @throws Error naming the option and the value, for a colour that does not parse or is not opaque.
 */
export function brandColourHex(option: BrandOption, value: string): string {
  return readBrand(option, value, []).shade.hex;
}

/** The enforced pairs each token is in, with the tokens each side reads. */
const pairsOfToken = new Map<
  TokenPath,
  { pair: ColourPair; foreground: TokenPath[]; background: TokenPath[] }[]
>();
for (const pair of colourPairs) {
  if (pair.exempt) continue;
  const sides = {
    pair,
    foreground: pairColourTokens(pair.foreground),
    background: pairColourTokens(pair.background),
  };
  for (const token of new Set([...sides.foreground, ...sides.background])) {
    pairsOfToken.set(token, [...(pairsOfToken.get(token) ?? []), sides]);
  }
}

/** A pair that holds a token to a target, measured with a candidate in the token's place. */
interface Constraint {
  pair: ColourPair;
  target: number;
  /** The luminance of the pair's other side, when the token is one side on its own. */
  partner: number | null;
  measure: (candidate: Shade) => number;
}

/** The pairs a token completes among the settled ones: those whose other tokens are all settled. */
function constraintsOf(
  token: TokenPath,
  settled: Map<TokenPath, Shade>,
  strictness: Strictness,
): Constraint[] {
  const constraints: Constraint[] = [];
  for (const { pair, foreground, background } of pairsOfToken.get(token) ?? []) {
    if (![...foreground, ...background].every((other) => other === token || settled.has(other))) continue;
    const target = pairTarget(pair.kind, strictness);
    const settledShade = (path: TokenPath) => settled.get(path) as Shade;
    const partnerSide =
      pair.foreground === token && !background.includes(token)
        ? pair.background
        : pair.background === token && !foreground.includes(token)
          ? pair.foreground
          : null;
    if (partnerSide !== null) {
      const partner = luminanceOfPairColour(partnerSide, settledShade);
      constraints.push({
        pair,
        target,
        partner,
        measure: (candidate) => wcagRatio(candidate.luminance, partner),
      });
      continue;
    }
    const withCandidate = (candidate: Shade) => (path: TokenPath) =>
      path === token ? candidate : settledShade(path);
    constraints.push({
      pair,
      target,
      partner: null,
      measure: (candidate) =>
        wcagRatio(
          luminanceOfPairColour(pair.foreground, withCandidate(candidate)),
          luminanceOfPairColour(pair.background, withCandidate(candidate)),
        ),
    });
  }
  return constraints;
}

/** How far above each target a moved token aims. */
const aim = 0.02;

/** The luminances the simple pairs allow, each pair `margin` above its target, as sorted intervals. */
function allowedLuminances(constraints: Constraint[], margin: number): [number, number][] {
  let allowed: [number, number][] = [[0, 1]];
  for (const { partner, target } of constraints) {
    if (partner === null) continue;
    const ratio = target + margin;
    const darkest = ratio * (partner + 0.05) - 0.05;
    const lightest = (partner + 0.05) / ratio - 0.05;
    const narrowed: [number, number][] = [];
    for (const [low, high] of allowed) {
      if (low <= Math.min(high, lightest)) narrowed.push([low, Math.min(high, lightest)]);
      if (Math.max(low, darkest) <= high) narrowed.push([Math.max(low, darkest), high]);
    }
    allowed = narrowed;
  }
  return allowed;
}

/**
 * The lightness on `lch`'s line, from `from` (where the luminance is `start`) towards `direction`, whose shade
 * first reaches luminance `target`. Luminance rises with lightness along the line, and its cube root nearly in
 * step: regula falsi on the cube root (the Illinois variant) gets there in a few shades.
 */
function lightnessFor(lch: Lch, from: number, start: number, target: number, direction: 1 | -1): number {
  const goal = Math.cbrt(target);
  let [near, nearGap] = [from, Math.cbrt(start) - goal];
  let [far, farGap] = direction > 0 ? [1, 1 - goal] : [0, -goal];
  let reached = far;
  let side = 0;
  // Shades are whole bytes, so luminance moves in steps: stop once the shades either side are a step apart.
  for (let step = 0; step < 10 && Math.abs(far - near) > 1e-3; step++) {
    // The first guess: the cube root of luminance moves about as much as lightness does.
    const guess = step === 0 ? from - nearGap : Number.NaN;
    const l =
      guess > Math.min(near, far) && guess < Math.max(near, far)
        ? guess
        : (nearGap * far - farGap * near) / (nearGap - farGap);
    const luminance = shadeAt(lch, l).luminance;
    const gap = Math.cbrt(luminance) - goal;
    if (direction > 0 ? luminance >= target : luminance <= target) {
      if (Math.abs(l - from) < Math.abs(reached - from)) reached = l;
      if (Math.abs(gap) < 1e-3) break;
      [far, farGap] = [l, gap];
      if (side === -1) nearGap /= 2;
      side = -1;
    } else {
      [near, nearGap] = [l, gap];
      if (side === 1) farGap /= 2;
      side = 1;
    }
  }
  return reached;
}

/** A settled token: its shade, its lightness on its wish's line if it moved, and the pair that moved it there. */
interface Settlement {
  shade: Shade;
  l: number | null;
  forcedBy: { pair: ColourPair; before: number; after: number } | null;
}

const passesAll = (constraints: Constraint[], shade: Shade, margin: number) =>
  constraints.every((constraint) => constraint.measure(shade) >= constraint.target + margin);

/** The lightness nearest the wish's that passes every constraint `margin` above its target; null if none does. */
function move(wish: Wish, constraints: Constraint[], margin: number): { l: number; shade: Shade } | null {
  const passes = (shade: Shade) => passesAll(constraints, shade, margin);
  const start = wish.shade.luminance;
  const distance = (luminance: number) => Math.abs(Math.cbrt(luminance) - Math.cbrt(start));
  const intervals = allowedLuminances(constraints, margin)
    .map(([low, high]) => ({ low, high, nearest: Math.min(high, Math.max(low, start)) }))
    .sort((a, b) => distance(a.nearest) - distance(b.nearest));
  for (const { low, high, nearest } of intervals) {
    // Where the simple pairs allow the wish's own luminance, only a blended pair fails: look both ways.
    const directions: (1 | -1)[] = nearest === start ? [-1, 1] : [nearest > start ? 1 : -1];
    for (const direction of directions) {
      let passing =
        nearest === start ? wish.lch.l : lightnessFor(wish.lch, wish.lch.l, start, nearest, direction);
      let shade = shadeAt(wish.lch, passing);
      if (passes(shade)) return { l: passing, shade };
      // A blended pair still fails: step on, doubling the step, until every pair passes, then close in on the
      // least move that does (regula falsi on the worst pair's slack, the Illinois variant).
      const slack = (candidate: Shade) => {
        let least = Number.POSITIVE_INFINITY;
        for (const constraint of constraints) {
          least = Math.min(least, constraint.measure(candidate) / (constraint.target + margin));
        }
        return least - 1;
      };
      let [failing, failingSlack] = [passing, slack(shade)];
      let passingSlack = failingSlack;
      for (let step = 0.01; passingSlack < 0; step *= 2) {
        passing = Math.min(1, Math.max(0, failing + direction * step));
        shade = shadeAt(wish.lch, passing);
        passingSlack = slack(shade);
        if (passingSlack >= 0) break;
        const outside = nearest !== start && (shade.luminance < low || shade.luminance > high);
        if (outside || passing === 0 || passing === 1) break;
        [failing, failingSlack] = [passing, passingSlack];
      }
      if (passingSlack < 0) continue;
      let side = 0;
      for (let step = 0; step < 8 && Math.abs(passing - failing) > 1e-3; step++) {
        const l = (failingSlack * passing - passingSlack * failing) / (failingSlack - passingSlack);
        const candidate = shadeAt(wish.lch, l);
        const candidateSlack = slack(candidate);
        if (candidateSlack >= 0) {
          [passing, passingSlack, shade] = [l, candidateSlack, candidate];
          if (side === -1) failingSlack /= 2;
          side = -1;
        } else {
          [failing, failingSlack] = [l, candidateSlack];
          if (side === 1) passingSlack /= 2;
          side = 1;
        }
      }
      return { l: passing, shade };
    }
  }
  return null;
}

/**
 * The shade nearest the wish, on the wish's line of lightness, that passes every pair `constraints` holds the
 * token to: the wish itself if it passes; else the nearest that clears each target by `aim`, or failing that the
 * nearest that reaches each target. Null when no lightness passes.
 */
function settle(wish: Wish, constraints: Constraint[]): Settlement | null {
  if (passesAll(constraints, wish.shade, 0)) return { shade: wish.shade, l: null, forcedBy: null };
  const moved = move(wish, constraints, aim) ?? move(wish, constraints, 0);
  if (!moved) return null;
  const worst = constraints.reduce((worse, constraint) =>
    constraint.measure(wish.shade) / constraint.target < worse.measure(wish.shade) / worse.target
      ? constraint
      : worse,
  );
  return {
    ...moved,
    forcedBy: { pair: worst.pair, before: worst.measure(wish.shade), after: worst.measure(moved.shade) },
  };
}

type NeutralRole =
  | 'paper'
  | 'surface'
  | 'surfaceMuted'
  | 'border'
  | 'borderStrong'
  | 'ink'
  | 'muted'
  | 'hero'
  | 'codeBackground'
  | 'codeComment';

/**
 * The neutrals: [OKLCH lightness, chroma as a multiple of the neutral's (capped at 0.03)], Paper Kit's own shades
 * read in OKLCH. Ink, muted text, control borders and the listing's comments are wishes the pairs may move; the
 * rest are backgrounds and lines the pairs are measured against.
 */
const neutralRules: Record<ColorScheme, Record<NeutralRole, [number, number]>> = {
  light: {
    paper: [0.991, 0.9],
    surface: [1, 0],
    surfaceMuted: [0.956, 1],
    border: [0.899, 1.5],
    borderStrong: [0.596, 1.5],
    ink: [0.286, 0.5],
    muted: [0.47, 1],
    hero: [0.232, 0.5],
    codeBackground: [0.968, 0.8],
    codeComment: [0.51, 1.4],
  },
  dark: {
    paper: [0.222, 0.4],
    surface: [0.261, 0.55],
    surfaceMuted: [0.303, 0.7],
    border: [0.347, 0.9],
    borderStrong: [0.627, 1.7],
    ink: [0.953, 0.9],
    muted: [0.779, 1.5],
    hero: [0.187, 0.3],
    codeBackground: [0.192, 0.4],
    codeComment: [0.693, 1.6],
  },
};

/** A tone's soft tint: [OKLCH lightness, chroma as a share of the brand's, the most chroma]. */
const softRules: Record<ColorScheme, [number, number, number]> = {
  light: [0.955, 0.2, 0.03],
  dark: [0.31, 0.45, 0.06],
};

/** The farthest a fill darkens to keep white text on it, in OKLCH lightness. */
const whiteTextDarkening = 0.25;

const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/** Solves one theme's palette; the dark theme's fills take the light theme's ink where white text will not do. */
function solvePalette(
  theme: ColorScheme,
  brands: Record<SemanticColor, Wish>,
  strictness: Strictness,
  changes: ThemeChange[],
  darkTextOnFills: Shade | null,
): ThemePalette {
  const settled = new Map<TokenPath, Shade>();
  const neutral = brands.default.lch;
  const tint = Math.min(neutral.c, 0.03);
  const rule = (ofTheme: ColorScheme, role: NeutralRole) => {
    const [l, chroma] = neutralRules[ofTheme][role];
    return ruleWish(l, tint * chroma, neutral.h, 'the rule’s shade');
  };
  const place = (
    token: TokenPath,
    wish: Wish,
    settlement = settle(wish, constraintsOf(token, settled, strictness)),
  ): Settlement => {
    if (!settlement) throw new Error(`${theme} ${token}: no lightness of ${wish.shade.hex} meets its pairs`);
    settled.set(token, settlement.shade);
    if (settlement.forcedBy) {
      const { pair, before, after } = settlement.forcedBy;
      changes.push({
        theme,
        token,
        option: wish.option,
        wanted: wish.shade.hex,
        chosen: settlement.shade.hex,
        pair: pair.name,
        before,
        after,
        message: `${theme} ${token}: ${wish.shade.hex} (${wish.source}) → ${settlement.shade.hex}: ${pair.name} was ${ratioText(before)}, now ${ratioText(after)}`,
      });
    }
    return settlement;
  };

  // 1. Backgrounds and lines, by rule.
  settled.set('paper', rule(theme, 'paper').shade);
  settled.set('surface', rule(theme, 'surface').shade);
  settled.set('surfaceMuted', rule(theme, 'surfaceMuted').shade);
  settled.set('border', rule(theme, 'border').shade);
  settled.set('hero', rule(theme, 'hero').shade);
  settled.set('code.background', rule(theme, 'codeBackground').shade);
  for (const tone of semanticColors) {
    const [l, share, most] = softRules[theme];
    const { c, h } = brands[tone].lch;
    settled.set(`semantic.${tone}.soft`, ruleWish(l, Math.min(c * share, most), h, 'the rule’s tint').shade);
  }

  // 2. The neutrals that carry text or mark a control.
  place('heroInk', wishOf(rule('light', 'paper').shade, 'the light paper'));
  place('ink', rule(theme, 'ink'));
  place('muted', rule(theme, 'muted'));
  place('borderStrong', rule(theme, 'borderStrong'));
  place('heroRing', brands.primary);

  // 3. Each tone: its fill and the text on it, its text colour, its edge.
  const darkText = darkTextOnFills ?? (settled.get('ink') as Shade);
  for (const tone of semanticColors) {
    const brand = brands[tone];
    const [solid, onSolid] = [`semantic.${tone}.solid`, `semantic.${tone}.onSolid`] as const;
    const fillUnder = (text: Shade) => {
      settled.set(onSolid, text);
      const settlement = settle(brand, constraintsOf(solid, settled, strictness));
      settled.delete(onSolid);
      return settlement;
    };
    const darkening = (settlement: Settlement | null) =>
      !settlement
        ? Number.POSITIVE_INFINITY
        : settlement.l === null
          ? 0
          : Math.abs(settlement.l - brand.lch.l);
    const underWhite = fillUnder(white);
    const underDark = darkening(underWhite) > whiteTextDarkening ? fillUnder(darkText) : null;
    const text = underWhite && darkening(underWhite) <= darkening(underDark) ? white : darkText;
    settled.set(onSolid, text);
    const fill = place(solid, brand, text === white ? underWhite : underDark);
    if (text !== white) {
      const before = wcagRatio(white.luminance, brand.shade.luminance);
      const after = wcagRatio(text.luminance, fill.shade.luminance);
      const why = underWhite
        ? `the fill would have to darken by ${darkening(underWhite).toFixed(2)} in lightness to carry it`
        : 'no lightness of the fill carries it';
      changes.push({
        theme,
        token: onSolid,
        option: brand.option,
        wanted: white.hex,
        chosen: text.hex,
        pair: `${tone}: text on its fill`,
        before,
        after,
        message: `${theme} ${onSolid}: ${white.hex} (white text) → ${text.hex}: white text on the ${tone} fill ${brand.shade.hex} was ${ratioText(before)}, and ${why}; dark ink on the fill ${fill.shade.hex} is ${ratioText(after)}`,
      });
    }
    const muted = settled.get('muted') as Shade;
    place(`semantic.${tone}.text`, tone === 'default' ? wishOf(muted, 'the muted text colour') : brand);
    place(`semantic.${tone}.edge`, wishOf(fill.shade, 'its fill', brand.option));
  }

  // 4. Focus rings, and the source listing's colours.
  place('ring', wishOf(settled.get('semantic.primary.text') as Shade, 'the primary text colour'));
  place('code.ink', wishOf(settled.get('ink') as Shade, 'the ink'));
  place('code.comment', rule(theme, 'codeComment'));
  for (const token of ['keyword', 'string', 'number', 'type', 'tag', 'attribute'] as const) {
    place(`code.${token}`, wishOf(readShade(palettes[theme].code[token]), 'Paper Kit’s listing colour'));
  }

  const hex = (token: TokenPath) => (settled.get(token) as Shade).hex;
  return {
    paper: hex('paper'),
    surface: hex('surface'),
    surfaceMuted: hex('surfaceMuted'),
    ink: hex('ink'),
    muted: hex('muted'),
    border: hex('border'),
    borderStrong: hex('borderStrong'),
    ring: hex('ring'),
    hero: hex('hero'),
    heroInk: hex('heroInk'),
    heroRing: hex('heroRing'),
    semantic: Object.fromEntries(
      semanticColors.map((tone) => [
        tone,
        {
          solid: hex(`semantic.${tone}.solid`),
          onSolid: hex(`semantic.${tone}.onSolid`),
          text: hex(`semantic.${tone}.text`),
          soft: hex(`semantic.${tone}.soft`),
          edge: hex(`semantic.${tone}.edge`),
        },
      ]),
    ) as ThemePalette['semantic'],
    code: {
      background: hex('code.background'),
      ink: hex('code.ink'),
      comment: hex('code.comment'),
      keyword: hex('code.keyword'),
      string: hex('code.string'),
      number: hex('code.number'),
      type: hex('code.type'),
      tag: hex('code.tag'),
      attribute: hex('code.attribute'),
    },
  };
}

/**
 * A complete light and dark palette from brand colours, every pair of `colourPairs` meeting its target at
 * `strictness` in both, and every token that differs from what was asked for, with the pair that forced it.
 * @throws Error naming the option and the value, for a colour that does not parse or is not opaque.
 */
export function solveTheme(options: SolveOptions): SolvedTheme {
  const strictness = options.strictness ?? 'AA';
  if (strictness !== 'AA' && strictness !== 'AAA') {
    throw new Error(`strictness: "${String(strictness)}" is not AA or AAA`);
  }
  const changes: ThemeChange[] = [];
  const given = (option: BrandOption, fallback: string) =>
    readBrand(option, options[option] ?? fallback, changes);
  const brands: Record<SemanticColor, Wish> = {
    default: given('neutral', paperKitHues.default),
    primary: given('primary', options.primary),
    info: given('info', paperKitHues.info),
    success: given('success', paperKitHues.success),
    warning: given('warning', paperKitHues.warning),
    danger: given('danger', paperKitHues.danger),
  };
  const light = solvePalette('light', brands, strictness, changes, null);
  const dark = solvePalette('dark', brands, strictness, changes, readShade(light.ink));
  return { light, dark, changes, strictness };
}
