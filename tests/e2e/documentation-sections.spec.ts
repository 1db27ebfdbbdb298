import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { heardReport, readHeardRuns } from '../../scripts/kit-heard';
import { readTestedFor } from '../../scripts/kit-tests';
import {
  heardCaption,
  heardColumns,
  heardSummary,
  notInRun,
  resultWord,
} from '../../src/pages/documentation/pageContent';
import { kitFile, nameOf, openDoc, scrollTop } from './documentation';
import { expect, test, viewports } from './fixtures';

/*
 * The sections of a kit file's documentation page: On this page and its buttons, Tested for, Screen reader, and the
 * boxes that scroll (the source listing, the keys table), each a named tab stop when its content does not fit.
 */

const sectionJumps = (page: Page) => page.getByRole('navigation', { name: 'On this page' });

test.describe('On this page', () => {
  test('lists the sections there are, and each button scrolls to its heading and focuses it', async ({
    page,
  }) => {
    await openDoc(page, 'slider');
    const buttons = sectionJumps(page).getByRole('button');
    const titles = [
      'Demo',
      'Playground',
      'Keyboard',
      'Tested for',
      'Screen reader',
      'API',
      'Cost',
      'Install',
      'Source',
    ];
    await expect(buttons).toHaveText(titles);
    const sectionHeadings = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(sectionHeadings).toHaveText(titles);
    await expect(page.locator('[data-slot="demo"]')).toBeVisible();
    await expect(page.getByRole('table', { name: `Keys ${nameOf('slider')} answers to` })).toBeAttached();

    await sectionJumps(page).getByRole('button', { name: 'Source' }).click();
    const source = page.getByRole('heading', { level: 2, name: 'Source' });
    await expect(source).toBeFocused();
    await expect(source).toBeInViewport();
    expect(await scrollTop(page)).toBeGreaterThan(500);

    // From the top again, another section's button does the same.
    await page.evaluate(() => window.scrollTo(0, 0));
    await sectionJumps(page).getByRole('button', { name: 'Install' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Install' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: 'Install' })).toBeInViewport();
  });

  test('a helper’s page offers buttons for the sections it has, and only those', async ({ page }) => {
    await openDoc(page, 'landmark-portal');
    const present = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(present).toContain('Source');
    await expect(sectionJumps(page).getByRole('button')).toHaveText(present);
    await expect(page.locator('[data-slot="demo"]')).toHaveCount(present.includes('Demo') ? 1 : 0);
  });
});

test('Tested for lists, group by group, the checks the tests make of the slider, and says they run on every change', async ({
  page,
}) => {
  // Playwright's listing of every spec comes first, in this worker: 4 s on an idle core with a cold transform cache,
  // 18 s measured while the machine was busy (at 3× CPU for the page, which this listing does not use).
  test.slow();
  // What the build read: Playwright's listing and the unit test files, read again here the same way.
  const groups = (await readTestedFor(fileURLToPath(new URL('../../', import.meta.url))))['slider'] ?? [];
  const keyboard = groups.find((group) => group.id === 'keyboard');
  expect(keyboard?.checks.length, 'the slider has keyboard checks').toBeGreaterThan(0);
  await openDoc(page, 'slider');
  const section = page.getByRole('region', { name: 'Tested for' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(groups.map((group) => group.title));
  await expect(section).toContainText('These tests run on every change: CI runs them on every push');
  for (const check of [keyboard?.checks[0], groups.find((group) => group.id === 'unit')?.checks[0]]) {
    if (!check) throw new Error('the slider has no keyboard check or no unit test');
    const item = section.getByRole('listitem').filter({ hasText: check.title }).first();
    await expect(item).toContainText(check.files.join(', '));
  }
});

test('Screen reader shows what the last screen-reader run heard on the switch’s journeys, or says there is none', async ({
  page,
}) => {
  // What the build read: the runs in tests/orca/heard, read again here the same way (none before the first run).
  const report = heardReport(readHeardRuns(fileURLToPath(new URL('../../', import.meta.url))), 'switch');
  await openDoc(page, 'switch');
  const section = page.getByRole('region', { name: 'Screen reader', exact: true });
  await expect(section.locator('p').first()).toHaveText(heardSummary(nameOf('switch'), report));
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(
    report.journeys.map((journey) => journey.name),
  );
  for (const journey of report.journeys) {
    const table = section.getByRole('table', { name: heardCaption(journey.name), exact: true });
    await expect(table.getByRole('columnheader')).toHaveText(heardColumns(report.runs));
    await expect(table.getByRole('rowheader')).toHaveCount(journey.rows.length);
    await expect(table.getByRole('rowheader')).toContainText(journey.rows.map((row) => row.does));
    // Each run's cell, in the runs' order, says whether the step passed, in words.
    for (const [index, row] of journey.rows.entries()) {
      await expect(
        table
          .getByRole('row')
          .nth(index + 1)
          .getByRole('cell'),
      ).toContainText(row.results.map((result) => (result ? resultWord(result) : notInRun)));
    }
  }
});

test.describe('boxes that scroll: a named tab stop only when their content does not fit', () => {
  test.use({ viewport: viewports.narrow });

  test('the source listing is a tab stop, even while its section is skipped far below; the keys table becomes one when the page is too narrow for it', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.wide);
    await openDoc(page, 'slider');
    const file = kitFile('slider').file;
    const listing = page.getByRole('region', { name: `Source of ${file}`, exact: true });
    const keysTable = page.getByRole('table', { name: `Keys ${nameOf('slider')} answers to` });
    const keysBox = keysTable.locator('xpath=..');
    await expect(listing).toHaveAttribute('tabindex', '0');
    // At 1280 px the table fits: a plain box, no region and no tab stop.
    await expect(keysTable).toBeAttached();
    await expect(keysBox).not.toHaveAttribute('tabindex');
    await expect(keysBox).not.toHaveAttribute('role');

    // A fresh load at 375 px, the Source section far below; then skipped, as it is while it waits to be drawn
    // again after a layer closed.
    await page.setViewportSize(viewports.narrow);
    await openDoc(page, 'slider');
    await expect(listing).toHaveAttribute('tabindex', '0');
    const section = listing.locator('xpath=ancestor::section[1]');
    await section.evaluate((element) => element.setAttribute('data-skipped', ''));
    await expect(section).toHaveCSS('content-visibility', 'auto');
    await expect(listing).toHaveAttribute('tabindex', '0');
    // Reached by Tab from the Copy button just above it.
    await page.getByRole('button', { name: `Copy ${file}`, exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(listing).toBeFocused();

    // At 320 px the table no longer fits: the box follows the change and becomes a named tab stop.
    await page.setViewportSize({ width: 320, height: 640 });
    await keysTable.scrollIntoViewIfNeeded();
    await expect(keysBox).toHaveAttribute('tabindex', '0');
    await expect(keysBox).toHaveAttribute('role', 'region');
    await expect(keysBox).toHaveAccessibleName(`Keys ${nameOf('slider')} answers to`);
  });
});
