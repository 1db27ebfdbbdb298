import type { Page } from '@playwright/test';
import { blockRecords, kitRecords } from '../shared/records';
import { expect, routes, test, viewports } from './fixtures';
import { browseLists, loadForReading, readerFindings, readPage, type QuickKey } from './reader-tree';
import { rtl } from './rtl';
import { kitTags, shownOn } from '../tested-for';

/*
 * What a browse-mode screen reader can find: every page's accessibility tree as a whole, read the moment the page
 * has settled after loading, with nothing scrolled and nothing focused by the test (reader-tree.ts). Chromium builds
 * that tree when accessibility is switched on; here the DevTools protocol switches it on after the load, as
 * DevTools, Lighthouse or a screen reader started while the page is open do. On every route and documentation page,
 * at 375 and 1280 px, left to right and right to left, light and dark (each pair of these met once, `setups`):
 * - every shown heading, landmark, region, control, link, table and named image is an unignored node with its role
 *   and name;
 * - browse-mode journeys, read from the tree in reading order as a virtual-buffer reader (NVDA, JAWS) moves, not by
 *   focus: the headings list (H), next landmark (D), next form field (F) and next link (K) go through exactly the
 *   page's headings, landmarks, controls and links, in the page's order;
 * - on a kit file's page, "read all" reads on through each API table, caption and rows in order, to the footer.
 */

const pages = [
  ...routes.map((route) => route.path),
  'no-such-page',
  ...kitRecords.map((entry) => `documentation?component=${entry.slug}`),
  ...blockRecords.map((entry) => `documentation?block=${entry.slug}`),
];

const withDirection = (path: string, dir: 'ltr' | 'rtl') => (dir === 'ltr' ? path : rtl(path));

/**
 * Width × direction × theme, pairwise: four setups in which every pair of one width, one direction and one theme
 * meets once (an orthogonal array), rather than all eight. A tree that differs only where, say, narrow and right to
 * left meet is still read; the cost is half.
 */
const setups = [
  [viewports.narrow, 'ltr', 'light'],
  [viewports.narrow, 'rtl', 'dark'],
  [viewports.wide, 'ltr', 'dark'],
  [viewports.wide, 'rtl', 'light'],
] as const;

/**
 * A kit file's or block's page shares its layout with the documentation's front page, which is read in every pair
 * above: each one is read once, the pages taking two setups in turn that between them hold every width, direction
 * and theme.
 */
const alternate = [[[viewports.narrow, 'ltr', 'light']], [[viewports.wide, 'rtl', 'dark']]] as const;
const setupsFor = (path: string, index: number) =>
  path.startsWith('documentation?') ? (alternate[index % 2] ?? setups) : setups;

const journeys: Record<QuickKey, string> = {
  headings: 'the headings list',
  landmarks: 'next landmark',
  formFields: 'next form field',
  links: 'next link',
};

/** Compared without white space: a reader joins the text of one line however the page's elements split it. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** What "read all" must reach on a kit file's page, in order: each API table's caption and rows, then the footer. */
async function apiTablesThenFooter(page: Page): Promise<string[]> {
  const tables = await page
    .locator('section[aria-labelledby$="api"]')
    .evaluate((section) =>
      Array.from(section.querySelectorAll('table')).flatMap((table) => [
        table.caption?.textContent ?? '',
        ...Array.from(
          table.tBodies[0]?.rows ?? [],
          (row) => row.cells[0]?.querySelector('code')?.textContent ?? '',
        ),
      ]),
    );
  const footer = await page.locator('footer').evaluate((element) => {
    const lines = (element as HTMLElement).innerText.split('\n').filter((line) => line.trim() !== '');
    return lines[lines.length - 1] ?? '';
  });
  return [...tables, footer].map(squeeze).filter(Boolean);
}

for (const [index, path] of pages.entries()) {
  test(
    `#/${path}: a reader finds everything shown, and browses it in order, at both widths, in both directions and themes, pairwise`,
    kitTags(...shownOn(path)),
    async ({ page }) => {
      test.slow();
      for (const [viewport, dir, theme] of setupsFor(path, index)) {
        await page.setViewportSize(viewport);
        const setup = `${viewport.width} px, ${dir}, ${theme}`;
        // With no choice stored, the site follows the system's colour scheme.
        await page.emulateMedia({ colorScheme: theme });
        await loadForReading(page, withDirection(path, dir));
        const read = await readPage(page);
        const found = readerFindings(read);
        test.info().annotations.push({
          type: 'found of shown',
          description: `${setup}: ${found.found}/${found.shown} ${JSON.stringify(found.byKind)}`,
        });
        expect.soft(found.missing, `${setup}: shown, but not in the tree as it should be`).toEqual([]);

        const lists = browseLists(read);
        for (const [key, journey] of Object.entries(journeys) as [QuickKey, string][]) {
          expect.soft(lists.tree[key], `${setup}: ${journey}`).toEqual(lists.page[key]);
        }
        if (path.startsWith('documentation?component=')) {
          const readAll = squeeze(lists.readAll);
          let from = readAll.indexOf('API');
          expect.soft(from, `${setup}: "read all" reaches the API heading`).toBeGreaterThan(-1);
          for (const words of await apiTablesThenFooter(page)) {
            const at = readAll.indexOf(words, from);
            expect
              .soft(at, `${setup}: "read all" reaches "${words}" after what came before`)
              .toBeGreaterThan(-1);
            if (at > -1) from = at + words.length;
          }
        }
      }
    },
  );
}

test('home: the headings list is the whole showcase, from its h1 to the closing words', async ({ page }) => {
  await loadForReading(page, 'home');
  const { tree } = browseLists(await readPage(page));
  const headings = tree.headings.map((heading) => heading.replace(/^<(h\d)[^>]*> /, '$1 '));
  expect(headings[0]).toMatch(/^h1 /);
  // The sections a reader once jumped over, from "Checkboxes and radio buttons" straight to "Welcome".
  for (const title of [
    'Toggle buttons',
    'Sliders',
    'Menus and navbars',
    'Progress bars',
    'Paginations',
    'Tabs',
  ]) {
    expect(headings).toContain(`h2 "${title}"`);
  }
  expect(headings.length).toBeGreaterThan(30);
});
