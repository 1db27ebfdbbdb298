import type { IndexRouteObject, Location, NonIndexRouteObject } from 'react-router-dom';

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

/** What a page's route carries in its `handle`: the page's title and the shell around it. */
export interface PageHandle {
  title: string;
  shell: ShellFlags;
}

/** A page of the site: a react-router route object whose page is a lazy component, described by its handle. */
export interface PageRoute extends Omit<NonIndexRouteObject, 'handle' | 'children'> {
  /** The path after `#/`, or `*` for the not-found page. */
  path: string;
  handle: PageHandle;
}

export type RouteMatch = { kind: 'redirect'; to: string } | { kind: 'page'; route: PageRoute };

/**
 * What the shell needs of the site's routes (`src/routes.tsx` gives it): the table `useRoutes` renders, and what
 * the table holds for a location, a page with its handle or a redirect. Handed to the layout, so the shell never
 * imports the pages it frames.
 */
export interface SiteMap {
  table: (IndexRouteObject | PageRoute)[];
  routeAt: (location: Partial<Location> | string) => RouteMatch;
}
