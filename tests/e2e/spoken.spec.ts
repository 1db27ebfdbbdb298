import type { Locator, Page } from '@playwright/test';
import { expect, test, viewports, visit } from './fixtures';
import { section } from './home';
import { Listener, saidTwice } from './speech';
import { kitTags } from '../tested-for';

/*
 * What a screen reader says (tests/e2e/speech.ts: Chromium's accessibility tree and the page's live regions), key
 * by key, for every stateful kit component as the home page and the documentation show it: role, name, state and
 * value, and every change said once, never twice. Names that never state the state, and nothing behind an open
 * modal left for a reading cursor to reach: spoken-tree.spec.ts.
 *
 * The checkbox, radio group, slider, tabs, menu button, modal, date picker, carousel and alerts are no longer here:
 * the Orca journeys (tests/orca, `npm run test:reader`) press the same keys on the same widgets and hold a real
 * screen reader, in Firefox and Chromium, to their name, role, state or value and every change said once. What stays
 * is what those journeys do not check: a switch not set, the pagination's and the calendar's tab stops, a popover
 * left by Tab, the tooltip's arrow, the icon filter, the studio's errors and the navbar toggle.
 */

/** The day every test here runs on, so the calendars open on the same month. */
const today = new Date('2026-11-25T10:00:00');

/** Opens home with the showcase's section `name` arrived, and starts listening. */
async function listenToHome(page: Page, name: string): Promise<Listener> {
  await page.clock.setFixedTime(today);
  await visit(page, 'home');
  await section(page, name).scrollIntoViewIfNeeded();
  await expect(section(page, name)).toBeVisible();
  const listener = new Listener(page);
  await listener.start();
  return listener;
}

/** Opens a kit file's documentation with its demo shown, and starts listening. */
async function listenToDemo(page: Page, slug: string): Promise<Listener> {
  await page.clock.setFixedTime(today);
  await visit(page, `documentation?component=${slug}`);
  await expect(page.locator('[data-slot="demo"]')).toBeVisible();
  const listener = new Listener(page);
  await listener.start();
  return listener;
}

type Step = [what: string | Locator, said: string[]];

/** Focuses or presses each step in turn and checks what is said: exactly that, and nothing twice. */
async function expectSpeech(listener: Listener, steps: Step[]): Promise<void> {
  for (const [what, expected] of steps) {
    const spoken = typeof what === 'string' ? await listener.press(what) : await listener.focus(what);
    const step = typeof what === 'string' ? what : 'focus';
    expect(spoken, `said after ${step}`).toEqual(expected);
    expect(saidTwice(spoken), `said twice after ${step}`).toEqual([]);
  }
}

test.describe('what a screen reader says', () => {
  test(
    'switches: on and off as the keys set them, once; the not-set one is described until it is set',
    kitTags('switch'),
    async ({ page }) => {
      const listener = await listenToHome(page, 'Toggle buttons');
      const toggles = section(page, 'Toggle buttons');
      await expectSpeech(listener, [
        [
          toggles.getByRole('switch', { name: 'Dark sidebar' }),
          ['region, Toggle buttons', 'switch, Dark sidebar, on'],
        ],
        ['Space', ['off']],
        ['ArrowRight', ['on']],
        ['ArrowRight', []],
        ['ArrowLeft', ['off']],
        ['Tab', ['switch, Autoplay videos, off']],
        ['Enter', ['on']],
        ['Tab', ['switch, Share usage data, off, Not set']],
        ['ArrowRight', ['on']],
        // The disabled switch is passed over.
        ['Tab', ['region, Sliders', 'slider, Single value, 40']],
      ]);
    },
  );

  test(
    'pagination: the current page says so; Enter on another page says it became current',
    kitTags('pagination'),
    async ({ page }) => {
      const listener = await listenToHome(page, 'Paginations');
      const bar = page.getByRole('navigation', { name: 'Pagination, 70 items' });
      await expectSpeech(listener, [
        [
          bar.getByRole('button', { name: 'Page 4' }),
          ['region, Paginations', 'navigation, Pagination, 70 items', 'button, Page 4, current page'],
        ],
        ['Tab', ['button, Page 5']],
        ['Enter', ['current page']],
        ['Shift+Tab', ['button, Page 4']],
      ]);
    },
  );

  test(
    'calendar: after the keys turn the month only the focused day is tabbable, so Shift+Tab and Tab come back to it',
    kitTags('calendar'),
    async ({ page }) => {
      const listener = await listenToDemo(page, 'calendar');
      const grid = page.locator('[data-slot="demo"]').getByRole('grid');
      await expectSpeech(listener, [
        [
          grid.getByRole('button', { name: 'Today, Wednesday 25 November 2026' }),
          [
            'region, Demo',
            'group, Delivery day',
            'grid, November 2026',
            'button, Today, Wednesday 25 November 2026',
          ],
        ],
        ['ArrowDown', ['button, Wednesday 2 December 2026', 'December 2026']],
        ['Shift+Tab', ['button, Go to the Next Month']],
        ['Tab', ['grid, December 2026', 'button, Wednesday 2 December 2026']],
        // Picking it renames it; the line that shows the pick under the calendar says nothing more.
        ['Enter', ['Wednesday 2 December 2026, selected']],
      ]);
      await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);
      // Every day's name holds its number as it is shown, a word of its own (WCAG 2.5.3).
      const days = await grid.getByRole('button').evaluateAll((buttons) =>
        buttons.map((button) => ({
          shown: button.textContent ?? '',
          name: button.getAttribute('aria-label') ?? '',
        })),
      );
      for (const { shown, name } of days) expect(name.split(/[\s,]+/), name).toContain(shown);
    },
  );

  test(
    'popover: Tab moves on from a popover with nothing to focus, and it closes',
    kitTags('popover'),
    async ({ page }) => {
      const listener = await listenToHome(page, 'Popovers and tooltips');
      const overlays = section(page, 'Popovers and tooltips');
      await expectSpeech(listener, [
        [
          overlays.getByRole('button', { name: 'on right' }).first(),
          ['region, Popovers and tooltips', 'button, ON RIGHT, collapsed'],
        ],
        ['Enter', ['dialog, Popover on right']],
        ['Tab', ['region, Popovers and tooltips', 'button, ON TOP, collapsed']],
        ['Enter', ['dialog, Popover on top']],
        ['Shift+Tab', ['region, Popovers and tooltips', 'button, ON TOP, collapsed']],
      ]);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  );

  test(
    'tooltip: it describes its trigger, with no arrow read as an image; Escape hides it quietly',
    kitTags('tooltip'),
    async ({ page }) => {
      const listener = await listenToHome(page, 'Popovers and tooltips');
      const overlays = section(page, 'Popovers and tooltips');
      await expectSpeech(listener, [
        [
          overlays.getByRole('button', { name: 'Tooltip on right' }),
          ['region, Popovers and tooltips', 'button, TOOLTIP ON RIGHT, A tip on the right'],
        ],
        ['Escape', []],
      ]);
      // The arrows of tooltips and popovers are drawings, hidden from the tree.
      await overlays.getByRole('button', { name: 'Tooltip on right' }).focus();
      await expect(
        page.locator('[data-radix-popper-content-wrapper] svg:not([aria-hidden="true"])'),
      ).toHaveCount(0);
    },
  );

  test('icon filter: each key is echoed once, and the count of icons left is said once', async ({ page }) => {
    await visit(page, 'nucleoicons');
    await expect(
      page.getByRole('list', { name: 'Icons', exact: true }).getByRole('button').first(),
    ).toBeVisible();
    const listener = new Listener(page);
    await listener.start();
    const search = page.getByRole('searchbox', { name: 'Search icons by name' });
    const focused = await listener.focus(search);
    expect(focused.at(-1)).toBe('searchbox, Search icons by name');
    const count = async () =>
      (await page
        .getByRole('status')
        .filter({ hasText: /icons?$/ })
        .textContent()) ?? '';
    for (const key of ['m', 'a', 'p']) {
      const spoken = await listener.press(key);
      expect(spoken, `said after ${key}`).toEqual([await search.inputValue(), await count()]);
      expect(saidTwice(spoken)).toEqual([]);
    }
  });

  test(
    'theme studio: a colour field says its hint, a key echoes once, and an error is its description; a preset and Use on this site are each said once',
    kitTags('input'),
    async ({ page }) => {
      await visit(page, 'themes');
      const primary = page.getByRole('textbox', { name: 'Primary', exact: true });
      await expect(primary).toBeVisible();
      const listener = new Listener(page);
      await listener.start();
      const focused = await listener.focus(primary);
      expect(focused.at(-1)).toBe(
        'edit, Primary, #51cbce, Buttons, links, the focus ring, the selected state.',
      );
      await primary.press('End');
      const typed = await listener.press('x');
      expect(typed).toEqual(['#51cbcex']);
      const refocused = await listener.focus(page.getByRole('textbox', { name: 'Neutral', exact: true }));
      expect(refocused.at(-1)).toMatch(/^edit, Neutral, /);
      const back = await listener.focus(primary);
      expect(back.at(-1)).toBe(
        'edit, Primary, invalid entry, #51cbcex, "#51cbcex" is not a colour. Write it as hex (#e0218a), rgb(), hsl() or oklch().',
      );
      await expectSpeech(listener, [
        [
          page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Ocean' }),
          ['group, Presets', 'button, OCEAN'],
        ],
        ['Enter', ['Ocean applied.']],
        [page.getByRole('button', { name: 'Use on this site', exact: true }), ['button, USE ON THIS SITE']],
        ['Enter', ['The site now uses this theme, on every page and every visit.']],
      ]);
    },
  );

  test(
    'navbar toggle: says collapsed, then expanded as it opens the links',
    kitTags('navbar'),
    async ({ page }) => {
      await page.setViewportSize(viewports.narrow);
      const listener = await listenToHome(page, 'Menus and navbars');
      const navbar = page.getByRole('navigation', { name: 'Primary navbar example' });
      await expectSpeech(listener, [
        [
          navbar.getByRole('button', { name: 'Toggle navigation' }),
          [
            'region, Menus and navbars',
            'navigation, Primary navbar example',
            'button, Toggle navigation, collapsed',
          ],
        ],
        ['Enter', ['expanded']],
        ['Enter', ['collapsed']],
      ]);
    },
  );
});
