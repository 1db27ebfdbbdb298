import type { RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The first focusable element on every page. The router owns the URL fragment, so instead of an `#id` jump it
 * links to the current route and moves focus to the main landmark itself.
 */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  const { pathname, search } = useLocation();
  return (
    <a
      href={`#${pathname}${search}`}
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
      }}
      className="fixed left-4 top-4 z-[60] -translate-y-24 rounded-pill bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground shadow-raised focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
