import { describe, expect, it } from 'vitest';
import { HOME_PATH, notFoundRoute, routeAt, routeTable, siteRoutes } from '../../src/routes';

function pageAt(pathname: string) {
  const match = routeAt(pathname);
  if (match.kind !== 'page') throw new Error(`${pathname} redirected to ${match.to}`);
  return match.route;
}

const byPath = (path: string) => {
  const route = siteRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

describe('routeAt, react-router matching the route table', () => {
  it('redirects the empty path, and only the empty path, home', () => {
    expect(routeAt('/')).toEqual({ kind: 'redirect', to: HOME_PATH });
    expect(routeAt('')).toEqual({ kind: 'redirect', to: HOME_PATH });
    expect(routeAt({ pathname: '/', search: '?x=1' })).toEqual({ kind: 'redirect', to: HOME_PATH });
    expect(pageAt('/home')).toBe(byPath('home'));
  });

  it('finds each route of the table by its path, with or without a trailing slash or a query', () => {
    for (const route of siteRoutes) {
      expect(pageAt(`/${route.path}`)).toBe(route);
      expect(pageAt(`/${route.path}/`)).toBe(route);
      expect(routeAt({ pathname: `/${route.path}`, search: '?component=slider' })).toEqual({
        kind: 'page',
        route,
      });
    }
  });

  it('answers anything else with the not-found page', () => {
    expect(pageAt('/nowhere')).toBe(notFoundRoute);
    expect(pageAt('/home/extra')).toBe(notFoundRoute);
    expect(pageAt('/HOME')).toBe(notFoundRoute);
  });
});

describe('the route table', () => {
  it('holds the specification’s routes plus the theme studio and the documentation path, each once', () => {
    expect(siteRoutes.map((route) => route.path)).toEqual([
      'home',
      'user-profile',
      'signup',
      'landing',
      'nucleoicons',
      'themes',
      'documentation',
    ]);
  });

  it('is react-router’s: the redirect first, the pages, then the catch-all', () => {
    expect(routeTable[0]).toMatchObject({ index: true });
    expect(routeTable.slice(1, -1)).toEqual(siteRoutes);
    expect(routeTable.at(-1)).toBe(notFoundRoute);
    for (const route of [...siteRoutes, notFoundRoute]) expect(route.Component).toBeDefined();
  });

  it('hides the footer on signup and nucleoicons only', () => {
    const withoutFooter = siteRoutes.filter((route) => !route.handle.shell.footer).map((route) => route.path);
    expect(withoutFooter).toEqual(['signup', 'nucleoicons']);
    expect(notFoundRoute.handle.shell.footer).toBe(true);
  });

  it('hides the navbar on nucleoicons only', () => {
    expect(siteRoutes.filter((route) => !route.handle.shell.navbar).map((route) => route.path)).toEqual([
      'nucleoicons',
    ]);
  });

  it('shows the upgrade link on home only, and marks only documentation as the documentation path', () => {
    expect(siteRoutes.filter((route) => route.handle.shell.upgradeLink).map((route) => route.path)).toEqual([
      'home',
    ]);
    expect(siteRoutes.filter((route) => route.handle.shell.documentation).map((route) => route.path)).toEqual(
      ['documentation'],
    );
  });

  it('gives every page a distinct title', () => {
    const titles = [...siteRoutes, notFoundRoute].map((route) => route.handle.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
