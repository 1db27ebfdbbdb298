import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';

/*
 * The documentation's search button, and its shortcuts: Ctrl+K, ⌘K, and `/` when not typing in a field. The dialog
 * and the index are a chunk of their own, fetched when the search first opens (or the button is pointed at).
 */

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

/** Whether a key press lands in something that takes text, where `/` is typed rather than a shortcut. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const chord = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
      if (!chord && !slash) return;
      if (document.querySelector('[role="dialog"]') && !open) return;
      event.preventDefault();
      // Focus returns, when it closes, to whatever had it when the shortcut was pressed.
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setWanted(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={() => void loadDialog()}
        onClick={() => {
          returnTo.current = buttonRef.current;
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 w-full items-center gap-2 rounded-pk-pill border-2 border-pk-border-strong px-4 text-sm font-semibold text-pk-ink hover:bg-pk-surface-muted pk-focus-ring"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="me-auto">Search</span>
        <kbd aria-hidden="true" className="text-xs text-pk-muted">
          Ctrl K
        </kbd>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} returnTo={returnTo} />
        </Suspense>
      )}
    </>
  );
}
