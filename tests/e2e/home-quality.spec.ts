import type { Locator, Page } from '@playwright/test';
import {
  axeViolations,
  expect,
  layoutShifts,
  recordLayoutShifts,
  test,
  useStoredTheme,
  viewports,
  visit,
} from './fixtures';
import { inGroup, kitTags, shownOn, tags } from '../tested-for';

/*
 * The home page as a whole: axe finds nothing, in both themes and at both widths, with every lazy part there and
 * with each kind of overlay open; and the page does not shift while it loads and is scrolled through.
 */

async function visitHome(page: Page): Promise<void> {
  await visit(page, 'home');
  await expect(page.getByRole('heading', { level: 2, name: 'Buttons', exact: true })).toBeVisible();
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Waits until every finite animation and transition on the page (a fade, a scale-in) has ended. */
const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/**
 * Scrolls down the whole page, `screens` of a screen at a time, letting each step render; ends at the bottom. The
 * page may still be growing as its later sections arrive (on a busy machine the first "bottom" can be half way
 * down), so it goes on until the page has stopped growing.
 */
async function scrollThrough(page: Page, screens: number): Promise<void> {
  let height = 0;
  for (let step = 0; step < 400; step += 1) {
    const atBottom = await page.evaluate((part) => {
      window.scrollBy(0, Math.round(innerHeight * part));
      return innerHeight + scrollY >= document.documentElement.scrollHeight - 1;
    }, screens);
    await nextFrames(page);
    if (!atBottom) continue;
    await page.waitForLoadState('networkidle');
    await nextFrames(page);
    const grown = await page.evaluate(() => document.documentElement.scrollHeight);
    if (grown === height) break;
    height = grown;
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Take what you need' })).toBeInViewport();
  // Images that load lazily have loaded.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

/** axe, once what is on screen has stopped fading in. */
async function expectNoViolations(page: Page): Promise<void> {
  await animationsDone(page);
  expect(await axeViolations(page)).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of [viewports.narrow, viewports.wide]) {
    test.describe(`axe, ${theme} theme, ${viewport.width} px`, () => {
      test.use({ viewport });

      test(
        '#/home, scrolled to the bottom, has no violations',
        kitTags(...shownOn('home')),
        async ({ page }) => {
          // axe over the whole long page is the heaviest step of the suite: room for a busy machine.
          test.slow();
          await useStoredTheme(page, theme);
          await visitHome(page);
          await scrollThrough(page, 1);
          await expectNoViolations(page);
        },
      );
    });
  }
}

test.describe('axe with an overlay open', () => {
  test.use({ viewport: viewports.wide });

  // Each with the kit files it opens, for their "Tested for" (tests/tested-for.ts).
  const overlays: { name: string; kit: string[]; open: (page: Page) => Promise<Locator> }[] = [
    {
      name: 'the modal',
      kit: ['modal'],
      open: async (page) => {
        await page.getByRole('button', { name: 'Launch demo modal' }).click();
        return page.getByRole('dialog', { name: 'Delete this project?' });
      },
    },
    {
      name: 'a popover',
      kit: ['popover'],
      open: async (page) => {
        await page.getByRole('button', { name: 'on bottom', exact: true }).click();
        return page.getByRole('dialog', { name: 'Popover on bottom' });
      },
    },
    {
      name: 'the dropdown menu of a navbar',
      kit: ['dropdown-menu', 'navbar'],
      open: async (page) => {
        const nav = page.getByRole('navigation', { name: 'Primary navbar example', exact: true });
        await nav.getByRole('button', { name: /^More/ }).focus();
        await page.keyboard.press('Enter');
        return page.getByRole('menu');
      },
    },
    {
      name: 'the calendar',
      kit: ['date-picker', 'calendar'],
      open: async (page) => {
        await page.getByRole('button', { name: 'Choose date' }).click();
        const calendar = page.getByRole('dialog', { name: 'Choose date' });
        // Its code arrives on first open.
        await expect(calendar.getByRole('grid')).toBeVisible();
        return calendar;
      },
    },
  ];

  for (const theme of ['light', 'dark'] as const) {
    for (const overlay of overlays) {
      test(
        `${overlay.name}, open, ${theme} theme, has no violations`,
        kitTags(...overlay.kit),
        async ({ page }) => {
          test.slow();
          await useStoredTheme(page, theme);
          await visitHome(page);
          const opened = await overlay.open(page);
          await expect(opened).toBeVisible();
          await expectNoViolations(page);
        },
      );
    }
  }
});

test.describe('layout shift', () => {
  for (const viewport of [viewports.narrow, viewports.wide]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test(
        'loading and scrolling through the page shifts nothing (CLS <= 0.01)',
        tags(inGroup('browser'), kitTags(...shownOn('home'))),
        async ({ page }) => {
          await recordLayoutShifts(page);
          await visitHome(page);
          // The measurement is only worth something where the browser reports layout shifts at all.
          expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes)).toContain(
            'layout-shift',
          );
          // Slowly: a third of a screen at a time.
          await scrollThrough(page, 1 / 3);
          await nextFrames(page);
          const record = await layoutShifts(page);
          expect(record.total, record.shifts.join('\n')).toBeLessThanOrEqual(0.01);
        },
      );
    });
  }
});
