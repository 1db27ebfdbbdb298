import { lazy, Suspense, useDeferredValue, useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../shell/SiteLink';
import { moveFocusTo } from '../../shell/moveFocusTo';
import { usePageTitle } from '../../shell/pageTitle';
import { catalogEntry } from './catalog';
import { ComponentDoc } from './ComponentDoc';
import { ComponentIndex } from './ComponentIndex';
import { DirectionSwitch } from './DirectionSwitch';
import { inlineCode, textLink } from './docClasses';

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
  headingRef,
}: {
  slug: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <>
      <h1 ref={headingRef} className="text-4xl font-bold tracking-tight">
        No such component
      </h1>
      <p className="mt-4 max-w-2xl text-pk-muted">
        The kit has no file named <code className={inlineCode}>{slug}</code>. Pick one from the list, or start
        from the{' '}
        <Link to="/documentation" className={textLink}>
          documentation&rsquo;s front page
        </Link>
        .
      </p>
    </>
  );
}

/**
 * `#/documentation` lists the kit; `#/documentation?component=<file>` shows one kit file. The query, not an `#id`
 * (the router owns the fragment), picks the component, so a deep link works and Back returns to the previous one.
 */
export function DocumentationPage() {
  // The component on screen changes once its chunk is ready; meanwhile the previous one stays.
  const search = useDeferredValue(useLocation().search);
  const slug = new URLSearchParams(search).get('component');
  const entry = catalogEntry(slug);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A deep link to a component puts focus on it; later navigations are the layout's, as on every page.
  const deepLinked = useRef(slug !== null);

  // The document title and the layout's announcement name the component on screen.
  usePageTitle(
    entry
      ? `${entry.name} · Documentation`
      : slug === null
        ? 'Documentation'
        : 'No such component · Documentation',
  );

  useEffect(() => {
    if (deepLinked.current) moveFocusTo(headingRef.current, { preventScroll: true });
  }, []);

  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-28 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
      <div className="flex flex-col gap-6">
        <DirectionSwitch />
        <ComponentIndex current={entry ? entry.slug : null} />
      </div>
      <div className="mt-10 min-w-0 lg:mt-0">
        {entry ? (
          <ComponentDoc entry={entry} headingRef={headingRef} />
        ) : slug === null ? (
          overview
        ) : (
          <UnknownComponent slug={slug} headingRef={headingRef} />
        )}
      </div>
    </div>
  );
}
