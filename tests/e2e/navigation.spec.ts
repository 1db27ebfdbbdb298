import { expect, holdBack, SITE_NAME, test, visit } from './fixtures';

test('every navigation scrolls to the top and moves focus to the new page’s h1', async ({ page }) => {
  await visit(page, 'home');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Icons' }).click();
  await expect(page).toHaveURL(/#\/nucleoicons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Icons' })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a polite live region names the page the visitor has arrived on', async ({ page }) => {
  await visit(page, 'home');
  await page.getByRole('banner').getByRole('link', { name: 'Documentation' }).click();
  await expect(page.locator('[data-slot="page-announcer"]')).toHaveText('Documentation');
  await expect(page.locator('[data-slot="page-announcer"]')).toHaveAttribute('aria-live', 'polite');
  await expect(page).toHaveTitle(`Documentation · ${SITE_NAME}`);
});

test('the skip link is the first focusable element and moves focus to the main content', async ({ page }) => {
  await visit(page, 'landing');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/#\/landing$/);
});

test('the skip link comes first on a page without a navbar too', async ({ page }) => {
  await visit(page, 'nucleoicons');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});

test('every control in the navbar is reachable by Tab and shows a visible focus ring', async ({ page }) => {
  await visit(page, 'home');
  const names: string[] = [];
  for (let step = 0; step < 7; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return {
        name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      };
    });
    expect(focused.outline, `focus ring on "${focused.name}"`).toBe(true);
    names.push(focused.name);
  }
  expect(names).toEqual([
    'Skip to content',
    SITE_NAME,
    'Components',
    'Documentation',
    'Themes',
    'Upgrade to Pro(opens in a new tab)',
    'Dark theme',
  ]);
});

test('the old page stays on screen until the next one is ready, while the navbar follows the address at once', async ({
  page,
}) => {
  await visit(page, 'home');
  // Hold the documentation page's code back, so the navigation stays under way as long as the test wants.
  const release = await holdBack(page, '**/DocumentationPage-*.js');
  const banner = page.getByRole('banner');
  const homeHeading = await page.locator('main h1').textContent();
  await banner.getByRole('link', { name: 'Documentation' }).click();
  await expect(page).toHaveURL(/#\/documentation$/);
  await expect(banner.getByRole('link', { name: 'Documentation' })).toHaveAttribute('aria-current', 'page');
  // Still home's content, never an empty page, while the next page's code is on its way.
  await expect(page.locator('main h1')).toHaveText(homeHeading ?? '');
  await expect(page.locator('main h1')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeFocused();
});
