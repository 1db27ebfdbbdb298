import { useCallback, useMemo, useState, type Ref, type RefCallback } from 'react';

// Portalled to <body>, a floating part (a menu, a tooltip) would sit outside every landmark (axe's "region" rule).
// It goes to the end of its trigger's closest landmark instead, which still frees it from the trigger's own
// clipping and stacking.
const landmarks =
  'main, nav, aside, header, footer, section, form, search, [role="main"], [role="navigation"], [role="complementary"], [role="banner"], [role="contentinfo"], [role="region"], [role="search"], [role="form"]';

/** Where a floating part renders (`container`), learnt from its trigger (`setTrigger`). */
export interface LandmarkPortal {
  container: HTMLElement | null;
  setTrigger: (trigger: HTMLElement | null) => void;
}

/** The value for a component's portal context before any trigger is known: render into <body>. */
export const bodyPortal: LandmarkPortal = { container: null, setTrigger: () => {} };

/** Held by a Root: the landmark around its trigger. */
export function useLandmarkPortal(): LandmarkPortal {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const setTrigger = useCallback(
    (trigger: HTMLElement | null) => setContainer(trigger?.closest<HTMLElement>(landmarks) ?? null),
    [],
  );
  return useMemo(() => ({ container, setTrigger }), [container, setTrigger]);
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A Trigger's ref: tells the portal where the trigger is, and still honours the caller's own ref. */
export function useTriggerRef<T extends HTMLElement>(
  setTrigger: LandmarkPortal['setTrigger'],
  ref: Ref<T> | undefined,
): RefCallback<T> {
  return useCallback(
    (trigger: T | null) => {
      setTrigger(trigger);
      assignRef(ref, trigger);
    },
    [ref, setTrigger],
  );
}
