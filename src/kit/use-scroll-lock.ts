'use client';

import { useEffect } from 'react';

/** How many layers hold the page still, and the root element's own styles from before the first of them. */
let locks = 0;
let before: { overflow: string; scrollbarGutter: string } | null = null;

/**
 * Holds the page still behind an open modal layer: while `locked` is true the root element (`<html>`) does not
 * scroll, and the page keeps its width. Locks nest: the page scrolls again when the last layer lets go, with
 * `<html>`'s styles as they were.
 * @param locked Whether the layer is open.
 * @remarks Call it from the component that is rendered only while the layer is open (or pass its open state), as the
 * kit's `Modal` does. A wheel, a swipe or Page Down then scrolls nothing behind the layer, and closing it gives the
 * page back exactly as it was, scroll position included. Where a scrollbar takes room (not an overlay scrollbar),
 * its place stays as an empty gutter (`scrollbar-gutter: stable`), so the page does not widen and nothing behind the
 * overlay moves sideways.
 *
 * Only `<html>`'s own `overflow` and `scrollbar-gutter` change. It replaces the scroll lock of Radix Dialog's
 * Overlay, which holds the page with a margin on `<body>` and a style that every element inherits: the browser would
 * restyle the whole page in the frame the layer opens (on a slow phone, a tap that waits a quarter of a second),
 * where this restyles one element. Render a plain element as the overlay instead, with `pointer-events: auto`, since
 * Radix turns them off on `<body>`.
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
