import type { Locator } from '@playwright/test';
import {
  docHref,
  expectDocShown,
  heading,
  kitFiles,
  kitNav,
  listToggle,
  nameOf,
  openDoc,
  scrollTop,
  switchDoc,
  titleOf,
} from './documentation';
import { expect, routes, SITE_NAME, test, viewports, visit, visitComplete } from './fixtures';

/*
 * Finding one's way in the documentation (#/documentation): the list of kit files, deep links and Back, focus and
 * the page announcer as components are picked, the heading outline, the navbar, the list behind a toggle on narrow
 * screens, and the documentation's code loaded on its route only.
 */

/** The links of a list as `name → href` pairs, sorted, for one readable comparison. */
const linkPairs = (links: Locator) =>
  links.evaluateAll((elements) =>
    elements.map((link) => `${link.textContent?.trim()} → ${link.getAttribute('href')}`).sort(),
  );

test('the kit-files nav lists exactly the files in src/kit/, by name, each linking to its ?component=', async ({
  page,
}) => {
  expect(kitFiles.length).toBeGreaterThan(0);
  await visit(page, 'documentation');
  await expect(heading(page)).toHaveText('Documentation');
  const expected = kitFiles.map(({ slug }) => `${nameOf(slug)} → ${docHref(slug)}`).sort();
  expect(await linkPairs(kitNav(page).getByRole('link'))).toEqual(expected);
  // On the front page no file is the current one; on a component's page exactly that one is.
  await expect(kitNav(page).locator('[aria-current]')).toHaveCount(0);
  await switchDoc(page, 'slider');
  await expect(kitNav(page).locator('[aria-current]')).toHaveCount(1);
  await expect(kitNav(page).getByRole('link', { name: nameOf('slider'), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test.describe('deep links, picking a component, and Back', () => {
  test('a deep link opens that component with its h1 focused, its title set and the window at the top', async ({
    page,
  }) => {
    await openDoc(page, 'date-picker');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle(titleOf(nameOf('date-picker')));
    expect(await scrollTop(page)).toBe(0);
    await expect(kitNav(page).getByRole('link', { name: nameOf('date-picker') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('picking components moves focus to each h1 and scrolls to the top; Back retraces every step', async ({
    page,
  }) => {
    await visit(page, 'documentation');
    await kitNav(page)
      .getByRole('link', { name: nameOf('slider'), exact: true })
      .click();
    await expect(page).toHaveURL(/#\/documentation\?component=slider$/);
    await expectDocShown(page, 'slider');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle(titleOf(nameOf('slider')));

    // From far down the page (the sidebar stays in view), the next component starts at the top.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(1000);
    await kitNav(page)
      .getByRole('link', { name: nameOf('modal'), exact: true })
      .click();
    await expect(page).toHaveURL(/#\/documentation\?component=modal$/);
    await expectDocShown(page, 'modal');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle(titleOf(nameOf('modal')));
    await expect.poll(() => scrollTop(page)).toBe(0);
    await expect(kitNav(page).getByRole('link', { name: nameOf('modal') })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goBack();
    await expect(page).toHaveURL(/#\/documentation\?component=slider$/);
    await expectDocShown(page, 'slider');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle(titleOf(nameOf('slider')));

    await page.goBack();
    await expect(page).toHaveURL(/#\/documentation$/);
    await expect(heading(page)).toHaveText('Documentation');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle(`Documentation · ${SITE_NAME}`);
  });

  test('the page announcer names the component on screen: moving between components, and Back', async ({
    page,
  }) => {
    const announcer = page.locator('[data-slot="page-announcer"]');
    await visit(page, 'documentation');
    await expect(announcer).toHaveText('Documentation');
    await switchDoc(page, 'slider');
    await expect(announcer).toHaveText(`${nameOf('slider')} · Documentation`);
    await switchDoc(page, 'modal');
    await expect(announcer).toHaveText(`${nameOf('modal')} · Documentation`);
    await page.goBack();
    await expectDocShown(page, 'slider');
    await expect(announcer).toHaveText(`${nameOf('slider')} · Documentation`);
    await page.goBack();
    await expect(announcer).toHaveText('Documentation');
    // Leaving the documentation, the next page is announced by its own route's title.
    await page.getByRole('banner').getByRole('link', { name: 'Back to Kit' }).click();
    await expect(announcer).toHaveText('Components');
    await expect(page).toHaveTitle(`Components · ${SITE_NAME}`);
  });

  test('an unknown component says so, and its link leads to the front page', async ({ page }) => {
    await page.goto(`./${docHref('no-such-file')}`);
    await expect(heading(page)).toHaveText('No such component');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle(titleOf('No such component'));
    await expect(page.getByRole('main').getByText('no-such-file', { exact: true })).toBeVisible();
    await expect(kitNav(page).locator('[aria-current]')).toHaveCount(0);
    await page.getByRole('link', { name: 'documentation’s front page' }).click();
    await expect(page).toHaveURL(/#\/documentation$/);
    await expect(heading(page)).toHaveText('Documentation');
  });
});

test('the heading outline starts with the page’s h1: the list of kit files before it has no headings', async ({
  page,
}) => {
  for (const path of ['documentation', 'documentation?component=slider']) {
    await visit(page, path);
    if (path !== 'documentation') await expectDocShown(page, 'slider');
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => heading.tagName));
    expect(levels[0], path).toBe('H1');
    // The lists keep their names, from the visible titles.
    await expect(kitNav(page).getByRole('list', { name: 'Components' })).toBeAttached();
    await expect(kitNav(page).getByRole('list', { name: 'Helpers' })).toBeAttached();
  }
});

test('the navbar offers Back to Kit (to #/home), and neither Components nor the upgrade link', async ({
  page,
}) => {
  await openDoc(page, 'modal');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Site' });
  await expect(nav.getByRole('link', { name: 'Back to Kit' })).toHaveAttribute('href', /#\/home$/);
  await expect(nav.getByRole('link', { name: 'Components', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /Upgrade to Pro/ })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Back to Kit' }).click();
  await expect(page).toHaveURL(/#\/home$/);
});

test.describe('narrow screens: the list of kit files behind a toggle', () => {
  test.use({ viewport: viewports.narrow });

  test('the list is closed, opens on the toggle, and closes once a component is picked, focusing its h1', async ({
    page,
  }) => {
    await openDoc(page, 'slider');
    const modalLink = kitNav(page).getByRole('link', { name: nameOf('modal'), exact: true });
    await expect(listToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(modalLink).toBeHidden();

    await listToggle(page).click();
    await expect(listToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(modalLink).toBeVisible();
    await expect(kitNav(page).getByRole('link')).toHaveCount(kitFiles.length);

    await modalLink.click();
    await expect(page).toHaveURL(/#\/documentation\?component=modal$/);
    await expectDocShown(page, 'modal');
    await expect(heading(page)).toBeFocused();
    await expect(listToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(modalLink).toBeHidden();
  });

  test('on a wide screen there is no toggle and the list is always shown', async ({ page }) => {
    await page.setViewportSize(viewports.wide);
    await openDoc(page, 'slider');
    await expect(listToggle(page)).toBeHidden();
    await expect(kitNav(page).getByRole('link', { name: nameOf('modal'), exact: true })).toBeVisible();
  });
});

test.describe('the documentation’s code loads on its route only', () => {
  const documentationChunk = /\/assets\/(DocumentationPage-|source-)[^/]*\.js$/;

  for (const path of [
    ...routes.filter((route) => !route.documentation).map((route) => route.path),
    'no-such-page',
  ]) {
    test(`#/${path} fetches neither the page’s chunk nor any kit source`, async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      if (path === 'home') {
        // Home's lower sections load as they come into view: bring every one in, until the page stops growing.
        await visitComplete(page, path);
        await expect(page.getByRole('heading', { level: 2, name: 'Take what you need' })).toBeVisible();
      } else {
        await visit(page, path);
      }
      await page.waitForLoadState('networkidle');
      expect(fetched.length).toBeGreaterThan(2);
      expect(fetched.filter((file) => documentationChunk.test(file))).toEqual([]);
    });
  }

  test('a component’s page fetches the page’s chunk and that one kit file’s source, no other', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await openDoc(page, 'slider');
    await page.waitForLoadState('networkidle');
    const loaded = fetched.filter((file) => documentationChunk.test(file));
    expect(loaded.filter((file) => /\/DocumentationPage-/.test(file))).toHaveLength(1);
    expect(loaded.filter((file) => /\/source-/.test(file))).toEqual([
      expect.stringMatching(/\/assets\/source-slider-[^/]+\.js$/),
    ]);
  });
});
