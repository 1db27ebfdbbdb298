import { OKLCH, sRGB, to, toGamut } from 'colorjs.io/fn';
import type { ColorScheme, ThemePalette } from '../design-tokens';
import {
  exemptDisabled,
  formatRatio,
  measurePairs,
  over,
  pairTarget,
  readShade,
  type ColourPairOf,
  type PairResultOf,
  type Strictness,
} from './contrast';
import { indexPairs, lchOf, nearestByScan, Settling } from './engine';
import type { SolvedTheme } from './solve';

/**
 * shadcn/ui's colour variables, in the order its themes list them (the "new-york-v4" registry's base colours,
 * `apps/v4/registry/themes.ts` in shadcn-ui/ui), without `--radius`. Tailwind v4's new-york-v4 components have no
 * `destructive-foreground`: they write `text-white` on `bg-destructive`.
 */
export const shadcnTokenNames = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'accent',
  'accent-foreground',
  'destructive',
  'border',
  'input',
  'ring',
  'chart-1',
  'chart-2',
  'chart-3',
  'chart-4',
  'chart-5',
  'sidebar',
  'sidebar-foreground',
  'sidebar-primary',
  'sidebar-primary-foreground',
  'sidebar-accent',
  'sidebar-accent-foreground',
  'sidebar-border',
  'sidebar-ring',
] as const;

/** One of shadcn/ui's colour variables, without its `--`. */
export type ShadcnToken = (typeof shadcnTokenNames)[number];

/** A value for every shadcn/ui colour variable: CSS colours, `oklch(…)` in what `shadcnTheme` returns. */
export type ShadcnTokens = Record<ShadcnToken, string>;

/**
 * A pair shadcn/ui's components draw, over its variables. Beside `ColourPairOf`'s fields:
 * - `theme`: the pair is drawn only in that theme (a `dark:` class, or a light class a `dark:` one replaces);
 * - `relaxed`: at AAA, in that theme, the pair is held to AA's target, for the reason given (two of shadcn's
 *   classes ask opposite things of one variable, and no colour gives both the AAA ratio);
 * - `unenforced`: why the pair, though WCAG asks for it, is measured and reported but not enforced: no value of
 *   the variables can make it pass (a class's own opacity), or passing would need a decorative colour to turn
 *   into a strong one. The fix is in the component's classes.
 */
export interface ShadcnPair extends ColourPairOf<ShadcnToken> {
  theme?: ColorScheme;
  relaxed?: { theme: ColorScheme; why: string };
  unenforced?: string;
}

const ui = (file: string) => `apps/v4/registry/new-york-v4/ui/${file}.tsx`;

/** Where shadcn/ui paints its surfaces: the page, a card (and the alert), a popover (menus, selects, toasts). */
const surfaces = [
  ['background', 'the page, a dialog, a sheet, a drawer'],
  ['card', 'a card or an alert'],
  ['popover', 'a popover, menu, select, command or toast'],
] as const satisfies readonly (readonly [ShadcnToken, string])[];

const onSurfaces = (
  name: string,
  kind: ShadcnPair['kind'],
  foreground: ShadcnToken,
  where: string,
  extra: Partial<ShadcnPair> = {},
): ShadcnPair[] =>
  surfaces.map(([surface, on]) => ({
    name: `${name} on ${surface}`,
    kind,
    foreground,
    background: surface,
    where: `${where}; on ${on}`,
    ...extra,
  }));

const exemptDecorative = 'decorative: a line between regions carries no information (WCAG 1.4.11)';

const destructiveInDark = {
  theme: 'dark',
  why: 'in dark mode `destructive` is the fill of a button under `text-white` at 60% (`dark:bg-destructive/60`) and the colour of error text on the dark surfaces: the fill needs it dark, the text light, and no lightness gives both 7:1 (for most hues not even 7:1 text with 4.5:1 under white), so both are held to AA',
} as const;

/**
 * Every foreground/background pair shadcn/ui's new-york-v4 components draw with its colour variables (read from
 * `apps/v4/registry/new-york-v4/ui/*.tsx` in shadcn-ui/ui and the registry's base styles), with its kind, WCAG
 * target and where it is drawn. Opacity modifiers are blends (`bg-primary/90` over the page); a `dark:` class
 * gives a dark-only pair. A pair WCAG does not require is `exempt`; one it requires that no variable can satisfy is
 * `unenforced`. Left out: the chat components' tinted bubble (`oklch(from var(--primary) 0.93 …)`, a colour
 * computed in CSS) and the overlay `bg-black/50` under dialogs, which is not behind any text.
 */
export const shadcnPairs: readonly ShadcnPair[] = [
  // The page's text.
  {
    name: 'foreground on background',
    kind: 'text',
    foreground: 'foreground',
    background: 'background',
    where: `body text (the registry's base \`body { @apply bg-background text-foreground }\`), a field's text, a ghost or outline button, a dialog's title (${ui('dialog')}, ${ui('input')}, ${ui('button')})`,
  },
  {
    name: 'card-foreground on card',
    kind: 'text',
    foreground: 'card-foreground',
    background: 'card',
    where: `a card's and an alert's text (\`bg-card text-card-foreground\`, ${ui('card')}, ${ui('alert')})`,
  },
  {
    name: 'popover-foreground on popover',
    kind: 'text',
    foreground: 'popover-foreground',
    background: 'popover',
    where: `a popover's, menu's, select's, command's, hover card's and toast's text (${ui('popover')}, ${ui('dropdown-menu')}, ${ui('select')}, ${ui('command')}, ${ui('sonner')})`,
  },
  {
    name: 'foreground on muted',
    kind: 'text',
    foreground: 'foreground',
    background: 'muted',
    where: `a selected table row (\`data-[state=selected]:bg-muted\`, ${ui('table')}), a combobox chip, an empty state's icon (${ui('combobox')}, ${ui('empty')})`,
  },
  {
    name: 'foreground on muted/50 over background',
    kind: 'text',
    foreground: 'foreground',
    background: over('muted', 0.5, 'background'),
    where: `a table row on hover and the table's footer (\`hover:bg-muted/50\`, \`bg-muted/50\`, ${ui('table')}), a muted item (${ui('item')})`,
  },
  {
    name: 'background on foreground',
    kind: 'text',
    foreground: 'background',
    background: 'foreground',
    where: `a tooltip (\`bg-foreground text-background\`, ${ui('tooltip')})`,
  },
  {
    name: 'background on background/20 over foreground',
    kind: 'text',
    foreground: 'background',
    background: over('background', 0.2, 'foreground'),
    where: `a keyboard key inside a tooltip (\`bg-background/20 text-background\`, ${ui('kbd')}); dark mode's \`/10\` is darker still`,
  },
  // Muted text.
  ...onSurfaces(
    'muted-foreground',
    'text',
    'muted-foreground',
    `a description, a placeholder, a label in a menu, a shortcut, a menu item's icon, a calendar's weekday and outside day, a breadcrumb, an accordion's chevron (${ui('card')}, ${ui('dialog')}, ${ui('form')}, ${ui('input')}, ${ui('dropdown-menu')}, ${ui('select')}, ${ui('calendar')}, ${ui('breadcrumb')}, ${ui('accordion')})`,
  ),
  {
    name: 'muted-foreground on muted',
    kind: 'text',
    foreground: 'muted-foreground',
    background: 'muted',
    where: `a keyboard key (\`bg-muted text-muted-foreground\`, ${ui('kbd')}), an avatar's fallback (${ui('avatar')}), a toggle on hover (\`hover:bg-muted hover:text-muted-foreground\`, ${ui('toggle')}), the tabs' inactive labels in dark mode (${ui('tabs')})`,
  },
  {
    name: 'muted-foreground on accent',
    kind: 'text',
    foreground: 'muted-foreground',
    background: 'accent',
    where: `an outside day inside a selected range (\`aria-selected:text-muted-foreground\` on \`bg-accent\`, ${ui('calendar')}), the dialog's close icon while open (\`data-[state=open]:bg-accent data-[state=open]:text-muted-foreground\`, ${ui('dialog')}), a highlighted command item's icon (${ui('command')})`,
  },
  // Fields, in dark mode filled with `bg-input/30`.
  {
    name: 'foreground on a dark field',
    kind: 'text',
    foreground: 'foreground',
    background: over('input', 0.3, 'background'),
    theme: 'dark',
    where: `a field's text, an outline button's label (\`dark:bg-input/30\`, ${ui('input')}, ${ui('textarea')}, ${ui('select')}, ${ui('button')})`,
  },
  {
    name: 'muted-foreground on a dark field',
    kind: 'text',
    foreground: 'muted-foreground',
    background: over('input', 0.3, 'background'),
    theme: 'dark',
    where: `a field's placeholder (\`placeholder:text-muted-foreground dark:bg-input/30\`, ${ui('input')}, ${ui('textarea')}, ${ui('select')})`,
  },
  {
    name: 'foreground on a dark field in a card',
    kind: 'text',
    foreground: 'foreground',
    background: over('input', 0.3, 'card'),
    theme: 'dark',
    where: `a field's text in a card (\`dark:bg-input/30\`, ${ui('input')})`,
  },
  {
    name: 'muted-foreground on a dark field in a card',
    kind: 'text',
    foreground: 'muted-foreground',
    background: over('input', 0.3, 'card'),
    theme: 'dark',
    where: `a field's placeholder in a card (${ui('input')})`,
  },
  {
    name: 'accent-foreground on a dark field on hover',
    kind: 'text',
    foreground: 'accent-foreground',
    background: over('input', 0.5, 'background'),
    theme: 'dark',
    where: `an outline button and a select's trigger on hover (\`dark:hover:bg-input/50\`, ${ui('button')}, ${ui('select')}, ${ui('native-select')})`,
  },
  // Control boundaries.
  ...onSurfaces(
    'input',
    'boundary',
    'input',
    `the border of a field, a checkbox, a radio, a select, an OTP slot, an outline toggle, and of an outline button in dark mode (\`border-input\`, ${ui('input')}, ${ui('textarea')}, ${ui('checkbox')}, ${ui('radio-group')}, ${ui('select')}, ${ui('input-otp')}, ${ui('toggle')}, ${ui('button')}); also the switch's unchecked track and, in light mode, its knob on it (\`data-[state=unchecked]:bg-input\`, \`bg-background\`, ${ui('switch')})`,
  ),
  {
    name: 'unchecked switch track on background',
    kind: 'boundary',
    foreground: over('input', 0.8, 'background'),
    background: 'background',
    theme: 'dark',
    where: `the switch's unchecked track (\`dark:data-[state=unchecked]:bg-input/80\`, ${ui('switch')})`,
  },
  {
    name: 'switch knob on its unchecked track',
    kind: 'boundary',
    foreground: 'foreground',
    background: over('input', 0.8, 'background'),
    theme: 'dark',
    where: `the unchecked switch's knob (\`dark:data-[state=unchecked]:bg-foreground\`, ${ui('switch')})`,
  },
  {
    name: 'border between regions',
    kind: 'boundary',
    foreground: 'border',
    background: 'background',
    where: `the default border of everything (\`* { @apply border-border }\`): a card's edge, a separator, a table's rows, a menu's separator, a light outline button (${ui('card')}, ${ui('separator')}, ${ui('table')}, ${ui('button')})`,
    exempt: `${exemptDecorative}; an outline button's label identifies it without its border`,
  },
  {
    name: 'resizable handle on background',
    kind: 'boundary',
    foreground: 'border',
    background: 'background',
    where: `a resizable panel's handle (\`bg-border\`, ${ui('resizable')})`,
    unenforced:
      'the handle is a control drawn in the decorative `border` colour; holding `border` to 3:1 would darken every divider, so an app that relies on the handle should give it a stronger class',
  },
  // Primary.
  {
    name: 'primary-foreground on primary',
    kind: 'text',
    foreground: 'primary-foreground',
    background: 'primary',
    where: `a default button and badge, a selected day, an avatar's badge, a primary bubble, selected text (\`bg-primary text-primary-foreground\`, ${ui('button')}, ${ui('badge')}, ${ui('calendar')}, ${ui('avatar')}, ${ui('bubble')}, ${ui('input')}); a checked checkbox's mark (${ui('checkbox')}); the checked switch's knob in dark mode (\`dark:data-[state=checked]:bg-primary-foreground\`, ${ui('switch')})`,
  },
  {
    name: 'primary-foreground on primary/90 over background',
    kind: 'text',
    foreground: 'primary-foreground',
    background: over('primary', 0.9, 'background'),
    where: `a default button and a link badge on hover (\`hover:bg-primary/90\`, ${ui('button')}, ${ui('badge')})`,
  },
  {
    name: 'primary-foreground on primary/80 over background',
    kind: 'text',
    foreground: 'primary-foreground',
    background: over('primary', 0.8, 'background'),
    where: `a primary bubble that is a link or button, on hover (\`hover:bg-primary/80\`, ${ui('bubble')})`,
  },
  ...onSurfaces(
    'primary as text',
    'text',
    'primary',
    `a link button and a link badge (\`text-primary\`, ${ui('button')}, ${ui('badge')}); a description's link on hover (\`[&>a:hover]:text-primary\`, ${ui('field')}, ${ui('empty')}, ${ui('item')}); also, as a boundary, a checked checkbox's and switch's fill, a radio's dot and the slider's thumb border (${ui('checkbox')}, ${ui('switch')}, ${ui('radio-group')}, ${ui('slider')})`,
  ),
  {
    name: 'checked switch knob on its track',
    kind: 'boundary',
    foreground: 'background',
    background: 'primary',
    theme: 'light',
    where: `the checked switch's knob (\`bg-background\` on \`data-[state=checked]:bg-primary\`, ${ui('switch')})`,
  },
  {
    name: 'radio dot on a dark field',
    kind: 'boundary',
    foreground: 'primary',
    background: over('input', 0.3, 'background'),
    theme: 'dark',
    where: `a checked radio's dot (\`fill-primary\` inside \`dark:bg-input/30\`, ${ui('radio-group')})`,
  },
  {
    name: 'slider range on its track',
    kind: 'boundary',
    foreground: 'primary',
    background: 'muted',
    where: `the slider's range against its track (\`bg-primary\` on \`bg-muted\`, ${ui('slider')})`,
  },
  {
    name: 'slider track on background',
    kind: 'boundary',
    foreground: 'muted',
    background: 'background',
    where: `the slider's track (\`bg-muted\`, ${ui('slider')})`,
    exempt:
      'the thumb (a `border-primary` ring) and the range show the value and where to drag; the empty track beyond them identifies nothing the thumb does not',
  },
  {
    name: 'progress indicator on its track',
    kind: 'boundary',
    foreground: 'primary',
    background: over('primary', 0.2, 'background'),
    where: `a progress bar's indicator against its track (\`bg-primary\` on \`bg-primary/20\`, ${ui('progress')})`,
  },
  // Secondary and accent.
  {
    name: 'secondary-foreground on secondary',
    kind: 'text',
    foreground: 'secondary-foreground',
    background: 'secondary',
    where: `a secondary button, badge and bubble (\`bg-secondary text-secondary-foreground\`, ${ui('button')}, ${ui('badge')}, ${ui('bubble')})`,
  },
  {
    name: 'secondary-foreground on secondary/80 over background',
    kind: 'text',
    foreground: 'secondary-foreground',
    background: over('secondary', 0.8, 'background'),
    where: `a secondary button on hover (\`hover:bg-secondary/80\`, ${ui('button')}); a link badge's \`/90\` is between the two`,
  },
  {
    name: 'accent-foreground on accent',
    kind: 'text',
    foreground: 'accent-foreground',
    background: 'accent',
    where: `a ghost or outline button on hover, a highlighted menu, select, command or combobox item, a toggle that is on, a day in a selected range, today, a navigation link on hover (\`bg-accent text-accent-foreground\`, ${ui('button')}, ${ui('dropdown-menu')}, ${ui('select')}, ${ui('command')}, ${ui('toggle')}, ${ui('calendar')}, ${ui('navigation-menu')})`,
  },
  {
    name: 'accent-foreground on accent/50 over background',
    kind: 'text',
    foreground: 'accent-foreground',
    background: over('accent', 0.5, 'background'),
    where: `a ghost button on hover in dark mode (\`dark:hover:bg-accent/50\`, ${ui('button')}), an open navigation trigger (\`data-[state=open]:bg-accent/50\`, ${ui('navigation-menu')})`,
  },
  {
    name: 'accent-foreground on accent/50 over popover',
    kind: 'text',
    foreground: 'accent-foreground',
    background: over('accent', 0.5, 'popover'),
    where: `the active navigation link in its menu (\`data-[active=true]:bg-accent/50\`, ${ui('navigation-menu')})`,
  },
  {
    name: 'foreground on accent/50 over background',
    kind: 'text',
    foreground: 'foreground',
    background: over('accent', 0.5, 'background'),
    where: `an item that is a link, on hover (\`[a]:hover:bg-accent/50\`, ${ui('item')})`,
  },
  // Tabs.
  {
    name: 'inactive tab on muted',
    kind: 'text',
    foreground: over('foreground', 0.6, 'muted'),
    background: 'muted',
    theme: 'light',
    where: `an inactive tab's label on the tab list (\`text-foreground/60\` on \`bg-muted\`, ${ui('tabs')}); dark mode's \`dark:text-muted-foreground\` is "muted-foreground on muted"`,
    relaxed: {
      theme: 'light',
      why: 'the label is the foreground at 60% over the tab list: even black text reaches only about 5.5:1 on a light muted, so AAA’s 7:1 is out of reach',
    },
  },
  {
    name: 'active tab in dark mode',
    kind: 'text',
    foreground: 'foreground',
    background: over('input', 0.3, 'muted'),
    theme: 'dark',
    where: `the active tab's label (\`dark:data-[state=active]:bg-input/30\` on the \`bg-muted\` list, ${ui('tabs')})`,
  },
  {
    name: 'active tab on the tab list',
    kind: 'boundary',
    foreground: 'background',
    background: 'muted',
    theme: 'light',
    where: `the active tab's fill against the list (\`data-[state=active]:bg-background\` on \`bg-muted\`, ${ui('tabs')})`,
    exempt:
      'a difference between two states of one component: WCAG 1.4.11 does not ask it to reach 3:1 (Understanding 1.4.11); the active label also turns from 60% to full foreground and gains a shadow',
  },
  // Destructive.
  {
    name: 'white on destructive',
    kind: 'text',
    foreground: 'white',
    background: 'destructive',
    theme: 'light',
    where: `a destructive button and badge (\`bg-destructive text-white\`, ${ui('button')}, ${ui('badge')}); in dark mode \`dark:bg-destructive/60\` replaces the fill`,
  },
  {
    name: 'white on destructive/90 over background',
    kind: 'text',
    foreground: 'white',
    background: over('destructive', 0.9, 'background'),
    theme: 'light',
    where: `a destructive button and link badge on hover (\`hover:bg-destructive/90\`, ${ui('button')}, ${ui('badge')}); in dark mode \`dark:bg-destructive/60\` comes later in Tailwind's order and wins`,
  },
  ...surfaces.slice(0, 2).map(([surface, on]): ShadcnPair => ({
    name: `white on destructive/60 over ${surface}`,
    kind: 'text',
    foreground: 'white',
    background: over('destructive', 0.6, surface),
    theme: 'dark',
    where: `a destructive button and badge in dark mode (\`dark:bg-destructive/60\`, ${ui('button')}, ${ui('badge')}); on ${on}`,
    relaxed: destructiveInDark,
  })),
  ...onSurfaces(
    'destructive as text',
    'text',
    'destructive',
    `a form's and a field's error message, an invalid label, a destructive menu item, a destructive alert's title (\`text-destructive\`, ${ui('form')}, ${ui('field')}, ${ui('dropdown-menu')}, ${ui('context-menu')}, ${ui('menubar')}, ${ui('alert')}); also, as a boundary, an invalid field's border (\`aria-invalid:border-destructive\`, ${ui('input')})`,
    { relaxed: destructiveInDark },
  ),
  {
    name: 'destructive alert description',
    kind: 'text',
    foreground: over('destructive', 0.9, 'card'),
    background: 'card',
    where: `a destructive alert's description (\`*:data-[slot=alert-description]:text-destructive/90\` on \`bg-card\`, ${ui('alert')})`,
    relaxed: destructiveInDark,
  },
  {
    name: 'destructive attachment caption',
    kind: 'text',
    foreground: over('destructive', 0.8, 'card'),
    background: 'card',
    where: `a failed attachment's caption (\`text-destructive/80\` on \`bg-card\`, ${ui('attachment')})`,
    relaxed: destructiveInDark,
  },
  {
    name: 'destructive menu item, highlighted',
    kind: 'text',
    foreground: 'destructive',
    background: over('destructive', 0.1, 'popover'),
    theme: 'light',
    where: `a destructive menu item with focus (\`focus:bg-destructive/10 focus:text-destructive\`, ${ui('dropdown-menu')}, ${ui('context-menu')}, ${ui('menubar')})`,
  },
  {
    name: 'destructive menu item, highlighted, in dark mode',
    kind: 'text',
    foreground: 'destructive',
    background: over('destructive', 0.2, 'popover'),
    theme: 'dark',
    where: `a destructive menu item with focus (\`dark:…:focus:bg-destructive/20\`, ${ui('dropdown-menu')}, ${ui('context-menu')}, ${ui('menubar')})`,
    relaxed: destructiveInDark,
  },
  {
    name: 'destructive bubble',
    kind: 'text',
    foreground: 'destructive',
    background: over('destructive', 0.2, 'background'),
    where: `a destructive bubble (\`bg-destructive/10\`, dark \`/20\`; on hover \`/20\`, dark \`/30\`: the light hover is measured here, ${ui('bubble')})`,
    theme: 'light',
  },
  {
    name: 'destructive bubble in dark mode',
    kind: 'text',
    foreground: 'destructive',
    background: over('destructive', 0.2, 'background'),
    theme: 'dark',
    where: `a destructive bubble in dark mode (\`dark:*:data-[slot=bubble-content]:bg-destructive/20\`, ${ui('bubble')})`,
    relaxed: destructiveInDark,
  },
  {
    name: 'destructive bubble on hover in dark mode',
    kind: 'text',
    foreground: 'destructive',
    background: over('destructive', 0.3, 'background'),
    theme: 'dark',
    where: `a destructive bubble that is a link or button, on hover in dark mode (\`dark:…:hover:bg-destructive/30\`, ${ui('bubble')})`,
    unenforced:
      'with 30% of the text’s own colour behind it, the text needs `destructive` lighter (about OKLCH L 0.85 for a red) than white text on `dark:bg-destructive/60` allows (about 0.78): no value serves both, and the button is the one kept. The fix is a class (`dark:hover:bg-destructive/20`)',
  },
  // Focus.
  ...surfaces.map(([surface, on]): ShadcnPair => ({
    name: `focus ring on ${surface}`,
    kind: 'focus',
    foreground: over('ring', 0.5, surface),
    background: surface,
    where: `the 3 px focus ring of every control (\`focus-visible:ring-[3px] focus-visible:ring-ring/50\`, ${ui('button')}, ${ui('input')}, ${ui('checkbox')}, ${ui('switch')}, ${ui('tabs')}…), the slider's thumb (\`ring-ring/50\`, ${ui('slider')}), the base outline (\`outline-ring/50\`); on ${on}`,
  })),
  {
    name: 'focus ring on muted',
    kind: 'focus',
    foreground: over('ring', 0.5, 'muted'),
    background: 'muted',
    where: `a focused tab's ring on the tab list (${ui('tabs')})`,
  },
  ...onSurfaces(
    'focused border',
    'focus',
    'ring',
    `a focused control's border and outline (\`focus-visible:border-ring\`, \`focus-visible:outline-ring\`), the dialog's and sheet's close button (\`focus:ring-ring\`, ${ui('dialog')}, ${ui('sheet')}), a resizable handle (${ui('resizable')})`,
  ),
  {
    name: 'destructive button focus ring',
    kind: 'focus',
    foreground: over('destructive', 0.2, 'background'),
    background: 'background',
    theme: 'light',
    where: `a destructive button's and badge's only focus indicator (\`focus-visible:ring-destructive/20\`, which tailwind-merge keeps over \`ring-ring/50\`, ${ui('button')}, ${ui('badge')})`,
    unenforced:
      'a ring at 20% opacity cannot reach 3:1: even black at 20% over white is 1.6:1. The fix is a class (`focus-visible:ring-destructive` or `ring-ring/50`)',
  },
  {
    name: 'destructive button focus ring in dark mode',
    kind: 'focus',
    foreground: over('destructive', 0.4, 'background'),
    background: 'background',
    theme: 'dark',
    where: `a destructive button's focus ring in dark mode (\`dark:focus-visible:ring-destructive/40\`, ${ui('button')}, ${ui('badge')})`,
    unenforced:
      'the ring is 40% of a colour that must also carry white text at 60%: it stays well under 3:1. The fix is a class',
  },
  {
    name: 'invalid field focus ring',
    kind: 'focus',
    foreground: over('destructive', 0.2, 'background'),
    background: 'background',
    theme: 'light',
    where: `a focused invalid field: \`aria-invalid:ring-destructive/20\` and \`aria-invalid:border-destructive\` outrank the focus classes, so only a faint ring shows focus (${ui('input')}, ${ui('textarea')}, ${ui('select')}, ${ui('checkbox')})`,
    unenforced:
      'a ring at 20% opacity cannot reach 3:1 (dark mode’s 40% neither). The fix is a class (`aria-invalid:focus-visible:ring-destructive/…` at full strength)',
  },
  // Charts.
  ...(['chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5'] as const).flatMap((chart) =>
    surfaces.slice(0, 2).map(([surface, on]): ShadcnPair => ({
      name: `${chart} on ${surface}`,
      kind: 'boundary',
      foreground: chart,
      background: surface,
      where: `a chart's series (\`var(--${chart})\`, ${ui('chart')}), a graphical object the data needs; on ${on}`,
    })),
  ),
  // Sidebar.
  {
    name: 'sidebar-foreground on sidebar',
    kind: 'text',
    foreground: 'sidebar-foreground',
    background: 'sidebar',
    where: `the sidebar's text, menu buttons and badges (\`bg-sidebar text-sidebar-foreground\`, ${ui('sidebar')})`,
  },
  {
    name: 'sidebar group label',
    kind: 'text',
    foreground: over('sidebar-foreground', 0.7, 'sidebar'),
    background: 'sidebar',
    where: `a sidebar group's label (\`text-sidebar-foreground/70\`, ${ui('sidebar')})`,
  },
  {
    name: 'sidebar-foreground on background',
    kind: 'text',
    foreground: 'sidebar-foreground',
    background: 'background',
    where: `an outline menu button (\`bg-background\` in the sidebar, ${ui('sidebar')})`,
  },
  {
    name: 'sidebar-accent-foreground on sidebar-accent',
    kind: 'text',
    foreground: 'sidebar-accent-foreground',
    background: 'sidebar-accent',
    where: `the active, hovered or open menu button and action (\`bg-sidebar-accent text-sidebar-accent-foreground\`, ${ui('sidebar')})`,
  },
  {
    name: 'sidebar-primary-foreground on sidebar-primary',
    kind: 'text',
    foreground: 'sidebar-primary-foreground',
    background: 'sidebar-primary',
    where: `the sidebar blocks' logo tile and team switcher (\`bg-sidebar-primary text-sidebar-primary-foreground\`; the variables shadcn's theme provides for them, ${ui('sidebar')})`,
  },
  {
    name: 'sidebar focus ring on sidebar',
    kind: 'focus',
    foreground: 'sidebar-ring',
    background: 'sidebar',
    where: `a sidebar control's 2 px focus ring (\`ring-sidebar-ring focus-visible:ring-2\`, ${ui('sidebar')})`,
  },
  {
    name: 'sidebar focus ring on sidebar-accent',
    kind: 'focus',
    foreground: 'sidebar-ring',
    background: 'sidebar-accent',
    where: `the focus ring of the active menu button, inside the sidebar's accent (\`ring-sidebar-ring\`, ${ui('sidebar')})`,
  },
  {
    name: 'sidebar border',
    kind: 'boundary',
    foreground: 'sidebar-border',
    background: 'sidebar',
    where: `the sidebar's edges, separators and sub-menu rule (\`border-sidebar-border\`, \`bg-sidebar-border\`, ${ui('sidebar')})`,
    exempt: exemptDecorative,
  },
  // Disabled.
  {
    name: 'a disabled button',
    kind: 'text',
    foreground: over('primary-foreground', 0.5, 'background'),
    background: over('primary', 0.5, 'background'),
    where: `a disabled button or control (\`disabled:opacity-50\`, ${ui('button')}, ${ui('input')}, ${ui('checkbox')})`,
    exempt: exemptDisabled,
  },
  {
    name: 'a disabled day',
    kind: 'text',
    foreground: over('muted-foreground', 0.5, 'background'),
    background: 'background',
    where: `a day the calendar does not allow (\`text-muted-foreground opacity-50\`, ${ui('calendar')})`,
    exempt: exemptDisabled,
  },
];

/** Whether the pair is drawn in `scheme`. */
const drawnIn = (pair: ShadcnPair, scheme: ColorScheme) => pair.theme === undefined || pair.theme === scheme;

/** The ratio `pair` must reach in `scheme` at `strictness`, or null where WCAG does not require it. */
export function shadcnPairTarget(
  pair: ShadcnPair,
  strictness: Strictness,
  scheme: ColorScheme,
): number | null {
  if (pair.exempt) return null;
  const relaxed = pair.relaxed !== undefined && pair.relaxed.theme === scheme;
  return pairTarget(pair.kind, relaxed ? 'AA' : strictness);
}

/** One shadcn pair measured: `passes` against its target; `enforced` false for an exempt or unenforced pair. */
export interface ShadcnPairResult extends PairResultOf<ShadcnToken> {
  pair: ShadcnPair;
  enforced: boolean;
}

/**
 * Every pair of `shadcnPairs` drawn in `scheme`, measured in `tokens` (any CSS colours): the colours as painted
 * (hex, a blend's result where one colour is drawn over another), the WCAG 2.1 ratio against its target at
 * `strictness` (AA's for a pair `relaxed` in this scheme; null for an exempt one), APCA Lc beside it unless `apca`
 * is false, and whether it passes. An unenforced pair is measured against its target like any other.
 */
export function evaluateShadcnPairs(
  tokens: ShadcnTokens,
  strictness: Strictness,
  scheme: ColorScheme,
  { apca = true, pairs = shadcnPairs }: { apca?: boolean; pairs?: readonly ShadcnPair[] } = {},
): ShadcnPairResult[] {
  const drawn = pairs.filter((pair) => drawnIn(pair, scheme));
  return measurePairs(
    (token: ShadcnToken) => tokens[token],
    drawn,
    (pair) => shadcnPairTarget(pair as ShadcnPair, strictness, scheme),
    apca,
  ).map((result, index) => {
    const pair = drawn[index] as ShadcnPair;
    return { ...result, pair, enforced: !pair.exempt && !pair.unenforced };
  });
}

// ————— Colours as shadcn writes them —————

/** The channels of sRGB for OKLCH `l c h`, or null if sRGB cannot show it (a byte's half is let pass). */
function inSrgb(l: number, c: number, h: number): number[] | null {
  const channels = OKLCH.to(sRGB, [l, c, h]).map((channel) => channel ?? 0);
  const slack = 0.5 / 255;
  return channels.every((channel) => channel >= -slack && channel <= 1 + slack) ? channels : null;
}

const decimals = (value: number, places: number) => Number(value.toFixed(places)).toString();

/**
 * The colour at OKLCH lightness `l` with hue `h` and as much of chroma `c` as sRGB shows there (colorjs.io's
 * `toGamut`, ray-traced), written `oklch(L C H)` as shadcn writes its colours: lightness and chroma to three
 * places, hue to one, and the chroma trimmed (never raised) until the rounded colour itself is inside sRGB.
 */
function oklchAt(l: number, c: number, h: number): string {
  const lightness = Math.min(1, Math.max(0, Number(l.toFixed(3))));
  // A search asks for the same rounded lightness on the same line again and again; gamut mapping is the slow part.
  const key = `${lightness} ${c} ${h}`;
  const known = writtenColours.get(key);
  if (known !== undefined) return known;
  if (writtenColours.size >= 4096) writtenColours.clear();
  const written = writeOklch(lightness, c, h);
  writtenColours.set(key, written);
  return written;
}

const writtenColours = new Map<string, string>();

function writeOklch(lightness: number, c: number, h: number): string {
  let chroma = c;
  if (!inSrgb(lightness, c, h)) {
    const mapped = toGamut(
      { space: OKLCH, coords: [lightness, c, h], alpha: 1 },
      { method: 'raytrace', space: sRGB },
    );
    chroma = to(mapped, OKLCH).coords[1] ?? 0;
  }
  let thousandths = Math.max(0, Math.floor(chroma * 1000 + 1e-9));
  const hue = Number.isFinite(h) ? Number((((h % 360) + 360) % 360).toFixed(1)) % 360 : 0;
  while (thousandths > 0 && !inSrgb(lightness, thousandths / 1000, hue)) thousandths--;
  const chromaText = decimals(thousandths / 1000, 3);
  return `oklch(${decimals(lightness, 3)} ${chromaText} ${thousandths === 0 ? '0' : decimals(hue, 1)})`;
}

/** A CSS colour written as shadcn writes its colours (see `oklchAt`). */
const asOklch = (colour: string) => {
  const { l, c, h } = lchOf(colour);
  return oklchAt(l, c, h);
};

// ————— From the kit's palette to shadcn's variables —————

/**
 * Which kit token each shadcn variable starts from. The page's neutrals map one to one; `input` is the kit's
 * control border (3:1 on every surface), not its decorative one; `destructive` is the danger tone's text colour,
 * since shadcn draws it mostly as text (error messages, destructive menu items, alerts, an invalid field's border)
 * and the kit holds that colour to the text ratio on every surface (on a light page it carries white text too);
 * the charts are the tones' edges, which the kit holds to 3:1 on every surface.
 */
const startingPoint = {
  background: (p) => p.paper,
  foreground: (p) => p.ink,
  card: (p) => p.surface,
  'card-foreground': (p) => p.ink,
  popover: (p) => p.surface,
  'popover-foreground': (p) => p.ink,
  primary: (p) => p.semantic.primary.solid,
  'primary-foreground': (p) => p.semantic.primary.onSolid,
  secondary: (p) => p.surfaceMuted,
  'secondary-foreground': (p) => p.ink,
  muted: (p) => p.surfaceMuted,
  'muted-foreground': (p) => p.muted,
  accent: (p) => p.surfaceMuted,
  'accent-foreground': (p) => p.ink,
  destructive: (p) => p.semantic.danger.text,
  border: (p) => p.border,
  input: (p) => p.borderStrong,
  ring: (p) => p.ring,
  'chart-1': (p) => p.semantic.primary.edge,
  'chart-2': (p) => p.semantic.info.edge,
  'chart-3': (p) => p.semantic.success.edge,
  'chart-4': (p) => p.semantic.warning.edge,
  'chart-5': (p) => p.semantic.danger.edge,
  sidebar: (p) => p.surface,
  'sidebar-foreground': (p) => p.ink,
  'sidebar-primary': (p) => p.semantic.primary.solid,
  'sidebar-primary-foreground': (p) => p.semantic.primary.onSolid,
  'sidebar-accent': (p) => p.surfaceMuted,
  'sidebar-accent-foreground': (p) => p.ink,
  'sidebar-border': (p) => p.border,
  'sidebar-ring': (p) => p.ring,
} satisfies Record<ShadcnToken, (palette: ThemePalette) => string>;

/**
 * shadcn's variables read straight from one of the kit's palettes (see `startingPoint` in the source), written
 * `oklch(…)`, before any adjustment: where shadcn draws one variable in two roles, some of its pairs may fail.
 */
export function mapShadcnTokens(palette: ThemePalette): ShadcnTokens {
  return Object.fromEntries(
    shadcnTokenNames.map((token) => [token, asOklch(startingPoint[token](palette))]),
  ) as ShadcnTokens;
}

/**
 * The variables `shadcnTheme` may move, in the order it settles them: each is checked against the pairs whose
 * other variables are settled (the surfaces, `muted`, `secondary`, `accent`, `border` and the sidebar's
 * backgrounds never move), so every pair is checked when its last variable settles. A text colour settles after
 * the fills it is drawn on; `primary-foreground` before `primary`, which may swap it.
 */
const adjustable: readonly ShadcnToken[] = [
  'input',
  'foreground',
  'card-foreground',
  'popover-foreground',
  'secondary-foreground',
  'accent-foreground',
  'muted-foreground',
  'primary-foreground',
  'primary',
  'destructive',
  'ring',
  'chart-1',
  'chart-2',
  'chart-3',
  'chart-4',
  'chart-5',
  'sidebar-foreground',
  'sidebar-accent-foreground',
  'sidebar-primary-foreground',
  'sidebar-primary',
  'sidebar-ring',
];

/** The text each fill may swap to when no lightness of the fill carries its own: white, or the light ink. */
const swappable: Partial<Record<ShadcnToken, ShadcnToken>> = {
  primary: 'primary-foreground',
  'sidebar-primary': 'sidebar-primary-foreground',
};

/** A shadcn theme: a light and a dark set of variables, and what was changed from the kit's colours, and why. */
export interface ShadcnTheme {
  light: ShadcnTokens;
  dark: ShadcnTokens;
  /** One sentence per change: the variable, the theme, the colour before and after, the pair and its ratios. */
  changes: string[];
  strictness: Strictness;
}

/** Settles one colour scheme's variables; see `shadcnTheme`. */
function adjustTheme(
  scheme: ColorScheme,
  start: ShadcnTokens,
  strictness: Strictness,
  darkText: string,
  changes: string[],
): ShadcnTokens {
  const tokens = { ...start };
  const enforced = shadcnPairs.filter((pair) => drawnIn(pair, scheme) && !pair.exempt && !pair.unenforced);
  const settling = new Settling(
    indexPairs<ShadcnToken, ShadcnPair>(enforced),
    // An enforced pair is never exempt, so it has a target.
    (pair) => shadcnPairTarget(pair, strictness, scheme) as number,
    nearestByScan,
  );
  for (const token of shadcnTokenNames) {
    if (!adjustable.includes(token)) settling.settled.set(token, readShade(tokens[token]));
  }
  /** Settles `token` where its pairs pass, and says so if it moved; false if no lightness of it passes them. */
  const settle = (token: ShadcnToken): boolean => {
    const before = tokens[token];
    const { l, c, h } = lchOf(before);
    const line = { l, at: (lightness: number) => readShade(oklchAt(lightness, c, h)) };
    const settlement = settling.settle(token, { shade: readShade(before), line });
    if (!settlement) return false;
    settling.settled.set(token, settlement.shade);
    if (settlement.forcedBy) {
      const after = oklchAt(settlement.l, c, h);
      tokens[token] = after;
      const { pair, target, before: was, after: now } = settlement.forcedBy;
      changes.push(
        `${scheme} --${token}: ${before} → ${after}: ${pair.name} was ${formatRatio(was)}, now ${formatRatio(now)} (target ${target}:1)`,
      );
    }
    return true;
  };
  for (const token of adjustable) {
    if (settle(token)) continue;
    const text = swappable[token];
    if (text === undefined)
      throw new Error(`${scheme} --${token}: no lightness of ${tokens[token]} meets its pairs`);
    // No lightness of the fill carries its text: the text takes white or the light theme's ink, whichever the
    // fill's other pairs leave room for, and the fill settles again under it.
    const original = tokens[text];
    const candidates = [asOklch('#ffffff'), darkText].filter((candidate) => candidate !== original);
    const swapped = candidates.some((candidate) => {
      tokens[text] = candidate;
      settling.settled.set(text, readShade(candidate));
      const snapshot = changes.length;
      if (!settle(token)) return false;
      changes.splice(
        snapshot,
        0,
        `${scheme} --${text}: ${original} → ${candidate}: no lightness of --${token} carries the text as mapped and meets its other pairs`,
      );
      return true;
    });
    if (!swapped) throw new Error(`${scheme} --${token}: no lightness meets its pairs under any text`);
  }
  return tokens;
}

/**
 * shadcn/ui's variables for a theme the kit's solver made (`solveTheme`): each starts from the kit token of the
 * same role (`mapShadcnTokens`), written `oklch(…)`; then, because shadcn draws some variables in two roles, every
 * pair of `shadcnPairs` drawn in each theme is measured on the written values, and a variable whose pairs fail
 * moves its OKLCH lightness only (hue and chroma kept, chroma trimmed to stay in sRGB) to the nearest that passes
 * them all at the solved theme's strictness, a little above each target where it can (the engine's `aim`). Where
 * no lightness of `primary` carries its text, the text turns white or the light theme's ink (as a dark page's link
 * colour asks).
 *
 * The one pair of roles no colour can serve: in dark mode `destructive` is both the fill under `text-white`
 * (`dark:bg-destructive/60`) and error text on the dark surfaces. At AA a lightness meets both (the fill is 60%
 * of it over the dark page); at AAA none gives both 7:1, so every dark-mode destructive pair is held to AA there
 * (`relaxed` on those pairs), and `changes` says so. Pairs no variable can fix (`unenforced`) are left as they are.
 *
 * @throws Error naming the variable, if some variable's pairs cannot be met (the property test finds none).
 */
export function shadcnTheme(solved: SolvedTheme): ShadcnTheme {
  const changes: string[] = [];
  const darkText = asOklch(solved.light.ink);
  const light = adjustTheme('light', mapShadcnTokens(solved.light), solved.strictness, darkText, changes);
  const dark = adjustTheme('dark', mapShadcnTokens(solved.dark), solved.strictness, darkText, changes);
  if (solved.strictness === 'AAA') {
    changes.push(
      `dark --destructive: held to AA (4.5:1), not AAA, in its dark-mode pairs: ${destructiveInDark.why}`,
    );
  }
  return { light, dark, changes, strictness: solved.strictness };
}

/**
 * The CSS a shadcn/ui app pastes into its globals.css in place of its theme's variables: `:root` with `--radius`
 * (default shadcn's 0.625rem) and the light variables, and `.dark` with the dark ones, in shadcn's order.
 */
export function shadcnCss(theme: Pick<ShadcnTheme, 'light' | 'dark'>, { radius = '0.625rem' } = {}): string {
  const block = (selector: string, tokens: ShadcnTokens, first: string[]) =>
    [
      `${selector} {`,
      ...first,
      ...shadcnTokenNames.map((token) => `  --${token}: ${tokens[token]};`),
      '}',
    ].join('\n');
  return `${block(':root', theme.light, [`  --radius: ${radius};`])}\n\n${block('.dark', theme.dark, [])}\n`;
}
