import { Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { routeAt, routeTable } from '../routes';
import { documentTitle } from '../site';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { moveFocusTo } from './moveFocusTo';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageTitleContext } from './pageTitle';
import { SkipLink } from './SkipLink';

/** Moves focus to the page's heading so a screen reader announces where the visitor has arrived. */
function focusPageHeading(main: HTMLElement | null): void {
  moveFocusTo(main?.querySelector<HTMLElement>('h1') ?? main, { preventScroll: true });
}

export function Layout() {
  const location = useLocation();
  // The page on screen follows the location once the next page's code is ready, so the old page stays meanwhile;
  // the shell (the side menu, the active link) follows the location at once.
  const shown = useDeferredValue(location);
  const page = useRoutes(routeTable, shown);
  const match = routeAt(shown);
  const mainRef = useRef<HTMLElement>(null);
  // The side menu is open for the location it was opened at, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  // A navigation is any change of path or query (`#/documentation?component=slider` to `?component=modal`).
  const shownAt = shown.pathname + shown.search;
  const arrivedAt = useRef<string | null>(match.kind === 'redirect' ? match.to : shownAt);
  // The page may name itself more precisely than its route (the documentation's component), while it is shown.
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  const title = match.kind === 'page' ? (pageTitle ?? match.route.handle.title) : null;

  useLayoutEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);

  useEffect(() => {
    // The first page keeps the browser's own focus and scroll; every later navigation starts at the top.
    if (arrivedAt.current === shownAt) return;
    arrivedAt.current = null;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    focusPageHeading(mainRef.current);
  }, [shownAt]);

  // The redirect of the empty path renders nothing but the redirect.
  if (match.kind === 'redirect') return page;
  const { shell } = match.route.handle;

  return (
    <>
      <SkipLink target={mainRef} />
      {shell.navbar && (
        <SiteHeader
          shell={shell}
          menuOpen={menuOpen}
          onMenuOpenChange={(open) => setMenuOpenAt(open ? location.key : null)}
        />
      )}
      {/* At least a screen tall, so the footer never starts in view and jumps when the page arrives. */}
      <main id="main" ref={mainRef} tabIndex={-1} className="min-h-screen outline-none">
        <PageTitleContext value={setPageTitle}>
          <PageErrorBoundary at={shownAt}>
            <Suspense fallback={null}>{page}</Suspense>
          </PageErrorBoundary>
        </PageTitleContext>
      </main>
      {shell.footer && <SiteFooter />}
      <p aria-live="polite" data-slot="page-announcer" className="sr-only">
        {title}
      </p>
    </>
  );
}
