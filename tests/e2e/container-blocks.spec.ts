import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, viewports, visit } from './fixtures';
import { kitTags } from '../tested-for';

/*
 * Blocks lay out by the width they are given, not the window's (Tailwind 4's container queries: `@container` on a
 * block's root, `@pk-sm:`… inside it). At a 1280 px window, each block's documentation preview frame is pinned to
 * a 375, 600 and 1000 px width: nothing may stick out of the block, its frame or the page, and each block whose
 * layout has breakpoints must lay out as in a window that wide (the feature grid's columns, say).
 */

const widths = [375, 600, 1000] as const;
type Width = (typeof widths)[number];

const blocks = readdirSync(fileURLToPath(new URL('../../src/blocks/', import.meta.url))).sort();

/** What a block's layout measures at each width, read in the page from its frame. */
interface Layout {
  /** How many of the first list's items share the first item's row. */
  perRow: number;
  /** Whether the first two text fields of a form sit side by side. */
  fieldsSideBySide: boolean;
  /** The height of the block's first element with a background picture (the profile's cover), in px. */
  coverHeight: number;
  /** The font size of the block's heading, in px. */
  headingSize: number;
}

/** The layout each block with breakpoints must have at each width (the same as in a window that wide). */
const expected: Record<string, { measure: keyof Layout; at: Record<Width, number | boolean> }> = {
  'feature-grid': { measure: 'perRow', at: { 375: 1, 600: 2, 1000: 4 } },
  'team-cards': { measure: 'perRow', at: { 375: 1, 600: 1, 1000: 3 } },
  'contact-form': { measure: 'fieldsSideBySide', at: { 375: false, 600: true, 1000: true } },
  'profile-header': { measure: 'coverHeight', at: { 375: 256, 600: 320, 1000: 320 } },
  // text-4xl below 576 px, text-6xl from there.
  'landing-hero': { measure: 'headingSize', at: { 375: 36, 600: 60, 1000: 60 } },
};

/**
 * Pins `frame` (a selector) to the window's top start corner at `width` px (its border-box), optionally as a flex
 * row, and returns what overflows and the block's layout.
 */
async function pinAndMeasure(page: Page, frame: string, width: number, flexRow = false) {
  await page.evaluate(
    ({ frame, width, flexRow }) => {
      const element = document.querySelector<HTMLElement>(frame);
      if (!element) throw new Error(`no ${frame} on the page`);
      Object.assign(element.style, {
        position: 'fixed',
        insetBlockStart: '0',
        insetInlineStart: '0',
        width: `${width}px`,
        maxWidth: 'none',
        zIndex: '1000',
        display: flexRow ? 'flex' : '',
      });
    },
    { frame, width, flexRow },
  );
  // Two frames: the container queries have matched and the page is laid out again.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate((frame) => {
    const element = document.querySelector<HTMLElement>(frame) as HTMLElement;
    const block = element.firstElementChild as HTMLElement;
    const overflow = (node: Element) => node.scrollWidth - node.clientWidth;
    const list = element.querySelector('ul');
    const items = list ? Array.from(list.children).filter((child) => child instanceof HTMLElement) : [];
    const firstTop = items[0]?.getBoundingClientRect().top ?? NaN;
    const fields = Array.from(element.querySelectorAll('input:not([type="hidden"]), textarea'));
    const [a, b] = fields.map((field) => field.getBoundingClientRect());
    const cover = element.querySelector('[data-surface="dark"]');
    const heading = element.querySelector('h1, h2');
    const layout: Layout = {
      perRow: items.filter((item) => Math.abs(item.getBoundingClientRect().top - firstTop) < 2).length,
      fieldsSideBySide: !!a && !!b && Math.abs(a.top - b.top) < 2,
      coverHeight: cover ? Math.round(cover.getBoundingClientRect().height) : NaN,
      headingSize: heading ? parseFloat(getComputedStyle(heading).fontSize) : NaN,
    };
    return {
      frameOverflow: overflow(element),
      blockOverflow: overflow(block),
      pageOverflow: overflow(document.documentElement),
      frameWidth: element.clientWidth,
      blockWidth: Math.round(block.getBoundingClientRect().width),
      layout,
    };
  }, frame);
}

test.describe('blocks in 375, 600 and 1000 px containers at a 1280 px window', () => {
  test.use({ viewport: viewports.wide });

  for (const slug of blocks) {
    test(slug, kitTags(slug), async ({ page }) => {
      await visit(page, `documentation?block=${slug}`);
      const frame = '[data-slot="block-preview"]';
      // The block's chunk has arrived: its frame holds the block, not the loading line.
      await expect(page.locator(frame).getByText('Loading the preview…')).toHaveCount(0);
      await expect(page.locator(frame).locator('h2, [role="tab"]').first()).toBeVisible();
      for (const width of widths) {
        const seen = await pinAndMeasure(page, frame, width);
        expect(seen.frameOverflow, `${slug} at ${width} px: overflow of the frame`).toBeLessThanOrEqual(0);
        expect(seen.blockOverflow, `${slug} at ${width} px: overflow of the block`).toBeLessThanOrEqual(0);
        expect(seen.pageOverflow, `${slug} at ${width} px: overflow of the page`).toBeLessThanOrEqual(0);
        const rule = expected[slug];
        if (rule)
          expect(seen.layout[rule.measure], `${slug} at ${width} px: ${rule.measure}`).toBe(rule.at[width]);
      }
    });
  }

  test('every block with breakpoints has its expected layout here', () => {
    // A block renamed or removed must not leave its layout unchecked.
    for (const slug of Object.keys(expected)) expect(blocks).toContain(slug);
  });

  test('a block in a flex row takes the row’s width, not none', kitTags('feature-grid'), async ({ page }) => {
    // `container-type: inline-size` sizes a box as if it were empty: a content-sized flex item would be 0 px wide.
    await visit(page, 'documentation?block=feature-grid');
    const frame = '[data-slot="block-preview"]';
    await expect(page.locator(frame).getByRole('heading').first()).toBeVisible();
    const seen = await pinAndMeasure(page, frame, 600, true);
    expect(seen.blockWidth).toBe(seen.frameWidth);
    expect(seen.layout.perRow).toBe(2);
  });

  test(
    'the kit’s navbar folds in a 600 px container and sits inline in a 1200 px one',
    kitTags('navbar'),
    async ({ page }) => {
      await visit(page, 'documentation?component=navbar');
      const frame = '[data-slot="demo"]';
      const toggle = page.locator(frame).getByRole('button', { name: 'Toggle navigation' }).first();
      await expect(page.locator(frame).getByRole('navigation').first()).toBeVisible();
      await pinAndMeasure(page, frame, 600);
      await expect(toggle).toBeVisible();
      const narrow = await pinAndMeasure(page, frame, 600);
      expect(narrow.frameOverflow).toBeLessThanOrEqual(0);
      // The query reads the navbar's content box: inside the demo frame's padding and its own.
      await pinAndMeasure(page, frame, 1200);
      const navWidth = await page
        .locator(frame)
        .getByRole('navigation')
        .first()
        .evaluate((nav) => {
          const style = getComputedStyle(nav);
          return nav.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        });
      expect(navWidth).toBeGreaterThanOrEqual(992);
      await expect(toggle).toBeHidden();
    },
  );
});
