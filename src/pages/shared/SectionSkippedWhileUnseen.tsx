import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../kit/cn';

/**
 * A `<section>` that the browser skips while it is more than half a screen away from the viewport
 * (`content-visibility: auto`, switched on by an IntersectionObserver). `contain-intrinsic-size: auto` makes the
 * browser remember its height each time it is drawn, so a skipped section keeps that height: the page keeps its
 * length, a scroll lands where it was aimed and nothing moves as the section comes back. A skipped section is still
 * in the accessibility tree, found by find-in-page, and drawn as soon as focus, a scroll or find-in-page takes the
 * reader into it.
 *
 * Only while it is away: `content-visibility: auto` also contains the section's paint, which would make it the box
 * that a `position: fixed` menu or tooltip inside it (portalled into its landmark) is placed in and clipped by. Near
 * the screen, where a reader can open one, it is an ordinary box, and so is a section focus has just moved into.
 *
 * What it saves: a change to the whole page (the theme's colours, `inert` behind a modal) restyles only what is
 * near the screen, and a frame lays out only that.
 */
export function SectionSkippedWhileUnseen({ className, ...props }: ComponentProps<'section'>) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = ref.current;
    // Without IntersectionObserver (an old browser, a test's DOM) the section is simply always drawn.
    if (!section || typeof IntersectionObserver === 'undefined') return;
    // The first report comes after the section has been drawn once, so the browser knows its height by then.
    const observer = new IntersectionObserver(
      ([entry]) => section.toggleAttribute('data-skip-unseen', entry ? !entry.isIntersecting : false),
      { rootMargin: '50% 0px' },
    );
    observer.observe(section);
    // Focus that arrives before the observer's report (a fast Tab on a busy machine) makes the section ordinary at
    // once: this listener runs before React's, so a tooltip that opens on focus is placed in the viewport.
    const drawNow = () => section.removeAttribute('data-skip-unseen');
    section.addEventListener('focusin', drawNow);
    return () => {
      observer.disconnect();
      section.removeEventListener('focusin', drawNow);
      drawNow();
    };
  }, []);
  return (
    <section
      ref={ref}
      className={cn(
        '[contain-intrinsic-size:auto_none] data-skip-unseen:[content-visibility:auto]',
        className,
      )}
      {...props}
    />
  );
}
