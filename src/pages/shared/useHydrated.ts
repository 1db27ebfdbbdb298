import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * `false` while the server prerenders and while React hydrates that HTML, `true` from the render after (and at once
 * when React draws the page from nothing). What only the browser knows (the page's address, a lazy part's chunk)
 * waits for `true`, so the hydrating render matches the prerendered HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
