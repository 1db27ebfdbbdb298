import { startTransition, useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`: what follows the visitor's typing at a distance (the address, the
 * report, the exports), so a burst of keys costs one update, made in a transition after it.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setSettled(value)), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A count from 0 to `last`, one more in each task after the component mounts, in a transition: a big part of a page
 * is drawn a piece per task (`stage >= 2 && <Piece />`), so that no task is long.
 */
export function useStages(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= last) return;
    const timer = setTimeout(() => startTransition(() => setStage(stage + 1)), 0);
    return () => clearTimeout(timer);
  }, [stage, last]);
  return stage;
}
