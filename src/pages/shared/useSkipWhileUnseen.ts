import { useEffect, type RefObject } from 'react';

/**
 * The classes of an element that {@link useSkipWhileUnseen} looks after. `contain-intrinsic-size: auto` makes the
 * browser remember the element's height each time it is drawn; `content-visibility: auto`, switched on by the hook
 * while the element is far from the screen, lets the browser skip its style, layout and paint, standing in that
 * remembered height.
 */
export const skipWhileUnseenClass =
  '[contain-intrinsic-size:auto_none] data-skip-unseen:[content-visibility:auto]';

/**
 * Lets the browser skip the element in `ref` while it is more than half a screen away from the viewport
 * (`content-visibility: auto`). A skipped element keeps the height it had when last drawn, so the page keeps its
 * length, a scroll lands where it was aimed and nothing moves as the element comes back; it is still in the
 * accessibility tree, found by find-in-page, and drawn as soon as focus, a scroll or find-in-page takes the reader
 * into it. Give the element {@link skipWhileUnseenClass}.
 *
 * Only while it is away: `content-visibility: auto` also contains the element's paint, which would make it the box
 * that a `position: fixed` menu or tooltip inside it (portalled into its landmark) is placed in and clipped by. Near
 * the screen, where a reader can open one, the element is an ordinary box.
 *
 * What it saves: a change to the whole page (the theme's colours, `inert` behind a modal) restyles only what is
 * near the screen, and a frame lays out only that.
 */
export function useSkipWhileUnseen(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    // Without IntersectionObserver (an old browser, a test's DOM) the element is simply always drawn.
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The first report comes after the element has been drawn once, so the browser knows its height by then.
    const observer = new IntersectionObserver(
      ([entry]) => element.toggleAttribute('data-skip-unseen', entry ? !entry.isIntersecting : false),
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.removeAttribute('data-skip-unseen');
    };
  }, [ref]);
}
