import { tones, type Tone } from './kit/tones';

/**
 * The kit's colour tokens, one palette per theme. Tailwind reads them (tailwind.config.ts turns each into a CSS
 * variable) and a unit test holds every pair of colours the kit draws (`colourPairs` in palette/pairs.ts) to WCAG 2.2
 * AA, so a shade cannot drift below it; palette/solve.ts derives such palettes from any brand's colours.
 *
 * Per semantic colour: `solid` is a fill, `onSolid` the text on that fill, `text` the colour used as text on the
 * page, `soft` a tinted background that `text` stays readable on, and `edge` the border of a solid control (a
 * button, the current page, a checked box, a slider's range), 3:1 against every page surface so the control's
 * shape shows even where its fill does not (yellow on paper, teal on the dark muted band).
 */
export const semanticColors = tones;
export type SemanticColor = Tone;

export interface SemanticShades {
  solid: string;
  onSolid: string;
  text: string;
  soft: string;
  edge: string;
}

/** The documentation's source listings: a background, plain text and one colour per highlighted token kind. */
export interface CodePalette {
  background: string;
  ink: string;
  comment: string;
  keyword: string;
  string: string;
  number: string;
  type: string;
  tag: string;
  attribute: string;
}

export interface ThemePalette {
  paper: string;
  surface: string;
  surfaceMuted: string;
  ink: string;
  muted: string;
  border: string;
  borderStrong: string;
  ring: string;
  hero: string;
  heroInk: string;
  /** Focus ring on the dark hero surface. */
  heroRing: string;
  semantic: Record<SemanticColor, SemanticShades>;
  code: CodePalette;
}

/** Paper Kit's hues, kept for reference: the shades below are derived from them. */
export const paperKitHues: Record<SemanticColor, string> = {
  default: '#66615b',
  primary: '#51cbce',
  info: '#51bcda',
  success: '#6bd098',
  warning: '#fbc658',
  danger: '#f5593d',
};

/** Light or dark: the two palettes of a theme, the `.dark` class on <html> choosing between them. */
export type ColorScheme = 'light' | 'dark';

export const palettes: Record<ColorScheme, ThemePalette> = {
  light: {
    paper: '#fffcf5',
    surface: '#ffffff',
    surfaceMuted: '#f4f0e8',
    ink: '#2c2a28',
    muted: '#5f5a54',
    border: '#e3ddd1',
    borderStrong: '#857e74',
    ring: '#1f6f71',
    hero: '#1f1d1b',
    heroInk: '#fffcf5',
    heroRing: '#5fd3d6',
    semantic: {
      default: { solid: '#66615b', onSolid: '#ffffff', text: '#5f5a54', soft: '#efece7', edge: '#66615b' },
      primary: { solid: '#247e80', onSolid: '#ffffff', text: '#1f6f71', soft: '#e2f6f6', edge: '#247e80' },
      info: { solid: '#207c96', onSolid: '#ffffff', text: '#1b6c83', soft: '#e2f3f8', edge: '#207c96' },
      success: { solid: '#2a8351', onSolid: '#ffffff', text: '#247146', soft: '#e4f6ec', edge: '#2a8351' },
      warning: { solid: '#fbc658', onSolid: '#2c2a28', text: '#7f5703', soft: '#fef3da', edge: '#a3740a' },
      danger: { solid: '#d12a0c', onSolid: '#ffffff', text: '#b92409', soft: '#fde7e2', edge: '#d12a0c' },
    },
    code: {
      background: '#f7f4ee',
      ink: '#2c2a28',
      comment: '#6b655d',
      keyword: '#9b2c6f',
      string: '#23713f',
      number: '#9a4700',
      type: '#1d5f8a',
      tag: '#b02a0a',
      attribute: '#7a5303',
    },
  },
  dark: {
    paper: '#1c1b19',
    surface: '#262421',
    surfaceMuted: '#312e2a',
    ink: '#f3efe8',
    muted: '#bdb6ac',
    border: '#3d3934',
    borderStrong: '#8f877c',
    ring: '#51cbce',
    hero: '#141312',
    heroInk: '#fffcf5',
    heroRing: '#5fd3d6',
    semantic: {
      default: { solid: '#66615b', onSolid: '#ffffff', text: '#bdb6ac', soft: '#34312d', edge: '#8f877c' },
      primary: { solid: '#247e80', onSolid: '#ffffff', text: '#5fd3d6', soft: '#173a3b', edge: '#2e9c9f' },
      info: { solid: '#207c96', onSolid: '#ffffff', text: '#65c6e1', soft: '#16353f', edge: '#2c9cbd' },
      success: { solid: '#2a8351', onSolid: '#ffffff', text: '#79d7a3', soft: '#173a27', edge: '#33a466' },
      warning: { solid: '#fbc658', onSolid: '#2c2a28', text: '#fbc658', soft: '#3d3219', edge: '#fbc658' },
      danger: { solid: '#d12a0c', onSolid: '#ffffff', text: '#ff8a73', soft: '#45211a', edge: '#f0431f' },
    },
    code: {
      background: '#151412',
      ink: '#ece7df',
      comment: '#a39b90',
      keyword: '#f19ad0',
      string: '#8fd6a8',
      number: '#f5b36b',
      type: '#85c8f0',
      tag: '#ff9e88',
      attribute: '#f0cd78',
    },
  },
};

/**
 * The kit's other theme values, besides colours: what a copied kit file's classes need (`rounded-pk-card`,
 * `shadow-pk-raised`, `pk-lg:`) and the font. Tailwind's config and the shadcn registry's theme item read them here.
 */
export const kitTheme = {
  radius: { card: '12px', pill: '30px' },
  shadow: {
    card: '0 6px 10px -4px rgb(0 0 0 / 0.15)',
    raised: '0 10px 25px -8px rgb(0 0 0 / 0.25)',
  },
  /**
   * The specification's "wide screen" is above 991 px; `sm` is Paper Kit's own 576 px. The same widths serve the
   * window (`pk-lg:`) and a container (`@pk-lg:`: the blocks lay out by the width they are given, not the
   * window's); `md` is only a container's (the team cards' three columns).
   */
  breakpoint: { sm: '576px', md: '768px', lg: '992px' },
  font: { sans: '"Montserrat Variable", "Montserrat Fallback", ui-sans-serif, system-ui, sans-serif' },
} as const;

/**
 * The name of each colour of a palette, by its place in `ThemePalette`: its CSS variable is `--pk-` and the name
 * (`surfaceMuted` is `--pk-surface-muted`), and its Tailwind colour `pk-` and the name (`bg-pk-surface-muted`). The
 * one table from a token to its variable: the site's stylesheet and Tailwind's colours (tailwind.config.ts), the
 * tone classes, the theme studio and the registry's theme item all read it.
 */
const colourNames = {
  paper: 'paper',
  surface: 'surface',
  surfaceMuted: 'surface-muted',
  ink: 'ink',
  muted: 'muted',
  border: 'border',
  borderStrong: 'border-strong',
  ring: 'ring',
  hero: 'hero',
  heroInk: 'hero-ink',
  heroRing: 'hero-ring',
  code: {
    background: 'code-bg',
    ink: 'code-ink',
    comment: 'code-comment',
    keyword: 'code-keyword',
    string: 'code-string',
    number: 'code-number',
    type: 'code-type',
    tag: 'code-tag',
    attribute: 'code-attribute',
  },
  /** A semantic colour's shades, after its own name (`primary-foreground`), and after `tone` in a tone class. */
  semantic: { solid: '', onSolid: '-foreground', text: '-text', soft: '-soft', edge: '-edge' },
} as const satisfies {
  [Token in Exclude<keyof ThemePalette, 'semantic' | 'code'>]: string;
} & { code: Record<keyof CodePalette, string>; semantic: Record<keyof SemanticShades, string> };

/**
 * The CSS custom properties of one palette, named `--pk-*` (or, with `prefix` '', `pk-*`, as a registry item's
 * `cssVars` name them).
 */
export function paletteVariables(palette: ThemePalette, prefix: '--' | '' = '--'): Record<string, string> {
  const { code, semantic, ...surfaces } = colourNames;
  const variables: Record<string, string> = {};
  for (const [token, name] of Object.entries(surfaces)) {
    variables[`${prefix}pk-${name}`] = palette[token as keyof typeof surfaces];
  }
  for (const [token, name] of Object.entries(code)) {
    variables[`${prefix}pk-${name}`] = palette.code[token as keyof CodePalette];
  }
  for (const color of semanticColors) {
    for (const [shade, suffix] of Object.entries(semantic)) {
      variables[`${prefix}pk-${color}${suffix}`] = palette.semantic[color][shade as keyof SemanticShades];
    }
  }
  return variables;
}

/** A Tailwind colour for each variable, named as the variable is without `--`: `pk-ink` is `var(--pk-ink)`. */
const colorsReading = (variables: readonly string[]) =>
  Object.fromEntries(variables.map((variable) => [variable.slice(2), `var(${variable})`]));

/**
 * The tone's colours as Tailwind colours (`bg-pk-tone`, `border-pk-tone-edge`, `hover:bg-pk-tone-hover`…): one per
 * variable a tone class sets.
 */
export function toneColors(): Record<string, string> {
  return colorsReading(
    [...Object.values(colourNames.semantic), '-hover'].map((suffix) => `--pk-tone${suffix}`),
  );
}

/** Every colour of the kit as a Tailwind colour: a palette's (`bg-pk-paper`, `text-pk-primary-text`…), the tone's. */
export function kitColors(): Record<string, string> {
  return { ...colorsReading(Object.keys(paletteVariables(palettes.light))), ...toneColors() };
}

/**
 * The tone classes (`src/kit/tones.ts`): each sets the `--pk-tone-*` variables a kit component's classes read to one
 * semantic colour's shades, so a component writes each variant's colours once. The site's Tailwind config and the
 * registry's theme item both write them.
 */
export function toneRules(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    semanticColors.map((color) => [
      `.pk-tone-${color}`,
      {
        ...Object.fromEntries(
          Object.values(colourNames.semantic).map((suffix) => [
            `--pk-tone${suffix}`,
            `var(--pk-${color}${suffix})`,
          ]),
        ),
        // The fill darkened for hover: black at 15 % over it, the same as `over('black', 0.15, solid)` in the pairs.
        '--pk-tone-hover': `color-mix(in srgb, var(--pk-${color}) 85%, black)`,
      },
    ]),
  );
}

/** A dark surface (the hero, the transparent navbar over it) swaps in its own ink and focus ring. */
export const darkSurfaceRule = {
  "[data-surface='dark']": { '--pk-ring': 'var(--pk-hero-ring)', color: 'var(--pk-hero-ink)' },
} as const;

/**
 * The `pk-focus-ring` utility every interactive kit part and site control carries: a 3 px outline, 2 px away, in
 * the ring colour, shown on keyboard focus only (`:focus-visible`). A class after it can change one of its parts
 * (`focus-visible:outline-current`).
 */
export const focusRingUtility = {
  '&:focus-visible': {
    'outline-style': 'solid',
    'outline-width': '3px',
    'outline-offset': '2px',
    'outline-color': 'var(--pk-ring)',
  },
} as const;
