import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useCallback, useContext, useMemo, useState, type ComponentProps } from 'react';
import { cn } from './cn';

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

// Portalled to <body>, the tooltip would sit outside every landmark (axe's "region" rule). It goes to the end of
// its trigger's closest landmark instead, which still frees it from the trigger's own clipping and stacking.
const landmarks =
  'main, nav, aside, header, footer, section, form, search, [role="main"], [role="navigation"], [role="complementary"], [role="banner"], [role="contentinfo"], [role="region"], [role="search"], [role="form"]';

interface TooltipPortalState {
  container: HTMLElement | null;
  setTrigger: (trigger: HTMLElement | null) => void;
}

const TooltipPortalContext = createContext<TooltipPortalState>({ container: null, setTrigger: () => {} });

export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const setTrigger = useCallback(
    (trigger: HTMLElement | null) => setContainer(trigger?.closest<HTMLElement>(landmarks) ?? null),
    [],
  );
  const portal = useMemo(() => ({ container, setTrigger }), [container, setTrigger]);
  return (
    <TooltipPortalContext value={portal}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPortalContext>
  );
}

export function TooltipTrigger({ ref, ...props }: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  const { setTrigger } = useContext(TooltipPortalContext);
  const triggerRef = useCallback(
    (trigger: HTMLButtonElement | null) => {
      setTrigger(trigger);
      if (typeof ref === 'function') ref(trigger);
      else if (ref) ref.current = trigger;
    },
    [ref, setTrigger],
  );
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
          'z-50 max-w-[min(16rem,var(--radix-tooltip-content-available-width))] rounded-md bg-hero px-3 py-1.5 text-xs leading-snug font-medium text-hero-ink shadow-card dark:ring-1 dark:ring-border',
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
