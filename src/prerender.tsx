import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import { blockEntries, kitEntries } from './pages/documentation/records';
import { siteMap, siteRoutes } from './routes';
import { withDirection } from './shell/direction';
import { Layout } from './shell/Layout';

/*
 * The build's server side (scripts/prerender-plugin.ts runs it once, after the site's own build): each route's
 * first screen as HTML, which the browser paints before any JavaScript arrives and React then hydrates. Never part
 * of the site's bundle.
 */

/** Links as `<HashRouter>` writes them (`#/signup`), so the markup is the markup the browser hydrates. */
const hashNavigator: Navigator = {
  createHref: (to: To) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => {},
  push: () => {},
  replace: () => {},
};

/** The same shape as `<HashRouter>` (one component, then `<Router>`), so `useId` gives the same ids on both sides. */
function StaticHashRouter({ path, children }: { path: string; children: ReactNode }) {
  const url = new URL(path, 'http://prerender.invalid');
  return (
    <Router
      location={{ pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' }}
      navigator={hashNavigator}
    >
      {children}
    </Router>
  );
}

/** The first screens left to right. */
const leftToRight: readonly { key: string; path: string }[] = [
  ...siteRoutes.map((route) => ({ key: route.path, path: `/${route.path}` })),
  ...kitEntries.map((entry) => ({
    key: `documentation/${entry.slug}`,
    path: `/documentation?component=${entry.slug}`,
  })),
  ...blockEntries.map((entry) => ({
    key: `documentation/block/${entry.slug}`,
    path: `/documentation?block=${entry.slug}`,
  })),
];

/**
 * Every first screen the build writes, by the key the head script finds it under: `home` (inline in index.html),
 * `signup`, `documentation`, `documentation/slider` (`#/documentation?component=slider`)…,
 * `documentation/block/team-cards` (`#/documentation?block=team-cards`)…, and each one right to
 * left, `rtl/home`, `rtl/documentation/slider` (`…&dir=rtl`): the kit's positions, keys and links differ there.
 */
export const firstScreens: readonly { key: string; path: string }[] = [
  ...leftToRight,
  ...leftToRight.map(({ key, path }) => ({
    key: `rtl/${key}`,
    path: withDirection(path, 'rtl'),
  })),
];

/** The HTML of the app at `path` (`/signup`, `/documentation?component=slider`), as `main.tsx` renders it first. */
export async function renderFirstScreen(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticHashRouter path={path}>
        <Layout siteMap={siteMap} />
      </StaticHashRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // A large boundary would otherwise come out as its fallback plus an inline script that swaps it in, which
      // neither innerHTML nor the Content-Security-Policy would run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) {
    throw new Error(`prerender: ${path} failed: ${errors.map((error) => String(error)).join('; ')}`);
  }
  const html = await new Response(prelude).text();
  // The head script puts this in #root with innerHTML, where no script would run.
  if (/<script|<template/i.test(html))
    throw new Error(`prerender: ${path} came out with a script or template.`);
  return html;
}
