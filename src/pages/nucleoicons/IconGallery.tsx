import { Check, SearchX } from 'lucide-react';
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { iconCatalog, type IconEntry } from '../../content/icons';
import { Button } from '../../kit/button';
import { Card } from '../../kit/card';
import { cn } from '../../kit/cn';
import { useCopy } from '../shared/useCopy';
import { CopyNotice } from './CopyNotice';
import { filterIcons, gridMoveTarget, iconCountText } from './filterIcons';

interface IconGalleryProps {
  query: string;
  onClearSearch: () => void;
  /** The visible line that tells how the grid works by keyboard; it describes the grid. */
  keyboardHintId: string;
  /** The icons to search: the site's catalog, or a larger one (the benchmark's harness repeats it). */
  icons?: readonly IconEntry[];
}

/**
 * How many icons the grid draws at first, and how many more each time the visitor scrolls near its end. The site's
 * hundred fit in one go; a catalogue of thousands is drawn a window at a time, so a keystroke never waits for
 * thousands of tiles. What is drawn stays drawn: find-in-page and the keyboard reach every icon shown.
 */
const WINDOW = 240;

/** Icons per row as the browser laid the grid out: the columns follow the width of the screen. */
function columnsOf(grid: HTMLElement): number {
  return getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length;
}

interface IconTileProps {
  icon: IconEntry;
  index: number;
  /** Of all the icons that match, drawn or not, for `aria-setsize`. */
  count: number;
  tabbable: boolean;
  justCopied: boolean;
  onFocusIcon: (name: string) => void;
  onMove: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  onCopy: (name: string) => void;
}

/** One icon: a button that copies its name. Drawn again only when its own props change, not on every keystroke. */
const IconTile = memo(function IconTile({
  icon: { name, Icon },
  index,
  count,
  tabbable,
  justCopied,
  onFocusIcon,
  onMove,
  onCopy,
}: IconTileProps) {
  return (
    <li className="flex" aria-setsize={count} aria-posinset={index + 1}>
      <Card asChild>
        <button
          type="button"
          tabIndex={tabbable ? 0 : -1}
          onFocus={() => onFocusIcon(name)}
          onKeyDown={(event) => onMove(event, index)}
          onClick={() => onCopy(name)}
          className={cn(
            // The bottom scroll margin keeps a focused icon clear of the copy notice pinned to the screen's bottom.
            'group relative w-full cursor-pointer scroll-mb-24 items-center justify-center gap-3 px-2 pb-4 pt-6',
            'transition-[box-shadow,translate] duration-150 hover:-translate-y-0.5 hover:shadow-pk-raised motion-reduce:transition-none motion-reduce:hover:translate-y-0',
            'pk-focus-ring',
          )}
        >
          <Icon
            aria-hidden="true"
            strokeWidth={1.75}
            className="size-8 text-pk-ink transition-colors group-hover:text-pk-primary-text"
          />
          <span className="sr-only">Copy </span>
          <span className="text-xs font-medium leading-snug break-words text-pk-muted">{name}</span>
          {justCopied && (
            <Check
              aria-hidden="true"
              className="absolute end-2 top-2 size-5 rounded-full bg-pk-primary p-0.5 text-pk-primary-foreground"
            />
          )}
        </button>
      </Card>
    </li>
  );
});

/**
 * The catalog's icons matching the search, as a grid of buttons that copy their names. The grid is one tab stop:
 * the arrow keys, Home and End move focus inside it (a roving tabindex).
 */
export function IconGallery({ query, onClearSearch, keyboardHintId, icons = iconCatalog }: IconGalleryProps) {
  // The field shows each keystroke at once; the grid follows when the browser has a moment, and a keystroke that
  // comes meanwhile starts it again.
  const shownQuery = useDeferredValue(query);
  const matches = useMemo(() => filterIcons(icons, shownQuery), [icons, shownQuery]);
  const [focusedName, setFocusedName] = useState<string | null>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const { outcome, copy, dismiss } = useCopy();
  // The grid's tab stop: the icon focused last while the search still shows it, else the first one shown.
  const tabStop = matches.some((icon) => icon.name === focusedName) ? focusedName : matches[0]?.name;

  // The window: the first icons drawn, and more as the end comes near (a sentinel after the last one).
  const [drawn, setDrawn] = useState({ matches, count: WINDOW });
  const limit = drawn.matches === matches ? drawn.count : WINDOW;
  if (drawn.matches !== matches) setDrawn({ matches, count: WINDOW });
  const sentinelRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting)
          startTransition(() => setDrawn((current) => ({ ...current, count: current.count + WINDOW })));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [limit, matches]);

  // A key that leads past the last icon drawn (End, a row down) draws up to it first, then focuses it.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null || target >= limit) return;
    pendingFocus.current = null;
    gridRef.current?.querySelectorAll('button')[target]?.focus();
  }, [limit]);

  // Stable for the memoised tiles while the number of matches is (and `count` changes them all anyway).
  const count = matches.length;
  const moveFocus = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
      const grid = gridRef.current;
      if (!grid || event.altKey || event.shiftKey || event.metaKey) return;
      const target = gridMoveTarget(event.key, { index, count, columns: columnsOf(grid) });
      if (target === null) return;
      event.preventDefault();
      const button = grid.querySelectorAll('button')[target];
      if (button) {
        button.focus();
        return;
      }
      pendingFocus.current = target;
      setDrawn((current) => ({ ...current, count: Math.ceil((target + 1) / WINDOW) * WINDOW }));
    },
    [count],
  );
  const copyName = useCallback((name: string) => void copy(name), [copy]);

  function dismissNotice() {
    dismiss();
    // The Dismiss button goes away under the keyboard user: send focus back to the grid, not to the page top.
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }

  return (
    <>
      <p role="status" className="text-sm font-semibold leading-6">
        {iconCountText(matches.length)}
        {/* The empty state below is not in the live region; its gist is, so a screen reader hears why. */}
        {matches.length === 0 && (
          <span className="sr-only">
            : none match “{query.trim()}”. Try a shorter word, or clear the search.
          </span>
        )}
      </p>
      {matches.length > 0 ? (
        <ul
          ref={gridRef}
          aria-label="Icons"
          aria-describedby={keyboardHintId}
          className="mt-4 grid auto-rows-fr grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-3 sm:grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] sm:gap-5"
        >
          {matches.slice(0, limit).map((icon, index) => (
            <IconTile
              key={icon.name}
              icon={icon}
              index={index}
              count={matches.length}
              tabbable={icon.name === tabStop}
              justCopied={outcome?.copied === true && outcome.label === icon.name}
              onFocusIcon={setFocusedName}
              onMove={moveFocus}
              onCopy={copyName}
            />
          ))}
          {limit < matches.length && <li ref={sentinelRef} aria-hidden="true" className="h-px" />}
        </ul>
      ) : (
        <div className="mt-4 flex flex-col items-center rounded-pk-card border border-dashed border-pk-border-strong bg-pk-surface px-6 py-16 text-center">
          <SearchX aria-hidden="true" strokeWidth={1.5} className="size-10 text-pk-muted" />
          <p className="mt-4 text-lg font-semibold">No icons match “{query.trim()}”</p>
          <p className="mt-2 max-w-md text-sm text-pk-muted">
            Try a shorter word, or something the icon shows: arrow, cloud, user.
          </p>
          <Button color="primary" variant="outline" shape="round" className="mt-6" onClick={onClearSearch}>
            Clear the search
          </Button>
        </div>
      )}
      <CopyNotice outcome={outcome} onDismiss={dismissNotice} />
    </>
  );
}
