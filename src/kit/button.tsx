import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { toneVariants } from './tones';

/**
 * The class-variance-authority function behind `Button`, for an element that must look like a button without being
 * one.
 */
const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap border-2 font-semibold uppercase tracking-wide',
    'transition-[background-color,border-color,color] duration-150 motion-reduce:transition-none',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    '[&_svg]:pointer-events-none [&_svg]:size-[1.1em] [&_svg]:shrink-0',
    'pk-focus-ring',
  ],
  {
    variants: {
      /**
       * The colour; `'neutral'` follows the text colour of a dark surface.
       * @defaultValue 'default'
       */
      color: { ...toneVariants, neutral: '' },
      /**
       * Filled, outlined, or plain text underlined on hover.
       * @defaultValue 'solid'
       */
      variant: {
        // A solid button's border is its colour's edge shade, which keeps its shape 3:1 against the page where the
        // fill alone is too faint. On hover only the fill darkens (a filter would darken the text with it).
        solid: 'border-pk-tone-edge bg-pk-tone text-pk-tone-foreground hover:bg-pk-tone-hover',
        outline:
          'border-pk-tone-text bg-transparent text-pk-tone-text hover:bg-pk-tone hover:text-pk-tone-foreground',
        link: 'border-transparent bg-transparent text-pk-tone-text underline-offset-4 hover:underline',
      },
      /**
       * Slightly rounded corners, or a pill.
       * @defaultValue 'default'
       */
      shape: {
        default: 'rounded-[4px]',
        round: 'rounded-pk-pill',
      },
      /**
       * Height and text size.
       * @defaultValue 'md'
       */
      size: {
        sm: 'min-h-8 px-3 text-[0.6875rem]',
        md: 'min-h-10 px-5 text-xs',
        lg: 'min-h-12 px-7 text-sm',
      },
      /**
       * A square (or round) button holding only an icon.
       * @defaultValue false
       */
      iconOnly: {
        true: 'aspect-square px-0 [&_svg]:size-[1.6em]',
        false: '',
      },
      /**
       * Fill the width of the container.
       * @defaultValue false
       */
      block: {
        true: 'flex w-full',
        false: '',
      },
    },
    // Neutral has no tone: it follows the text colour of the dark surface it sits on.
    compoundVariants: [
      {
        variant: 'solid',
        color: 'neutral',
        class:
          'border-pk-hero-ink bg-pk-hero-ink text-pk-hero hover:bg-[color-mix(in_srgb,var(--pk-hero-ink)_85%,black)]',
      },
      {
        variant: 'outline',
        color: 'neutral',
        class: 'border-current text-current hover:bg-current/10 hover:text-current',
      },
      { variant: 'link', color: 'neutral', class: 'text-current' },
      { iconOnly: true, shape: 'round', class: 'rounded-full' },
    ],
    defaultVariants: {
      color: 'default',
      variant: 'solid',
      shape: 'default',
      size: 'md',
      iconOnly: false,
      block: false,
    },
  },
);

type ButtonVariants = Omit<VariantProps<typeof buttonVariants>, 'iconOnly'>;

interface ButtonBaseProps extends Omit<ComponentProps<'button'>, 'color'>, ButtonVariants {
  /**
   * Render the child element (a link, say) with the button's look, instead of a `<button>`.
   * @defaultValue false
   */
  asChild?: boolean;
  /**
   * Set `'submit'` to make the button submit its form. Ignored with `asChild`.
   * @defaultValue 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /**
   * Dimmed, and out of the tab order. A link drawn with `asChild` has no disabled state: `aria-disabled` dims it and
   * stops the pointer, but Enter still follows it.
   * @defaultValue false
   */
  disabled?: boolean;
}

/** An icon-only button shows no text, so it must be given a name. */
type IconOnlyProps =
  | {
      /**
       * A square (or round) button holding only an icon; it then needs `aria-label` or `aria-labelledby`.
       * @defaultValue false
       */
      iconOnly?: false;
    }
  | {
      iconOnly: true;
      /** The name of an icon-only button. */
      'aria-label': string;
    }
  | {
      iconOnly: true;
      /** The id of the element whose text names an icon-only button. */
      'aria-labelledby': string;
    };

export type ButtonProps = ButtonBaseProps & IconOnlyProps;

/**
 * Paper Kit's button: solid, outline or link ("simple") in the six semantic colours plus neutral (for dark
 * backgrounds), square or round, in three sizes, optionally full width or icon-only.
 * @remarks A kit button is a native `<button>`, so the browser gives it its role, its keys and its place in the tab
 * order. It is `type="button"` unless you say otherwise, so it never submits a form by accident.
 *
 * An icon-only button shows no text, so its props demand a name: `iconOnly` does not type-check without `aria-label`
 * or `aria-labelledby`. Give icons inside any button `aria-hidden="true"`.
 *
 * Every variant shows the same 3 px focus ring when reached by keyboard. A disabled button is dimmed and skipped by
 * Tab. A link drawn with `asChild` has no disabled state: `aria-disabled` dims it and stops the pointer, but Enter
 * still follows it.
 */
export function Button({
  className,
  color,
  variant,
  shape,
  size,
  iconOnly,
  block,
  asChild = false,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-slot="button"
      // A <button> inside a form would submit it by default; a kit button only submits when asked to.
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonVariants({ color, variant, shape, size, iconOnly, block }), className)}
      {...props}
    />
  );
}

export { buttonVariants };
