'use client';

import { useEffect } from 'react';

/** How many layers hold the page still, and the root element's own styles from before the first of them. */
let locks = 0;
let before: { overflow: string; scrollbarGutter: string } | null = null;

/**
 * Holds the page still behind an open modal layer: while `locked` is true the root element (`<html>`) does not
 * scroll, and the page keeps its width. Where the scrollbar takes room (not an overlay scrollbar), that room stays
 * as an empty gutter (`scrollbar-gutter: stable`) instead of the page growing into it. Only `<html>`'s own
 * `overflow` and `scrollbar-gutter` change: no margin on `<body>` and no inherited property, so the browser restyles
 * one element, not the whole page, in the frame the layer opens. Locks nest: the page scrolls again when the last
 * layer lets go, with `<html>`'s styles as they were.
 * @param locked Whether the layer is open.
 * @remarks Call it from the component that is rendered only while the layer is open (or pass its open state). It
 * replaces the scroll lock of Radix Dialog's Overlay, which holds the page by a margin on `<body>`: render a plain
 * element as the overlay instead, with `pointer-events: auto`, since Radix turns them off on `<body>`.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    if (locks === 0) {
      // A scrollbar that takes room makes the window wider than the root's client area.
      const gutter = window.innerWidth > root.clientWidth;
      before = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
      if (gutter) root.style.scrollbarGutter = 'stable';
      root.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks > 0 || !before) return;
      root.style.overflow = before.overflow;
      root.style.scrollbarGutter = before.scrollbarGutter;
      before = null;
    };
  }, [locked]);
}
