import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Paper Kit's popover: a white card with a soft shadow, its bold title on a light strip, pointing at its trigger
 * from any side (`side` on PopoverContent). Escape or a click outside closes it and focus returns to the trigger.
 */
export function Popover(props: ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root {...props} />;
}

export function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/** Labelled by its `PopoverTitle` (Radix links the two); without a title or an `aria-label` it logs an error. */
export function PopoverContent({
  className,
  children,
  sideOffset = 8,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'group z-50 w-72 max-w-(--radix-popover-content-available-width) rounded-card border border-border bg-surface text-sm text-ink shadow-raised outline-none',
          'origin-(--radix-popover-content-transform-origin) motion-safe:transition-[opacity,scale] motion-safe:duration-150 starting:scale-95 starting:opacity-0',
          className,
        )}
        {...props}
      >
        {children}
        <PopoverArrow />
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}

/** The arrow; it takes the header strip's colour when it sits under the title. Also checks the popover's name. */
function PopoverArrow() {
  const arrowRef = useRef<SVGSVGElement>(null);
  useEffect(() => {
    const dialog = arrowRef.current?.closest('[role="dialog"]');
    if (!dialog) return;
    const named =
      dialog.querySelector('[data-slot="popover-title"]') !== null ||
      dialog.hasAttribute('aria-label') ||
      dialog.hasAttribute('aria-labelledby');
    if (!named)
      console.error(
        'PopoverContent has no accessible name: render a PopoverTitle in it, or pass aria-label.',
      );
  }, []);
  return (
    <PopoverPrimitive.Arrow
      ref={arrowRef}
      width={16}
      height={8}
      className="fill-surface group-data-[side=bottom]:fill-surface-muted"
    />
  );
}

export function PopoverTitle({ className, ...props }: ComponentProps<typeof PopoverPrimitive.Title>) {
  return (
    <PopoverPrimitive.Title
      data-slot="popover-title"
      className={cn(
        'rounded-t-[11px] border-b border-border bg-surface-muted px-4 py-2.5 text-sm font-bold',
        className,
      )}
      {...props}
    />
  );
}

export function PopoverBody({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="popover-body" className={cn('px-4 py-3 leading-relaxed', className)} {...props} />;
}
