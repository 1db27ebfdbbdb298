import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { clsx } from 'clsx';
import index from 'virtual:search-index';
import { Modal, ModalContent, ModalTitle } from '../kit/modal';
import { useDirected } from '../shell/direction';
import { moveFocusTo } from '../shell/moveFocusTo';
import { prepare, search } from './searchScore';
import type { SearchDoc } from './searchTypes';

/*
 * The documentation's search: a modal holding a combobox and its listbox, after the W3C APG's combobox pattern. Its
 * code and the index come in one chunk, fetched the first time it opens.
 */

const prepared = prepare(index);

/** How long the typing must pause before the number of results is said. */
export const announceAfterMs = 600;

/** After a choice, the heading to focus once the page has drawn it: by id, by its text in `main`, or the page's h1. */
function focusWhenDrawn(doc: SearchDoc, path: string) {
  const started = performance.now();
  const find = (): HTMLElement | null => {
    if (!window.location.hash.startsWith(`#${path.split('&dir=')[0]}`)) return null;
    if (doc.headingId) return document.getElementById(doc.headingId);
    const main = document.querySelector('main');
    if (!main) return null;
    if (doc.section)
      return (
        [...main.querySelectorAll<HTMLElement>('h2')].find(
          (heading) => heading.textContent?.trim() === doc.section,
        ) ?? null
      );
    return main.querySelector<HTMLElement>('h1');
  };
  const look = () => {
    const heading = find();
    if (heading) {
      // The layout moves focus to the new page's heading as it arrives: this comes a frame after it.
      requestAnimationFrame(() => {
        heading.scrollIntoView({ block: 'start' });
        moveFocusTo(heading, { preventScroll: true });
      });
    } else if (performance.now() - started < 5000) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when it closes without a choice: what had it when the search opened. */
  returnTo: RefObject<HTMLElement | null>;
}

export function SearchDialog({ open, onOpenChange, returnTo }: SearchDialogProps) {
  const ids = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [said, setSaid] = useState({ query: '', text: '' });
  const chosen = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const directed = useDirected();
  const results = useMemo(() => search(prepared, query), [query]);
  const expanded = query.trim() !== '';

  // Said once the typing pauses, not on every key.
  useEffect(() => {
    if (!expanded) return;
    const timer = window.setTimeout(() => {
      const count = results.length;
      setSaid({
        query,
        text:
          count === 0
            ? `No results for ${query.trim()}`
            : `${count === 20 ? '20 or more' : count} result${count === 1 ? '' : 's'}`,
      });
    }, announceAfterMs);
    return () => window.clearTimeout(timer);
  }, [expanded, query, results]);

  const choose = (doc: SearchDoc) => {
    chosen.current = true;
    const to = directed(doc.path);
    onOpenChange(false);
    void navigate(to);
    focusWhenDrawn(doc, doc.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const doc = results[active];
      if (doc) {
        event.preventDefault();
        choose(doc);
      }
    }
  };

  const optionId = (at: number) => `${ids}option-${at}`;
  // The option the arrows reach is kept in view in the scrolling list, as focus would be.
  useEffect(() => {
    if (expanded) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId is made from ids, which does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, expanded]);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next) chosen.current = false;
        else {
          setQuery('');
          setActive(0);
        }
        onOpenChange(next);
      }}
    >
      <ModalContent
        aria-describedby={undefined}
        className="top-16 max-w-xl translate-y-0 rtl:translate-y-0"
        // Focus lands in the box, once the dialog is on screen.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
        // Escape clears the box first, and closes the search only when it is empty.
        onEscapeKeyDown={(event) => {
          if (query !== '') {
            event.preventDefault();
            setQuery('');
            setActive(0);
          }
        }}
        // After a choice, focus goes to the chosen heading; otherwise back to where it was.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!chosen.current) returnTo.current?.focus();
        }}
      >
        <div className="p-5 pe-14">
          <ModalTitle className="text-start text-lg">Search the documentation</ModalTitle>
        </div>
        <div className="px-5 pb-5">
          <input
            type="text"
            role="combobox"
            ref={inputRef}
            aria-label="Search the documentation"
            aria-expanded={expanded}
            aria-controls={`${ids}list`}
            aria-autocomplete="list"
            aria-activedescendant={expanded && results[active] ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder="Components, props, keys, pages"
            className="min-h-11 w-full rounded-pk-input border-2 border-pk-border-strong bg-pk-surface px-3 text-pk-ink placeholder:text-pk-muted pk-focus-ring"
          />
          <p role="status" className="sr-only">
            {expanded && said.query === query ? said.text : ''}
          </p>
          <div
            id={`${ids}list`}
            role="listbox"
            aria-label="Results"
            hidden={!expanded}
            className="mt-3 max-h-[60dvh] overflow-y-auto"
          >
            {results.map((doc, at) => (
              // The options are operated from the box, by aria-activedescendant (the APG's combobox): they take no
              // focus and no keys of their own; the click is for a pointer.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={`${doc.path}|${doc.group}|${doc.title}|${at}`}
                id={optionId(at)}
                role="option"
                aria-selected={at === active}
                onClick={() => choose(doc)}
                onMouseMove={() => setActive(at)}
                className={clsx(
                  'cursor-pointer rounded-pk-input px-3 py-2',
                  at === active &&
                    'bg-pk-surface-muted outline-2 outline-pk-primary forced-colors:outline-[Highlight]',
                )}
              >
                <span className="block text-xs font-bold uppercase tracking-wider text-pk-muted">
                  {doc.group}
                </span>
                <span className="block font-semibold">{doc.title}</span>
                <span className="block truncate text-sm text-pk-muted">{doc.excerpt}</span>
              </div>
            ))}
          </div>
          {expanded && results.length === 0 && (
            <p className="mt-3 text-sm text-pk-muted">Nothing matches “{query.trim()}”.</p>
          )}
        </div>
      </ModalContent>
    </Modal>
  );
}
