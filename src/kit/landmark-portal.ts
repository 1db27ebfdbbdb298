'use client';

import { useCallback, useMemo, useState, type Ref, type RefCallback } from 'react';

// Portalled to <body>, a floating part (a menu, a tooltip) would sit outside every landmark (axe's "region" rule).
// It goes to the end of its trigger's closest landmark instead, which still frees it from the trigger's own
// clipping and stacking.
const landmarks =
  'main, nav, aside, header, footer, section, form, search, [role="main"], [role="navigation"], [role="complementary"], [role="banner"], [role="contentinfo"], [role="region"], [role="search"], [role="form"]';

/** Where a floating part renders (`container`), and how it learns it from its trigger (`setTrigger`). */
export interface LandmarkPortal {
  /** The landmark to render into; `null` means `<body>`. Pass it to the Radix Portal's `container` prop. */
  container: HTMLElement | null;
  /** Finds the closest landmark around the trigger and keeps it as `container`. */
  setTrigger: (trigger: HTMLElement | null) => void;
}

/**
 * The default value for a component's portal context, before any trigger is known: `container` `null` (render into
 * `<body>`) and a `setTrigger` that does nothing.
 */
export const bodyPortal: LandmarkPortal = { container: null, setTrigger: () => {} };

/**
 * Keeps a floating part (a menu, a tooltip) inside the landmark of its trigger rather than at the end of `<body>`. A
 * component's Root calls it and passes the result through context to its trigger and its content.
 * @remarks A floating part rendered at the end of `<body>` sits outside every landmark, so a screen reader user
 * moving by landmarks never meets it and axe reports its text as outside any region. These helpers render it instead
 * at the end of the nearest element around its trigger that is, or can be, a landmark (`main`, `nav`, `header`,
 * `footer`, `aside`, `section`, `form`, `search`, or an element with a landmark role), which still frees it from the
 * trigger's own clipping and stacking. Until the trigger has mounted, and when it has no landmark around it, the
 * part goes to `<body>`.
 *
 * The kit's tooltip and dropdown menu use them. Give the Radix Portal `container={portal.container}`, and the
 * trigger the ref from `useTriggerRef(portal.setTrigger, ref)`.
 */
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

/**
 * Called by a component's Trigger: a ref callback that tells the portal where the trigger is, and still passes the
 * element to the caller's own ref.
 * @param setTrigger From the `LandmarkPortal` in context.
 * @param ref The ref the caller gave the trigger, a callback or an object.
 */
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
