import { expect, test, useStoredTheme, visit } from './fixtures';
import { chromiumOnly } from '../engines';

const isDark = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

test(
  'the theme follows the system until the visitor chooses',
  chromiumOnly('emulation'),
  async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await visit(page, 'home');
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
  },
);

test('the visitor’s choice wins over the system and persists across visits', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await visit(page, 'landing');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await isDark(page)).toBe(true);
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).not.toBe('rgb(255, 252, 245)');

  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  expect(await isDark(page)).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await isDark(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
});

test('no flash of the wrong theme: the stored theme is on the page before any bundle runs', async ({
  page,
  guard,
}) => {
  await useStoredTheme(page, 'dark');
  // Hold back every script file: what runs now is only what index.html carries inline.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('./#/home', { waitUntil: 'load' });
  expect(await isDark(page)).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  guard.problems.length = 0; // the aborted bundle's load error is this test's own doing
});
