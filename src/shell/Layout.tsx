import { Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { DirectionProvider, type Direction } from '../kit/direction';
import { documentTitle } from '../site';
import { directionOf, searchWithoutDirection, withDirection } from './direction';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { moveFocusTo } from './moveFocusTo';
import { keepsPlace } from './pageAddress';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageHydrated } from './pageHydration';
import { isPlainClick } from './plainClick';
import { PageTitleContext } from './pageTitle';
import type { SiteMap } from './siteMap';
import { SkipLink } from './SkipLink';

/**
 * Right to left, a plain link into the site (`<a href="#/landing">`, as the kit's demos write them) would lose the
 * direction: a click on one goes to its address with `dir=rtl` added. The site's own links carry it already.
 */
function useDirectionKeptByPlainLinks(direction: Direction): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (direction !== 'rtl') return;
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
      const href = link?.getAttribute('href');
      // A link that sets the direction itself (the documentation's LTR and RTL) is left as it is.
      if (
        !href ||
        link?.hasAttribute('target') ||
        link?.hasAttribute('download') ||
        link?.hasAttribute('data-direction')
      )
        return;
      const to = href.slice(1);
      const directed = withDirection(to, 'rtl');
      if (directed === to) return;
      event.preventDefault();
      void navigate(directed);
    };
    // In the capture phase, before the link's own handlers: a router link already carries the direction.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [direction, navigate]);
}

/**
 * Keyboard focus brings its element wholly into view, in every engine. Chromium does so itself. Firefox leaves an
 * element where it is if any part of it shows (a card's link can sit with 80 of its 430 px above the window's bottom
 * edge), and WebKit (Safari) scrolls a text field only until its caret shows. Once focus has moved, an element that
 * would fit but is not wholly in view is scrolled to the nearest edge (the page's scroll padding keeps the navbar
 * clear).
 */
function useKeyboardFocusShownWhole(): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      requestAnimationFrame(() => {
        if (document.activeElement !== target || !target.matches(':focus-visible')) return;
        const { top, bottom } = target.getBoundingClientRect();
        const height = document.documentElement.clientHeight;
        if ((bottom > height || top < 0) && bottom - top <= height) {
          target.scrollIntoView({ block: 'nearest' });
        }
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
}

/**
 * Moves focus to the page's heading so a screen reader announces where the visitor has arrived. A page whose heading
 * comes with a later chunk (the documentation's front page) has focus on main meanwhile, and on the heading once it
 * appears, unless the visitor has moved focus by then. Returns what stops that wait.
 */
function focusPageHeading(main: HTMLElement | null): () => void {
  const heading = main?.querySelector<HTMLElement>('h1');
  moveFocusTo(heading ?? main, { preventScroll: true });
  if (heading || !main) return () => {};
  const observer = new MutationObserver(() => {
    const arrived = main.querySelector<HTMLElement>('h1');
    if (!arrived) return;
    observer.disconnect();
    if (document.activeElement === main) moveFocusTo(arrived, { preventScroll: true });
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** The shell around every page: skip link, navbar, main, footer and the page's announcement, for the site's routes. */
export function Layout({ siteMap }: { siteMap: SiteMap }) {
  const location = useLocation();
  // The page on screen follows the location once the next page's code is ready, so the old page stays meanwhile;
  // the shell (the side menu, the active link) follows the location at once. A move within the page on screen
  // (another kit file in the documentation) needs no code that is not here already: it is drawn in the update that
  // changes the address, which saves a pass over the page and a frame before the new heading shows. An address the
  // page writes as the visitor works (`keepsPlace`) stays deferred, so that a key is answered first.
  const deferred = useDeferredValue(location);
  const shown = location.pathname === deferred.pathname && !keepsPlace(location) ? location : deferred;
  const page = useRoutes(siteMap.table, shown);
  const match = siteMap.routeAt(shown);
  const mainRef = useRef<HTMLElement>(null);
  // The side menu is open for the location it was opened at, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  // A navigation is any change of path or query (`#/documentation?component=slider` to `?component=modal`) but
  // the direction's: turning the page right to left keeps the visitor where they are.
  const shownAt = shown.pathname + searchWithoutDirection(shown.search);
  // The direction follows the location at once, like the shell, so the page never shows in the other one.
  const direction = directionOf(location.search);
  const arrivedAt = useRef<string | null>(match.kind === 'redirect' ? match.to : shownAt);
  // The page may name itself more precisely than its route (the documentation's component), while it is shown.
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  const title = match.kind === 'page' ? (pageTitle ?? match.route.handle.title) : null;

  useLayoutEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);

  // CSS reads the attribute (`rtl:` classes, `ms-`, `start-`); the head script has set it already on a first visit.
  useLayoutEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
  useDirectionKeptByPlainLinks(direction);
  useKeyboardFocusShownWhole();

  useEffect(() => {
    // The first page keeps the browser's own focus and scroll; every later navigation starts at the top.
    if (arrivedAt.current === shownAt) return;
    arrivedAt.current = null;
    // An address the page writes as the visitor works (the theme studio's choices) is no navigation.
    if (keepsPlace(shown)) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return focusPageHeading(mainRef.current);
    // `shown` changes with `shownAt`; its state is read only then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownAt]);

  // The redirect of the empty path renders nothing but the redirect.
  if (match.kind === 'redirect') return page;
  const { shell } = match.route.handle;

  return (
    <DirectionProvider dir={direction}>
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
            <Suspense fallback={null}>
              {page}
              <PageHydrated />
            </Suspense>
          </PageErrorBoundary>
        </PageTitleContext>
      </main>
      {shell.footer && <SiteFooter />}
      <p aria-live="polite" data-slot="page-announcer" className="sr-only">
        {title}
      </p>
    </DirectionProvider>
  );
}
