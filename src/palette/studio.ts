import { kitTheme, paletteVariables, paperKitHues, type ThemePalette } from '../design-tokens';
import type { Strictness } from './contrast';
import { brandColourHex, type BrandOption, type SolvedTheme } from './solve';

/**
 * What the theme studio (`#/themes`) is asked for: the brand colours as typed (any CSS colour syntax), the card
 * corner radius in pixels, and the strictness. The address holds the same (`studioSearch`, `readStudioSearch`).
 */
export interface StudioChoices {
  colours: Record<BrandOption, string>;
  radius: number;
  strictness: Strictness;
}

/** The brand options in the order the studio shows them, with their labels. */
export const brandOptions: readonly { option: BrandOption; label: string; hint: string }[] = [
  { option: 'primary', label: 'Primary', hint: 'Buttons, links, the focus ring, the selected state.' },
  { option: 'neutral', label: 'Neutral', hint: 'The paper’s warmth: every grey takes its hue.' },
  { option: 'info', label: 'Info', hint: 'Information alerts and labels.' },
  { option: 'success', label: 'Success', hint: 'Success alerts and fields.' },
  { option: 'warning', label: 'Warning', hint: 'Warnings.' },
  { option: 'danger', label: 'Danger', hint: 'Errors, destructive actions.' },
];

/** The card corner radius the studio allows, in pixels. */
export const radiusRange = { min: 0, max: 32, step: 1 } as const;

const kitRadius = Number.parseInt(kitTheme.radius.card, 10);

/** Paper Kit's own choices: the studio's defaults and what Reset returns to. */
export const paperKitChoices: StudioChoices = {
  colours: {
    primary: paperKitHues.primary,
    neutral: paperKitHues.default,
    info: paperKitHues.info,
    success: paperKitHues.success,
    warning: paperKitHues.warning,
    danger: paperKitHues.danger,
  },
  radius: kitRadius,
  strictness: 'AA',
};

export interface StudioPreset {
  name: string;
  choices: StudioChoices;
}

const preset = (
  name: string,
  colours: Partial<Record<BrandOption, string>>,
  radius: number,
): StudioPreset => ({
  name,
  choices: { colours: { ...paperKitChoices.colours, ...colours }, radius, strictness: 'AA' },
});

/** Ready-made brands, from Paper Kit's own to ones that push the solver (a yellow primary, a near-black one). */
export const studioPresets: readonly StudioPreset[] = [
  { name: 'Paper Kit', choices: paperKitChoices },
  preset('Ocean', { primary: '#0a66c2', neutral: '#5b6470', info: '#0099cc', danger: '#d93a3a' }, 8),
  preset('Orchard', { primary: '#3f8f3a', neutral: '#6b6450', warning: '#f2a900', danger: '#c0392b' }, 16),
  preset('Lemon', { primary: '#ffe14d', neutral: '#7a7263', success: '#34c759', danger: '#ff3b30' }, 24),
  preset('Magenta', { primary: '#e0218a', neutral: '#6d5f6b', info: '#6c5ce7', success: '#00b894' }, 4),
  preset(
    'Graphite',
    { primary: 'oklch(0.25 0.01 260)', neutral: '#555555', info: '#3d7dd8', warning: '#ffc107' },
    0,
  ),
];

/** A parameter of the address that could not be read: the studio shows it beside its field and ignores it. */
export interface StudioAddressError {
  param: string;
  value: string;
  message: string;
}

/**
 * The studio's choices from an address's query (`?primary=%23e0218a&radius=8`). What is missing is Paper Kit's;
 * a radius or strictness that does not read is reported and ignored. Colours are kept as typed (the studio parses
 * them, so a colour that does not parse shows its error beside its field); parameters the studio does not know
 * (`dir`) are left to whoever reads them.
 */
export function readStudioSearch(search: string): { choices: StudioChoices; errors: StudioAddressError[] } {
  const params = new URLSearchParams(search);
  const errors: StudioAddressError[] = [];
  const colours = { ...paperKitChoices.colours };
  for (const { option } of brandOptions) {
    const value = params.get(option);
    if (value !== null) colours[option] = value;
  }
  let radius = paperKitChoices.radius;
  const radiusParam = params.get('radius');
  if (radiusParam !== null) {
    const value = Number(radiusParam);
    if (
      radiusParam.trim() === '' ||
      !Number.isInteger(value) ||
      value < radiusRange.min ||
      value > radiusRange.max
    ) {
      errors.push({
        param: 'radius',
        value: radiusParam,
        message: `radius: "${radiusParam}" is not a whole number of pixels from ${radiusRange.min} to ${radiusRange.max}`,
      });
    } else {
      radius = value;
    }
  }
  let strictness = paperKitChoices.strictness;
  const strictnessParam = params.get('strictness');
  if (strictnessParam !== null) {
    if (strictnessParam === 'AA' || strictnessParam === 'AAA') strictness = strictnessParam;
    else {
      errors.push({
        param: 'strictness',
        value: strictnessParam,
        message: `strictness: "${strictnessParam}" is not AA or AAA`,
      });
    }
  }
  return { choices: { colours, radius, strictness }, errors };
}

/**
 * The address's query for `choices`: only what differs from Paper Kit's, in the studio's order, so Paper Kit's own
 * theme is `#/themes` and a link names just what a brand changes. Other parameters of `keep` (`dir`) stay.
 */
export function studioSearch(choices: StudioChoices, keep = ''): string {
  const params = new URLSearchParams(keep);
  for (const { option } of brandOptions) {
    params.delete(option);
    const value = choices.colours[option];
    if (value !== paperKitChoices.colours[option]) params.set(option, value);
  }
  params.delete('radius');
  if (choices.radius !== paperKitChoices.radius) params.set('radius', String(choices.radius));
  params.delete('strictness');
  if (choices.strictness !== paperKitChoices.strictness) params.set('strictness', choices.strictness);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The CSS variables of a solved theme: `--pk-…` colours per palette, and the card corner radius. */
export function themeVariables(palette: ThemePalette, radius: number): Record<string, string> {
  return { ...paletteVariables(palette), '--pk-radius-card': `${radius}px` };
}

/** A stylesheet giving `:root` the light palette and `.dark` the dark one, as the kit's theme names them. */
export function themeCss(solved: Pick<SolvedTheme, 'light' | 'dark'>, radius: number): string {
  const block = (selector: string, variables: Record<string, string>) =>
    `${selector} {\n${Object.entries(variables)
      .map(([name, value]) => `  ${name}: ${value};`)
      .join('\n')}\n}`;
  return `${block(':root', themeVariables(solved.light, radius))}\n\n${block('.dark', paletteVariables(solved.dark))}\n`;
}

/** Each brand colour's error, for those that do not parse. */
export type ColourErrors = Partial<Record<BrandOption, string>>;

/**
 * Each colour's error, if it does not parse (the solver's message and the syntaxes it reads), and the colours the
 * theme is solved from: those that parse, and `lastGood`'s for those that do not.
 */
export function checkColours(
  colours: StudioChoices['colours'],
  lastGood: StudioChoices['colours'],
): { good: StudioChoices['colours']; errors: ColourErrors } {
  const good = { ...lastGood };
  const errors: ColourErrors = {};
  for (const { option } of brandOptions) {
    try {
      brandColourHex(option, colours[option]);
      good[option] = colours[option];
    } catch (error) {
      errors[option] =
        `${(error as Error).message.replace(/^\w+: /, '')}. Write it as hex (#e0218a), rgb(), hsl() or oklch().`;
    }
  }
  return { good, errors };
}

/**
 * The studio as an address opens it: the choices, each colour checked (one that does not parse is ignored, Paper
 * Kit's standing in for it) and what the address held that could not be read.
 */
export function studioFromAddress(search: string): {
  choices: StudioChoices;
  good: StudioChoices['colours'];
  errors: ColourErrors;
  addressErrors: StudioAddressError[];
} {
  const { choices, errors: addressErrors } = readStudioSearch(search);
  return { choices, ...checkColours(choices.colours, paperKitChoices.colours), addressErrors };
}
