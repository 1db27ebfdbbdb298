import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { section, visitHome } from './home';
import { kitTags } from '../tested-for';

/*
 * Moving around the home page and away from it: the hero's "Browse the components", the paginations and tabs, the
 * links to the icons and the example pages, the sections' order, and links that keep to the router.
 */

test('hero: exactly one h1, "Paper Kit A11y"; "Browse the components" moves focus to the Buttons heading', async ({
  page,
}) => {
  await visitHome(page);
  // Still one h1 once the lazy showcase has arrived.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paper Kit A11y');
  await expect(page.locator('h1')).toHaveCount(1);

  await page.getByRole('button', { name: 'Browse the components' }).focus();
  await page.keyboard.press('Enter');
  const buttonsHeading = page.getByRole('heading', { level: 2, name: 'Buttons', exact: true });
  await expect(buttonsHeading).toBeFocused();
  await expect(buttonsHeading).toBeInViewport();
});

test.describe('paginations', kitTags('pagination', 'page-items'), () => {
  /** The items of a pagination as shown: page numbers and "…", without the previous and next arrows. */
  const shownItems = (nav: Locator) =>
    nav.getByRole('listitem').evaluateAll((items) =>
      items
        .map((item) => {
          const button = item.querySelector('button');
          if (button) return button.textContent?.trim() ?? '';
          return item.querySelector('[aria-hidden="true"]')?.textContent?.trim() ?? '?';
        })
        .filter((text) => text !== ''),
    );

  test('100 items show 1–7 … 10 with 5 current; page 6 shows 1 … 4–10', async ({ page }) => {
    await visitHome(page);
    const nav = page.getByRole('navigation', { name: 'Pagination, 100 items', exact: true });
    await expect(nav.getByRole('button', { name: 'Page 1', exact: true })).toBeVisible();
    expect(await shownItems(nav)).toEqual(['1', '2', '3', '4', '5', '6', '7', '…', '10']);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('button', { name: 'Page 5', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav.getByRole('button', { name: 'Page 6', exact: true }).click();
    await expect(nav.getByRole('button', { name: 'Page 6', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await shownItems(nav)).toEqual(['1', '…', '4', '5', '6', '7', '8', '9', '10']);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('70 items show pages 1 to 7 with 4 current; previous and next work by keyboard, aria-disabled at the ends', async ({
    page,
  }) => {
    await visitHome(page);
    const nav = page.getByRole('navigation', { name: 'Pagination, 70 items', exact: true });
    await expect(nav.getByRole('button', { name: 'Page 1', exact: true })).toBeVisible();
    expect(await shownItems(nav)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('button', { name: 'Page 4', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const previous = nav.getByRole('button', { name: 'Previous page', exact: true });
    const next = nav.getByRole('button', { name: 'Next page', exact: true });
    const current = nav.locator('[aria-current="page"]');
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');

    await next.focus();
    for (const expected of ['5', '6', '7']) {
      await page.keyboard.press('Enter');
      await expect(current).toHaveText(expected);
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // Still focusable at the end, and pressing it again does nothing.
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(current).toHaveText('7');

    await previous.focus();
    for (const expected of ['6', '5', '4', '3', '2', '1']) {
      await page.keyboard.press('Enter');
      await expect(current).toHaveText(expected);
    }
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(current).toHaveText('1');
  });
});

test.describe('tabs', kitTags('tabs'), () => {
  const texts = {
    Home: 'Home is where the kit starts: every component, one screen at a time.',
    Profile: 'A profile tells who someone is, what they make and whom they follow.',
    Messages: 'No new messages. When one arrives, it waits here for you.',
  };

  test('Home, Profile, Messages; Home first; the arrow keys select the next tab and show its own panel', async ({
    page,
  }) => {
    await visitHome(page);
    const tabsSection = section(page, 'Tabs');
    const tablist = tabsSection.getByRole('tablist');
    await expect(tablist.getByRole('tab')).toHaveText(['Home', 'Profile', 'Messages']);
    const tab = (name: string) => tablist.getByRole('tab', { name, exact: true });
    const panel = tabsSection.getByRole('tabpanel');

    await expect(tab('Home')).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveText(texts.Home);
    await expect(panel).toHaveAccessibleName('Home');

    await tab('Home').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Profile')).toBeFocused();
    await expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Home')).toHaveAttribute('aria-selected', 'false');
    await expect(panel).toHaveText(texts.Profile);
    await expect(panel).toHaveAccessibleName('Profile');

    await page.keyboard.press('ArrowRight');
    await expect(tab('Messages')).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveText(texts.Messages);

    // Tab moves from the tab into its panel.
    await page.keyboard.press('Tab');
    await expect(panel).toBeFocused();
  });

  test('after a click on a tab, tabbing out and back in lands on the selected tab, where the arrows work', async ({
    page,
  }) => {
    await visitHome(page);
    const tablist = section(page, 'Tabs').getByRole('tablist');
    const tab = (name: string) => tablist.getByRole('tab', { name, exact: true });
    await tab('Profile').click();
    await expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(tablist.locator(':focus')).toHaveCount(0);
    await page.keyboard.press('Tab');
    // The APG: Tab into a tab list lands on the active tab, never on the list itself.
    await expect(tab('Profile')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Messages')).toBeFocused();
    await expect(tab('Messages')).toHaveAttribute('aria-selected', 'true');
  });
});

test('icons: "See all the icons" leads to #/nucleoicons', async ({ page }) => {
  await visitHome(page);
  const link = section(page, 'Icons').getByRole('link', { name: 'See all the icons' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/nucleoicons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible();
});

test('examples: "Landing page" and "Profile page" lead to their pages', async ({ page }) => {
  await visitHome(page);
  for (const [name, path] of [
    ['Landing page', 'landing'],
    ['Profile page', 'user-profile'],
  ] as const) {
    const link = section(page, 'Completed with examples').getByRole('link', { name, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/#\/home$/);
  }
});

test('sections come in the specified order, ending with the closing section and its heading', async ({
  page,
}) => {
  await visitHome(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Buttons',
    'Links',
    'Inputs',
    'Checkboxes and radio buttons',
    'Toggle buttons',
    'Sliders',
    'Menus and navbars',
    'Progress bars',
    'Paginations',
    'Tabs',
    'Labels',
    'Notifications',
    'Typography and images',
    'Modal',
    'Popovers and tooltips',
    'Datepicker',
    'Carousel',
    'Icons',
    'Completed with examples',
    'Welcome',
    'Take what you need',
  ]);
  const closing = section(page, 'Take what you need');
  await expect(closing.getByRole('heading', { level: 2, name: 'Take what you need' })).toBeVisible();
  await expect(closing.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute(
    'href',
    '#/documentation',
  );
  await expect(page.getByRole('main').getByRole('region').last()).toHaveAccessibleName('Take what you need');
});

test('no link breaks the router: no href="#" and no "#x" fragment but the skip link’s "#main"', async ({
  page,
}) => {
  await visitHome(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('heading', { name: 'Take what you need' })).toBeVisible();
  const links = await page.evaluate(() =>
    Array.from(document.querySelectorAll('a')).map((link) => ({
      href: link.getAttribute('href'),
      name: (link.getAttribute('aria-label') ?? link.textContent ?? '').trim(),
    })),
  );
  expect(links.length).toBeGreaterThan(40);
  const broken = links.filter(
    ({ href, name }) =>
      href === null ||
      href === '' ||
      href === '#' ||
      (href.startsWith('#') && !href.startsWith('#/') && !(href === '#main' && name === 'Skip to content')),
  );
  expect(broken).toEqual([]);
  expect(links.filter(({ href }) => href === '#main')).toEqual([{ href: '#main', name: 'Skip to content' }]);
});
