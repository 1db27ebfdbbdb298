import { lazy, Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../shell/SiteLink';
import { moveFocusTo } from '../../shell/moveFocusTo';
import { usePageTitle } from '../../shell/pageTitle';
import { BlockDoc } from './BlockDoc';
import { ComponentDoc } from './ComponentDoc';
import { ComponentIndex } from './ComponentIndex';
import { DirectionSwitch } from './DirectionSwitch';
import { SearchButton } from '../../search/SearchButton';
import { inlineCode, textLink } from '../shared/proseClasses';
import { blockEntry, kitEntry } from './records';

// The front page's guide is its own chunk: a component's page, the documentation's usual first screen, never needs
// it. On the front page it hydrates once it arrives, with its prerendered HTML on screen meanwhile. The element is
// made once: a boundary still waiting to hydrate that is handed new props is drawn again from nothing instead.
const Overview = lazy(() => import('./Overview').then((module) => ({ default: module.Overview })));
const overview = (
  <Suspense fallback={null}>
    <Overview />
  </Suspense>
);

function UnknownComponent({
  slug,
  kind,
  headingRef,
}: {
  slug: string;
  kind: 'component' | 'block';
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <>
      <h1 ref={headingRef} className="text-4xl font-bold tracking-tight">
        No such {kind}
      </h1>
      <p className="mt-4 max-w-2xl text-pk-muted">
        The kit has no {kind === 'component' ? 'file' : 'block'} named{' '}
        <code className={inlineCode}>{slug}</code>. Pick one from the list, or start from the{' '}
        <Link to="/documentation" className={textLink}>
          documentation&rsquo;s front page
        </Link>
        .
      </p>
    </>
  );
}

/**
 * `#/documentation` lists the kit; `#/documentation?component=<file>` shows one kit file, and
 * `#/documentation?block=<folder>` one block. The query, not an `#id` (the router owns the fragment), picks the
 * page, so a deep link works and Back returns to the previous one.
 */
export function DocumentationPage() {
  // The layout draws a move within the documentation in the update that changes the address: the heading and
  // summary at once, the body a frame later (AfterFirstPaint). The front page's guide is a chunk of its own: until it
  // has come once, its place is empty for that moment, and the layout moves focus to its heading when it arrives.
  const search = new URLSearchParams(useLocation().search);
  const slug = search.get('component');
  const blockSlug = slug === null ? search.get('block') : null;
  const entry = kitEntry(slug);
  const block = blockEntry(blockSlug);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A deep link to a component or a block puts focus on it; later navigations are the layout's, as on every page.
  const deepLinked = useRef(slug !== null || search.has('block'));

  // The document title and the layout's announcement name the component or block on screen.
  const shown =
    entry?.name ??
    block?.name ??
    (slug !== null ? 'No such component' : blockSlug !== null ? 'No such block' : null);
  usePageTitle(shown ? `${shown} · Documentation` : 'Documentation');

  useEffect(() => {
    if (deepLinked.current) moveFocusTo(headingRef.current, { preventScroll: true });
  }, []);

  let page: ReactNode;
  if (entry) page = <ComponentDoc entry={entry} headingRef={headingRef} />;
  else if (block) page = <BlockDoc entry={block} headingRef={headingRef} />;
  else if (slug !== null) page = <UnknownComponent slug={slug} kind="component" headingRef={headingRef} />;
  else if (blockSlug !== null)
    page = <UnknownComponent slug={blockSlug} kind="block" headingRef={headingRef} />;
  else page = overview;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-28 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
      <div className="flex flex-col gap-6">
        <SearchButton />
        <DirectionSwitch />
        <ComponentIndex current={entry ? entry.slug : null} currentBlock={block ? block.slug : null} />
      </div>
      <div className="mt-10 min-w-0 lg:mt-0">{page}</div>
    </div>
  );
}
