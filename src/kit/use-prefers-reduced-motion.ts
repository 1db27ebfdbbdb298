'use client';

import { useSyncExternalStore } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the visitor's system asks for reduced motion (the `(prefers-reduced-motion: reduce)` media query). It
 * re-renders the component when the setting changes.
 * @remarks Use it where CSS alone cannot stop motion: while it returns `true`, stop anything that moves by itself
 * and let changes happen without sliding, as the kit's carousel (no rotation, no gliding between slides) and slider
 * (no animated jumps) do. Motion written in classes uses Tailwind's `motion-safe:` and `motion-reduce:` variants
 * instead.
 *
 * It returns `false` while rendering on a server, where there is no setting to read.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}
