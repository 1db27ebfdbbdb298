/**
 * The theme studio's design tokens, out and in.
 *
 * Out: the solved theme as a Design Tokens Community Group file (Format Module 2025.10, `dtcgTokens`), and as a
 * Tailwind CSS v4 stylesheet (`tailwindTheme`). In: a tokens file (ours, or any DTCG file with colours under
 * recognisable names) or a shadcn/ui `globals.css` read back into the studio's choices (`importTokens`), with what
 * could not be read named by JSON path or line.
 *
 * Modes. The Format Module 2025.10 has no modes: a mode is the Resolver Module's business (a separate resolver
 * document of sets and modifiers pointing at token files). One self-contained file is what a designer downloads and
 * a tool opens, so light and dark are two groups, `light` and `dark`, with the same token names in each; a tool maps
 * them to its modes by group (Figma variables, Tokens Studio's sets, Terrazzo's or Style Dictionary's config).
 *
 * Round trip. The solved colours come from the solver, which is not invertible, so the file carries what the theme
 * was solved from, the studio's choices (the brand colours as typed, the radius, the strictness), in the root's
 * `$extensions["org.paperkit-a11y"]`; reading our own file restores them, the solver runs again, and the same
 * choices give the same bytes (the solver is deterministic, the output's key order and number formatting fixed).
 * A file from elsewhere seeds the choices from its colours instead.
 */
import { paletteVariables, semanticColors, type ThemePalette } from '../design-tokens';
import type { PairColourOf, Strictness } from './contrast';
import { tokenColour, type TokenPath } from './pairs';
import { brandColourHex, evaluatePairs, solveTheme, type BrandOption, type SolvedTheme } from './solve';
import { brandOptions, paperKitChoices, radiusRange, themeCss, type StudioChoices } from './studio';

/** Our key under `$extensions`, reverse-domain as the Format Module recommends. */
export const extensionKey = 'org.paperkit-a11y';

/** The published JSON schema of the Format Module 2025.10, named by the file's `$schema`. */
export const dtcgSchemaUrl = 'https://www.designtokens.org/schemas/2025.10/format.json';

/** The file name the studio downloads. */
export const tokensFileName = 'paper-kit-brand.tokens.json';

/** The largest file the studio reads. */
export const maxImportBytes = 1024 * 1024;

/** The version of what our extension holds. */
const extensionVersion = 1;

// ---------------------------------------------------------------------------------------------------------------
// Out: DTCG

type SurfaceToken = Exclude<keyof ThemePalette, 'semantic' | 'code'>;

const surfaceWords: Record<SurfaceToken, string> = {
  paper: 'The page’s background.',
  surface: 'Cards, dialogs, menus, popovers and fields.',
  surfaceMuted: 'The muted band and read-only fields.',
  ink: 'Body text and headings.',
  muted: 'Quieter text: descriptions, placeholders, inactive tabs.',
  border: 'Decorative lines between sections.',
  borderStrong: 'The edges of fields, checkboxes, radios, the switch and the tracks.',
  ring: 'The focus ring.',
  hero: 'The dark hero band’s background.',
  heroInk: 'Text on the hero band.',
  heroRing: 'The focus ring on the hero band.',
};

const codeWords: Record<keyof ThemePalette['code'], string> = {
  background: 'A source listing’s background.',
  ink: 'A source listing’s plain text.',
  comment: 'Comments in a source listing.',
  keyword: 'Keywords in a source listing.',
  string: 'Strings in a source listing.',
  number: 'Numbers in a source listing.',
  type: 'Types in a source listing.',
  tag: 'Tags in a source listing.',
  attribute: 'Attributes in a source listing.',
};

const shadeWords: Record<keyof ThemePalette['semantic']['primary'], string> = {
  solid: 'The fill of a solid control in this colour: a button, an alert, a label.',
  onSolid: 'Text and icons on the fill.',
  text: 'This colour as text on the page: links, messages, the selected tab.',
  soft: 'A light tint that the text colour stays readable on.',
  edge: 'The border of a solid control, visible against every page surface.',
};

/** Every token of a palette, by path, in the order the file lists them (the kit's variable order). */
const paletteOrder: readonly { path: TokenPath; variable: string }[] = (() => {
  // A palette whose every colour is its own path, read through the kit's one table of variable names.
  const named = {} as Record<string, unknown>;
  for (const token of Object.keys(surfaceWords)) named[token] = token;
  named.code = Object.fromEntries(Object.keys(codeWords).map((token) => [token, `code.${token}`]));
  named.semantic = Object.fromEntries(
    semanticColors.map((tone) => [
      tone,
      Object.fromEntries(Object.keys(shadeWords).map((shade) => [shade, `semantic.${tone}.${shade}`])),
    ]),
  );
  return Object.entries(paletteVariables(named as unknown as ThemePalette)).map(([variable, path]) => ({
    path: path as TokenPath,
    variable,
  }));
})();

/** A number written with at most `digits` decimals, the same way every time. */
const fixed = (value: number, digits: number) => Number(value.toFixed(digits));

/** A DTCG 2025.10 colour value for an sRGB hex code: its components (0–1, four decimals) and the hex itself. */
export function dtcgColour(hex: string): { colorSpace: 'srgb'; components: number[]; hex: string } {
  const lower = hex.toLowerCase();
  return {
    colorSpace: 'srgb',
    components: [1, 3, 5].map((start) => fixed(parseInt(lower.slice(start, start + 2), 16) / 255, 4)),
    hex: lower,
  };
}

/** Where a token lives in the file: `light.primary.solid`, `light.code.keyword`, `dark.ink`. */
function filePath(mode: 'light' | 'dark', path: TokenPath): string[] {
  const [group, name, shade] = path.split('.') as [string, string?, string?];
  if (group === 'semantic') return [mode, name as string, shade as string];
  if (group === 'code') return [mode, 'code', name as string];
  return [mode, group];
}

/** A pair colour as the file names it: a reference to a token, or a blend of two. */
type PairRef = string | { paint: PairRef; opacity: number; over: PairRef };

function pairRef(mode: 'light' | 'dark', colour: PairColourOf<TokenPath>): PairRef {
  if (colour === 'white' || colour === 'black') return colour;
  if (typeof colour === 'string') return `{${filePath(mode, colour).join('.')}}`;
  return { paint: pairRef(mode, colour.paint), opacity: colour.opacity, over: pairRef(mode, colour.over) };
}

function modeGroup(mode: 'light' | 'dark', palette: ThemePalette, strictness: Strictness) {
  const group: Record<string, unknown> = {
    $type: 'color',
    $description:
      mode === 'light'
        ? 'The light theme’s colours, solved so that every pair the kit draws meets its WCAG target.'
        : 'The dark theme’s colours, solved so that every pair the kit draws meets its WCAG target.',
  };
  for (const { path, variable } of paletteOrder) {
    const [, ...names] = filePath(mode, path);
    let parent = group;
    for (const name of names.slice(0, -1)) {
      if (!parent[name]) {
        parent[name] =
          name === 'code'
            ? { $description: 'The documentation’s source listings.' }
            : { $description: `The ${name} colour’s shades.` };
      }
      parent = parent[name] as Record<string, unknown>;
    }
    const [group0, name, shade] = path.split('.');
    const words =
      group0 === 'semantic'
        ? shadeWords[shade as keyof typeof shadeWords]
        : group0 === 'code'
          ? codeWords[name as keyof typeof codeWords]
          : surfaceWords[group0 as SurfaceToken];
    parent[names[names.length - 1] as string] = {
      $type: 'color',
      $value: dtcgColour(tokenColour(palette, path)),
      $description: words,
      $extensions: { [extensionKey]: { cssVariable: variable } },
    };
  }
  group.$extensions = {
    [extensionKey]: {
      strictness,
      pairs: evaluatePairs(palette, strictness, { apca: false }).map((result) => ({
        pair: result.name,
        kind: result.kind,
        foreground: pairRef(mode, result.pair.foreground),
        background: pairRef(mode, result.pair.background),
        target: result.target,
        ...(result.pair.exempt ? { exempt: result.pair.exempt } : {}),
        // Rounded down, as WCAG reads a ratio: 4.499 is never written 4.5.
        ratio: Math.floor(result.ratio * 100) / 100,
        passes: result.passes,
      })),
    },
  };
  return group;
}

/**
 * The solved theme as a DTCG Format Module 2025.10 file: the brand colours chosen (`brand`), every colour of the
 * light and dark themes (`light`, `dark`), the card radius (`radius.card`), each pair's target and measured ratio
 * in each theme group's `$extensions`, and the choices in the root's. `solved` must be `choices` solved (it is
 * solved here when not given).
 */
export function dtcgTokens(choices: StudioChoices, solved: SolvedTheme = solveChoices(choices)): string {
  const brand: Record<string, unknown> = {
    $type: 'color',
    $description:
      'The brand colours chosen in the theme studio, in sRGB. The light and dark colours are solved from them.',
  };
  for (const { option, hint } of brandOptions) {
    brand[option] = {
      $type: 'color',
      $value: dtcgColour(brandColourHex(option, choices.colours[option])),
      $description: hint,
    };
  }
  const file = {
    $schema: dtcgSchemaUrl,
    $description: `Paper Kit A11y theme, in your brand: every pair of colours the kit draws meets WCAG 2.2 ${choices.strictness} in light and dark. Made by the theme studio.`,
    $extensions: {
      [extensionKey]: {
        version: extensionVersion,
        about:
          'The theme studio’s choices: the brand colours as typed, the card radius in pixels and the contrast level. The studio reads them back to solve the same theme.',
        choices: {
          colours: Object.fromEntries(brandOptions.map(({ option }) => [option, choices.colours[option]])),
          radius: choices.radius,
          strictness: choices.strictness,
        },
      },
    },
    brand,
    light: modeGroup('light', solved.light, solved.strictness),
    dark: modeGroup('dark', solved.dark, solved.strictness),
    radius: {
      $type: 'dimension',
      card: {
        $type: 'dimension',
        $value: { value: choices.radius, unit: 'px' },
        $description: 'The corner radius of cards and dialogs.',
        $extensions: { [extensionKey]: { cssVariable: '--pk-radius-card' } },
      },
    },
  };
  return `${stableJson(file)}\n`;
}

/**
 * JSON indented by two spaces, with what is short on one line: an array of numbers or strings, and an object of
 * such (a colour's `$value`) that fits in 100 characters. Key order is the objects' own, so the same input gives the
 * same bytes.
 */
export function stableJson(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  const scalar = (item: unknown) => item === null || typeof item !== 'object';
  if (scalar(value)) return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(scalar)) return `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
    return `[\n${value.map((item) => `${inner}${stableJson(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const flat = entries.every(([, item]) => scalar(item) || (Array.isArray(item) && item.every(scalar)));
  if (flat) {
    const line = `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${stableJson(item)}`).join(', ')} }`;
    if (line.length + indent.length <= 100) return line;
  }
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${stableJson(item, inner)}`).join(',\n')}\n${indent}}`;
}

/** The theme the studio solves from `choices`. */
export function solveChoices(choices: StudioChoices): SolvedTheme {
  return solveTheme({ ...choices.colours, strictness: choices.strictness });
}

// ---------------------------------------------------------------------------------------------------------------
// Out: Tailwind CSS v4

/**
 * The theme as a Tailwind CSS v4 stylesheet, to put after `@import "tailwindcss"`.
 *
 * Why `@theme inline` over variables set per mode: a colour in a plain `@theme` block becomes a variable on `:root`
 * that the utility reads (`bg-pk-paper` is `var(--color-pk-paper)`), and a `var()` in it is worked out on `:root`,
 * so a `.dark` class lower down would not change it. With `inline`, the utility holds the `var(--pk-paper)` itself,
 * which each element reads where it is, so `.dark` (on `<html>` or any part of the page) switches the theme. The
 * `dark:` variant follows the same class (`@custom-variant dark`), as the kit's own site does. This is the shape
 * shadcn/ui's Tailwind v4 theme has too.
 */
export function tailwindTheme(solved: Pick<SolvedTheme, 'light' | 'dark'>, radius: number): string {
  const colours = Object.keys(paletteVariables(solved.light)).map(
    (variable) => `  --color-${variable.slice(2)}: var(${variable});`,
  );
  return [
    '@custom-variant dark (&:where(.dark, .dark *));',
    '',
    '@theme inline {',
    ...colours,
    '  --radius-pk-card: var(--pk-radius-card);',
    '}',
    '',
    themeCss(solved, radius),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// In

/** Something in the file that could not be read: where (a line, or a JSON path), what it says, and why. */
export interface ImportProblem {
  where: string;
  text: string;
  message: string;
}

export interface ImportResult {
  ok: true;
  format: 'paper-kit' | 'dtcg' | 'shadcn';
  /** The studio's choices: what the file gave, Paper Kit's for the rest. */
  choices: StudioChoices;
  /** What was read, in words: `primary from $.brand.primary`. */
  read: string[];
  /** The brand colours the file had a place for, and how many of them read. */
  coloursFound: number;
  coloursRead: number;
  /** What the file had no place for, in words: `info: not in the file; Paper Kit’s is kept`. */
  missing: string[];
  problems: ImportProblem[];
}

export interface ImportFailure {
  ok: false;
  error: string;
}

/** The summary the studio announces once. */
export function importSummary(result: ImportResult | ImportFailure): string {
  if (!result.ok) return result.error;
  const { coloursFound, coloursRead, problems } = result;
  const failed = coloursFound - coloursRead;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const colours =
    coloursFound === 0
      ? 'Found none of the brand colours; Paper Kit’s are kept'
      : `Imported ${coloursRead} of ${plural(coloursFound, 'colour')}`;
  if (problems.length === 0) return `${colours}.`;
  if (problems.length === failed) return `${colours}; ${failed} could not be read, listed below.`;
  return `${colours}; ${plural(problems.length, 'entry').replace('entrys', 'entries')} could not be read (${plural(failed, 'colour')}), listed below.`;
}

/** The brand colour, as a CSS colour the studio reads, or why not. */
function checkBrand(option: BrandOption, value: string): string | null {
  try {
    brandColourHex(option, value);
    return null;
  } catch (error) {
    return (error as Error).message.replace(/^\w+: /, '');
  }
}

/** A radius in pixels from a CSS length (`12px`, `0.625rem`, `0`), or why not. */
function readRadius(value: number, unit: string): { radius: number } | { error: string } {
  const px = unit === 'rem' ? value * 16 : unit === 'px' || (unit === '' && value === 0) ? value : null;
  if (px === null || !Number.isFinite(px)) return { error: 'not a length in px or rem' };
  const radius = Math.round(px);
  if (radius < radiusRange.min || radius > radiusRange.max) {
    return { error: `${radius} px is outside the studio’s ${radiusRange.min} to ${radiusRange.max} px` };
  }
  return { radius };
}

/**
 * A file's text read into the studio's choices: a DTCG file (ours, whose choices come back as they were; or
 * another's, whose colours are found by name) or a shadcn/ui `globals.css`. What could not be read is listed by
 * JSON path or line, and the rest is used; a file that is none of these, empty or too large is one error.
 */
export function importTokens(text: string): ImportResult | ImportFailure {
  if (text.length > maxImportBytes) {
    return {
      ok: false,
      error: 'The file is larger than 1 MB: a tokens file or a globals.css is far smaller.',
    };
  }
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'The file is empty.' };
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return { ok: false, error: `The file is not valid JSON: ${jsonErrorWhere(text, error as Error)}.` };
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
      return { ok: false, error: 'The file is JSON but not a tokens file: it is not an object of groups.' };
    }
    return usable(importDtcg(json as Record<string, unknown>));
  }
  if (/--[\w-]+\s*:/.test(text) && text.includes('{')) return usable(importShadcnCss(text));
  return {
    ok: false,
    error:
      'The file is neither JSON nor CSS: choose a design tokens file (.json) or a shadcn/ui globals.css.',
  };
}

/** A file in which nothing the studio looks for was found changes nothing: it is one error instead. */
function usable(result: ImportResult): ImportResult | ImportFailure {
  if (result.coloursFound > 0 || result.read.length > 0 || result.problems.length > 0) return result;
  const names =
    result.format === 'shadcn'
      ? '--primary, --destructive, --muted-foreground or --radius in :root'
      : 'colours named primary, brand, neutral, gray, info, success, warning, danger or destructive, nor a radius';
  return {
    ok: false,
    error: `The file has none of what the studio looks for (${names}); nothing was changed.`,
  };
}

/** Where JSON.parse stopped, as a line and column when the engine says a position. */
function jsonErrorWhere(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message);
  if (!position) return error.message;
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `it stops making sense at line ${line}, column ${column}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A JSON path for the list: `$.brand.primary.$value`, with brackets for names that are not plain. */
const jsonPath = (path: readonly string[]) =>
  `$${path.map((name) => (/^[\w$-]+$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`)).join('')}`;

/** A value shown in the list, cut short. */
const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/** The CSS function each DTCG colour space is written with. */
const cssSpaces: Record<string, (components: string[]) => string> = {
  srgb: (c) => `color(srgb ${c.join(' ')})`,
  'srgb-linear': (c) => `color(srgb-linear ${c.join(' ')})`,
  'display-p3': (c) => `color(display-p3 ${c.join(' ')})`,
  'a98-rgb': (c) => `color(a98-rgb ${c.join(' ')})`,
  'prophoto-rgb': (c) => `color(prophoto-rgb ${c.join(' ')})`,
  rec2020: (c) => `color(rec2020 ${c.join(' ')})`,
  'xyz-d65': (c) => `color(xyz-d65 ${c.join(' ')})`,
  'xyz-d50': (c) => `color(xyz-d50 ${c.join(' ')})`,
  hsl: ([h, s, l]) => `hsl(${h} ${s}% ${l}%)`,
  hwb: ([h, w, b]) => `hwb(${h} ${w}% ${b}%)`,
  lab: (c) => `lab(${c.join(' ')})`,
  lch: (c) => `lch(${c.join(' ')})`,
  oklab: (c) => `oklab(${c.join(' ')})`,
  oklch: (c) => `oklch(${c.join(' ')})`,
};

/**
 * A DTCG colour value as a CSS colour the studio reads, or why not. 2025.10's object (`colorSpace`, `components`,
 * `alpha`, `hex`); the sRGB hex where it is given, being exact; a string, as earlier drafts and Tokens Studio write.
 */
function dtcgColourCss(value: unknown): { css: string } | { error: string } {
  if (typeof value === 'string') return { css: value.trim() };
  if (!isObject(value)) return { error: 'not a colour value' };
  const { colorSpace, components, alpha, hex } = value;
  if (typeof colorSpace !== 'string') return { error: 'its colorSpace is missing' };
  const write = cssSpaces[colorSpace];
  if (!write) return { error: `the colour space "${colorSpace}" is not one the format defines` };
  if (alpha !== undefined && alpha !== 1) {
    return { error: `its alpha is ${shown(alpha)}: a brand colour must be opaque` };
  }
  if (colorSpace === 'srgb' && typeof hex === 'string' && /^#[0-9a-f]{6}$/i.test(hex)) {
    return { css: hex.toLowerCase() };
  }
  if (
    !Array.isArray(components) ||
    components.length !== 3 ||
    !components.every((c) => c === 'none' || (typeof c === 'number' && Number.isFinite(c)))
  ) {
    return { error: 'its components are not three numbers' };
  }
  return { css: write(components.map(String)) };
}

/** The names a file from elsewhere may give each brand colour, best first. */
export const dtcgNames: Record<BrandOption, readonly string[]> = {
  primary: ['primary', 'brand', 'accent'],
  neutral: ['neutral', 'gray', 'grey', 'default', 'base'],
  info: ['info', 'informative'],
  success: ['success', 'positive'],
  warning: ['warning', 'caution', 'attention'],
  danger: ['danger', 'destructive', 'error', 'negative', 'critical'],
};

/** Within a group of shades, the one that stands for the colour, best first. */
const standIns = ['$root', 'base', 'default', 'DEFAULT', 'solid', 'value', '500', '600', '400', '700'];

interface FoundToken {
  path: string[];
  type: string | undefined;
  value: unknown;
}

/** Every token of a DTCG tree, in document order, with its type (its own or its nearest group's). */
function collectTokens(
  node: Record<string, unknown>,
  path: string[],
  type: string | undefined,
): FoundToken[] {
  const ownType = typeof node.$type === 'string' ? node.$type : type;
  if ('$value' in node) return [{ path, type: ownType, value: node.$value }];
  return Object.entries(node).flatMap(([name, child]) =>
    name.startsWith('$') && name !== '$root'
      ? []
      : isObject(child)
        ? collectTokens(child, [...path, name], ownType)
        : [],
  );
}

/** An alias (`{group.token}`) followed to its value, or why not. */
function resolveAlias(
  value: unknown,
  tokens: ReadonlyMap<string, FoundToken>,
  depth = 0,
): { value: unknown } | { error: string } {
  if (typeof value !== 'string' || !/^\{[^{}]+\}$/.test(value)) return { value };
  const target = tokens.get(value.slice(1, -1));
  if (!target) return { error: `a reference to ${value}, which this file does not have` };
  if (depth > 16) return { error: `a reference to ${value} that goes round in a circle` };
  return resolveAlias(target.value, tokens, depth + 1);
}

function importDtcg(json: Record<string, unknown>): ImportResult {
  const problems: ImportProblem[] = [];
  const read: string[] = [];
  const missing: string[] = [];
  const ours = isObject(json.$extensions) ? json.$extensions[extensionKey] : undefined;
  if (isObject(ours) && isObject(ours.choices)) return importOurs(ours.choices);

  const tokens = collectTokens(json, [], undefined);
  const byPath = new Map(tokens.map((token) => [token.path.join('.'), token]));
  const colours = { ...paperKitChoices.colours };
  let found = 0;
  let good = 0;
  for (const { option } of brandOptions) {
    const token = findColour(tokens, option);
    if (!token) {
      missing.push(
        `${option}: no colour named ${dtcgNames[option].join(', ')}; Paper Kit’s ${paperKitChoices.colours[option]} is kept`,
      );
      continue;
    }
    found += 1;
    const where = jsonPath([...token.path, '$value']);
    const resolved = resolveAlias(token.value, byPath);
    const css = 'error' in resolved ? resolved : dtcgColourCss(resolved.value);
    const error = 'error' in css ? css.error : checkBrand(option, css.css);
    if (error !== null || 'error' in css) {
      problems.push({ where, text: shown(token.value), message: `${option}: ${error}` });
      continue;
    }
    colours[option] = css.css;
    good += 1;
    read.push(`${option} from ${jsonPath(token.path)}`);
  }
  let radius = paperKitChoices.radius;
  const radiusToken = findRadius(tokens);
  if (radiusToken) {
    const where = jsonPath([...radiusToken.path, '$value']);
    const resolved = resolveAlias(radiusToken.value, byPath);
    const length = 'error' in resolved ? resolved : dtcgLength(resolved.value);
    if ('error' in length)
      problems.push({ where, text: shown(radiusToken.value), message: `radius: ${length.error}` });
    else {
      radius = length.radius;
      read.push(`radius from ${jsonPath(radiusToken.path)}`);
    }
  } else missing.push(`radius: no dimension named radius; Paper Kit’s ${paperKitChoices.radius} px is kept`);
  return {
    ok: true,
    format: 'dtcg',
    choices: { colours, radius, strictness: paperKitChoices.strictness },
    read,
    coloursFound: found,
    coloursRead: good,
    missing,
    problems,
  };
}

/** The colour token a file from elsewhere gives `option`: by the names it may go by, shortest path first. */
function findColour(tokens: readonly FoundToken[], option: BrandOption): FoundToken | undefined {
  const colours = tokens.filter((token) => token.type === 'color' || token.type === undefined);
  for (const name of dtcgNames[option]) {
    const named = colours.filter((token) =>
      token.path.some((part) => part.toLowerCase() === name.toLowerCase()),
    );
    if (named.length === 0) continue;
    const rank = (token: FoundToken) => {
      const at = token.path.findIndex((part) => part.toLowerCase() === name.toLowerCase());
      const rest = token.path.slice(at + 1);
      if (rest.length === 0) return 0;
      const standIn = standIns.indexOf(rest[0] as string);
      return rest.length === 1 && standIn >= 0 ? 1 + standIn : 100 + rest.length;
    };
    return [...named].sort((a, b) => rank(a) - rank(b) || a.path.length - b.path.length)[0];
  }
  return undefined;
}

/** The radius token: a dimension under a name with `radius` in it, `card` first. */
function findRadius(tokens: readonly FoundToken[]): FoundToken | undefined {
  const radii = tokens.filter(
    (token) =>
      (token.type === 'dimension' || token.type === undefined) &&
      token.path.some((part) => /radius|radii|rounded/i.test(part)),
  );
  return radii.find((token) => token.path[token.path.length - 1] === 'card') ?? radii[0];
}

/** A DTCG dimension (`{ value, unit }`, or a string `12px` as earlier drafts write) as a radius. */
function dtcgLength(value: unknown): { radius: number } | { error: string } {
  if (typeof value === 'string') {
    const match = /^(-?[\d.]+)(px|rem|)$/.exec(value.trim());
    if (!match) return { error: 'not a length in px or rem' };
    return readRadius(Number(match[1]), match[2] as string);
  }
  if (isObject(value) && typeof value.value === 'number' && typeof value.unit === 'string') {
    return readRadius(value.value, value.unit);
  }
  return { error: 'not a dimension ({ "value": 12, "unit": "px" })' };
}

/** Our own file: the choices it carries, each checked. */
function importOurs(choices: Record<string, unknown>): ImportResult {
  const base = [`$extensions`, extensionKey, 'choices'];
  const problems: ImportProblem[] = [];
  const read: string[] = [];
  const missing: string[] = [];
  const colours = { ...paperKitChoices.colours };
  const given = isObject(choices.colours) ? choices.colours : {};
  let found = 0;
  let good = 0;
  for (const { option } of brandOptions) {
    const value = given[option];
    if (value === undefined) {
      missing.push(`${option}: not in the file; Paper Kit’s ${paperKitChoices.colours[option]} is kept`);
      continue;
    }
    found += 1;
    const where = jsonPath([...base, 'colours', option]);
    const error = typeof value === 'string' ? checkBrand(option, value) : 'not a colour written as text';
    if (error !== null) {
      problems.push({ where, text: shown(value), message: `${option}: ${error}` });
      continue;
    }
    colours[option] = value as string;
    good += 1;
    read.push(`${option} from ${where}`);
  }
  let radius = paperKitChoices.radius;
  if (choices.radius !== undefined) {
    const where = jsonPath([...base, 'radius']);
    const value = choices.radius;
    if (
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= radiusRange.min &&
      value <= radiusRange.max
    ) {
      radius = value;
      read.push(`radius from ${where}`);
    } else {
      problems.push({
        where,
        text: shown(value),
        message: `radius: not a whole number of pixels from ${radiusRange.min} to ${radiusRange.max}`,
      });
    }
  }
  let strictness = paperKitChoices.strictness;
  if (choices.strictness !== undefined) {
    const where = jsonPath([...base, 'strictness']);
    if (choices.strictness === 'AA' || choices.strictness === 'AAA') {
      strictness = choices.strictness;
      read.push(`contrast level from ${where}`);
    } else problems.push({ where, text: shown(choices.strictness), message: 'strictness: not AA or AAA' });
  }
  return {
    ok: true,
    format: 'paper-kit',
    choices: { colours, radius, strictness },
    read,
    coloursFound: found,
    coloursRead: good,
    missing,
    problems,
  };
}

/** shadcn/ui's variables that seed the studio's brand options, best first. */
export const shadcnSeeds: Record<BrandOption, readonly string[]> = {
  primary: ['--primary'],
  neutral: ['--muted-foreground'],
  info: ['--info'],
  success: ['--success'],
  warning: ['--warning'],
  danger: ['--destructive', '--danger'],
};

interface Declaration {
  line: number;
  text: string;
  name: string;
  value: string;
}

/**
 * A shadcn/ui `globals.css`: `:root`'s `--primary`, `--destructive`, `--muted-foreground` (the neutral's hue and
 * warmth) and `--info`, `--success`, `--warning` where a theme adds them, and `--radius`. `.dark`'s colours are not
 * read: the studio solves the dark theme from the brand. A `var()` to a variable `:root` sets is followed.
 */
function importShadcnCss(text: string): ImportResult {
  // Comments blanked, keeping every line where it is.
  const source = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const lines = source.split('\n');
  const originals = text.split('\n');
  const problems: ImportProblem[] = [];
  const root = new Map<string, Declaration>();
  const stack: string[] = [];
  lines.forEach((raw, index) => {
    let rest = raw;
    // Each piece of the line: a selector opening a block, a declaration, a closing brace.
    while (rest.trim() !== '') {
      const open = rest.indexOf('{');
      const close = rest.indexOf('}');
      const semi = rest.indexOf(';');
      const next = [open, close, semi].filter((at) => at >= 0);
      const at = next.length > 0 ? Math.min(...next) : -1;
      const piece = (at >= 0 ? rest.slice(0, at) : rest).trim();
      const within = stack[stack.length - 1];
      if (at === open && open >= 0) {
        stack.push(piece);
      } else if (piece !== '' && (within === ':root' || within === '.dark')) {
        const declaration = /^(--[\w-]+)\s*:\s*(.+)$/s.exec(piece);
        if (!declaration) {
          problems.push({
            where: `line ${index + 1}`,
            text: (originals[index] ?? '').trim(),
            message: `not a custom property (--name: value) in ${within}`,
          });
        } else if (within === ':root') {
          const [, name = '', value = ''] = declaration;
          root.set(name, {
            line: index + 1,
            text: (originals[index] ?? '').trim(),
            name,
            value: value.trim(),
          });
        }
      }
      if (at === close && close >= 0) stack.pop();
      rest = at >= 0 ? rest.slice(at + 1) : '';
    }
  });

  const read: string[] = [];
  const missing: string[] = [];
  const colours = { ...paperKitChoices.colours };
  let found = 0;
  let good = 0;
  for (const { option } of brandOptions) {
    const declaration = shadcnSeeds[option].map((name) => root.get(name)).find(Boolean);
    if (!declaration) {
      missing.push(
        `${option}: ${shadcnSeeds[option].join(' or ')} is not in :root; Paper Kit’s ${paperKitChoices.colours[option]} is kept`,
      );
      continue;
    }
    found += 1;
    const value = followVar(declaration.value, root);
    const error = 'error' in value ? value.error : checkBrand(option, value.css);
    if (error !== null || 'error' in value) {
      problems.push({
        where: `line ${declaration.line}`,
        text: declaration.text,
        message: `${option}: ${error}`,
      });
      continue;
    }
    colours[option] = value.css;
    good += 1;
    read.push(`${option} from ${declaration.name} (line ${declaration.line})`);
  }
  let radius = paperKitChoices.radius;
  const radiusDeclaration = root.get('--radius');
  if (radiusDeclaration) {
    const match = /^(-?[\d.]+)(px|rem|)$/.exec(radiusDeclaration.value);
    const length = match
      ? readRadius(Number(match[1]), match[2] as string)
      : { error: 'not a length in px or rem' };
    if ('error' in length) {
      problems.push({
        where: `line ${radiusDeclaration.line}`,
        text: radiusDeclaration.text,
        message: `radius: ${length.error}`,
      });
    } else {
      radius = length.radius;
      read.push(`radius from --radius (line ${radiusDeclaration.line})`);
    }
  } else missing.push(`radius: --radius is not in :root; Paper Kit’s ${paperKitChoices.radius} px is kept`);
  problems.sort((a, b) => Number(a.where.slice(5)) - Number(b.where.slice(5)));
  return {
    ok: true,
    format: 'shadcn',
    choices: { colours, radius, strictness: paperKitChoices.strictness },
    read,
    coloursFound: found,
    coloursRead: good,
    missing,
    problems,
  };
}

/**
 * A shadcn value as a CSS colour: `var(--x)` followed within `:root`; shadcn's older bare HSL channels
 * (`222.2 47.4% 11.2%`) put in `hsl()`.
 */
function followVar(
  value: string,
  root: ReadonlyMap<string, Declaration>,
  depth = 0,
): { css: string } | { error: string } {
  const reference = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/.exec(value);
  if (reference) {
    const [, name = '', fallback] = reference;
    const target = root.get(name);
    if (target && depth < 16) return followVar(target.value, root, depth + 1);
    if (fallback) return followVar(fallback.trim(), root, depth + 1);
    return { error: `a reference to another variable (${name}) that :root does not set, not a colour` };
  }
  if (/^-?[\d.]+(deg)?\s+[\d.]+%\s+[\d.]+%$/.test(value)) return { css: `hsl(${value})` };
  return { css: value };
}
