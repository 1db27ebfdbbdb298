import type { Locator, Page } from '@playwright/test';
import {
  allArrived,
  expect,
  expectNoViolations,
  layoutShifts,
  nextFrames,
  recordLayoutShifts,
  scrollToBottom,
  test,
  useStoredTheme,
  viewports,
} from './fixtures';
import { visitHome } from './home';
import { inGroup, kitTags, shownOn, tags } from '../tested-for';

/*
 * The home page as a whole: axe finds nothing, in both themes and at both widths, with every lazy part there and
 * with each kind of overlay open; and the page does not shift while it loads and is scrolled through.
 */

/** Scrolls through the whole page to its bottom (`scrollToBottom`), and waits until its lazy images have loaded. */
async function scrollThrough(page: Page, screens: number): Promise<void> {
  await scrollToBottom(page, screens);
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
          await expectNoViolations(page, '#/home');
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
          await expectNoViolations(page, `#/home with ${overlay.name} open`);
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
          // The showcase arrives a section at a time below a screen-high space that keeps the footer out of view;
          // it is whole before the visitor scrolls. (Scrolled to the bottom sooner, on a CPU slowed six times, the
          // footer comes into view and moves down as each section arrives: CLS 0.22.)
          await allArrived(page);
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
