import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` (usually a lazy part of the page below the fold) only once the first screen has been painted,
 * so its code is fetched after the largest paint instead of competing with it. `fallback` holds the part's place
 * meanwhile, so nothing shifts when it arrives. Give it a `key` to wait again when the part is replaced by another.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // One frame to paint the first screen, the next to start on the rest.
    let second = 0;
    const first = requestAnimationFrame(() => {
      // A transition: React makes the part in slices, so a tap meanwhile is answered at once.
      second = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
