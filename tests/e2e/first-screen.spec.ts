import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { contentSecurityPolicy } from '../../src/csp';
import { expect, holdBack, layoutShifts, recordLayoutShifts, test, viewports, waitForApp } from './fixtures';
import { chromiumOnly } from '../engines';

/*
 * The first screen comes from HTML (src/prerender.tsx, src/shell/firstScreen.ts): home's is in index.html, every
 * other route's is a fragment the head script fetches, and React hydrates whichever it finds.
 */

/** Every prerendered address, the file its first screen is in, and its h1. */
const screens = [
  { hash: '#/home', file: './', h1: 'Paper Kit A11y' },
  { hash: '#/user-profile', file: './p/user-profile.html', h1: 'Noor Haddad' },
  { hash: '#/signup', file: './p/signup.html', h1: 'Welcome' },
  { hash: '#/landing', file: './p/landing.html', h1: 'Your story, on good paper' },
  { hash: '#/nucleoicons', file: './p/nucleoicons.html', h1: 'Icons' },
  { hash: '#/documentation', file: './p/documentation.html', h1: 'Documentation' },
  { hash: '#/documentation?component=slider', file: './p/documentation/slider.html', h1: 'Slider' },
  {
    hash: '#/documentation?component=use-prefers-reduced-motion',
    file: './p/documentation/use-prefers-reduced-motion.html',
    h1: 'usePrefersReducedMotion',
  },
] as const;

/** Fails every module script, as a browser would that has not got the JavaScript yet. */
async function withoutModules(page: Page): Promise<void> {
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort('blockedbyclient'));
}

/**
 * Records, before every frame, the h1 that #root shows (null while it is hidden), so a test sees every first
 * screen the visitor could have seen, not only the last.
 */
async function recordShownHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: (string | null)[] = [];
    (window as unknown as { shownHeadings: (string | null)[] }).shownHeadings = shown;
    const record = () => {
      const root = document.getElementById('root');
      const visible = root !== null && getComputedStyle(root).display !== 'none';
      const heading = visible ? (root.querySelector('h1')?.textContent ?? null) : null;
      if (shown.at(-1) !== heading) shown.push(heading);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
}

/** The h1s #root showed, in order, leaving out the frames in which it was hidden. */
const shownHeadings = async (page: Page) =>
  (
    await page.evaluate(() => (window as unknown as { shownHeadings: (string | null)[] }).shownHeadings)
  ).filter(
    (heading, index, all) => heading !== null && heading !== all.slice(0, index).findLast((h) => h !== null),
  );

for (const screen of screens) {
  test(
    `the HTML for ${screen.hash} holds its h1, and shows it with no JavaScript run`,
    chromiumOnly('engineFree'),
    async ({ page, request, guard }) => {
      const served = await (await request.get(screen.file)).text();
      expect(served).toContain(`>${screen.h1}</h1>`);
      for (const other of screens) {
        if (other.file !== screen.file && other.file !== './')
          expect(served).not.toContain(`>${other.h1}</h1>`);
      }

      await withoutModules(page);
      await recordShownHeadings(page);
      await page.goto(`./${screen.hash}`);
      await expect(page.locator('h1')).toHaveText(screen.h1);
      await expect(page.locator('html')).toHaveAttribute('data-first-screen', 'ready');
      // Never another route's first screen, not even for a frame. The recorder samples once a frame, so the h1 that
      // has just arrived may not be in its list yet: it is read until it is.
      await expect.poll(() => shownHeadings(page)).toEqual([screen.h1]);
      // The head script asked for the JavaScript once the screen was painted; it was refused, as this test wants.
      await expect(page.locator('script[type="module"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toHaveText(screen.h1);
      guard.problems.length = 0;
    },
  );
}

for (const screen of screens) {
  test(`${screen.hash} hydrates its prerendered first screen, with no warning and no layout shift`, async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    // The element that the head script put in #root (or that index.html carried) is the one React keeps.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        const heading = document.querySelector('#root h1');
        if (document.documentElement.dataset.firstScreen === 'ready' && heading) {
          heading.setAttribute('data-prerendered', '');
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(`./${screen.hash}`);
    await waitForApp(page);
    await expect(page.locator('h1[data-prerendered]')).toHaveText(screen.h1);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await layoutShifts(page)).toEqual({ total: 0, shifts: [] });
    // The fixture fails the test on any console warning or error, hydration mismatches included.
  });
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(
    `no route shifts its layout when the font comes late (${name})`,
    chromiumOnly('layoutShift'),
    async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await recordLayoutShifts(page);
      for (const screen of screens) {
        await page.goto('about:blank');
        await page.goto(`./${screen.hash}`);
        await waitForApp(page);
        await page.waitForTimeout(1_600);
        expect(await layoutShifts(page), screen.hash).toEqual({ total: 0, shifts: [] });
      }
    },
  );
}

test('a link followed before the JavaScript has run shows its own first screen, then hydrates it', async ({
  page,
}) => {
  await recordShownHeadings(page);
  const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
  // Not waiting for "load", which Firefox holds back while the page's code is held.
  await page.goto('./#/home', { waitUntil: 'commit' });
  await expect(page.locator('h1')).toHaveText('Paper Kit A11y');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Examples' }).click();
  await expect(page).toHaveURL(/#\/landing$/);
  await expect(page.locator('h1')).toHaveText('Your story, on good paper');

  // The skip link, followed before React handles it, moves focus but keeps the route in the address.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/landing$/);

  release();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your story, on good paper');
  expect(await shownHeadings(page)).toEqual(['Paper Kit A11y', 'Your story, on good paper']);
});

test("a click on the page before the page's code has arrived is done once it has", async ({ page }) => {
  // React and the shell run; the page's chunk is held back, so the page is still the prerendered HTML.
  const release = await holdBack(page, /\/assets\/SignupPage-[^/]+\.js$/);
  await page.goto('./#/signup', { waitUntil: 'commit' });
  // Soon after the commit, there may be no <html> yet.
  await page.waitForFunction(() => document.documentElement?.getAttribute('data-first-screen') === 'app');
  const url = page.url();
  const email = page.getByLabel('Email', { exact: true });
  const status = page.getByRole('status').filter({ hasText: /demo|^$/ });
  await email.fill('ana@example.com');
  // Left to the browser, this click would send the form to the address as a query, and reload the page.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(status).toHaveText('');

  release();
  await waitForApp(page);
  await expect(status).toHaveText('This is a demo: nothing was sent, and no account was made.');
  expect(page.url()).toBe(url);
  await expect(email).toHaveValue('ana@example.com');
});

test('an address with no first screen stays hidden until React draws it', async ({ page }) => {
  await recordShownHeadings(page);
  await page.goto('./#/documentation?component=no-such-file');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No such component');
  await page.goto('about:blank');
  await page.goto('./#/no/such/page');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  // Neither ever showed home's first screen, which index.html carries.
  expect(await shownHeadings(page)).not.toContain('Paper Kit A11y');
});

test('the Content-Security-Policy allows no inline script but the two it names by hash', async ({
  request,
}) => {
  const html = await (await request.get('./')).text();
  const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const scriptSource = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
  expect(scriptSource).not.toContain('unsafe-inline');
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  expect(inline).toHaveLength(2);
  // The policy src/csp.ts writes, for these two scripts' hashes and no others.
  const hashes = inline.map((text) => createHash('sha256').update(text).digest('base64'));
  expect(policy).toBe(contentSecurityPolicy(hashes));
  // The prerendered fragments carry no script at all.
  for (const file of ['./p/signup.html', './p/documentation/slider.html']) {
    expect(await (await request.get(file)).text()).not.toMatch(/<script|<template/);
  }
});
