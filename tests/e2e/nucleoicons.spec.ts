import type { Locator, Page } from '@playwright/test';
import { allowClipboard, expect, test, typeInto, viewports, visit } from './fixtures';

/*
 * The icon gallery (#/nucleoicons): search, copy to the clipboard, and the grid's keyboard navigation. The grid
 * arrives in a lazy chunk right after the header, so look-ups in it auto-retry.
 */

const grid = (page: Page) => page.getByRole('list', { name: 'Icons', exact: true });
const iconButtons = (page: Page) => grid(page).getByRole('button');
const iconButton = (page: Page, name: string) =>
  grid(page).getByRole('button', { name: `Copy ${name}`, exact: true });
const iconCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ icons?$/ });
const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Search icons by name' });

/** The number the live count shows. */
async function shownCount(page: Page): Promise<number> {
  const text = await iconCount(page).textContent();
  return Number(/^(\d+) icons?$/.exec(text ?? '')?.[1] ?? NaN);
}

/** Opens the gallery and waits for the grid. */
async function visitGallery(page: Page): Promise<void> {
  await visit(page, 'nucleoicons');
  await expect(iconButtons(page).first()).toBeVisible();
}

/** Icons per row as laid out: the buttons sharing the first one's top edge. */
async function columnsOf(buttons: Locator): Promise<number> {
  const tops = await buttons.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  return tops.filter((top) => top === tops[0]).length;
}

test('the page has its own header (one h1, a way back to the kit) and neither navbar nor footer', async ({
  page,
}) => {
  await visitGallery(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Icons');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to the kit' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paper Kit A11y' })).toBeVisible();
});

test('the live count shows about a hundred icons, one button each, each with its name', async ({ page }) => {
  await visitGallery(page);
  const total = await shownCount(page);
  expect(total).toBeGreaterThanOrEqual(95);
  await expect(iconButtons(page)).toHaveCount(total);
  await expect(iconButton(page, 'map-pin')).toContainText('map-pin');
});

test('searching narrows the grid and updates the count; a search with no match says so', async ({ page }) => {
  await visitGallery(page);
  const total = await shownCount(page);

  await typeInto(searchField(page), 'arrow');
  await expect.poll(() => shownCount(page)).toBeLessThan(total);
  const arrows = await shownCount(page);
  expect(arrows).toBeGreaterThan(0);
  await expect(iconButtons(page)).toHaveCount(arrows);
  for (const name of await iconButtons(page).allTextContents()) expect(name).toContain('arrow');
  await expect(iconButton(page, 'map-pin')).toHaveCount(0);

  // Words match in any order: "pin map" finds map-pin.
  await typeInto(searchField(page), 'pin map');
  await expect(iconCount(page)).toHaveText('1 icon');
  await expect(iconButtons(page)).toHaveCount(1);

  await typeInto(searchField(page), 'zebra');
  // The live region says why there is nothing, not only "0 icons".
  await expect(page.getByRole('status').filter({ hasText: /^0 icons/ })).toHaveText(
    '0 icons: none match “zebra”. Try a shorter word, or clear the search.',
  );
  await expect(page.getByText('No icons match “zebra”')).toBeVisible();
  await expect(grid(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(searchField(page)).toHaveValue('');
  await expect(searchField(page)).toBeFocused();
  await expect(iconCount(page)).toHaveText(`${total} icons`);
});

test.describe('copying a name', () => {
  test.beforeEach(async ({ context }) => {
    await allowClipboard(context);
  });

  test('a click copies the icon’s name and announces "Copied NAME"', async ({ page }) => {
    await visitGallery(page);
    await iconButton(page, 'map-pin').click();
    await expect(page.getByRole('status').filter({ hasText: /^Copied / })).toHaveText('Copied map-pin');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('map-pin');
  });

  test('Enter on a focused icon copies its name too', async ({ page }) => {
    await visitGallery(page);
    await iconButton(page, 'cloud').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^Copied / })).toHaveText('Copied cloud');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('cloud');
  });
});

test('when the browser refuses the clipboard, a notice says so and shows the name to copy by hand', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) },
    });
  });
  await visitGallery(page);
  await iconButton(page, 'rocket').focus();
  await page.keyboard.press('Enter');
  const notice = page.getByRole('status').filter({ hasText: 'copy it by hand' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('does not allow copying');
  await expect(notice.getByText('rocket', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Copied / })).toHaveCount(0);

  // Dismissing it hands focus back to the grid, not to the top of the page.
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await expect(iconButton(page, 'rocket')).toBeFocused();
});

for (const [size, viewport] of Object.entries(viewports)) {
  test(`the grid is one tab stop and the arrow keys, Home and End move inside it (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await visitGallery(page);
    const buttons = iconButtons(page);
    const count = await buttons.count();
    const columns = await columnsOf(buttons);
    expect(columns).toBeGreaterThan(1);

    await searchField(page).focus();
    await page.keyboard.press('Tab');
    await expect(buttons.nth(0)).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(1 + columns)).toBeFocused();
    await expect(buttons.nth(1 + columns)).toBeInViewport();
    await page.keyboard.press('ArrowLeft');
    await expect(buttons.nth(columns)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(buttons.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(buttons.nth(count - 1)).toBeFocused();
    await expect(buttons.nth(count - 1)).toBeInViewport();
    await page.keyboard.press('Home');
    await expect(buttons.nth(0)).toBeFocused();

    // One tab stop: leaving and coming back lands on the icon focused last.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(grid(page).locator('button[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('Shift+Tab');
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(buttons.nth(2)).toBeFocused();
  });
}
