import type { Page } from '@playwright/test';
import { blockRecord, blockRecords, kitRecord, kitRecords } from '../shared/records';
import {
  axeViolations,
  expect,
  nextFrames,
  sweepTimeout,
  test,
  viewports,
  visit,
  visitComplete,
} from './fixtures';
import { html, rtl } from './rtl';
import { chromiumOnly } from '../engines';
import { kitTags, shownOn } from '../tested-for';

/*
 * Every page right to left: <html dir="rtl">, no axe violation, and no sideways scroll at 320 px, on home and on
 * every documentation page. (The keyboard tour right to left is keyboard-tour.spec.ts's: it tours #/home?dir=rtl
 * and a documentation page so.)
 */

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
        // Up to 7.7 s a page at 3× CPU, on one worker.
        sweepTimeout(group.length, 16_000);
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
