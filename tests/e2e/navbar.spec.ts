import type { Page } from '@playwright/test';
import { expect, routes, test, viewports, visit } from './fixtures';
import { chromiumOnly } from '../engines';

const headerBackground = (page: Page) =>
  page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

test.describe('the navbar turns opaque past 150 px of scroll', () => {
  for (const route of routes.filter((candidate) => candidate.navbar)) {
    // Firefox checks home's (tests/engines.ts: CI time); the rule is the shell's, the same on every route.
    test(`on #/${route.path}`, route.path === 'home' ? {} : chromiumOnly('budget'), async ({ page }) => {
      await visit(page, route.path);
      // Some pages (sign-up) are one screen tall; the navbar's rule holds whatever the content, so make room to scroll.
      await page.evaluate(() => (document.body.style.minHeight = '300vh'));
      const header = page.getByRole('banner');
      await expect(header.getByRole('navigation')).toBeVisible();
      await expect(header).toHaveCSS('position', 'fixed');
      expect(await headerBackground(page)).toBe(TRANSPARENT);

      await scrollTo(page, 150);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
      await expect(header).toHaveAttribute('data-opaque', 'false');
      expect(await headerBackground(page)).toBe(TRANSPARENT);

      await scrollTo(page, 151);
      await expect(header).toHaveAttribute('data-opaque', 'true');
      await expect.poll(() => headerBackground(page)).toMatch(/^rgb\(\d+, \d+, \d+\)$/);

      await scrollTo(page, 150);
      await expect(header).toHaveAttribute('data-opaque', 'false');
      await expect.poll(() => headerBackground(page)).toBe(TRANSPARENT);
    });
  }
});

test.describe('the menu differs by page', () => {
  for (const route of routes.filter((candidate) => candidate.navbar)) {
    test(`on #/${route.path}`, async ({ page }) => {
      await visit(page, route.path);
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Site' });
      await expect(nav.getByRole('link', { name: 'Components', exact: true })).toHaveCount(
        route.documentation ? 0 : 1,
      );
      await expect(nav.getByRole('link', { name: 'Back to Kit' })).toHaveCount(route.documentation ? 1 : 0);
      await expect(nav.getByRole('link', { name: /Upgrade to Pro/ })).toHaveCount(route.upgrade ? 1 : 0);
      await expect(nav.getByRole('link', { name: 'Documentation' })).toHaveCount(1);
    });
  }

  test('Components and Back to Kit both lead to home', async ({ page }) => {
    await visit(page, 'landing');
    await page.getByRole('link', { name: 'Components', exact: true }).first().click();
    await expect(page).toHaveURL(/#\/home$/);
    await visit(page, 'documentation');
    await page.getByRole('link', { name: 'Back to Kit' }).first().click();
    await expect(page).toHaveURL(/#\/home$/);
  });

  test('Upgrade to Pro opens in a new tab, safely, and says so', async ({ page }) => {
    await visit(page, 'home');
    const upgrade = page.getByRole('link', { name: 'Upgrade to Pro (opens in a new tab)' });
    await expect(upgrade).toHaveAttribute('target', '_blank');
    await expect(upgrade).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(upgrade).toHaveAttribute('href', /^https:\/\//);
  });
});

test.describe('navbar and footer per route', () => {
  for (const route of routes) {
    test(`on #/${route.path}: navbar ${route.navbar ? 'shown' : 'hidden'}, footer ${route.footer ? 'shown' : 'hidden'}`, async ({
      page,
    }) => {
      await visit(page, route.path);
      await expect(page.getByRole('banner')).toHaveCount(route.navbar ? 1 : 0);
      await expect(page.getByRole('contentinfo')).toHaveCount(route.footer ? 1 : 0);
    });
  }
});

test('the burger shows below 992 px and the inline links above 991 px', async ({ page }) => {
  const burger = page.getByRole('button', { name: 'Menu', exact: true });
  const inlineLink = page.getByRole('banner').getByRole('link', { name: 'Documentation' });
  await page.setViewportSize({ width: 991, height: 800 });
  await visit(page, 'home');
  await expect(burger).toBeVisible();
  await expect(inlineLink).toBeHidden();
  await page.setViewportSize({ width: 992, height: 800 });
  await expect(burger).toBeHidden();
  await expect(inlineLink).toBeVisible();
  await page.setViewportSize(viewports.narrow);
  await expect(burger).toBeVisible();
});
