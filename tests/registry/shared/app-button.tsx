import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** The app's own button, in its own theme's colours: adding Paper Kit items must not change them. */
export function Button({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      data-slot="app-button"
      className={cn(
        'inline-flex h-9 items-center rounded-md border border-border bg-primary px-4 text-sm font-medium text-primary-foreground focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}
