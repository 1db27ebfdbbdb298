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
 * re-renders the component when the setting changes, and returns `false` when rendering on a server, where there is
 * no setting to read.
 * @remarks It returns false on a server, where there is no setting to read. Stop anything that moves by
 * itself when it is true, and let changes happen without sliding.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}
