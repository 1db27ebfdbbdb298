import type { RefObject } from 'react';

/**
 * The first focusable element on every page. The router owns the URL fragment, so the click never reaches it:
 * the link moves focus to the main landmark itself and leaves the address as it is.
 */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  return (
    <a
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
      }}
      className="fixed start-4 top-4 z-[60] -translate-y-24 rounded-pk-pill bg-pk-primary px-5 py-3 text-sm font-semibold text-pk-primary-foreground shadow-pk-raised focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
