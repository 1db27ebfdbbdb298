import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

/**
 * Whether the window is scrolled more than `threshold` pixels. The component re-renders only when the answer
 * changes, not on every scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  const isPast = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, isPast, () => false);
}
