import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` (usually a lazy part of the page below the fold) only once the first screen has been painted,
 * so its code is fetched after the largest paint instead of competing with it. `fallback` holds the part's place
 * meanwhile, so nothing shifts when it arrives.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // One frame to paint the first screen, the next to start on the rest.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
