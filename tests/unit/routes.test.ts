import { describe, expect, it } from 'vitest';
import { HOME_PATH, notFoundRoute, routeFor, siteRoutes } from '../../src/routes';

function pageAt(pathname: string) {
  const match = routeFor(pathname);
  if (match.kind !== 'page') throw new Error(`${pathname} redirected to ${match.to}`);
  return match.route;
}

const byPath = (path: string) => {
  const route = siteRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

describe('routeFor', () => {
  it('redirects the empty path, and only the empty path, home', () => {
    expect(routeFor('/')).toEqual({ kind: 'redirect', to: HOME_PATH });
    expect(routeFor('')).toEqual({ kind: 'redirect', to: HOME_PATH });
    expect(pageAt('/home')).toBe(byPath('home'));
  });

  it('finds each route of the table by its path, with or without a trailing slash', () => {
    for (const route of siteRoutes) {
      expect(pageAt(`/${route.path}`)).toBe(route);
      expect(pageAt(`/${route.path}/`)).toBe(route);
    }
  });

  it('answers anything else with the not-found page', () => {
    expect(pageAt('/nowhere')).toBe(notFoundRoute);
    expect(pageAt('/home/extra')).toBe(notFoundRoute);
    expect(pageAt('/HOME')).toBe(notFoundRoute);
  });
});

describe('the route table', () => {
  it('holds the specification’s routes plus the documentation path, each once', () => {
    expect(siteRoutes.map((route) => route.path)).toEqual([
      'home',
      'user-profile',
      'signup',
      'landing',
      'nucleoicons',
      'documentation',
    ]);
  });

  it('hides the footer on signup and nucleoicons only', () => {
    const withoutFooter = siteRoutes.filter((route) => !route.shell.footer).map((route) => route.path);
    expect(withoutFooter).toEqual(['signup', 'nucleoicons']);
    expect(notFoundRoute.shell.footer).toBe(true);
  });

  it('hides the navbar on nucleoicons only', () => {
    expect(siteRoutes.filter((route) => !route.shell.navbar).map((route) => route.path)).toEqual([
      'nucleoicons',
    ]);
  });

  it('shows the upgrade link on home only, and marks only documentation as the documentation path', () => {
    expect(siteRoutes.filter((route) => route.shell.upgradeLink).map((route) => route.path)).toEqual([
      'home',
    ]);
    expect(siteRoutes.filter((route) => route.shell.documentation).map((route) => route.path)).toEqual([
      'documentation',
    ]);
  });

  it('gives every page a distinct title', () => {
    const titles = [...siteRoutes, notFoundRoute].map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
