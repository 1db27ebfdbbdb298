import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../kit/cn';

/**
 * Whether an element's content is wider or taller than its box, followed as either changes size. Read only when the
 * ResizeObserver reports, which it does once the browser has laid the box out for a frame (the first time with the
 * first frame that draws it): sizes are then known and reading them costs nothing. Read in a layout effect instead,
 * they would force the browser to lay out the whole new page before it could draw its title.
 */
function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setOverflows(
        element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      );
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

type ScrollRegionProps = ComponentProps<'div'> & { label: string };

/**
 * A box that scrolls when its content does not fit (a wide table on a phone, a long source file). Only then is it
 * a named, focusable region, so keyboard users can scroll it and nobody meets an empty tab stop.
 */
export function ScrollRegion({ label, className, children, ...props }: ScrollRegionProps) {
  const { ref, overflows } = useOverflows<HTMLDivElement>();
  // A scrollable region is the one non-interactive element that must take focus (WCAG 2.1.1).
  const scrollable = overflows ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {};
  return (
    <div ref={ref} {...scrollable} className={cn('overflow-auto', 'pk-focus-ring', className)} {...props}>
      {children}
    </div>
  );
}
