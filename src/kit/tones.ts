const names = ['default', 'primary', 'info', 'success', 'warning', 'danger'] as const;

/** One of the kit's semantic colours: what a component's `color` prop takes. */
export type Tone = (typeof names)[number];

/** The kit's semantic colours, in the order the documentation lists them. */
export const tones: readonly Tone[] = names;

/**
 * The theme's class for a tone. On an element it sets the tone's colours as six variables, which the kit's classes
 * read: `bg-pk-tone` (the fill), `text-pk-tone-foreground` (text on the fill), `text-pk-tone-text` (the colour as
 * text on the page), `bg-pk-tone-soft` (a tint that text stays readable on), `border-pk-tone-edge` (the border of
 * a filled control) and `bg-pk-tone-hover` (the fill darkened for hover, text on it still readable). So a component
 * writes each of its looks once, whatever its colour.
 * @param tone The semantic colour.
 * @returns `pk-tone-<tone>`, a class the Paper Kit theme defines.
 * @remarks Put the class on the element whose own classes read the tone (or an ancestor inside the same
 * component): a kit component nested inside sets its own. A colour added to `tones` needs its shades in the theme
 * too.
 */
export function toneClass(tone: Tone): string {
  return `pk-tone-${tone}`;
}

/** Every tone's class, by tone: the `color` variant of a class-variance-authority function. */
export const toneVariants = Object.fromEntries(tones.map((tone) => [tone, toneClass(tone)])) as Record<
  Tone,
  string
>;
