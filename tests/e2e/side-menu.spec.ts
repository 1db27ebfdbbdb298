import type { Page } from '@playwright/test';
import { expect, holdBack, test, viewports, visit } from './fixtures';
import { kitTags } from '../tested-for';

test.use({ viewport: viewports.narrow });

// While the side menu is open the page behind it is hidden from assistive technology, burger included.
const burgerOf = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
const menuOf = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const focusIsInsideMenu = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

test('the burger has a name, aria-expanded and aria-controls pointing at the side menu', async ({ page }) => {
  await visit(page, 'home');
  const burger = burgerOf(page);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  const controls = await burger.getAttribute('aria-controls');
  expect(controls).toBeTruthy();
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(menuOf(page)).toHaveAttribute('id', controls as string);
});

test('the burger gets its toggled look 500 ms after opening and loses it at once on closing', async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, 'home');
  const burger = burgerOf(page);
  // Open and close once in real time, so the menu's code is loaded before time stands still.
  await burger.click();
  await expect(menuOf(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menuOf(page)).toBeHidden();
  // From here on the page's time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await burger.click();
  await expect(menuOf(page)).toBeVisible();
  await page.clock.runFor(499);
  await expect(burger).not.toHaveAttribute('data-toggled');
  await page.clock.runFor(1);
  await expect(burger).toHaveAttribute('data-toggled', 'true');
  await page.keyboard.press('Escape');
  await expect(burger).not.toHaveAttribute('data-toggled');
  // It says it is collapsed a frame later, once it is back in the accessibility tree (SideMenu).
  await page.clock.runFor(50);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
});

test('the side menu holds the same links as the navbar', async ({ page }) => {
  await visit(page, 'home');
  await burgerOf(page).click();
  const menu = menuOf(page);
  await expect(menu.getByRole('link')).toHaveText([
    /Components/,
    /Documentation/,
    /Themes/,
    /Upgrade to Pro/,
  ]);
  await expect(menu.getByRole('button', { name: 'Dark theme' })).toBeVisible();
});

test(
  'focus moves into the side menu and Tab stays inside it',
  kitTags('focus-after-paint'),
  async ({ page }) => {
    await visit(page, 'home');
    await burgerOf(page).focus();
    await page.keyboard.press('Enter');
    await expect(menuOf(page)).toBeVisible();
    // Focus moves in once the menu has been painted (focusAfterPaint), which may be a frame after it shows.
    await expect.poll(() => focusIsInsideMenu(page)).toBe(true);
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInsideMenu(page)).toBe(true);
    }
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInsideMenu(page)).toBe(true);
    }
  },
);

test('Escape closes the side menu and focus returns to the burger', async ({ page }) => {
  await visit(page, 'home');
  await burgerOf(page).click();
  await expect(menuOf(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menuOf(page)).toBeHidden();
  await expect(burgerOf(page)).toBeFocused();
});

test('a click outside closes the side menu and focus returns to the burger', async ({ page }) => {
  await visit(page, 'home');
  await burgerOf(page).click();
  await expect(menuOf(page)).toBeVisible();
  // Radix starts listening for outside presses a task after the menu mounts; a person never clicks that fast, a
  // loaded test machine might. Once the slide-in has ended, it listens.
  await expect.poll(() => focusIsInsideMenu(page)).toBe(true);
  await menuOf(page).evaluate((menu) =>
    Promise.all(menu.getAnimations().map((animation) => animation.finished)),
  );
  await page.mouse.click(20, 400);
  await expect(menuOf(page)).toBeHidden();
  await expect(burgerOf(page)).toBeFocused();
});

test('the close button closes the side menu', async ({ page }) => {
  await visit(page, 'home');
  await burgerOf(page).click();
  await menuOf(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(menuOf(page)).toBeHidden();
  await expect(burgerOf(page)).toBeFocused();
});

test('navigating from the side menu closes it, scrolls to the top and focuses the new page’s h1', async ({
  page,
}) => {
  await visit(page, 'home');
  await page.evaluate(() => window.scrollTo(0, 300));
  await burgerOf(page).click();
  await menuOf(page).getByRole('link', { name: 'Documentation' }).click();
  await expect(page).toHaveURL(/#\/documentation$/);
  await expect(menuOf(page)).toBeHidden();
  await expect(burgerOf(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('going back in history closes the side menu', async ({ page }) => {
  await visit(page, 'home');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Examples' }).click();
  await expect(page).toHaveURL(/#\/landing$/);
  await burgerOf(page).click();
  await expect(menuOf(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(menuOf(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a menu opened while the next page is still loading stays open once that page arrives', async ({
  page,
}) => {
  await visit(page, 'home');
  // Hold the landing page's code back, so the burger is pressed while the navigation is still under way.
  const release = await holdBack(page, '**/LandingPage-*.js');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Examples' }).click();
  await expect(page).toHaveURL(/#\/landing$/);
  await burgerOf(page).click();
  await expect(menuOf(page)).toBeVisible();
  release();
  // The open menu hides the page from the accessibility tree, so the heading is found by its place, not its role.
  await expect(page.locator('main h1')).toHaveText('Your story, on good paper');
  await expect(menuOf(page)).toBeVisible();
});
