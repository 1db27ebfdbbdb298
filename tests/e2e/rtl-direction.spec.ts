import type { Locator, Page } from '@playwright/test';
import { expect, holdBack, test, viewports, visit, waitForApp } from './fixtures';
import { html, rtl } from './rtl';
import { chromiumOnly } from '../engines';
import { kitTags, tags } from '../tested-for';

/*
 * Choosing the direction and keeping it: `?dir=rtl` kept by every link, the documentation's Direction switch, and a
 * first paint that is already right to left.
 */

test.describe('?dir=rtl is kept', chromiumOnly('budget'), () => {
  test("the navbar's Documentation link keeps it", async ({ page }) => {
    await visit(page, rtl('home'));
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Documentation' }).click();
    await expect(page.locator('main h1')).toHaveText('Documentation');
    await expect(page).toHaveURL(/#\/documentation\?dir=rtl$/);
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
  });

  test('a plain <a href="#/landing"> in a demo arrives at #/landing?dir=rtl', async ({ page }) => {
    await visit(page, rtl('documentation?component=navbar'));
    // The demo's navbar lays out by its own width: in the documentation's column it is folded, links behind its toggle.
    const demo = page.locator('[data-slot="demo"]').getByRole('navigation').first();
    await demo.getByRole('button', { name: 'Toggle navigation' }).click();
    const discover = demo.getByRole('link', { name: 'Discover' });
    // The demo writes a plain link, without the direction: the site adds it when the link is followed.
    await expect(discover).toHaveAttribute('href', '#/landing');
    await discover.click();
    await expect(page.locator('main h1')).toHaveText('Your story, on good paper');
    await expect(page).toHaveURL(/#\/landing\?dir=rtl$/);
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
  });

  test('#/?dir=rtl redirects to #/home?dir=rtl', async ({ page }) => {
    await page.goto('./#/?dir=rtl');
    await waitForApp(page);
    await expect(page).toHaveURL(/#\/home\?dir=rtl$/);
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main h1')).toHaveText('Paper Kit A11y');
  });

  test('without it, a page reads left to right', async ({ page }) => {
    await visit(page, 'home');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect(
      page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Documentation' }),
    ).toHaveAttribute('href', '#/documentation');
  });
});

/** The Direction switch's group, its two links, and the slider demo's single handle. */
function directionSwitch(page: Page) {
  const group = page.locator('[data-slot="direction-switch"]').getByRole('group', { name: 'Direction' });
  return {
    toRtl: group.getByRole('link', { name: 'RTL (right to left)' }),
    toLtr: group.getByRole('link', { name: 'LTR (left to right)' }),
    thumb: page.locator('[data-slot="demo"]').getByRole('slider', { name: 'Single value' }),
  };
}

/** Follows a link with the keyboard from a scrolled page; returns the scroll and history length it started with. */
async function followByKeyboard(page: Page, link: Locator): Promise<{ scrolled: number; entries: number }> {
  await page.evaluate(() => window.scrollTo({ top: 120, left: 0, behavior: 'instant' }));
  await link.focus();
  const before = await page.evaluate(() => ({ scrolled: window.scrollY, entries: history.length }));
  await page.keyboard.press('Enter');
  return before;
}

test.describe("the documentation's Direction switch", chromiumOnly('budget'), () => {
  test(
    'RTL turns the page right to left, keeping the component, focus and scroll; the slider then follows RTL keys',
    kitTags('slider', 'direction'),
    async ({ page }) => {
      await visit(page, 'documentation?component=slider');
      await expect(html(page)).toHaveAttribute('dir', 'ltr');
      const { toRtl, toLtr, thumb } = directionSwitch(page);
      await expect(toLtr).toHaveAttribute('aria-current', 'true');
      await expect(toRtl).not.toHaveAttribute('aria-current');

      const { scrolled, entries } = await followByKeyboard(page, toRtl);
      await expect(page).toHaveURL(/#\/documentation\?component=slider&dir=rtl$/);
      await expect(html(page)).toHaveAttribute('dir', 'rtl');
      await expect(toRtl).toHaveAttribute('aria-current', 'true');
      await expect(toLtr).not.toHaveAttribute('aria-current');
      await expect(page.locator('main h1')).toHaveText('Slider');
      await expect(toRtl, 'focus stays on the link, not the h1').toBeFocused();
      expect(await page.evaluate(() => window.scrollY), 'the page keeps its scroll').toBe(scrolled);
      // A setting, not a move: the address was replaced, no history entry added.
      expect(await page.evaluate(() => history.length)).toBe(entries);

      await thumb.focus();
      await expect(thumb).toHaveAttribute('aria-valuenow', '40');
      await page.keyboard.press('ArrowLeft');
      await expect(thumb).toHaveAttribute('aria-valuenow', '41');
    },
  );

  test(
    'LTR turns a right-to-left page back, the dir parameter gone, keeping focus and scroll; the slider then follows LTR keys',
    kitTags('slider', 'direction'),
    async ({ page }) => {
      await visit(page, rtl('documentation?component=slider'));
      await expect(html(page)).toHaveAttribute('dir', 'rtl');
      const { toRtl, toLtr, thumb } = directionSwitch(page);
      await expect(toRtl).toHaveAttribute('aria-current', 'true');
      await expect(toLtr).toHaveAttribute('href', '#/documentation?component=slider');

      const { scrolled } = await followByKeyboard(page, toLtr);
      await expect(page).toHaveURL(/#\/documentation\?component=slider$/);
      await expect(html(page)).toHaveAttribute('dir', 'ltr');
      await expect(toLtr).toHaveAttribute('aria-current', 'true');
      await expect(toRtl).not.toHaveAttribute('aria-current');
      await expect(toLtr, 'focus stays on the link').toBeFocused();
      expect(await page.evaluate(() => window.scrollY), 'the page keeps its scroll').toBe(scrolled);

      await thumb.focus();
      await page.keyboard.press('ArrowRight');
      await expect(thumb).toHaveAttribute('aria-valuenow', '41');
    },
  );
});

test(
  '#/documentation?component=switch&dir=rtl paints right to left before any JavaScript, and nothing flips after',
  tags(chromiumOnly('budget'), kitTags('switch')),
  async ({ page }) => {
    // Before every frame: <html dir>, and where the h1's text ends, while #root shows something.
    await page.addInitScript(() => {
      const frames: string[] = [];
      (window as unknown as { rtlFrames: string[] }).rtlFrames = frames;
      const record = () => {
        const root = document.getElementById('root');
        const heading = root?.querySelector('main h1');
        if (root && heading && getComputedStyle(root).display !== 'none') {
          const range = document.createRange();
          range.selectNodeContents(heading);
          const text = range.getBoundingClientRect();
          const box = heading.getBoundingClientRect();
          const side =
            Math.abs(text.right - box.right) <= 2
              ? 'right'
              : Math.abs(text.left - box.left) <= 2
                ? 'left'
                : '?';
          const frame = `${document.documentElement.dir || '(none)'} h1 at ${side}`;
          if (frames.at(-1) !== frame) frames.push(frame);
        }
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto(`./#/${rtl('documentation?component=switch')}`);
    await expect(page.locator('html')).toHaveAttribute('data-first-screen', 'ready');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    const heading = page.locator('main h1');
    await expect(heading).toHaveText('Switch');
    await expect(heading).toBeVisible();

    // Where the first screen's parts are: the h1's text and its box, the side column (the Direction switch) and
    // the navbar's brand.
    const measure = () =>
      page.evaluate(() => {
        const box = (selector: string) => {
          const rect = document.querySelector(selector)?.getBoundingClientRect();
          return rect ? { left: Math.round(rect.left), right: Math.round(rect.right) } : null;
        };
        const range = document.createRange();
        range.selectNodeContents(document.querySelector('main h1') ?? document.body);
        const text = range.getBoundingClientRect();
        return {
          text: { left: Math.round(text.left), right: Math.round(text.right) },
          heading: box('main h1'),
          side: box('[data-slot="direction-switch"]'),
          brand: box('header nav a'),
        };
      });
    const before = await measure();
    if (!before.heading || !before.side || !before.brand)
      throw new Error(`parts missing: ${JSON.stringify(before)}`);
    expect(
      Math.abs(before.text.right - before.heading.right),
      "the h1's text ends at the right",
    ).toBeLessThanOrEqual(2);
    expect(before.text.left - before.heading.left, 'and starts well away from the left').toBeGreaterThan(100);
    const middle = viewports.wide.width / 2;
    expect(before.side.left, 'the side column is on the right').toBeGreaterThan(middle);
    expect(before.brand.left, "the navbar's brand is on the right").toBeGreaterThan(middle);
    await expect(
      page.locator('[data-slot="direction-switch"]').getByRole('link', { name: 'RTL (right to left)' }),
    ).toHaveAttribute('aria-current', 'true');
    const reactRan = () =>
      page.evaluate(() =>
        Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__react')),
      );
    expect(await reactRan(), 'what is measured is the prerendered HTML: React has not run yet').toBe(false);

    release();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    expect(await measure(), 'nothing has moved').toEqual(before);
    const frames = await page.evaluate(() => (window as unknown as { rtlFrames: string[] }).rtlFrames);
    expect(frames, 'every frame that showed the page').toEqual(['rtl h1 at right']);
  },
);
