import {
  semanticColors,
  type CodePalette,
  type SemanticColor,
  type SemanticShades,
  type ThemePalette,
} from '../design-tokens';
import { exemptDisabled, over, type ColourPairOf, type PairColourOf, type PairKind } from './contrast';

/**
 * Every foreground/background pair of colours the kit and the site draw, with the WCAG 2.2 success criterion it
 * falls under. One list, read by the theme solver (which picks shades until every pair passes), by the unit tests
 * (which hold Paper Kit's own palettes to it) and by any report of a theme's contrast.
 *
 * A pair names tokens of a `ThemePalette` by path (`'paper'`, `'semantic.primary.solid'`, `'code.keyword'`), never
 * colours, so the same list reads the light palette, the dark one or a solved one. Where the kit draws one colour
 * through another (a hover tint `bg-current/10`, a disabled control's opacity, a fill mixed with black by
 * `color-mix(in srgb, …)`, which is the same blend), the pair says so, and the colour is worked out as the browser
 * paints it: the channels of sRGB, blended.
 *
 * Left out: text over artwork (the heroes' pictures, the landing page's veiled photo, a carousel's caption), whose
 * background is not one colour; the browser tests check those with axe on the rendered page. Decorative lines
 * (`border-pk-border` between sections, a tooltip's ring) carry no information and have no target.
 *
 * Nor is a slider's thumb paired with the range under it: the thumb, a white disc 20 px across on a bar 8 px
 * thick, shows most of its outline against the page, where its `border-pk-border-strong` passes ("control boundary")
 * and marks both the thumb and where it stands, so the two short arcs crossing the range (white on the dark theme's
 * warning range is 1.6:1) are not what identifies it, and WCAG 1.4.11 asks for what identifies a control, not for
 * every pixel of its edge.
 */

type SurfaceToken = Exclude<keyof ThemePalette, 'semantic' | 'code'>;

/** A token of a `ThemePalette`, by its path. */
export type TokenPath =
  SurfaceToken | `semantic.${SemanticColor}.${keyof SemanticShades}` | `code.${keyof CodePalette}`;

/**
 * A colour a pair reads: a token; `'white'` or `'black'` where a class names one (`bg-black/15`); or a colour
 * painted at an opacity over another (`hover:bg-pk-danger/90` over the page, `opacity-60` on a disabled control).
 */
export type PairColour = PairColourOf<TokenPath>;

/** A pair of the kit's own colours. */
export type ColourPair = ColourPairOf<TokenPath>;

/** The colour of `path` in `palette`. */
export function tokenColour(palette: ThemePalette, path: TokenPath): string {
  const [group, name, shade] = path.split('.') as [string, string?, string?];
  if (group === 'semantic') return palette.semantic[name as SemanticColor][shade as keyof SemanticShades];
  if (group === 'code') return palette.code[name as keyof CodePalette];
  return palette[group as SurfaceToken];
}

const pageSurfaces = [
  ['paper', 'paper'],
  ['surface', 'a card, dialog, menu, popover or field (surface)'],
  ['surfaceMuted', 'the muted band and a read-only field (muted surface)'],
] as const satisfies readonly (readonly [SurfaceToken, string])[];

const onEachSurface = (name: string, kind: PairKind, foreground: PairColour, where: string): ColourPair[] =>
  pageSurfaces.map(([surface, on]) => ({
    name: `${name} on ${surface === 'surfaceMuted' ? 'muted surface' : surface}`,
    kind,
    foreground,
    background: surface,
    where: `${where}; on ${on}`,
  }));

/** The pairs of one semantic colour: its fill and the text on it, its text colour, its soft tint and its edge. */
function tonePairs(tone: SemanticColor): ColourPair[] {
  const shade = (name: keyof SemanticShades): TokenPath => `semantic.${tone}.${name}`;
  const [solid, onSolid, text, soft, edge] = [
    shade('solid'),
    shade('onSolid'),
    shade('text'),
    shade('soft'),
    shade('edge'),
  ];
  const pairs: ColourPair[] = [
    {
      name: `${tone}: text on its fill`,
      kind: 'text',
      foreground: onSolid,
      background: solid,
      where:
        'a solid button, an outline button on hover, an alert, a label, a navbar, a progress bar, the current page, a highlighted menu item; a check mark, an alert’s dismiss icon, a navbar’s focus ring, and its search field’s border, text and placeholder (`placeholder:text-current`)',
    },
    {
      name: `${tone}: text on its darkened fill`,
      kind: 'text',
      foreground: onSolid,
      background: over('black', 0.15, solid),
      where:
        'a solid button on hover (`hover:bg-pk-tone-hover`, the fill mixed with 15 % black in sRGB, which is black at 15 % over it), a striped progress bar’s label over a stripe',
    },
    ...onEachSurface(
      `${tone}: text colour`,
      'text',
      text,
      'a link, an outline or link button, a page in the pagination, a card’s category, a field’s message, the selected tab; also a border or state indicator in it (an outline button’s, a success or error field’s, the selected tab’s underline, the current slide’s dot)',
    ),
    {
      name: `${tone}: text colour on its soft tint`,
      kind: 'text',
      foreground: text,
      background: soft,
      where:
        'a page in the pagination on hover, a feature tile, the documentation’s current page, the icon gallery’s copy notice',
    },
    ...onEachSurface(
      `${tone}: a solid control’s edge`,
      'boundary',
      edge,
      'a solid button’s border, the current page, a checked box or radio, the slider’s range on its track',
    ),
    {
      name: `${tone}: a disabled solid button`,
      kind: 'text',
      foreground: over(onSolid, 0.6, 'paper'),
      background: over(solid, 0.6, 'paper'),
      where: 'a disabled solid button (`opacity-60`) on paper',
      exempt: exemptDisabled,
    },
    {
      name: `${tone}: a disabled outline or link button`,
      kind: 'text',
      foreground: over(text, 0.6, 'paper'),
      background: 'paper',
      where: 'a disabled outline or link button (`opacity-60`) on paper',
      exempt: exemptDisabled,
    },
    {
      name: `${tone}: a disabled page link`,
      kind: 'text',
      foreground: over(text, 0.5, 'paper'),
      background: 'paper',
      where:
        'the pagination’s previous or next link where there is none (`aria-disabled:opacity-50`) on paper',
      exempt: exemptDisabled,
    },
  ];
  if (tone !== 'default' && tone !== 'primary') {
    pairs.push({
      name: `${tone}: an alert’s dismiss icon on hover`,
      kind: 'boundary',
      foreground: onSolid,
      background: over(onSolid, 0.15, solid),
      where: 'the dismiss (×) button of an alert, on hover (`hover:bg-current/15`)',
    });
  }
  if (tone === 'primary') {
    pairs.push({
      name: 'primary: its fill on surface',
      kind: 'boundary',
      foreground: solid,
      background: 'surface',
      where: 'the calendar’s selected day, whose fill marks it, in the date picker’s popover',
    });
  }
  if (tone === 'danger') {
    pairs.push(
      {
        name: 'danger: text on its fill, on hover over surface',
        kind: 'text',
        foreground: onSolid,
        background: over(solid, 0.9, 'surface'),
        where:
          'the navbar’s external link on hover (`hover:bg-pk-danger/90`), on the opaque navbar and side menu',
      },
      {
        name: 'danger: text on its fill, on hover over the hero',
        kind: 'text',
        foreground: onSolid,
        background: over(solid, 0.9, 'hero'),
        where: 'the navbar’s external link on hover, on the transparent navbar over a hero',
      },
      {
        name: 'danger: a solid control’s edge on the hero',
        kind: 'boundary',
        foreground: edge,
        background: 'hero',
        where: 'the contact form’s and sign-up card’s solid danger buttons',
      },
      {
        name: 'danger: an error field’s border on its tint',
        kind: 'boundary',
        foreground: text,
        background: soft,
        where:
          'a field in the error state (`border-pk-danger-text bg-pk-danger-soft`), the copy notice’s frame',
      },
      {
        name: 'danger: ink on its soft tint',
        kind: 'text',
        foreground: 'ink',
        background: soft,
        where: 'the text typed in a field in the error state',
      },
      {
        name: 'danger: muted text on its soft tint',
        kind: 'text',
        foreground: 'muted',
        background: soft,
        where: 'the placeholder of a field in the error state',
      },
      {
        name: 'danger: focus ring on its soft tint',
        kind: 'focus',
        foreground: 'ring',
        background: soft,
        where: 'the Dismiss button inside the icon gallery’s copy notice',
      },
    );
  }
  return pairs;
}

const codeTokens = ['ink', 'comment', 'keyword', 'string', 'number', 'type', 'tag', 'attribute'] as const;

/** Every pair, in the order a report lists them: the page's neutrals, the hero, source listings, then each tone. */
export const colourPairs: readonly ColourPair[] = [
  ...onEachSurface(
    'ink',
    'text',
    'ink',
    'body text, headings, a field’s text, a menu item, the switch’s OFF, a slider’s value tooltip',
  ),
  ...onEachSurface(
    'muted text',
    'text',
    'muted',
    'a description, a placeholder, an input group’s icon, a weekday, an outside day, the pagination’s ellipsis, an inactive tab, the dialog’s close icon',
  ),
  {
    name: 'ink on its hover tint over surface',
    kind: 'text',
    foreground: 'ink',
    background: over('ink', 0.1, 'surface'),
    where:
      'the footer’s and side menu’s links, the side menu’s close button, the theme toggle, on hover (`hover:bg-current/10`)',
  },
  ...onEachSurface(
    'control boundary',
    'boundary',
    'borderStrong',
    'a field, a checkbox or radio, the switch, the slider’s and progress bar’s tracks, a slider’s thumb, the switch’s knob',
  ),
  {
    name: 'control boundary on the hero',
    kind: 'boundary',
    foreground: 'borderStrong',
    background: 'hero',
    where: 'the fields of the contact form and the sign-up card',
  },
  ...onEachSurface('focus ring', 'focus', 'ring', 'every focusable part (`pk-focus-ring`)'),
  {
    name: 'focus ring on a source listing',
    kind: 'focus',
    foreground: 'ring',
    background: 'code.background',
    where: 'a copy button inside a listing',
  },
  {
    name: 'hero ink on the hero',
    kind: 'text',
    foreground: 'heroInk',
    background: 'hero',
    where:
      'the heroes, dark blocks (contact form, sign-up card), tooltips, the copy notice, the transparent navbar and its search field’s text and placeholder (`placeholder:text-current`)',
  },
  {
    name: 'hero on hero ink',
    kind: 'text',
    foreground: 'hero',
    background: 'heroInk',
    where: 'a neutral solid button on a dark surface (`bg-pk-hero-ink text-pk-hero`)',
  },
  {
    name: 'hero on darkened hero ink',
    kind: 'text',
    foreground: 'hero',
    background: over('black', 0.15, 'heroInk'),
    where:
      'a neutral solid button on hover (`hover:bg-[color-mix(in_srgb,var(--pk-hero-ink)_85%,black)]`, black at 15 % over hero ink)',
  },
  {
    name: 'hero ink on its hover tint over the hero',
    kind: 'text',
    foreground: 'heroInk',
    background: over('heroInk', 0.1, 'hero'),
    where: 'a neutral outline button and the transparent navbar’s links on hover (`hover:bg-current/10`)',
  },
  {
    name: 'focus ring on the hero',
    kind: 'focus',
    foreground: 'heroRing',
    background: 'hero',
    where: 'every focusable part on a dark surface (`data-surface="dark"` swaps the ring)',
  },
  ...codeTokens.map((token): ColourPair => ({
    name: `source listing: ${token} on its background`,
    kind: 'text',
    foreground: `code.${token}`,
    background: 'code.background',
    where:
      token === 'ink'
        ? 'a listing’s plain text and file name, a command to copy'
        : token === 'comment'
          ? 'a listing’s comments and line numbers'
          : `a listing’s highlighted ${token === 'attribute' ? 'attributes' : `${token}s`}`,
  })),
  {
    name: 'a disabled field',
    kind: 'text',
    foreground: over('ink', 0.7, 'paper'),
    background: over('surfaceMuted', 0.7, 'paper'),
    where: 'a disabled field’s text (`disabled:bg-pk-surface-muted disabled:opacity-70`) on paper',
    exempt: exemptDisabled,
  },
  {
    name: 'a disabled control’s boundary',
    kind: 'boundary',
    foreground: over('borderStrong', 0.6, 'paper'),
    background: 'paper',
    where: 'a disabled checkbox, radio or switch (`opacity-60`) on paper',
    exempt: exemptDisabled,
  },
  {
    name: 'a disabled day',
    kind: 'text',
    foreground: over('ink', 0.5, 'surface'),
    background: 'surface',
    where: 'a day the calendar does not allow (`opacity-50`)',
    exempt: exemptDisabled,
  },
  ...semanticColors.flatMap(tonePairs),
];
