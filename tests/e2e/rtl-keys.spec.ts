import { expect, settleAnimations, test, visit } from './fixtures';
import { boxOf, centreX, fixedDay, homeSwitches, html, readings, rtl } from './rtl';
import { kitTags } from '../tested-for';

/*
 * Keys follow the reading direction, checked by the values they set: right to left, the arrow pointing at the
 * "more", "next" or "on" end is the left one; left to right, the same widget's counterpart.
 */

test.describe('keys follow the reading direction', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const { dir, path, more, less, start, end } of readings) {
    test(
      `${dir}: home's slider goes up with ${more}, fills from the ${start}, and reads lowest first from the ${start}`,
      kitTags('slider', 'direction'),
      async ({ page }) => {
        await visit(page, path);
        await expect(html(page)).toHaveAttribute('dir', dir);
        const section = page.locator('section[aria-labelledby="sliders-title"]');
        const single = section.getByRole('slider', { name: 'Single value' });
        const shown = section.locator('[data-slot="shown-values"]');
        await single.focus();
        await expect(single).toHaveAttribute('aria-valuenow', '40');
        await page.keyboard.press(more);
        await expect(single).toHaveAttribute('aria-valuenow', '41');
        await expect(shown.first()).toHaveText('41');
        await page.keyboard.press(less);
        await page.keyboard.press(less);
        await expect(single).toHaveAttribute('aria-valuenow', '39');
        await expect(shown.first()).toHaveText('39');

        // The fill runs from the start end of the track to the handle: 39 % of it.
        const slider = section.locator('[data-slot="slider"]').first();
        const track = await boxOf(slider.locator('[data-slot="slider-track"]'));
        const fill = await boxOf(slider.locator('[data-slot="slider-connect"]'));
        const trackEnd = start === 'right' ? track.x + track.width : track.x;
        const fillEnd = start === 'right' ? fill.x + fill.width : fill.x;
        expect(Math.abs(fillEnd - trackEnd), `the fill touches the track's ${start} end`).toBeLessThanOrEqual(
          2,
        );
        expect(fill.width / track.width, 'the fill is 39 % of the track').toBeCloseTo(0.39, 1);
        const thumb = await centreX(single);
        const fillFar = start === 'right' ? fill.x : fill.x + fill.width;
        expect(Math.abs(thumb - fillFar), `the handle sits at the fill's ${end} end`).toBeLessThanOrEqual(12);

        // The range: "20 – 60" with 20 on the start side, and the Minimum handle on that side too.
        const range = shown.nth(1);
        await expect(range).toHaveText('20 – 60');
        const [low, high] = [
          await centreX(range.locator('bdi').first()),
          await centreX(range.locator('bdi').nth(1)),
        ];
        expect(low > high, `"20" is ${start} of "60"`).toBe(start === 'right');
        const minimum = await centreX(section.getByRole('slider', { name: 'Minimum' }));
        const maximum = await centreX(section.getByRole('slider', { name: 'Maximum' }));
        expect(minimum > maximum, `the Minimum handle is ${start} of the Maximum`).toBe(start === 'right');
      },
    );

    test(
      `${dir}: home's switches turn on with ${more} and off with ${less}`,
      kitTags('switch', 'direction'),
      async ({ page }) => {
        await visit(page, path);
        const { section, dark, autoplay } = homeSwitches(page);
        await expect(dark).toHaveAttribute('aria-checked', 'true');
        await expect(autoplay).toHaveAttribute('aria-checked', 'false');
        await dark.focus();
        // The arrow pointing at the "on" end again: nothing changes.
        await page.keyboard.press(more);
        await expect(dark).toHaveAttribute('aria-checked', 'true');
        await page.keyboard.press(less);
        await expect(dark).toHaveAttribute('aria-checked', 'false');
        await page.keyboard.press(more);
        await expect(dark).toHaveAttribute('aria-checked', 'true');
        await autoplay.focus();
        await page.keyboard.press(more);
        await expect(autoplay).toHaveAttribute('aria-checked', 'true');
        // The section's hint names the same keys.
        const [onKey, offKey] = [more, less].map((key) => key.slice('Arrow'.length).toLowerCase());
        await expect(section).toContainText(`Arrow keys set them: ${onKey} for on, ${offKey} for off.`);
      },
    );
  }

  test(
    "rtl: home's tabs move to, and select, the next tab with ArrowLeft",
    kitTags('tabs', 'direction'),
    async ({ page }) => {
      await visit(page, rtl('home'));
      const list = page.getByRole('tablist', { name: 'Sample tabs' });
      const tab = (name: string) => list.getByRole('tab', { name, exact: true });
      await tab('Home').focus();
      await expect(tab('Home')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(tab('Profile')).toBeFocused();
      await expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
      await expect(tab('Home')).toHaveAttribute('aria-selected', 'false');
      await page.keyboard.press('ArrowLeft');
      await expect(tab('Messages')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tab('Profile')).toBeFocused();
      await expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
      // The row reads from the right: Home first.
      expect(await centreX(tab('Home'))).toBeGreaterThan(await centreX(tab('Profile')));
    },
  );

  test(
    "rtl: home's carousel shows the next slide with ArrowLeft, and has Next on the left",
    kitTags('carousel', 'direction'),
    async ({ page }) => {
      await visit(page, rtl('home'));
      const carousel = page.locator('[data-slot="carousel"]').first();
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      const previous = carousel.getByRole('button', { name: 'Previous slide' });
      const next = carousel.getByRole('button', { name: 'Next slide' });
      const picker = (name: string) => carousel.getByRole('button', { name, exact: true });
      await previous.scrollIntoViewIfNeeded();
      expect(await centreX(next), '"Next slide" is left of "Previous slide"').toBeLessThan(
        await centreX(previous),
      );
      await expect(picker('1 of 3')).toHaveAttribute('aria-disabled', 'true');

      await previous.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(picker('2 of 3')).toHaveAttribute('aria-disabled', 'true');
      await expect(picker('1 of 3')).not.toHaveAttribute('aria-disabled', 'true');
      // The slide shown is that one: it fills the viewport, where the first one was.
      const viewport = await boxOf(carousel.locator('[data-slot="carousel-viewport"]'));
      const slide = carousel.getByRole('group', { name: '2 of 3' });
      await expect.poll(async () => Math.round((await boxOf(slide)).x - viewport.x)).toBe(0);
      await page.keyboard.press('ArrowRight');
      await expect(picker('1 of 3')).toHaveAttribute('aria-disabled', 'true');
      // The pickers read from the right too.
      expect(await centreX(picker('1 of 3'))).toBeGreaterThan(await centreX(picker('2 of 3')));
    },
  );

  test(
    'rtl: the calendar demo moves focus to the next day with ArrowLeft, and has the previous month on the right',
    kitTags('calendar', 'direction'),
    async ({ page }) => {
      await page.clock.setFixedTime(fixedDay);
      await visit(page, rtl('documentation?component=calendar'));
      const grid = page.locator('[data-slot="demo"]').getByRole('grid', { name: 'November 2026' });
      const day = (name: string) => grid.getByRole('button', { name, exact: true });
      await day('Today, Tuesday 24 November 2026').focus();
      await page.keyboard.press('ArrowLeft');
      await expect(day('Wednesday 25 November 2026')).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(day('Monday 23 November 2026')).toBeFocused();
      // The week runs from the right: Sunday 22 is right of Monday 23.
      expect(await centreX(day('Sunday 22 November 2026'))).toBeGreaterThan(
        await centreX(day('Monday 23 November 2026')),
      );
      const demo = page.locator('[data-slot="demo"]');
      expect(await centreX(demo.getByRole('button', { name: 'Go to the Previous Month' }))).toBeGreaterThan(
        await centreX(demo.getByRole('button', { name: 'Go to the Next Month' })),
      );
    },
  );

  test(
    "rtl: home's date picker opens on today, and ArrowLeft moves to the next day",
    kitTags('date-picker', 'calendar', 'direction'),
    async ({ page }) => {
      await page.clock.setFixedTime(fixedDay);
      await visit(page, rtl('home'));
      const section = page.locator('section[aria-labelledby="datepicker-title"]');
      await section.getByRole('button', { name: 'Choose date' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose date' });
      await expect(dialog).toBeVisible();
      const day = (name: string) => dialog.getByRole('button', { name, exact: true });
      await expect(day('Today, Tuesday 24 November 2026')).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(day('Wednesday 25 November 2026')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(section.getByRole('textbox', { name: 'Pick a date' })).toHaveValue('2026-11-25');
    },
  );

  test(
    'rtl: the dropdown menu opens under its trigger from the right, as align="start" means',
    kitTags('dropdown-menu', 'direction'),
    async ({ page }) => {
      await visit(page, rtl('documentation?component=dropdown-menu'));
      const trigger = page.getByRole('button', { name: 'primary dropdown' });
      // Opened from the keyboard, so focus goes to the first item.
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await settleAnimations(page);
      const [triggerBox, menuBox] = [await boxOf(trigger), await boxOf(menu)];
      expect(
        Math.abs(menuBox.x + menuBox.width - (triggerBox.x + triggerBox.width)),
        "the menu's right edge is the trigger's",
      ).toBeLessThanOrEqual(2);
      // The keys are the same either way: ArrowDown to the next item.
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'Profile page' })).toBeFocused();
    },
  );

  test(
    "rtl: home's pagination has Previous on the right and its chevrons turned round",
    kitTags('pagination', 'direction'),
    async ({ page }) => {
      await visit(page, rtl('home'));
      const nav = page.getByRole('navigation', { name: 'Pagination, 70 items' });
      const previous = nav.getByLabel('Previous page', { exact: true });
      const next = nav.getByLabel('Next page', { exact: true });
      expect(await centreX(previous), '"Previous page" is right of "Next page"').toBeGreaterThan(
        await centreX(next),
      );
      expect(await centreX(nav.getByLabel('Page 1', { exact: true }))).toBeGreaterThan(
        await centreX(nav.getByLabel('Page 2', { exact: true })),
      );
      // Each chevron points away from the pages, to its own side: turned half round from its left-to-right drawing.
      for (const link of [previous, next]) {
        expect(await link.locator('svg').evaluate((icon) => getComputedStyle(icon).rotate)).toBe('180deg');
      }
    },
  );
});
