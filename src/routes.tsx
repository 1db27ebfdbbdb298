import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What the shell shows around a page. The shell reads these; it never compares paths. */
export interface ShellFlags {
  navbar: boolean;
  footer: boolean;
  upgradeLink: boolean;
  /** The specification's "documentation path": Back to Kit replaces Components. */
  documentation: boolean;
  /** What the transparent navbar sits on at the top of the page, so its text stays readable. */
  topSurface: 'dark' | 'light';
}

export interface PageRoute {
  title: string;
  shell: ShellFlags;
  Page: LazyExoticComponent<ComponentType>;
}

export interface SiteRoute extends PageRoute {
  /** The path after `#/`. */
  path: string;
}

export const HOME_PATH = '/home';

const standardShell: ShellFlags = {
  navbar: true,
  footer: true,
  upgradeLink: false,
  documentation: false,
  topSurface: 'dark',
};

/** THE route table. Each page is its own chunk, loaded when its route is first shown. */
export const siteRoutes: readonly SiteRoute[] = [
  {
    path: 'home',
    title: 'Components',
    shell: { ...standardShell, upgradeLink: true },
    Page: lazy(() => import('./pages/home/HomePage').then((m) => ({ default: m.HomePage }))),
  },
  {
    path: 'user-profile',
    title: 'User profile',
    shell: standardShell,
    Page: lazy(() =>
      import('./pages/user-profile/UserProfilePage').then((m) => ({ default: m.UserProfilePage })),
    ),
  },
  {
    path: 'signup',
    title: 'Sign up',
    shell: { ...standardShell, footer: false },
    Page: lazy(() => import('./pages/signup/SignupPage').then((m) => ({ default: m.SignupPage }))),
  },
  {
    path: 'landing',
    title: 'Landing',
    shell: standardShell,
    Page: lazy(() => import('./pages/landing/LandingPage').then((m) => ({ default: m.LandingPage }))),
  },
  {
    path: 'nucleoicons',
    title: 'Icons',
    shell: { ...standardShell, navbar: false, footer: false, topSurface: 'light' },
    Page: lazy(() =>
      import('./pages/nucleoicons/NucleoIconsPage').then((m) => ({ default: m.NucleoIconsPage })),
    ),
  },
  {
    path: 'documentation',
    title: 'Documentation',
    shell: { ...standardShell, documentation: true, topSurface: 'light' },
    Page: lazy(() =>
      import('./pages/documentation/DocumentationPage').then((m) => ({ default: m.DocumentationPage })),
    ),
  },
];

export const notFoundRoute: PageRoute = {
  title: 'Page not found',
  shell: { ...standardShell, topSurface: 'light' },
  Page: lazy(() => import('./pages/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage }))),
};

export type RouteMatch = { kind: 'redirect'; to: string } | { kind: 'page'; route: PageRoute };

/** Looks a location's pathname up in the table: the empty path (full match) redirects home. */
export function routeFor(pathname: string): RouteMatch {
  const path = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  if (path === '') return { kind: 'redirect', to: HOME_PATH };
  const route = siteRoutes.find((candidate) => candidate.path === path);
  return { kind: 'page', route: route ?? notFoundRoute };
}
