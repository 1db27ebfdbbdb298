import type { Page } from '@playwright/test';
import { expect, expectNoViolations, test, typeInto, useStoredTheme, visit } from './fixtures';
import { chromiumOnly } from '../engines';

/*
 * The documentation's search (src/search/): opened by its button and its shortcuts, operated as the APG's combobox,
 * a choice going to its page and section with focus on the heading, in either direction, and its result count said
 * once the typing pauses.
 */

const button = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const box = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');

test('opens with its button, Ctrl+K, ⌘K and /, and gives focus back when Escape closes it', async ({
  page,
}) => {
  await visit(page, 'documentation?component=switch');
  await button(page).click();
  await expect(box(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button(page)).toBeFocused();

  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    const heading = page.getByRole('heading', { level: 1 });
    await heading.focus();
    await page.keyboard.press(shortcut);
    await expect(box(page), shortcut).toBeFocused();
    // `/` typed in the box is a letter, not the shortcut again.
    await page.keyboard.type('a/b');
    await expect(box(page)).toHaveValue('a/b');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(heading, `focus back after ${shortcut}`).toBeFocused();
  }
});

test('works as a combobox: arrows move the active option, Escape clears the box and then closes it', async ({
  page,
}) => {
  await visit(page, 'documentation');
  await button(page).click();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await typeInto(box(page), 'swich');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(options(page).first()).toContainText('Switch');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  const firstId = await options(page).first().getAttribute('id');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', firstId ?? '');
  await expect(box(page)).toHaveAttribute(
    'aria-controls',
    (await dialog(page).getByRole('listbox').getAttribute('id')) ?? '',
  );

  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute(
    'aria-activedescendant',
    (await options(page).nth(1).getAttribute('id')) ?? '',
  );
  await page.keyboard.press('ArrowUp');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  // Up from the first wraps to the last, which the list scrolls into view.
  await page.keyboard.press('ArrowUp');
  await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).last()).toBeInViewport();
  await page.keyboard.press('ArrowDown');
  await expect(options(page).first()).toBeInViewport();

  await page.keyboard.press('Escape');
  await expect(box(page)).toHaveValue('');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test('a choice goes to its page and section, focuses its heading and keeps right to left', async ({
  page,
}) => {
  await visit(page, 'documentation?dir=rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await button(page).click();
  await typeInto(box(page), 'page up');
  await expect(options(page).first()).toContainText('Slider');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/#\/documentation\?component=slider&dir=rtl$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Keyboard', exact: true })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.keyboard.press('Control+k');
  await typeInto(box(page), 'sign up');
  await options(page).first().click();
  await expect(page).toHaveURL(/#\/signup\?dir=rtl$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('says the number of results once, when the typing pauses', async ({ page }) => {
  await visit(page, 'documentation');
  await button(page).click();
  const status = dialog(page).getByRole('status');
  await status.evaluate((region) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => {
      if (region.textContent) said.push(region.textContent);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
  await box(page).pressSequentially('switch', { delay: 60 });
  await expect(status).toHaveText(/^\d+ results?$/);
  await page.waitForTimeout(800);
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
  expect(said).toHaveLength(1);
});

for (const theme of ['light', 'dark'] as const)
  test(
    `axe: no violations with results open, ${theme} theme`,
    chromiumOnly('firefoxCrash'),
    async ({ page }) => {
      await useStoredTheme(page, theme);
      await visit(page, 'documentation?component=slider&dir=rtl');
      await button(page).click();
      await typeInto(box(page), 'slider');
      await expect(options(page).first()).toBeVisible();
      await expectNoViolations(page, `the search with results, ${theme}`);
    },
  );
