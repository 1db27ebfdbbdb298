import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { toneVariants } from './tones';

/**
 * The class-variance-authority function behind {@link Label}, to give another element the same look:
 * `labelVariants({ color })` returns the class names.
 */
const labelVariants = cva(
  // In forced colours the fill vanishes; an outline, drawn only there, keeps the pill.
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-pk-pill bg-pk-tone px-2.5 py-1 text-[0.6875rem] leading-none font-bold uppercase tracking-wide text-pk-tone-foreground forced-colors:border [&_svg]:size-[1.1em] [&_svg]:shrink-0',
  {
    variants: {
      /**
       * The fill; the text takes the colour that contrasts with it.
       * @defaultValue 'default'
       */
      color: toneVariants,
    },
    defaultVariants: { color: 'default' },
  },
);

/** The props of {@link Label}: a `<span>`'s, and its colour. */
export type LabelProps = Omit<ComponentProps<'span'>, 'color'> & VariantProps<typeof labelVariants>;

/**
 * Paper Kit's label (a badge): a small, bold, uppercase pill in one of six colours. It is not interactive.
 * @remarks A label is a `<span>` with no role, read as part of the text around it. Its text is uppercase only in its
 * style, so a screen reader reads the words as written rather than letter by letter.
 *
 * Write the meaning in the words ("New", "Sold out"): the colour adds emphasis but says nothing to someone who
 * cannot see it. Every colour pair meets 4.5:1 contrast.
 */
export function Label({ className, color, ...props }: LabelProps) {
  return <span data-slot="label" className={cn(labelVariants({ color }), className)} {...props} />;
}

export { labelVariants };
