import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { site } from '../site';
import type { ShellLink } from './shellLinks';
import { useDelayedFlag } from './useDelayedFlag';

// The dialog's code arrives when the visitor first reaches for the burger, not before the first paint.
const loadPanel = () => import('./SideMenuPanel');
const SideMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.SideMenuPanel })));

interface SideMenuProps {
  links: ShellLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The burger, shown below the wide-screen breakpoint, and the side menu it opens. */
export function SideMenu({ links, open, onOpenChange }: SideMenuProps) {
  const panelId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(false);
  const toggled = useDelayedFlag(open, site.burgerToggledDelayMs);
  // Collapsed a frame after the menu has gone, once the burger is back in the accessibility tree (it is hidden while
  // the menu is open), and before focus comes back to it: a change made while it was hidden is not reported, and Orca
  // in Chromium said "expanded" of it, as it had last heard it.
  const [expanded, setExpanded] = useState(open);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setExpanded(open));
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const bar = 'h-0.5 w-[22px] rounded-full bg-current duration-300 motion-reduce:transition-none';

  return (
    <>
      <button
        ref={burgerRef}
        type="button"
        aria-expanded={open || expanded}
        aria-controls={panelId}
        aria-haspopup="dialog"
        data-toggled={toggled || undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          onOpenChange(!open);
        }}
        className="group inline-flex size-11 flex-col items-center justify-center gap-[5px] rounded-full hover:bg-current/10 lg:hidden"
      >
        <span className="sr-only">Menu</span>
        <span
          aria-hidden="true"
          className={`${bar} transition-transform group-data-toggled:translate-y-[7px] group-data-toggled:rotate-45`}
        />
        <span aria-hidden="true" className={`${bar} transition-opacity group-data-toggled:opacity-0`} />
        <span
          aria-hidden="true"
          className={`${bar} transition-transform group-data-toggled:-translate-y-[7px] group-data-toggled:-rotate-45`}
        />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SideMenuPanel
            id={panelId}
            links={links}
            open={open}
            onOpenChange={onOpenChange}
            returnFocusTo={burgerRef}
          />
        </Suspense>
      )}
    </>
  );
}
