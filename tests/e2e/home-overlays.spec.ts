import type { Locator, Page } from '@playwright/test';
import { expect, test, viewports } from './fixtures';
import { section, visitHome } from './home';
import { inGroup, kitTags, tags } from '../tested-for';

/*
 * The home page's interactive overlays and composite widgets: the showcase navbars and their menus, the modal,
 * popovers, tooltips, the datepicker and the carousel. Driven by role, name and keyboard.
 */

/** Puts an element in the middle of the viewport, so an overlay has room on every side of it. */
const centre = (locator: Locator) =>
  locator.evaluate(async (element) => {
    element.scrollIntoView({ block: 'center', inline: 'center' });
    // Let the scroll event go by first: a tooltip closes when the page scrolls under it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });

/** Waits for an element's entry transitions (scale, opacity) to end, so its box is its final box. */
const settled = (locator: Locator) =>
  locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );

const focusIsInside = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

/** The primary navbar example, its "More" menu button and the menu that opens from it. */
function moreMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Primary navbar example', exact: true });
  return { nav, more: nav.getByRole('button', { name: /^More/ }), menu: page.getByRole('menu') };
}

const navbarColors = ['primary', 'info', 'success', 'warning', 'danger', 'transparent'] as const;
const navbarName = (color: string) => `${color[0]?.toUpperCase()}${color.slice(1)} navbar example`;

test.describe('menus and navbars', kitTags('navbar'), () => {
  test.describe('at 375 px', () => {
    test.use({ viewport: viewports.narrow });

    test('each navbar’s toggle flips aria-expanded and reveals its links', async ({ page }) => {
      await visitHome(page);
      for (const color of navbarColors) {
        const nav = page.getByRole('navigation', { name: navbarName(color), exact: true });
        const toggle = nav.getByRole('button', { name: 'Toggle navigation' });
        const discover = nav.getByRole('link', { name: 'Discover', exact: true });
        await expect(toggle, color).toBeVisible();
        await expect(toggle, color).toHaveAttribute('aria-expanded', 'false');
        await expect(discover, color).toBeHidden();
        await expect(nav.getByRole('button', { name: /^More/ }), color).toBeHidden();

        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(toggle, color).toHaveAttribute('aria-expanded', 'true');
        await expect(discover, color).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Profile', exact: true }), color).toBeVisible();
        await expect(nav.getByRole('button', { name: /^More/ }), color).toBeVisible();
        // The toggle says what it controls.
        const controls = await toggle.getAttribute('aria-controls');
        expect(controls, color).toBeTruthy();
        await expect(page.locator(`[id="${controls}"]`), color).toBeVisible();

        await page.keyboard.press('Enter');
        await expect(toggle, color).toHaveAttribute('aria-expanded', 'false');
        await expect(discover, color).toBeHidden();
      }
    });
  });

  test.describe('at 1280 px', () => {
    test.use({ viewport: viewports.wide });

    test(
      'six named navbars; links are shown inline, the toggles hidden; icon-only links have names',
      inGroup('browser'),
      async ({ page }) => {
        await visitHome(page);
        const navbars = section(page, 'Menus and navbars').getByRole('navigation');
        await expect(navbars).toHaveCount(6);
        for (const [index, color] of navbarColors.entries()) {
          await expect(navbars.nth(index)).toHaveAccessibleName(navbarName(color));
        }
        for (const color of navbarColors) {
          const nav = page.getByRole('navigation', { name: navbarName(color), exact: true });
          await expect(nav.getByRole('button', { name: 'Toggle navigation' }), color).toBeHidden();
          for (const name of [
            'Discover',
            'Profile',
            `Notifications (${color} navbar)`,
            `Account settings (${color} navbar)`,
          ]) {
            await expect(nav.getByRole('link', { name, exact: true }), `${color}: ${name}`).toBeVisible();
          }
          const bell = nav.getByRole('link', { name: `Notifications (${color} navbar)`, exact: true });
          await expect(bell).toHaveText('');
          await expect(nav.getByRole('button', { name: /^More/ }), color).toBeVisible();
        }
      },
    );

    test('the search field in the primary navbar has a label', inGroup('browser'), async ({ page }) => {
      await visitHome(page);
      const primary = page.getByRole('navigation', { name: 'Primary navbar example', exact: true });
      const search = primary.getByRole('search').getByRole('searchbox', { name: 'Search (primary navbar)' });
      await expect(search).toBeVisible();
      await expect(page.getByText('Search (primary navbar)', { exact: true })).toHaveCount(1);
      await search.focus();
      await page.keyboard.type('icons');
      await expect(search).toHaveValue('icons');
    });

    test(
      '"More" opens with Enter or ArrowDown, arrows move, Escape closes and returns focus',
      kitTags('dropdown-menu'),
      async ({ page }) => {
        await visitHome(page);
        const { more, menu } = moreMenu(page);
        const item = (name: string) => menu.getByRole('menuitem', { name, exact: true });
        await expect(more).toHaveAttribute('aria-haspopup', 'menu');
        await expect(more).toHaveAttribute('aria-expanded', 'false');

        await more.focus();
        await page.keyboard.press('Enter');
        await expect(menu).toBeVisible();
        await expect(more).toHaveAttribute('aria-expanded', 'true');
        await expect(menu.getByRole('menuitem')).toHaveText(['Landing', 'Profile', 'Sign up']);
        await expect(item('Landing')).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(item('Profile')).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(item('Sign up')).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(more).toBeFocused();
        await expect(more).toHaveAttribute('aria-expanded', 'false');

        await page.keyboard.press('ArrowDown');
        await expect(menu).toBeVisible();
        await expect(item('Landing')).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(item('Profile')).toBeFocused();
        // Enter follows the highlighted item.
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/#\/user-profile$/);
      },
    );

    test(
      '"More" follows the APG’s menu button: ArrowUp opens on the last item, Tab and Shift+Tab leave and close',
      kitTags('dropdown-menu'),
      async ({ page }) => {
        await visitHome(page);
        const { nav, more, menu } = moreMenu(page);
        // What follows "More" in the Tab order: the navbar's search field.
        const after = nav.getByRole('searchbox');

        await more.focus();
        await page.keyboard.press('ArrowUp');
        await expect(menu).toBeVisible();
        await expect(menu.getByRole('menuitem', { name: 'Sign up', exact: true })).toBeFocused();

        await page.keyboard.press('Tab');
        await expect(menu).toBeHidden();
        await expect(more).toHaveAttribute('aria-expanded', 'false');
        await expect(after).toBeFocused();

        await more.click();
        await expect(menu).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await expect(focusIsInside(menu)).resolves.toBe(true);
        await page.keyboard.press('Shift+Tab');
        await expect(menu).toBeHidden();
        await expect(more).toBeFocused();
        // The focus stays where Shift+Tab put it, and the menu stays shut.
        await page.keyboard.press('Shift+Tab');
        await expect(menu).toBeHidden();
        await expect(more).not.toBeFocused();
      },
    );
  });
});

test.describe('modal', kitTags('modal', 'focus-after-paint'), () => {
  test('opens a titled dialog, keeps focus inside, and each way of closing returns focus', async ({
    page,
  }) => {
    await visitHome(page);
    const launch = section(page, 'Modal').getByRole('button', { name: 'Launch demo modal' });
    const dialog = page.getByRole('dialog', { name: 'Delete this project?' });

    await launch.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Delete this project?' })).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/Nothing is deleted in this demo/);
    expect(await focusIsInside(dialog)).toBe(true);
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(dialog), `Tab ${step + 1}`).toBe(true);
    }
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInside(dialog), `Shift+Tab ${step + 1}`).toBe(true);
    }

    await dialog.getByRole('button', { name: 'Never mind' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(launch).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'DELETE' }).click();
    await expect(dialog).toBeHidden();
    await expect(launch).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launch).toBeFocused();
  });
});

test.describe('popovers and tooltips', () => {
  test.use({ viewport: viewports.wide });

  type Box = { x: number; y: number; width: number; height: number };
  /** Whether `overlay` lies wholly on `side` of `anchor` (1 px of rounding allowed). */
  const isOnSide = (side: string, overlay: Box, anchor: Box): boolean => {
    switch (side) {
      case 'right':
        return overlay.x >= anchor.x + anchor.width - 1;
      case 'left':
        return overlay.x + overlay.width <= anchor.x + 1;
      case 'top':
        return overlay.y + overlay.height <= anchor.y + 1;
      default:
        return overlay.y >= anchor.y + anchor.height - 1;
    }
  };
  const sides = ['right', 'top', 'left', 'bottom'] as const;

  for (const side of sides) {
    test(
      `the popover "on ${side}" opens on its ${side}; Escape closes it and focus returns`,
      kitTags('popover'),
      async ({ page }) => {
        await visitHome(page);
        const button = section(page, 'Popovers and tooltips').getByRole('button', {
          name: `on ${side}`,
          exact: true,
        });
        const popover = page.getByRole('dialog', { name: `Popover on ${side}` });
        await centre(button);
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(popover).toBeVisible();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(popover).toContainText('A short note that belongs to the button it came from.');
        expect(await focusIsInside(popover)).toBe(true);
        await settled(popover);
        const [popoverBox, buttonBox] = [await popover.boundingBox(), await button.boundingBox()];
        expect(
          popoverBox && buttonBox && isOnSide(side, popoverBox, buttonBox),
          JSON.stringify({ popoverBox, buttonBox }),
        ).toBe(true);

        await page.keyboard.press('Escape');
        await expect(popover).toBeHidden();
        await expect(button).toBeFocused();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      },
    );
  }

  test(
    'each tooltip shows on its side when its button is focused; Escape hides it',
    kitTags('tooltip'),
    async ({ page }) => {
      await visitHome(page);
      const overlays = section(page, 'Popovers and tooltips');
      for (const side of sides) {
        const button = overlays.getByRole('button', { name: `Tooltip on ${side}`, exact: true });
        const tooltip = page.getByRole('tooltip');
        await centre(button);
        await button.focus();
        await expect(tooltip, side).toHaveText(`A tip on the ${side}`);
        await expect(button, side).toHaveAccessibleDescription(`A tip on the ${side}`);
        // Radix puts role=tooltip on a visually hidden copy inside the drawn bubble: measure the bubble.
        const bubble = tooltip.locator('xpath=..');
        await expect(bubble, side).toBeVisible();
        await settled(bubble);
        const [bubbleBox, buttonBox] = [await bubble.boundingBox(), await button.boundingBox()];
        expect(bubbleBox && buttonBox && isOnSide(side, bubbleBox, buttonBox), side).toBe(true);

        await page.keyboard.press('Escape');
        await expect(tooltip, side).toHaveCount(0);
        await expect(button, side).toBeFocused();
      }
    },
  );
});

test.describe('datepicker', kitTags('date-picker'), () => {
  const field = (page: Page) =>
    section(page, 'Datepicker').getByRole('textbox', { name: 'Pick a date', exact: true });
  const chooser = (page: Page) => section(page, 'Datepicker').getByRole('button', { name: 'Choose date' });
  const calendar = (page: Page) => page.getByRole('dialog', { name: 'Choose date' });

  test(
    'the calendar opens with focus on a day; ArrowRight and Enter write the next day and close it',
    kitTags('calendar', 'focus-after-paint'),
    async ({ page }) => {
      await visitHome(page);
      await expect(field(page)).toHaveAttribute('placeholder', 'yyyy-mm-dd');
      await expect(field(page)).toHaveValue('');
      await chooser(page).focus();
      await page.keyboard.press('Enter');
      await expect(calendar(page)).toBeVisible();
      // The calendar's code arrives on first open: wait until a day has focus.
      const focusedDay = calendar(page).getByRole('gridcell').getByRole('button').and(page.locator(':focus'));
      await expect(focusedDay).toHaveCount(1);
      const tomorrow = await page.evaluate(() => {
        const date = new Date();
        date.setDate(date.getDate() + 1);
        const pad = (value: number) => String(value).padStart(2, '0');
        return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
      });
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(calendar(page)).toBeHidden();
      await expect(field(page)).toHaveValue(tomorrow);
      await expect(chooser(page)).toBeFocused();
      await expect(field(page)).not.toHaveAttribute('aria-invalid', 'true');
    },
  );

  test(
    'once its code has arrived (fetched when the button is focused), the calendar opens with its days at once, never "Loading calendar…"',
    tags(inGroup('browser'), kitTags('calendar')),
    async ({ page }) => {
      await visitHome(page);
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (/\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.url());
      });
      await chooser(page).focus();
      await expect.poll(() => scripts.some((url) => /\/calendar-[^/]*\.js$/.test(url))).toBe(true);
      // Importing a module again settles once it has run, and after the picker's own import has settled.
      await page.evaluate(`Promise.all(${JSON.stringify(scripts)}.map((url) => import(url)))`);
      // Every node added to the page from here on: a fallback drawn for a moment and replaced would be among them.
      await page.evaluate(() => {
        const store = window as unknown as { __added: string[] };
        store.__added = [];
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of Array.from(record.addedNodes)) store.__added.push(node.textContent ?? '');
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.keyboard.press('Enter');
      const focusedDay = calendar(page).getByRole('gridcell').getByRole('button').and(page.locator(':focus'));
      await expect(focusedDay).toHaveCount(1);
      const added = await page.evaluate(() => (window as unknown as { __added: string[] }).__added);
      expect(
        added.some((text) => text.includes('Choose date')),
        'the calendar was seen being added',
      ).toBe(true);
      expect(added.filter((text) => text.includes('Loading calendar'))).toEqual([]);
    },
  );

  test(
    'the dialog answers the click in its first frame, empty, and keeps its size and place as the days arrive and the month turns',
    tags(inGroup('browser'), kitTags('calendar')),
    async ({ page }) => {
      await visitHome(page);
      await chooser(page).scrollIntoViewIfNeeded();
      // Each frame from the click on: where the dialog is, and whether its days are there yet.
      await page.evaluate(() => {
        const frames: { box: string; days: boolean }[] = [];
        (window as unknown as { __frames: typeof frames }).__frames = frames;
        const record = () => {
          const dialog = document.querySelector('[data-slot="date-picker-calendar"]');
          const wrapper = dialog?.parentElement;
          // Radix draws the popover off screen until it has measured it: frames before it is placed do not count.
          if (dialog && wrapper && !wrapper.style.transform.includes('-200%')) {
            const { x, y, width, height } = dialog.getBoundingClientRect();
            frames.push({
              box: [x, y, width, height].map(Math.round).join(' '),
              days: !!dialog.querySelector('[role="grid"]'),
            });
          }
          if (frames.length < 40) requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      });
      await chooser(page).click();
      const focusedDay = calendar(page).getByRole('gridcell').getByRole('button').and(page.locator(':focus'));
      await expect(focusedDay).toHaveCount(1);
      await page.keyboard.press('PageDown');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __frames: unknown[] }).__frames.length))
        .toBe(40);
      const frames = await page.evaluate(
        () => (window as unknown as { __frames: { box: string; days: boolean }[] }).__frames,
      );
      expect(frames[0]?.days, 'the first frame of the dialog is drawn before its days are made').toBe(false);
      expect(frames.some((frame) => frame.days)).toBe(true);
      expect(new Set(frames.map((frame) => frame.box)).size, JSON.stringify(frames)).toBe(1);
    },
  );

  test(
    'a day that does not exist is flagged when the field is left',
    tags(inGroup('browser'), kitTags('dates')),
    async ({ page }) => {
      await visitHome(page);
      await field(page).focus();
      await page.keyboard.type('2026-02-30');
      // No message while still typing.
      await expect(field(page)).not.toHaveAttribute('aria-invalid', 'true');
      await page.keyboard.press('Tab');
      await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await field(page).getAttribute('aria-describedby');
      expect(describedBy).toBeTruthy();
      const message = page.locator(`[id="${describedBy}"]`);
      await expect(message).toBeVisible();
      await expect(message).toContainText('There is no such day');
      await expect(field(page)).toHaveAccessibleDescription(/There is no such day/);

      // Fixing the text removes the message at once.
      await field(page).focus();
      await page.keyboard.press('End');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('28');
      await expect(field(page)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(message).toHaveCount(0);
    },
  );

  test(
    'a typed date opens the calendar on its month with that day selected',
    tags(inGroup('browser'), kitTags('calendar', 'dates')),
    async ({ page }) => {
      await visitHome(page);
      await field(page).focus();
      await page.keyboard.type('2026-03-14');
      await page.keyboard.press('Tab');
      await expect(chooser(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(calendar(page)).toBeVisible();
      await expect(calendar(page).getByRole('grid', { name: 'March 2026' })).toBeVisible();
      const selected = calendar(page).getByRole('gridcell', { selected: true });
      await expect(selected).toHaveCount(1);
      await expect(selected).toHaveText('14');
      await expect(selected.getByRole('button')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(calendar(page)).toBeHidden();
      await expect(chooser(page)).toBeFocused();
      await expect(field(page)).toHaveValue('2026-03-14');
    },
  );
});

test.describe('carousel', kitTags('carousel'), () => {
  const slide = (carousel: Locator, name: string) =>
    carousel.getByRole('group', { name, exact: true, includeHidden: true });

  test('a "Places" carousel of three "N of 3" slides; only the current one is reachable', async ({
    page,
  }) => {
    await visitHome(page);
    const carousel = page.getByRole('region', { name: 'Places', exact: true });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    for (const [index, name] of ['1 of 3', '2 of 3', '3 of 3'].entries()) {
      await expect(slides.nth(index)).toHaveAccessibleName(name);
      await expect(slides.nth(index)).toHaveAttribute('aria-roledescription', 'slide');
    }
    await expect(slide(carousel, '1 of 3')).not.toHaveAttribute('inert');
    await expect(slide(carousel, '2 of 3')).toHaveAttribute('inert', '');
    await expect(slide(carousel, '3 of 3')).toHaveAttribute('inert', '');
    // The APG's grouped pickers: a named group of buttons named as their slides, the current one aria-disabled.
    const pickers = carousel.getByRole('group', { name: 'Choose slide to display' });
    await expect(pickers.getByRole('button')).toHaveText(['', '', '']);
    for (const name of ['1 of 3', '2 of 3', '3 of 3']) {
      await expect(pickers.getByRole('button', { name, exact: true })).toHaveCount(1);
    }
    await expect(pickers.getByRole('button', { name: '1 of 3' })).toHaveAttribute('aria-disabled', 'true');
    await expect(pickers.locator('[aria-disabled="true"]')).toHaveCount(1);
  });

  test('"Next slide" and the "3 of 3" picker move the current slide and its dot', async ({ page }) => {
    await visitHome(page);
    const carousel = page.getByRole('region', { name: 'Places', exact: true });
    const dot = (n: number) =>
      carousel
        .getByRole('group', { name: 'Choose slide to display' })
        .getByRole('button', { name: `${n} of 3`, exact: true });
    await centre(carousel);

    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(dot(2)).toHaveAttribute('aria-disabled', 'true');
    await expect(dot(1)).not.toHaveAttribute('aria-disabled');
    await expect(slide(carousel, '2 of 3')).not.toHaveAttribute('inert');
    await expect(slide(carousel, '1 of 3')).toHaveAttribute('inert', '');
    await expect(carousel.getByText('Slide 2 of 3')).toHaveCount(1);

    await dot(3).focus();
    await page.keyboard.press('Enter');
    await expect(dot(3)).toHaveAttribute('aria-disabled', 'true');
    await expect(dot(2)).not.toHaveAttribute('aria-disabled');
    await expect(slide(carousel, '3 of 3')).not.toHaveAttribute('inert');
    await expect(slide(carousel, '2 of 3')).toHaveAttribute('inert', '');
    await expect(carousel.getByText('Slide 3 of 3')).toHaveCount(1);
    // The current slide is the one in view.
    await expect
      .poll(async () => {
        const [slideBox, regionBox] = [
          await slide(carousel, '3 of 3').boundingBox(),
          await carousel.boundingBox(),
        ];
        return Math.round(Math.abs((slideBox?.x ?? -1e4) - (regionBox?.x ?? 0)));
      })
      .toBe(0);
    await expect(
      carousel.getByRole('img', { name: 'Rows of pine trees in front of green mountains' }),
    ).toBeVisible();
  });
});
