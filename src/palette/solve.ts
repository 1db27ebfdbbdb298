/**
 * The theme solver: brand colours in, a light and a dark `ThemePalette` out, in which every pair of colours the kit
 * draws (`colourPairs`, in pairs.ts) meets its WCAG 2.2 target, with a list of what it changed and why.
 *
 * The kit's palette is one set of data for the colour engine (engine.ts): its pairs (pairs.ts), their targets at the
 * strictness asked, the order below, each token's wish, and its colours in whole bytes of sRGB. It needs
 * colorjs.io (colour maths) and design-tokens.ts (the palette's shape, Paper Kit's colours). Pure and
 * deterministic: the same input gives the same output.
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
 * A token whose wish passes all its pairs is kept exactly as wished; otherwise the engine moves its lightness only
 * as far as its pairs need (`nearestByLuminance`), aiming a little above each target. A lightness at which sRGB
 * cannot show the chroma keeps as much as it can (colorjs.io's `toGamut`, ray-traced). Every backdrop leaves room
 * for its text, so a solution always exists; the property test holds it to that.
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
import { OKLCH, parse, sRGB, to, toGamut } from 'colorjs.io/fn';
import {
  paperKitHues,
  palettes,
  type ColorScheme,
  semanticColors,
  type SemanticColor,
  type ThemePalette,
} from '../design-tokens';
import {
  formatRatio,
  measurePairs,
  pairTarget,
  readShade,
  shadeOf,
  wcagRatio,
  type PairResultOf,
  type Shade,
  type Strictness,
} from './contrast';
import {
  indexPairs,
  lchOf,
  nearestByLuminance,
  Settling,
  type Line,
  type Settlement,
  type Wish as EngineWish,
} from './engine';
import { colourPairs, tokenColour, type ColourPair, type TokenPath } from './pairs';
import { separateFills, type MovableFill } from './separate';
import { statusTones, type StatusTone } from './vision';

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
  /** The colour scheme, or null for a brand colour changed in both (one outside sRGB). */
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

const white = shadeOf([1, 1, 1]);
const black = shadeOf([0, 0, 0]);

/** A line of the kit's: its wish's hue and chroma, at each lightness in whole bytes of sRGB, as a palette holds. */
interface KitLine extends Line {
  c: number;
  h: number;
}

/**
 * The line of OKLCH lightness through `l`, `c`, `h`: at each lightness the colour with that hue and chroma, the
 * chroma reduced where sRGB cannot show it (colorjs.io's `toGamut`, ray-traced).
 */
function lineThrough({ l, c, h }: { l: number; c: number; h: number }): KitLine {
  // The shades already worked out on this line, by lightness: a search often comes back to one.
  const shades = new Map<number, Shade>();
  const at = (lightness: number) => {
    if (lightness >= 1) return white;
    if (lightness <= 0) return black;
    let shade = shades.get(lightness);
    if (!shade) {
      const channels = OKLCH.to(sRGB, [lightness, c, h]);
      const inGamut = channels.every(
        (channel) => channel !== null && channel >= -1e-7 && channel <= 1 + 1e-7,
      );
      shade = shadeOf(
        inGamut
          ? channels
          : toGamut({ space: sRGB, coords: channels, alpha: 1 }, { method: 'raytrace' }).coords,
      );
      shades.set(lightness, shade);
    }
    return shade;
  };
  return { l, c, h, at };
}

/** A token's wish, on the kit's line, and where its colour comes from. */
interface Wish extends EngineWish {
  line: KitLine;
  /** In words, for the change list: `the primary colour given`. */
  source: string;
  option: BrandOption | null;
}

function wishOf(
  shade: Shade,
  source: string,
  option: BrandOption | null = null,
  line = lineThrough(lchOf({ space: sRGB, coords: [...shade.rgb], alpha: 1 })),
): Wish {
  return { shade, line, source, option };
}

/** A wish at lightness `l`, with `chroma` and `hue`: the rules' way to derive a shade. */
function ruleWish(l: number, chroma: number, hue: number, source: string): Wish {
  const line = lineThrough({ l, c: chroma, h: hue });
  return wishOf(line.at(l), source, null, line);
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

/** The kit's enforced pairs, under the tokens they read. */
const kitPairIndex = indexPairs<TokenPath, ColourPair>(colourPairs.filter((pair) => !pair.exempt));

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

/**
 * Moves the status tones' fills apart where a colour vision deficiency would confuse two (separate.ts), each to a
 * shade that passes every pair it is in, its edge following it; says what moved, and what could not be separated.
 */
function separateStatusFills(
  scheme: ColorScheme,
  settling: Settling<TokenPath, ColourPair>,
  brands: Record<SemanticColor, Wish>,
  changes: ThemeChange[],
) {
  const settled = settling.settled;
  const tokens = (tone: StatusTone) => [`semantic.${tone}.solid`, `semantic.${tone}.edge`] as const;
  const fills = Object.fromEntries(
    statusTones.map((tone): [StatusTone, MovableFill] => {
      const [solid, edge] = tokens(tone);
      const shade = settled.get(solid) as Shade;
      const edgeFollows = settled.get(edge)?.hex === shade.hex;
      const allows = (candidate: Shade) => {
        if (!edgeFollows) return settling.passes(solid, candidate);
        settled.set(edge, candidate);
        const passes = settling.passes(solid, candidate) && settling.passes(edge, candidate);
        settled.set(edge, shade);
        return passes;
      };
      return [tone, { shade, at: brands[tone].line.at, allows }];
    }),
  ) as Record<StatusTone, MovableFill>;
  const { shades, notes } = separateFills(fills);
  for (const tone of statusTones) {
    const [solid, edge] = tokens(tone);
    settled.set(solid, shades[tone]);
    // The edge follows its fill where it did, or where it now can.
    if (settled.get(edge)?.hex === fills[tone].shade.hex || settling.passes(edge, shades[tone])) {
      settled.set(edge, shades[tone]);
    }
  }
  for (const note of notes) {
    const moved = note.kind === 'moved';
    changes.push({
      theme: scheme,
      token: moved ? `semantic.${note.tone}.solid` : null,
      option: moved ? brands[note.tone].option : null,
      wanted: moved ? note.from.hex : note.result.pair.join(' and '),
      chosen: moved ? note.to.hex : note.result.vision,
      pair: null,
      before: null,
      after: null,
      message: moved
        ? `${scheme} semantic.${note.tone}.solid: ${note.from.hex} → ${note.to.hex}: ${note.message}`
        : `${scheme}: ${note.message}`,
    });
  }
}

/** Solves one colour scheme's palette; the dark one's fills take the light ink where white text will not do. */
function solvePalette(
  scheme: ColorScheme,
  brands: Record<SemanticColor, Wish>,
  strictness: Strictness,
  changes: ThemeChange[],
  darkTextOnFills: Shade | null,
): ThemePalette {
  const settling = new Settling(
    kitPairIndex,
    (pair) => pairTarget(pair.kind, strictness),
    nearestByLuminance,
  );
  const settled = settling.settled;
  const neutral = brands.default.line;
  const tint = Math.min(neutral.c, 0.03);
  const rule = (ofScheme: ColorScheme, role: NeutralRole) => {
    const [l, chroma] = neutralRules[ofScheme][role];
    return ruleWish(l, tint * chroma, neutral.h, 'the rule’s shade');
  };
  const place = (
    token: TokenPath,
    wish: Wish,
    settlement = settling.settle(token, wish),
  ): Settlement<ColourPair> => {
    if (!settlement) throw new Error(`${scheme} ${token}: no lightness of ${wish.shade.hex} meets its pairs`);
    settled.set(token, settlement.shade);
    if (settlement.forcedBy) {
      const { pair, before, after } = settlement.forcedBy;
      changes.push({
        theme: scheme,
        token,
        option: wish.option,
        wanted: wish.shade.hex,
        chosen: settlement.shade.hex,
        pair: pair.name,
        before,
        after,
        message: `${scheme} ${token}: ${wish.shade.hex} (${wish.source}) → ${settlement.shade.hex}: ${pair.name} was ${formatRatio(before)}, now ${formatRatio(after)}`,
      });
    }
    return settlement;
  };

  // 1. Backgrounds and lines, by rule.
  settled.set('paper', rule(scheme, 'paper').shade);
  settled.set('surface', rule(scheme, 'surface').shade);
  settled.set('surfaceMuted', rule(scheme, 'surfaceMuted').shade);
  settled.set('border', rule(scheme, 'border').shade);
  settled.set('hero', rule(scheme, 'hero').shade);
  settled.set('code.background', rule(scheme, 'codeBackground').shade);
  for (const tone of semanticColors) {
    const [l, share, most] = softRules[scheme];
    const { c, h } = brands[tone].line;
    settled.set(`semantic.${tone}.soft`, ruleWish(l, Math.min(c * share, most), h, 'the rule’s tint').shade);
  }

  // 2. The neutrals that carry text or mark a control.
  place('heroInk', wishOf(rule('light', 'paper').shade, 'the light paper'));
  place('ink', rule(scheme, 'ink'));
  place('muted', rule(scheme, 'muted'));
  place('borderStrong', rule(scheme, 'borderStrong'));
  place('heroRing', brands.primary);

  // 3. Each tone: its fill and the text on it, its text colour, its edge.
  const darkText = darkTextOnFills ?? (settled.get('ink') as Shade);
  for (const tone of semanticColors) {
    const brand = brands[tone];
    const [solid, onSolid] = [`semantic.${tone}.solid`, `semantic.${tone}.onSolid`] as const;
    const fillUnder = (text: Shade) => {
      settled.set(onSolid, text);
      const settlement = settling.settle(solid, brand);
      settled.delete(onSolid);
      return settlement;
    };
    const darkening = (settlement: Settlement<ColourPair> | null) =>
      !settlement
        ? Number.POSITIVE_INFINITY
        : settlement.l === null
          ? 0
          : Math.abs(settlement.l - brand.line.l);
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
        theme: scheme,
        token: onSolid,
        option: brand.option,
        wanted: white.hex,
        chosen: text.hex,
        pair: `${tone}: text on its fill`,
        before,
        after,
        message: `${scheme} ${onSolid}: ${white.hex} (white text) → ${text.hex}: white text on the ${tone} fill ${brand.shade.hex} was ${formatRatio(before)}, and ${why}; dark ink on the fill ${fill.shade.hex} is ${formatRatio(after)}`,
      });
    }
    const muted = settled.get('muted') as Shade;
    place(`semantic.${tone}.text`, tone === 'default' ? wishOf(muted, 'the muted text colour') : brand);
    place(`semantic.${tone}.edge`, wishOf(fill.shade, 'its fill', brand.option));
  }

  // 3b. The status fills kept apart as colour-blind readers see them, in lightness only (separate.ts).
  separateStatusFills(scheme, settling, brands, changes);

  // 4. Focus rings, and the source listing's colours.
  place('ring', wishOf(settled.get('semantic.primary.text') as Shade, 'the primary text colour'));
  place('code.ink', wishOf(settled.get('ink') as Shade, 'the ink'));
  place('code.comment', rule(scheme, 'codeComment'));
  for (const token of ['keyword', 'string', 'number', 'type', 'tag', 'attribute'] as const) {
    place(`code.${token}`, wishOf(readShade(palettes[scheme].code[token]), 'Paper Kit’s listing colour'));
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
