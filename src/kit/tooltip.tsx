'use client';

import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext, type ComponentProps, type Ref } from 'react';
import { cn } from './cn';
import { bodyPortal, useLandmarkPortal, useTriggerRef, type LandmarkPortal } from './landmark-portal';

export interface TooltipProviderProps extends ComponentProps<typeof TooltipPrimitive.Provider> {
  /**
   * Milliseconds the pointer rests on a trigger before its tooltip opens.
   * @defaultValue 200
   */
  delayDuration?: number;
  /**
   * Milliseconds after one tooltip closes during which the next opens without the delay.
   * @defaultValue 300
   */
  skipDelayDuration?: number;
}

/**
 * Shares the opening delay between the tooltips inside it: every `Tooltip` needs one above it.
 */
export function TooltipProvider({ delayDuration = 200, ...props }: TooltipProviderProps) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

const TooltipPortalContext = createContext<LandmarkPortal>(bodyPortal);

export interface TooltipProps extends ComponentProps<typeof TooltipPrimitive.Root> {
  /** Whether it is open, when the page keeps the state (controlled). */
  open?: boolean;
  /**
   * Whether it starts open (uncontrolled).
   * @defaultValue false
   */
  defaultOpen?: boolean;
  /** Called when hover, focus or Escape asks to open or close it. */
  onOpenChange?: (open: boolean) => void;
  /** This tooltip's own delay in milliseconds, instead of the provider's `delayDuration`. */
  delayDuration?: number;
}

/**
 * A short text that shows on hover or keyboard focus beside its trigger, on any side, and describes it (the WAI-ARIA
 * tooltip pattern, from Radix). `Tooltip` is one tooltip: it holds its open state and where its trigger is.
 * @remarks Put a `TooltipProvider` around the page (or the part with tooltips). The tooltip has `role="tooltip"`,
 * and while it is open the trigger's `aria-describedby` points at it: a screen reader reads the trigger's name, then
 * the tooltip as its description. So the trigger needs a name of its own (an icon-only trigger an `aria-label`); the
 * tooltip never replaces it. Keep it to text: nothing inside a tooltip can take focus.
 *
 * It opens on hover after a short delay and on keyboard focus at once, but not on touch, and closes on Escape. It
 * renders at the end of the trigger's nearest landmark rather than at the end of `<body>` (see
 * `landmark-portal.ts`), so its text stays inside a region; with no landmark around the trigger, it goes to
 * `<body>`.
 */
export function Tooltip(props: TooltipProps) {
  const portal = useLandmarkPortal();
  return (
    <TooltipPortalContext value={portal}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPortalContext>
  );
}

export interface TooltipTriggerProps extends ComponentProps<typeof TooltipPrimitive.Trigger> {
  /**
   * Give the trigger's behaviour to its only child, such as a kit Button, instead of rendering a `<button>`.
   * @defaultValue false
   */
  asChild?: boolean;
  /** Still reaches the element; the kit also reads it to find the landmark. */
  ref?: Ref<HTMLButtonElement>;
}

/** The element the tooltip describes. */
export function TooltipTrigger({ ref, ...props }: TooltipTriggerProps) {
  const { setTrigger } = useContext(TooltipPortalContext);
  const triggerRef = useTriggerRef(setTrigger, ref);
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" ref={triggerRef} {...props} />;
}

export interface TooltipContentProps extends ComponentProps<typeof TooltipPrimitive.Content> {
  /**
   * Which side of the trigger it opens on, when there is room.
   * @defaultValue 'top'
   */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /**
   * How it lines up with the trigger along that side.
   * @defaultValue 'center'
   */
  align?: 'start' | 'center' | 'end';
  /**
   * Gap between the trigger and the tooltip, in pixels.
   * @defaultValue 6
   */
  sideOffset?: number;
  /**
   * Least distance from the edges of the window, in pixels: for every edge, or per side.
   * @defaultValue 8
   */
  collisionPadding?: number | Partial<Record<'top' | 'right' | 'bottom' | 'left', number>>;
  /** Text read instead of the shown content, when the content is not plain text. */
  'aria-label'?: string;
}

/**
 * Small light text on a dark label with an arrow, kept on screen: it flips side when there is no room.
 */
export function TooltipContent({
  className,
  children,
  sideOffset = 6,
  collisionPadding = 8,
  ...props
}: TooltipContentProps) {
  const { container } = useContext(TooltipPortalContext);
  return (
    <TooltipPrimitive.Portal container={container}>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 max-w-[min(16rem,var(--radix-tooltip-content-available-width))] rounded-md bg-pk-hero px-3 py-1.5 text-xs leading-snug font-medium text-pk-hero-ink shadow-pk-card dark:ring-1 dark:ring-pk-border forced-colors:border',
          'origin-(--radix-tooltip-content-transform-origin) motion-safe:transition-[opacity,scale] motion-safe:duration-150 starting:scale-95 starting:opacity-0',
          className,
        )}
        {...props}
      >
        {children}
        {/* Drawing only: without aria-hidden the tree has an unnamed image, which screen readers call "image". */}
        <TooltipPrimitive.Arrow aria-hidden="true" width={10} height={5} className="fill-pk-hero" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
