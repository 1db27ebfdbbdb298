import type { Locator, Page } from '@playwright/test';
import { chromiumForTests } from '../../scripts/chromium.mjs';
import { blockRecords, blockRecord, kitRecords, kitRecord } from '../shared/records';
import {
  axeViolations,
  expect,
  holdBack,
  demoPictureStyle,
  kitDemos as demos,
  showDemo,
  test,
  useStoredTheme,
  viewports,
  visit,
  visitComplete,
  waitForApp,
} from './fixtures';
import { chromiumOnly } from '../engines';
import { kitTags, shownOn, tags } from '../tested-for';

/*
 * Right to left: any route read with `?dir=rtl` in its hash query (`#/home?dir=rtl`,
 * `#/documentation?component=switch&dir=rtl`). The page is marked `<html dir="rtl">` from its first paint, the kit
 * mirrors its layout AND its keys (the arrow pointing at the "more", "next" or "on" end is the left one), every link
 * keeps the direction, and the documentation has a Direction switch. Keys are checked by the values they set, each
 * against its left-to-right counterpart where that is what would catch a direction ignored.
 */

/** A site path read right to left: `home` is `home?dir=rtl`, `documentation?component=x` gains `&dir=rtl`. */
const rtl = (path: string) => `${path}${path.includes('?') ? '&' : '?'}dir=rtl`;

const html = (page: Page) => page.locator('html');

/** The day every clock-dependent test runs on: a calendar opens on November 2026, today Tuesday the 24th. */
const fixedDay = new Date('2026-11-24T10:00:00');

/** A box, or a failure naming what has none. */
async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box: it is not rendered`);
  return box;
}

/** The horizontal centre of an element's box. */
const centreX = async (locator: Locator) => {
  const box = await boxOf(locator);
  return box.x + box.width / 2;
};

// --- 1. Every page right to left: html dir, axe, no sideways scroll at 320 px ------------------------------------

/** The documentation's front page, each kit file's page and each block's. */
const docPaths = [
  'documentation',
  ...kitRecords.map((entry) => `documentation?component=${entry.slug}`),
  ...blockRecords.map((entry) => `documentation?block=${entry.slug}`),
];

/** Several documentation pages to a test, one page object each, moving between them as a link does. */
const docGroups = Array.from({ length: Math.ceil(docPaths.length / 8) }, (_, index) =>
  docPaths.slice(index * 8, index * 8 + 8),
);

/** The h1 a documentation path shows: the record's name for its kit file or block, or the front page's title. */
function headingOf(path: string): string {
  const query = new URLSearchParams(path.split('?')[1] ?? '');
  const slug = query.get('component') ?? query.get('block');
  if (slug === null) return 'Documentation';
  const name = (query.has('component') ? kitRecord(slug) : blockRecord(slug))?.name;
  if (!name) throw new Error(`the documentation has no record of "${slug}"`);
  return name;
}

const reflowViewport = { width: 320, height: 256 };

/**
 * Runs in the page: what makes it scroll sideways, or sticks out of it. Right to left the page scrolls to the LEFT,
 * so what overflows there widens it; what sticks out past the RIGHT edge (the start) never scrolls into view, it is
 * simply lost. Both are named, outermost first. Self-contained, as page.evaluate needs.
 */
function sidewaysOverflow(): string[] {
  const root = document.documentElement;
  const edge = root.clientWidth;
  const problems: string[] = [];
  if (root.scrollWidth > edge) problems.push(`the page is ${root.scrollWidth} px wide in ${edge} px`);
  const describe = (element: Element, rect: DOMRect) => {
    const slot = element.getAttribute('data-slot');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const classes = (element.getAttribute('class') ?? '').slice(0, 80);
    return `${element.tagName.toLowerCase()}${slot ? `[data-slot=${slot}]` : ''}.${classes} "${text}": left ${Math.round(rect.left)}, right ${Math.round(rect.right)}`;
  };
  const walk = (parent: Element) => {
    for (const element of Array.from(parent.children)) {
      const style = getComputedStyle(element);
      if (style.display === 'none') continue;
      const rect = element.getBoundingClientRect();
      // A visually hidden (sr-only) element is a 1 px box: never seen, wherever it sits.
      const seen = rect.width > 1 && rect.height > 1 && style.visibility === 'visible';
      if (seen && (rect.left < -1 || rect.right > edge + 1)) {
        problems.push(`sticks out: ${describe(element, rect)}`);
        continue;
      }
      // A box that scrolls or clips sideways (a code listing, a carousel's track) keeps what is inside it.
      const containsSideways =
        element !== document.body && ['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX);
      if (!containsSideways && !(element instanceof SVGSVGElement)) walk(element);
    }
  };
  walk(document.body);
  return problems;
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** At 320 px: the sideways problems at the page's top and at its bottom (where lazy parts have arrived). */
async function narrowOverflow(page: Page): Promise<string[]> {
  await page.setViewportSize(reflowViewport);
  await nextFrames(page);
  const atTop = await page.evaluate(sidewaysOverflow);
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, left: 0, behavior: 'instant' }),
  );
  await page.waitForLoadState('networkidle');
  await nextFrames(page);
  const atBottom = await page.evaluate(sidewaysOverflow);
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  await page.setViewportSize(viewports.wide);
  return [...atTop.map((line) => `at the top: ${line}`), ...atBottom.map((line) => `at the bottom: ${line}`)];
}

/** The three checks every right-to-left page passes, reported apart so one run names every problem. */
async function checkRightToLeft(page: Page, where: string): Promise<void> {
  await expect.soft(html(page), `<html dir> on ${where}`).toHaveAttribute('dir', 'rtl');
  expect.soft(await axeViolations(page), `axe on ${where}`).toEqual([]);
  expect.soft(await narrowOverflow(page), `sideways at 320 px on ${where}`).toEqual([]);
}

test.describe(
  'right to left, every page: <html dir="rtl">, no axe violation, no sideways scroll at 320 px',
  chromiumOnly('budget'),
  () => {
    test.use({ viewport: viewports.wide });

    test('#/home?dir=rtl', kitTags(...shownOn('home'), 'direction'), async ({ page }) => {
      test.setTimeout(60_000);
      await visitComplete(page, rtl('home'));
      await checkRightToLeft(page, '#/home?dir=rtl');
    });

    for (const group of docGroups) {
      const title = `#/${rtl(group[0] ?? '')} … ${group.at(-1)?.split('=')[1]}`;
      test(title, kitTags(...group.flatMap((path) => shownOn(path)), 'direction'), async ({ page }) => {
        test.setTimeout(20_000 + group.length * 8_000);
        for (const [index, path] of group.entries()) {
          const where = `#/${rtl(path)}`;
          if (index === 0) await visit(page, rtl(path));
          else await page.evaluate((hash) => (window.location.hash = hash), where);
          await expect(page.locator('main h1'), where).toHaveText(headingOf(path));
          // A component's page is whole once its source listing (and its demo, where it has one) has arrived.
          if (path.includes('component='))
            await expect(page.locator('pre[data-slot="source"]')).toBeAttached();
          // A block's, once its live preview has.
          if (path.includes('block='))
            await expect(page.locator('[data-slot="block-preview"] :is(a, button)').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await checkRightToLeft(page, where);
        }
      });
    }
  },
);

// --- 2. The keyboard tour, right to left: keyboard-tour.spec.ts tours #/home?dir=rtl and a documentation page so.

// --- 3. Keys, by the values they set --------------------------------------------------------------------------

const readings = [
  { dir: 'rtl', path: rtl('home'), more: 'ArrowLeft', less: 'ArrowRight', start: 'right', end: 'left' },
  { dir: 'ltr', path: 'home', more: 'ArrowRight', less: 'ArrowLeft', start: 'left', end: 'right' },
] as const;

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
        const section = page.locator('section[aria-labelledby="toggles-title"]');
        const dark = section.getByRole('switch', { name: 'Dark sidebar' });
        const autoplay = section.getByRole('switch', { name: 'Autoplay videos' });
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
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
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

// --- 4. The switch's knob, by its pixels -------------------------------------------------------------------------

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
        const section = page.locator('section[aria-labelledby="toggles-title"]');
        const dark = section.getByRole('switch', { name: 'Dark sidebar' });
        const autoplay = section.getByRole('switch', { name: 'Autoplay videos' });
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

// --- 5. The direction is kept ------------------------------------------------------------------------------------

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
    const discover = page.locator('[data-slot="demo"]').getByRole('link', { name: 'Discover' }).first();
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

// --- 6. The documentation's Direction switch ---------------------------------------------------------------------

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

// --- 7. The first paint is already right to left -----------------------------------------------------------------

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

// --- 8. Visual baselines of every kit demo, right to left ---------------------------------------------------------

test.describe('visual baselines of the kit demos, right to left', chromiumOnly('baselines'), () => {
  test.skip(
    chromiumForTests() !== '/usr/bin/chromium',
    'The baselines are drawn by Debian’s Chromium (/usr/bin/chromium); this run uses another browser.',
  );
  test.use({ reducedMotion: 'reduce', viewport: viewports.wide });

  test(
    'every kit demo right to left, light theme, 1280 px',
    kitTags(...demos, 'direction'),
    async ({ page }) => {
      test.setTimeout(120_000);
      await useStoredTheme(page, 'light');
      await page.clock.setFixedTime(fixedDay);
      expect(demos.length).toBeGreaterThan(20);
      for (const [index, slug] of demos.entries()) {
        await showDemo(page, slug, index === 0, { dir: 'rtl' });
        await expect.soft(page.locator('[data-slot="demo"]')).toHaveScreenshot(`${slug}-rtl-light-1280.png`, {
          animations: 'disabled',
          caret: 'hide',
          stylePath: demoPictureStyle,
        });
      }
    },
  );
});
