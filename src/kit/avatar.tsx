import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/** The class-variance-authority function behind `Avatar`, to give another element the same look. */
const avatarVariants = cva('inline-block shrink-0 object-cover', {
  variants: {
    /**
     * The crop: a circle, a rounded square, or a thumbnail (a padded frame with a hairline border).
     * @defaultValue 'circle'
     */
    shape: {
      circle: 'rounded-full',
      rounded: 'rounded-pk-card',
      // Like Bootstrap's img-thumbnail: a padded frame with a hairline border.
      thumbnail: 'rounded-pk-card border border-pk-border bg-pk-surface p-1 shadow-pk-card',
    },
    /**
     * The shown size: 40, 64, 96 or 128 pixels square.
     * @defaultValue 'md'
     */
    size: {
      sm: 'size-10',
      md: 'size-16',
      lg: 'size-24',
      xl: 'size-32',
    },
  },
  defaultVariants: { shape: 'circle', size: 'md' },
});

export type AvatarProps = Omit<ComponentProps<'img'>, 'alt' | 'width' | 'height'> &
  VariantProps<typeof avatarVariants> & {
    /** The picture's address. */
    src?: string;
    /** Who or what the picture shows (usually the person's name), or `""` when a name is written beside it. */
    alt: string;
    /** The file's width in pixels, so the page keeps its place while it loads; `size` sets the shown size. */
    width: number;
    /** The file's height in pixels. */
    height: number;
  };

/**
 * A square picture of a person or thing, cropped to a circle, a rounded square or a framed thumbnail.
 * @remarks An avatar is an `<img>`, read as an image named by its `alt`. The kit makes `alt` required: give the
 * person's name, or `alt=""` when the name is already written beside the picture, so a screen reader does not say it
 * twice.
 *
 * `width` and `height` are required too: they give the browser the picture's shape before it loads, so nothing on
 * the page moves when it arrives.
 */
export function Avatar({ className, shape, size, alt, ...props }: AvatarProps) {
  return (
    <img data-slot="avatar" alt={alt} className={cn(avatarVariants({ shape, size }), className)} {...props} />
  );
}

export { avatarVariants };
