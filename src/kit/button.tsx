import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * The focus-ring classes every interactive kit part shares: a 3 px outline, 2 px away, in the ring colour, shown on
 * keyboard focus only (`:focus-visible`).
 */
export const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-pk-ring focus-visible:outline-solid';

/**
 * The class-variance-authority function behind `Button`, for an element that must look like a button without being
 * one.
 */
const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap border-2 font-semibold uppercase tracking-wide',
    'transition-[background-color,border-color,color,filter] duration-150 motion-reduce:transition-none',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    '[&_svg]:pointer-events-none [&_svg]:size-[1.1em] [&_svg]:shrink-0',
    focusRing,
  ],
  {
    variants: {
      /**
       * The colour; `'neutral'` follows the text colour of a dark surface.
       * @defaultValue 'default'
       */
      color: {
        default: '',
        primary: '',
        info: '',
        success: '',
        warning: '',
        danger: '',
        neutral: '',
      },
      /**
       * Filled, outlined, or plain text underlined on hover.
       * @defaultValue 'solid'
       */
      variant: {
        solid: 'hover:brightness-90',
        outline: 'bg-transparent',
        link: 'border-transparent bg-transparent underline-offset-4 hover:underline',
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
    // Each class is written out whole so Tailwind can find it. A solid button's border is its colour's edge shade,
    // which keeps its shape 3:1 against the page where the fill alone is too faint.
    compoundVariants: [
      {
        variant: 'solid',
        color: 'default',
        class: 'border-pk-default-edge bg-pk-default text-pk-default-foreground',
      },
      {
        variant: 'solid',
        color: 'primary',
        class: 'border-pk-primary-edge bg-pk-primary text-pk-primary-foreground',
      },
      { variant: 'solid', color: 'info', class: 'border-pk-info-edge bg-pk-info text-pk-info-foreground' },
      {
        variant: 'solid',
        color: 'success',
        class: 'border-pk-success-edge bg-pk-success text-pk-success-foreground',
      },
      {
        variant: 'solid',
        color: 'warning',
        class: 'border-pk-warning-edge bg-pk-warning text-pk-warning-foreground',
      },
      {
        variant: 'solid',
        color: 'danger',
        class: 'border-pk-danger-edge bg-pk-danger text-pk-danger-foreground',
      },
      { variant: 'solid', color: 'neutral', class: 'border-pk-hero-ink bg-pk-hero-ink text-pk-hero' },
      {
        variant: 'outline',
        color: 'default',
        class:
          'border-pk-default-text text-pk-default-text hover:bg-pk-default hover:text-pk-default-foreground',
      },
      {
        variant: 'outline',
        color: 'primary',
        class:
          'border-pk-primary-text text-pk-primary-text hover:bg-pk-primary hover:text-pk-primary-foreground',
      },
      {
        variant: 'outline',
        color: 'info',
        class: 'border-pk-info-text text-pk-info-text hover:bg-pk-info hover:text-pk-info-foreground',
      },
      {
        variant: 'outline',
        color: 'success',
        class:
          'border-pk-success-text text-pk-success-text hover:bg-pk-success hover:text-pk-success-foreground',
      },
      {
        variant: 'outline',
        color: 'warning',
        class:
          'border-pk-warning-text text-pk-warning-text hover:bg-pk-warning hover:text-pk-warning-foreground',
      },
      {
        variant: 'outline',
        color: 'danger',
        class: 'border-pk-danger-text text-pk-danger-text hover:bg-pk-danger hover:text-pk-danger-foreground',
      },
      { variant: 'outline', color: 'neutral', class: 'border-current text-current hover:bg-current/10' },
      { variant: 'link', color: 'default', class: 'text-pk-default-text' },
      { variant: 'link', color: 'primary', class: 'text-pk-primary-text' },
      { variant: 'link', color: 'info', class: 'text-pk-info-text' },
      { variant: 'link', color: 'success', class: 'text-pk-success-text' },
      { variant: 'link', color: 'warning', class: 'text-pk-warning-text' },
      { variant: 'link', color: 'danger', class: 'text-pk-danger-text' },
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
 * @remarks An icon-only button needs aria-label or aria-labelledby (the types insist); give its icon
 * aria-hidden="true". It is type="button" unless you say otherwise, so it never submits a form by accident.
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
