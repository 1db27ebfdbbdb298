import { lazy } from 'react';
import { matchRoutes, Navigate, useLocation, type IndexRouteObject, type Location } from 'react-router-dom';
import { usePageQuery } from './shell/pageAddress';
import type { PageRoute, RouteMatch, ShellFlags, SiteMap } from './shell/siteMap';

export const HOME_PATH = '/home';

const standardShell: ShellFlags = {
  navbar: true,
  footer: true,
  upgradeLink: false,
  documentation: false,
  topSurface: 'dark',
};

const ThemesPage = lazy(() => import('./pages/themes/ThemesPage').then((m) => ({ default: m.ThemesPage })));

/**
 * The theme studio keeps its choices in the address's query. It is given the query and a way to replace it, so its
 * chunks never import the router: imported there, the bundler moves the router out of the entry chunk, 0.9 kB more
 * gzip on every route's first paint.
 */
function ThemesRoute() {
  const [search, replaceSearch] = usePageQuery();
  return <ThemesPage search={search} replaceSearch={replaceSearch} />;
}

/** The site's pages. Each is its own chunk, loaded when its route is first shown. Paths match case-sensitively. */
export const siteRoutes: readonly PageRoute[] = [
  {
    path: 'home',
    caseSensitive: true,
    handle: { title: 'Components', shell: { ...standardShell, upgradeLink: true } },
    Component: lazy(() => import('./pages/home/HomePage').then((m) => ({ default: m.HomePage }))),
  },
  {
    path: 'user-profile',
    caseSensitive: true,
    handle: { title: 'User profile', shell: standardShell },
    Component: lazy(() =>
      import('./pages/user-profile/UserProfilePage').then((m) => ({ default: m.UserProfilePage })),
    ),
  },
  {
    path: 'signup',
    caseSensitive: true,
    handle: { title: 'Sign up', shell: { ...standardShell, footer: false } },
    Component: lazy(() => import('./pages/signup/SignupPage').then((m) => ({ default: m.SignupPage }))),
  },
  {
    path: 'landing',
    caseSensitive: true,
    handle: { title: 'Landing', shell: standardShell },
    Component: lazy(() => import('./pages/landing/LandingPage').then((m) => ({ default: m.LandingPage }))),
  },
  {
    path: 'nucleoicons',
    caseSensitive: true,
    handle: {
      title: 'Icons',
      shell: { ...standardShell, navbar: false, footer: false, topSurface: 'light' },
    },
    Component: lazy(() =>
      import('./pages/nucleoicons/NucleoIconsPage').then((m) => ({ default: m.NucleoIconsPage })),
    ),
  },
  {
    path: 'themes',
    caseSensitive: true,
    handle: { title: 'Theme studio', shell: { ...standardShell, topSurface: 'light' } },
    Component: ThemesRoute,
  },
  {
    path: 'documentation',
    caseSensitive: true,
    handle: {
      title: 'Documentation',
      shell: { ...standardShell, documentation: true, topSurface: 'light' },
    },
    Component: lazy(() =>
      import('./pages/documentation/DocumentationPage').then((m) => ({ default: m.DocumentationPage })),
    ),
  },
];

/** Any other path: a not-found page inside the shell, with a way home. */
export const notFoundRoute: PageRoute = {
  path: '*',
  handle: { title: 'Page not found', shell: { ...standardShell, topSurface: 'light' } },
  Component: lazy(() => import('./pages/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage }))),
};

/** Home, at the query the empty path had (`#/?dir=rtl` goes to `#/home?dir=rtl`). */
function RedirectHome() {
  return <Navigate to={{ pathname: HOME_PATH, search: useLocation().search }} replace />;
}

/** The empty path, and only it (a full match), redirects home without adding a history entry. */
const emptyPathRoute: IndexRouteObject = { index: true, element: <RedirectHome /> };

/** THE route table, as react-router route objects: `useRoutes` renders it, `routeAt` reads it. */
export const routeTable: (IndexRouteObject | PageRoute)[] = [emptyPathRoute, ...siteRoutes, notFoundRoute];

/** What the route table holds for a location: a page with its handle, or the redirect of the empty path. */
export function routeAt(location: Partial<Location> | string): RouteMatch {
  // The table ends with `*`, so every location matches something.
  const route = matchRoutes(routeTable, location)?.at(-1)?.route ?? notFoundRoute;
  return route.index ? { kind: 'redirect', to: HOME_PATH } : { kind: 'page', route };
}

/** The route table and its lookup, as the shell's layout takes them. */
export const siteMap: SiteMap = { table: routeTable, routeAt };
