import type { Locator } from '@playwright/test';
import { blockRecords, kitRecords } from '../shared/records';
import { copyStatus, heading, openDoc, sourceOf } from './documentation';
import { allowClipboard, expect, sweepTimeout, test, waitForApp } from './fixtures';

/*
 * The documentation as Markdown, for an AI assistant: every page's Markdown and llms.txt, served at a sub-path and
 * holding what the page shows, and Copy page, which puts it on the clipboard or says in words why it could not.
 */

/** The rows of a page's API tables, as Markdown's would read: name (and "required"), type, default, description. */
const apiRowsShown = (section: Locator) =>
  section.locator('table tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = row.querySelectorAll('td');
      const name = row.querySelector('th > code')?.textContent ?? '';
      const badges = Array.from(row.querySelectorAll('th span'));
      const required = badges.some((badge) => badge.textContent === 'required') ? ' *required*' : '';
      return [
        `${name}${required}`,
        cells[0]?.textContent ?? '',
        cells[1]?.querySelector('code')?.textContent ?? '–',
        cells[2]?.textContent ?? '',
      ].join(' | ');
    }),
  );

/**
 * The rows of the tables of a Markdown text's API section (`## API`, or a block's `## Props`; not their header rows,
 * nor anything in a code fence), read as the page shows them: escapes undone, code as its text.
 */
function apiRowsIn(markdown: string): string[] {
  const rows: string[] = [];
  let fence: string | null = null;
  let inApi = false;
  const lines = markdown.split('\n');
  for (const [index, line] of lines.entries()) {
    const ticks = /^`{3,}/.exec(line)?.[0];
    if (ticks && (fence === null || ticks === fence)) fence = fence === null ? ticks : null;
    if (fence === null && line.startsWith('## ')) inApi = line === '## API' || line === '## Props';
    const cells = line.slice(2, -2).split(' | ');
    const header = lines[index + 1]?.startsWith('| --- ');
    if (
      !inApi ||
      fence !== null ||
      !line.startsWith('| ') ||
      cells.length !== 4 ||
      header ||
      line.startsWith('| --- ')
    )
      continue;
    const text = (cell: string) =>
      cell
        .replace(/\\\|/g, '|')
        .replace(/<br>/g, '\n')
        .replace(/(`+) ?(.*?) ?\1(?!`)/g, '$2');
    rows.push(cells.map(text).join(' | '));
  }
  return rows;
}

test('every page’s Markdown, served at a sub-path, holds the API rows and the source its page shows, and llms.txt links every page', async ({
  page,
}) => {
  await page.goto('/deep/sub/path/#/documentation');
  await waitForApp(page);
  const folder = page.url().split('#')[0] ?? '';
  expect(new URL(folder).pathname).toBe('/deep/sub/path/');
  const index = await page.request.get(new URL('llms.txt', folder).href);
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const links = [...(await index.text()).matchAll(/^- \[[^\]]+\]\(([^)]+)\): /gm)].map((match) => match[1]);
  const pages = [
    ...kitRecords.map((entry) => ({ slug: entry.slug, query: `component=${entry.slug}`, name: entry.name })),
    ...blockRecords.map((entry) => ({ slug: entry.slug, query: `block=${entry.slug}`, name: entry.name })),
  ];
  // Up to 0.7 s a page at 3× CPU, on one worker.
  sweepTimeout(pages.length, 1_500);
  expect([...links].sort()).toEqual(pages.map(({ slug }) => `r/docs/${slug}.md`).sort());

  for (const { slug, query, name } of pages) {
    // Each link followed from llms.txt's own address, as a reader of it would.
    const response = await page.request.get(new URL(`r/docs/${slug}.md`, index.url()).href);
    expect(response.status(), slug).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const markdown = await response.text();
    expect(markdown.startsWith(`# ${name}\n`), slug).toBe(true);

    await page.evaluate((hash) => (window.location.hash = hash), `#/documentation?${query}`);
    await expect(heading(page)).toHaveText(name);
    await expect(page.getByRole('button', { name: 'Copy page', exact: true })).toBeVisible();
    const isBlock = query.startsWith('block=');
    if (isBlock) {
      await page
        .getByRole('region', { name: 'Source', exact: true })
        .getByRole('button', { name: 'Show the source' })
        .click();
    }
    await expect(sourceOf(page).first()).toBeAttached();
    for (const text of await sourceOf(page).allTextContents())
      expect(markdown.includes(text), `${slug}: a source listing`).toBe(true);

    const api = page.getByRole('region', { name: isBlock ? 'Props' : 'API', exact: true });
    const shown = (await api.count()) > 0 ? await apiRowsShown(api) : [];
    expect(apiRowsIn(markdown).sort(), `${slug}: the API rows`).toEqual(shown.sort());
  }
});

test.describe('Copy page', () => {
  test.beforeEach(async ({ context }) => {
    await allowClipboard(context);
  });

  test('puts the page’s Markdown on the clipboard and announces it once; the front page copies llms.txt', async ({
    page,
  }) => {
    await openDoc(page, 'slider');
    const copyPage = page.getByRole('button', { name: 'Copy page', exact: true });
    await expect(copyPage).toHaveAccessibleDescription('Copies this page as Markdown, for an AI assistant.');
    await copyPage.click();
    // One status says it, once (toHaveText fails on two).
    await expect(copyStatus(page)).toHaveText('Copied the page as Markdown');
    const folder = page.url().split('#')[0] ?? '';
    const markdown = await (await page.request.get(new URL('r/docs/slider.md', folder).href)).text();
    expect(markdown).toContain('\n## Source\n');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);

    await page.evaluate(() => (window.location.hash = '#/documentation'));
    await expect(heading(page)).toHaveText('Documentation');
    await page.getByRole('button', { name: 'Copy page', exact: true }).click();
    await expect(copyStatus(page)).toHaveText('Copied the kit’s index as Markdown');
    const index = await (await page.request.get(new URL('llms.txt', folder).href)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(index);
  });

  test('says so in words when the page’s Markdown cannot be loaded, or the browser refuses the clipboard', async ({
    page,
    guard,
  }) => {
    await page.route('**/r/docs/button.md', (route) => route.abort('internetdisconnected'));
    await openDoc(page, 'button');
    await page.getByRole('button', { name: 'Copy page', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Could not load' })).toHaveText(
      'Could not load the page as Markdown: check the connection, then try again.',
    );
    // The refused request is this test's own doing.
    const mine = guard.problems.filter((problem) => problem.includes('ERR_INTERNET_DISCONNECTED'));
    expect(mine.length).toBeGreaterThan(0);
    guard.problems.splice(
      0,
      guard.problems.length,
      ...guard.problems.filter((problem) => !mine.includes(problem)),
    );

    // A browser that refuses the clipboard: the notice links the Markdown, to copy from there.
    await page.unroute('**/r/docs/button.md');
    await page.evaluate(() => {
      const refuse = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { write: refuse, writeText: refuse },
      });
    });
    await page.getByRole('button', { name: 'Copy page', exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: 'does not allow copying' });
    await expect(notice).toHaveText(
      'This browser does not allow copying here: open the page as Markdown and copy it from there.',
    );
    await expect(notice.getByRole('link', { name: 'the page as Markdown' })).toHaveAttribute(
      'href',
      'r/docs/button.md',
    );
  });
});
