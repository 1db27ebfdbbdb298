import type { Locator } from '@playwright/test';
import { expect, test, viewports, visit } from './fixtures';
import { boxOf, centreX, homeSwitches, readings, rtl } from './rtl';
import { chromiumOnly } from '../engines';
import { kitTags, tags } from '../tested-for';

/*
 * What is drawn mirrors right to left: the shell (navbar, side menu, footer), the pagination's chevrons, the
 * slider-options demo's table, and the switch's knob by its pixels, each against its left-to-right counterpart.
 */

test(
  "rtl: the slider-options demo's table describes the slider it shows: direction 'rtl', start [20, 60] written left to right",
  tags(chromiumOnly('budget'), kitTags('slider-options', 'slider', 'direction')),
  async ({ page }) => {
    await visit(page, rtl('documentation?component=slider-options'));
    const demo = page.locator('[data-slot="demo"]');
    await expect(demo.getByRole('radio', { name: 'A range with margin and limit' })).toBeChecked();
    // The slider shown does run right to left: its Minimum handle is right of its Maximum.
    const preview = demo.getByRole('group', { name: 'Preview: A range with margin and limit' });
    expect(await centreX(preview.getByRole('slider', { name: 'Minimum' }))).toBeGreaterThan(
      await centreX(preview.getByRole('slider', { name: 'Maximum' })),
    );
    const valueOf = (key: string) =>
      demo.locator('dt', { hasText: new RegExp(`^${key}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect.soft(valueOf('direction'), 'the resolved direction').toHaveText("'rtl'");
    await expect(valueOf('start')).toHaveText('[20, 60]');
    // Where "20" and "60" are drawn: code reads left to right, so 20 comes first from the left.
    const drawn = await valueOf('start').evaluate((value) => {
      // The value is code in its own left-to-right isolate.
      const text = (value.querySelector('bdi') ?? value).firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return 'no text';
      const at = (digits: string) => {
        const range = document.createRange();
        const start = (text.textContent ?? '').indexOf(digits);
        range.setStart(text, start);
        range.setEnd(text, start + digits.length);
        return range.getBoundingClientRect().left;
      };
      return at('20') < at('60') ? '20 left of 60' : '60 left of 20';
    });
    expect.soft(drawn, 'the start value as drawn').toBe('20 left of 60');
  },
);

test(
  'ltr counterpart: pagination chevrons are drawn as they are',
  tags(chromiumOnly('budget'), kitTags('pagination')),
  async ({ page }) => {
    await visit(page, 'home');
    const nav = page.getByRole('navigation', { name: 'Pagination, 70 items' });
    expect(await centreX(nav.getByLabel('Previous page', { exact: true }))).toBeLessThan(
      await centreX(nav.getByLabel('Next page', { exact: true })),
    );
    expect(
      await nav
        .getByLabel('Previous page', { exact: true })
        .locator('svg')
        .evaluate((icon) => getComputedStyle(icon).rotate),
    ).toBe('none');
  },
);

test.describe('the shell mirrors', chromiumOnly('budget'), () => {
  test('rtl at 375 px: the brand is on the right, and the side menu slides in from the left edge', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.narrow);
    await visit(page, rtl('home'));
    const bar = page.getByRole('navigation', { name: 'Site' });
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await centreX(bar.getByRole('link', { name: 'Paper Kit A11y' }))).toBeGreaterThan(
      await centreX(menuButton),
    );
    // The panel's left edge, frame by frame from the click on, for 60 frames: its slide, seen as it runs.
    await page.evaluate(() => {
      const lefts: number[] = [];
      (window as unknown as { menuLefts: number[] }).menuLefts = lefts;
      const sample = () => {
        const panel = document.querySelector('[role="dialog"]');
        if (panel) lefts.push(Math.round(panel.getBoundingClientRect().left));
        if (lefts.length < 60) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { menuLefts: number[] }).menuLefts.length))
      .toBe(60);
    const lefts = await page.evaluate(() => (window as unknown as { menuLefts: number[] }).menuLefts);
    expect(Math.min(...lefts), 'it starts beyond the left edge').toBeLessThan(-100);
    expect(Math.max(...lefts), 'and never comes from the right').toBeLessThanOrEqual(0);
    expect(lefts.at(-1), 'it ends against the left edge').toBe(0);
    const open = await boxOf(dialog);
    expect(open.x, 'open, it lies against the left edge').toBeCloseTo(0, 0);
    expect(open.width).toBeLessThan(viewports.narrow.width);
  });

  test('rtl at 1280 px: the navbar and the footer read from the right', async ({ page }) => {
    await visit(page, rtl('home'));
    const bar = page.getByRole('navigation', { name: 'Site' });
    const brand = await centreX(bar.getByRole('link', { name: 'Paper Kit A11y' }));
    const components = await centreX(bar.getByRole('link', { name: 'Components' }));
    const documentation = await centreX(bar.getByRole('link', { name: 'Documentation' }));
    expect(brand).toBeGreaterThan(components);
    expect(components).toBeGreaterThan(documentation);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.scrollIntoViewIfNeeded();
    expect(await centreX(footer.getByRole('link', { name: 'Components' }))).toBeGreaterThan(
      await centreX(footer.getByRole('link', { name: 'Examples' })),
    );
  });
});

/** The knob of a switch: the round span in the middle of its sliding, aria-hidden strip. */
const knobOf = (control: Locator) => control.locator('> span[aria-hidden="true"] > span.rounded-full');

/** Where a switch's knob is: at its `left` or `right` end, measured by the two boxes. */
async function knobSide(control: Locator): Promise<'left' | 'right'> {
  const [box, knob] = [await boxOf(control), await boxOf(knobOf(control))];
  expect(knob.x, 'the knob is inside the switch').toBeGreaterThanOrEqual(box.x - 1);
  expect(knob.x + knob.width, 'the knob is inside the switch').toBeLessThanOrEqual(box.x + box.width + 1);
  const centre = knob.x + knob.width / 2;
  const left = centre - box.x;
  const right = box.x + box.width - centre;
  // At an end, not half-way (the "not set" place).
  expect(Math.abs(left - right), 'the knob sits at one end').toBeGreaterThan(box.width / 3);
  return left < right ? 'left' : 'right';
}

test.describe("the switch's knob is at its on end", chromiumOnly('budget'), () => {
  // No slide: the knob is where it ends up at once.
  test.use({ reducedMotion: 'reduce' });

  for (const { dir, path, more, less } of readings) {
    const on = dir === 'rtl' ? 'left' : 'right';
    const off = dir === 'rtl' ? 'right' : 'left';
    test(
      `${dir}: an on switch draws its knob at the ${on}, an off one at the ${off}`,
      kitTags('switch', 'direction'),
      async ({ page }) => {
        await visit(page, path);
        const { dark, autoplay } = homeSwitches(page);
        await dark.scrollIntoViewIfNeeded();
        await expect(knobOf(dark)).toHaveCount(1);
        await expect(dark).toHaveAttribute('aria-checked', 'true');
        expect(await knobSide(dark), 'Dark sidebar, on').toBe(on);
        await expect(autoplay).toHaveAttribute('aria-checked', 'false');
        expect(await knobSide(autoplay), 'Autoplay videos, off').toBe(off);
        // Flipped by their keys, each knob crosses over.
        await dark.focus();
        await page.keyboard.press(less);
        await expect(dark).toHaveAttribute('aria-checked', 'false');
        expect(await knobSide(dark), 'Dark sidebar, turned off').toBe(off);
        await autoplay.focus();
        await page.keyboard.press(more);
        await expect(autoplay).toHaveAttribute('aria-checked', 'true');
        expect(await knobSide(autoplay), 'Autoplay videos, turned on').toBe(on);
      },
    );
  }
});
