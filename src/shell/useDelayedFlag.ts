import { useEffect, useState } from 'react';

/** True once `active` has stayed true for `delayMs`; false again the moment `active` turns false. */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [elapsedFor, setElapsedFor] = useState<boolean>(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setElapsedFor(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setElapsedFor(false);
    };
  }, [active, delayMs]);
  return active && elapsedFor;
}
