import { ChevronDown } from 'lucide-react';
import { memo, useState } from 'react';
import { useHref, useNavigate, type NavigateFunction } from 'react-router-dom';
import { clsx } from 'clsx';
import { useDirected } from '../../shell/direction';
import { isPlainClick } from '../../shell/plainClick';
import costTotals from 'virtual:kit-cost-totals';
import type { KitEntry } from './docTypes';
import { Kilobytes } from './Kilobytes';
import { blockEntries, kitEntries } from './records';

const groups: { group: KitEntry['group']; title: string }[] = [
  { group: 'component', title: 'Components' },
  { group: 'helper', title: 'Helpers' },
];

interface IndexLink {
  key: string;
  /** The site path it goes to, with the page's direction. */
  to: string;
  name: string;
  current: boolean;
  /** What it adds to an app's JavaScript, gzip bytes (`scripts/kit-cost.ts`). */
  bytes: number | null;
  /** Whether it is a block's page (`?block=`) rather than a kit file's. */
  block: boolean;
}

/** Fetches a kit file's or a block's chunks ahead; a failure is the page's to show, if it is ever opened. */
function preloadDoc(slug: string, block: boolean) {
  import('./loaders')
    .then((loaders): Promise<unknown> => (block ? loaders.loadBlock(slug) : loaders.loadDoc(slug)))
    .catch(() => {});
}

/**
 * One link of the index: a plain `<a>` to the page's address that asks the router to go there on a click, not
 * react-router's `Link`, which re-renders whenever the address changes. Memoised, so a move to another page
 * re-renders the two links whose `current` changed, not all 47, before the new page can be drawn. Its code is
 * fetched when it is pointed at or focused, so a click finds it there.
 */
const IndexItem = memo(
  function IndexItem({
    link,
    root,
    navigate,
  }: {
    link: IndexLink;
    /** The router's address of the site's root (`#/` in the hash-routed site), which a site path follows. */
    root: string;
    navigate: NavigateFunction;
  }) {
    const preload = () => preloadDoc(link.key, link.block);
    return (
      <li className="flex min-w-0 flex-wrap items-center">
        <a
          href={`${root}${link.to.slice(1)}`}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            void navigate(link.to);
          }}
          onPointerEnter={preload}
          onFocus={preload}
          aria-current={link.current ? 'page' : undefined}
          className={clsx(
            'flex min-h-9 min-w-0 flex-1 items-center rounded-lg px-3 text-sm [overflow-wrap:anywhere]',
            link.current
              ? 'bg-pk-primary-soft font-bold text-pk-primary-text'
              : 'text-pk-ink hover:bg-pk-surface-muted',
            'pk-focus-ring',
            'focus-visible:-outline-offset-3',
          )}
        >
          {link.name}
        </a>
        {link.bytes !== null && (
          <span className="whitespace-nowrap px-3 text-xs tabular-nums text-pk-muted">
            <Kilobytes bytes={link.bytes} after="gzip" />
          </span>
        )}
      </li>
    );
  },
  // Compared by what the link shows and where it goes: the parent makes its objects afresh on each render.
  (before, after) =>
    before.navigate === after.navigate &&
    before.root === after.root &&
    before.link.to === after.link.to &&
    before.link.current === after.link.current &&
    before.link.name === after.link.name &&
    before.link.bytes === after.link.bytes,
);

/** One group of the index: its name and its links. */
function IndexGroup({ id, title, links }: { id: string; title: string; links: readonly IndexLink[] }) {
  const navigate = useNavigate();
  const root = useHref('/');
  return (
    <div>
      {/* A list's name, not a heading: the page's h1 comes after this sidebar and must open its outline. */}
      <p id={id} className="px-3 text-xs font-bold uppercase tracking-wider text-pk-muted">
        {title}
      </p>
      <ul aria-labelledby={id} className="mt-2 grid grid-cols-2 gap-x-2 sm:grid-cols-3 lg:flex lg:flex-col">
        {links.map((link) => (
          <IndexItem key={link.key} link={link} root={root} navigate={navigate} />
        ))}
      </ul>
    </div>
  );
}

interface ComponentIndexProps {
  /** The kit file on screen, by its `?component=` value. */
  current: string | null;
  /** The block on screen, by its `?block=` value. */
  currentBlock: string | null;
}

/**
 * Every kit file, as links to `?component=<file>`, then every block, as links to `?block=<folder>`: a sidebar on
 * wide screens, lists behind one toggle on narrow ones (closed again once a page is picked). The blocks are a
 * navigation of their own after the kit files', since a block is not a file of the kit.
 */
export function ComponentIndex({ current, currentBlock }: ComponentIndexProps) {
  const directed = useDirected();
  const [openAt, setOpenAt] = useState<string | null | undefined>(undefined);
  const shownAt = currentBlock === null ? current : `block:${currentBlock}`;
  const open = openAt === shownAt;
  const shown = open ? 'flex' : 'hidden';
  return (
    <div className="flex flex-col gap-6 lg:pb-8">
      <nav aria-label="Kit files">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="kit-file-list block-list"
          onClick={() => setOpenAt(open ? undefined : shownAt)}
          className={clsx(
            'flex min-h-11 w-full cursor-pointer items-center justify-between gap-3 rounded-pk-card border border-pk-border-strong bg-pk-surface px-4 text-start text-sm font-semibold lg:hidden',
            'pk-focus-ring',
          )}
        >
          All {kitEntries.length} kit files and {blockEntries.length} blocks
          <ChevronDown
            aria-hidden="true"
            className={clsx(
              'size-4 shrink-0 transition-transform motion-reduce:transition-none',
              open && 'rotate-180',
            )}
          />
        </button>
        <div id="kit-file-list" className={clsx('mt-3 flex-col gap-6 lg:mt-0 lg:flex', shown)}>
          {groups.map(({ group, title }) => (
            <IndexGroup
              key={group}
              id={`kit-files-${group}`}
              title={title}
              links={kitEntries
                .filter((entry) => entry.group === group)
                .map((entry) => ({
                  key: entry.slug,
                  to: directed(`/documentation?component=${entry.slug}`),
                  name: entry.name,
                  current: entry.slug === current,
                  bytes: costTotals[entry.slug] ?? null,
                  block: false,
                }))}
            />
          ))}
        </div>
      </nav>
      <nav id="block-list" aria-label="Blocks" className={clsx('flex-col lg:flex', shown)}>
        <IndexGroup
          id="kit-files-block"
          title="Blocks"
          links={blockEntries.map((entry) => ({
            key: entry.slug,
            to: directed(`/documentation?block=${entry.slug}`),
            name: entry.name,
            current: entry.slug === currentBlock,
            bytes: costTotals[entry.slug] ?? null,
            block: true,
          }))}
        />
      </nav>
      <p className={clsx('px-3 text-xs text-pk-muted lg:block', open ? 'block' : 'hidden')}>
        Beside each: the JavaScript it adds to an app, gzip, React not counted.
      </p>
    </div>
  );
}
