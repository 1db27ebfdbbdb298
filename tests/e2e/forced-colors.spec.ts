import type { Locator, Page } from '@playwright/test';
import { expect, nextFrames, test, viewports, visitComplete } from './fixtures';
import { section } from './home';
import { kitTags } from '../tested-for';

/*
 * Forced colours (Windows High Contrast), emulated: the system's colours replace the page's, and fills vanish.
 * Every state a kit component shows must still show: a picture of one state differs from a picture of another.
 * Pictures are taken with nothing focused or hovered, so only the state can make them differ.
 */

test.use({ forcedColors: 'active', viewport: viewports.wide, reducedMotion: 'reduce' });

/** A picture of `part` as it rests: focus and pointer elsewhere, transitions over. */
async function restingLook(page: Page, part: Locator): Promise<Buffer> {
  await page.evaluate(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement.blur() : null,
  );
  await page.mouse.move(0, 0);
  await part.scrollIntoViewIfNeeded();
  await nextFrames(page);
  return part.screenshot({ animations: 'disabled' });
}

/** Pictures of two equal strips of one element's box, `from` and `to` as fractions of its width. */
async function strips(
  page: Page,
  part: Locator,
  first: [number, number],
  second: [number, number],
): Promise<[Buffer, Buffer]> {
  await part.scrollIntoViewIfNeeded();
  const box = await part.boundingBox();
  if (!box) throw new Error('the part has no box');
  const strip = ([from, to]: [number, number]) => ({
    x: box.x + box.width * from,
    y: box.y,
    width: box.width * (to - from),
    height: box.height,
  });
  const [one, two] = [strip(first), strip(second)];
  expect(one.width).toBeCloseTo(two.width);
  return [await page.screenshot({ clip: one }), await page.screenshot({ clip: two })];
}

/** The colour most of a picture's pixels have, as `r,g,b`; read in the page, which can decode a PNG. */
function dominantColour(page: Page, picture: Buffer): Promise<string> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const counts = new Map<string, number>();
    for (let index = 0; index < data.length; index += 4) {
      const colour = `${data[index]},${data[index + 1]},${data[index + 2]}`;
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
    return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  }, picture.toString('base64'));
}

/** A picture of the empty page just left of a part, as tall as the part. */
async function pageBeside(page: Page, part: Locator): Promise<Buffer> {
  const box = await part.boundingBox();
  if (!box) throw new Error('the part has no box');
  return page.screenshot({ clip: { x: box.x - 30, y: box.y, width: 20, height: box.height } });
}

test.describe('home', () => {
  test.beforeEach(async ({ page }) => {
    await visitComplete(page, 'home');
  });

  test('a checkbox and a radio look different checked and unchecked', kitTags('choice'), async ({ page }) => {
    const choices = section(page, 'Checkboxes and radio buttons');
    const checkbox = choices.getByRole('checkbox', { name: 'Email me replies', exact: true });
    const unchecked = await restingLook(page, checkbox);
    await checkbox.check();
    expect(await restingLook(page, checkbox)).not.toEqual(unchecked);

    const radio = choices.getByRole('radio', { name: 'Standard delivery', exact: true });
    const off = await restingLook(page, radio);
    await radio.check();
    expect(await restingLook(page, radio)).not.toEqual(off);
  });

  test(
    'a switch looks different on, off and unset, and an unset switch shows none of its ON/OFF words',
    kitTags('switch'),
    async ({ page }) => {
      const toggles = section(page, 'Toggle buttons');
      const toggle = toggles.getByRole('switch', { name: 'Autoplay videos', exact: true });
      const off = await restingLook(page, toggle);
      await toggle.click();
      await expect(toggle).toBeChecked();
      expect(await restingLook(page, toggle)).not.toEqual(off);

      const unset = toggles.getByRole('switch', { name: 'Share usage data', exact: true });
      const unsetLook = await restingLook(page, unset);
      // The same switch with its words taken out must look the same: no fragment of them shows.
      const words = await unset.evaluate((element) => {
        const spans = Array.from(element.querySelectorAll('span')).filter((span) =>
          ['ON', 'OFF'].includes(span.textContent ?? ''),
        );
        spans.forEach((span) => (span.textContent = ''));
        return spans.length;
      });
      expect(words).toBe(2);
      expect(await restingLook(page, unset)).toEqual(unsetLook);
    },
  );

  test(
    'the slider’s range shows: the filled and the empty part of a track differ',
    kitTags('slider'),
    async ({ page }) => {
      const sliders = section(page, 'Sliders');
      // The single slider at 40 of 100: its track is filled up to 40 %.
      const single = sliders.locator('[data-slot="slider"]').first().locator('[data-slot="slider-track"]');
      const [filled, empty] = await strips(page, single, [0.05, 0.3], [0.7, 0.95]);
      expect(filled).not.toEqual(empty);
      // Filled, not blank: a range painted as the page's own background would read as no track at all.
      expect(await dominantColour(page, filled)).not.toBe(
        await dominantColour(page, await pageBeside(page, single)),
      );
      // The range slider from 20 to 60: filled between the handles, empty outside them.
      const range = sliders.locator('[data-slot="slider"]').nth(1).locator('[data-slot="slider-track"]');
      const [inside, outside] = await strips(page, range, [0.3, 0.5], [0.75, 0.95]);
      expect(inside).not.toEqual(outside);
    },
  );

  test(
    'a progress bar shows how far it is: its filled part and its empty part differ',
    kitTags('progress'),
    async ({ page }) => {
      const progress = section(page, 'Progress bars');
      // "Copying" is at 50 %, "Syncing" at 75 %: a strip inside the fill, and one as wide in the empty part.
      const bars: [string, [number, number], [number, number]][] = [
        ['Copying file 2 of 4…', [0.05, 0.4], [0.6, 0.95]],
        ['Syncing', [0.05, 0.2], [0.8, 0.95]],
      ];
      for (const [name, inside, outside] of bars) {
        const bar = progress.getByRole('progressbar', { name, exact: true });
        const [filled, empty] = await strips(page, bar, inside, outside);
        expect(filled, name).not.toEqual(empty);
        expect(await dominantColour(page, filled), name).not.toBe(
          await dominantColour(page, await pageBeside(page, bar)),
        );
      }
    },
  );

  test(
    'the selected tab, the current page and the current slide look different from the others',
    kitTags('tabs', 'pagination', 'carousel'),
    async ({ page }) => {
      const tabs = section(page, 'Tabs');
      const profile = tabs.getByRole('tab', { name: 'Profile', exact: true });
      const unselected = await restingLook(page, profile);
      await profile.click();
      await expect(profile).toHaveAttribute('aria-selected', 'true');
      expect(await restingLook(page, profile)).not.toEqual(unselected);

      const pagination = page.getByRole('navigation', { name: 'Pagination, 70 items' });
      const five = pagination.getByRole('button', { name: 'Page 5', exact: true });
      const notCurrent = await restingLook(page, five);
      await five.click();
      await expect(five).toHaveAttribute('aria-current', 'page');
      expect(await restingLook(page, five)).not.toEqual(notCurrent);

      const pickers = page
        .getByRole('region', { name: 'Places', exact: true })
        .getByRole('group', { name: 'Choose slide to display' });
      const second = pickers.getByRole('button', { name: '2 of 3', exact: true });
      const hidden = await restingLook(page, second);
      await second.click();
      await expect(second).toHaveAttribute('aria-disabled', 'true');
      expect(await restingLook(page, second)).not.toEqual(hidden);
    },
  );
});

test('the calendar’s selected day looks different from the others', kitTags('calendar'), async ({ page }) => {
  await visitComplete(page, 'documentation?component=calendar');
  const grid = page.locator('[data-slot="demo"]').getByRole('grid').first();
  const day = grid.getByRole('button').filter({ hasText: /^10$/ }).first();
  const unselected = await restingLook(page, day);
  await day.click();
  await expect(grid.locator('[aria-selected="true"]')).toHaveCount(1);
  const selected = await restingLook(page, day);
  expect(selected).not.toEqual(unselected);
  // Marked by more than its weight: the day is filled, where forced colours would paint the fill as the page.
  expect(await dominantColour(page, selected)).not.toBe(await dominantColour(page, unselected));
});
