import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext, type ComponentProps } from 'react';
import { cn } from './cn';
import { bodyPortal, useLandmarkPortal, useTriggerRef, type LandmarkPortal } from './landmark-portal';

/**
 * Small dark text next to its trigger, on any side (`side` on TooltipContent). It opens on hover and on keyboard
 * focus and closes on Escape. The trigger must have its own name: the tooltip only describes it.
 */
export function TooltipProvider({
  delayDuration = 200,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

const TooltipPortalContext = createContext<LandmarkPortal>(bodyPortal);

export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const portal = useLandmarkPortal();
  return (
    <TooltipPortalContext value={portal}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPortalContext>
  );
}

export function TooltipTrigger({ ref, ...props }: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  const { setTrigger } = useContext(TooltipPortalContext);
  const triggerRef = useTriggerRef(setTrigger, ref);
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" ref={triggerRef} {...props} />;
}

export function TooltipContent({
  className,
  children,
  sideOffset = 6,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  const { container } = useContext(TooltipPortalContext);
  return (
    <TooltipPrimitive.Portal container={container}>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 max-w-[min(16rem,var(--radix-tooltip-content-available-width))] rounded-md bg-hero px-3 py-1.5 text-xs leading-snug font-medium text-hero-ink shadow-card dark:ring-1 dark:ring-border forced-colors:border',
          'origin-(--radix-tooltip-content-transform-origin) motion-safe:transition-[opacity,scale] motion-safe:duration-150 starting:scale-95 starting:opacity-0',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow width={10} height={5} className="fill-hero" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
