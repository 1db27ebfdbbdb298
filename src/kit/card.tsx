import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { toneVariants } from './tones';

interface CardProps extends ComponentProps<'div'> {
  /**
   * Use the child element (an `<article>`, an `<li>`) as the card instead of a `<div>`.
   * @defaultValue false
   */
  asChild?: boolean;
}

/**
 * Paper Kit's card: a surface (white in the light theme) with rounded corners and a soft shadow; its parts stack in
 * a column.
 * @remarks A card is a plain `<div>` with no role, so a screen reader reads its content in order. When cards form a
 * list of items, render each one as an `<article>` or an `<li>` with `asChild`, and name an article by its title
 * with `aria-labelledby`.
 *
 * `CardTitle` is an `<h3>`; use its `asChild` to give another level where the page's outline needs it. `CardImage`
 * needs an `alt` (empty when it only decorates) and its `width` and `height`, so the card does not grow as it loads.
 * The buttons and links inside keep their own keys.
 */
export function Card({ className, asChild = false, ...props }: CardProps) {
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      data-slot="card"
      className={cn(
        'flex flex-col rounded-pk-card bg-pk-surface text-pk-ink shadow-pk-card forced-colors:border',
        className,
      )}
      {...props}
    />
  );
}

type CardImageProps = Omit<ComponentProps<'img'>, 'alt' | 'width' | 'height'> & {
  /** The picture's address. */
  src?: string;
  /** What the picture shows, or `""` when it only decorates. */
  alt: string;
  /** The file's width in pixels, so the page keeps its place while it loads. */
  width: number;
  /** The file's height in pixels. */
  height: number;
};

/** A picture across the top of the card, its corners following the card's. */
export function CardImage({ className, alt, ...props }: CardImageProps) {
  return (
    <img
      data-slot="card-image"
      alt={alt}
      className={cn('block h-auto w-full rounded-t-pk-card object-cover', className)}
      {...props}
    />
  );
}

/** Groups the category, the title and anything else that heads the card. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn('flex flex-col gap-1 px-5 pt-5 last:pb-5', className)}
      {...props}
    />
  );
}

const cardCategoryVariants = cva('text-xs font-bold uppercase tracking-wider text-pk-tone-text', {
  variants: {
    /**
     * Muted grey, or a semantic colour dark enough for text.
     * @defaultValue 'default'
     */
    color: toneVariants,
  },
  defaultVariants: { color: 'default' },
});

type CardCategoryProps = Omit<ComponentProps<'p'>, 'color'> & VariantProps<typeof cardCategoryVariants>;

/** The small uppercase line above the title ("Entertainment", "Popular"), muted or in a semantic colour. */
export function CardCategory({ className, color, ...props }: CardCategoryProps) {
  return (
    <p data-slot="card-category" className={cn(cardCategoryVariants({ color }), className)} {...props} />
  );
}

interface CardTitleProps extends ComponentProps<'h3'> {
  /**
   * Use the child element (an `<h2>`, a link) instead of an `<h3>`, to fit the page's heading outline.
   * @defaultValue false
   */
  asChild?: boolean;
  /** Lets the card name itself by its title: give the card `aria-labelledby` with this id. */
  id?: string;
}

/** The card's heading, an `<h3>` unless `asChild` gives another element. */
export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Component = asChild ? Slot : 'h3';
  return (
    <Component
      data-slot="card-title"
      className={cn('text-lg font-bold leading-snug', className)}
      {...props}
    />
  );
}

/** The card's body text, muted. */
export function CardDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-description"
      className={cn('px-5 pt-3 text-sm leading-relaxed text-pk-muted last:pb-5', className)}
      {...props}
    />
  );
}

/**
 * The card's actions, under a hairline. It is pushed to the bottom, so the footers of cards stretched to one height
 * line up.
 */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn(
        // The hairline is drawn inside the top padding, so the footer keeps its gap while `mt-auto` pushes it down.
        'relative mt-auto flex flex-wrap items-center gap-3 px-5 pt-9 pb-4',
        'before:absolute before:inset-x-5 before:top-5 before:border-t before:border-pk-border',
        className,
      )}
      {...props}
    />
  );
}
