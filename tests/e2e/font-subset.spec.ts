import type { Page } from '@playwright/test';
import { codePoints, fontFaces } from '../../scripts/unicode-range';
import { kitRecords } from '../shared/records';
import { expect, routes, test, visit, visitComplete } from './fixtures';

/*
 * First paint waits for index.html, a route's fragment and one font file, nothing else: the stylesheet is inside
 * the HTML, and the one preloaded font file (written by the build, scripts/montserrat-subset.ts) holds the
 * characters the site's text uses. These tests hold the build to that: a character added to the site that the file
 * lacks would fetch another file, and show in the stand-in face on a first visit.
 */

/**
 * The served index.html's inline stylesheet: the code points of the font file it preloads, and those of every
 * Montserrat file together (a character none of them has, such as "→", is drawn by the fallback font and fetches
 * nothing).
 */
async function preloadedFont(
  html: string,
): Promise<{ file: string; points: Set<number>; montserrat: Set<number> }> {
  expect(html, 'a stylesheet <link> would hold first paint back').not.toMatch(/<link[^>]*rel="stylesheet"/);
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  expect(styles).toHaveLength(1);
  const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
    (match) => match[1],
  );
  expect(preloads).toHaveLength(1);
  const face = fontFaces(styles[0] ?? '').find((rule) => rule.url === preloads[0]);
  expect(face?.ranges.length, `an @font-face for ${preloads[0]} with a unicode-range`).toBeGreaterThan(0);
  return {
    file: preloads[0] ?? '',
    points: new Set(codePoints(face?.ranges ?? [])),
    montserrat: new Set(fontFaces(styles[0] ?? '').flatMap((rule) => codePoints(rule.ranges))),
  };
}

/** The characters of an HTML text (a fragment, as served) that a visitor reads: text and placeholders. */
function readableText(page: Page, markup: string): Promise<string> {
  return page.evaluate((html) => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    const placeholders = Array.from(body.querySelectorAll('[placeholder]'), (field) =>
      field.getAttribute('placeholder'),
    );
    return [body.textContent, ...placeholders].join(' ');
  }, markup);
}

const outside = (text: string, points: Set<number>) =>
  [...new Set(text)].filter((character) => !points.has(character.codePointAt(0) ?? 0));

test('index.html carries the stylesheet, and the one font file it preloads has every first screen’s characters', async ({
  page,
  request,
}) => {
  const html = await (await request.get('./')).text();
  const { points } = await preloadedFont(html);
  const fragments = [
    ...routes.filter((route) => route.path !== 'home').map((route) => `./p/${route.path}.html`),
    ...kitRecords.map((entry) => `./p/documentation/${entry.slug}.html`),
  ];
  await page.goto('./#/home');
  for (const file of ['./', ...fragments]) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    const markup = file === './' ? html : await response.text();
    expect(outside(await readableText(page, markup), points), file).toEqual([]);
  }
});

test('every character a page sets in Montserrat is in the preloaded file, so no page fetches another', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { file, points, montserrat } = await preloadedFont(await (await request.get('./')).text());
  const fontRequests: { file: string; on: string }[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'font')
      fontRequests.push({ file: new URL(sent.url()).pathname, on: page.url() });
  });
  const pages = [
    ...routes.map((route) => route.path),
    ...kitRecords.map((entry) => `documentation?component=${entry.slug}`),
  ];
  for (const path of pages) {
    if (path.startsWith('documentation?')) {
      await visit(page, path);
      await page.waitForLoadState('networkidle');
    } else {
      await visitComplete(page, path);
    }
    const shown = await page.evaluate(() => {
      let text = '';
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && getComputedStyle(parent).fontFamily.includes('Montserrat')) text += node.nodeValue;
      }
      for (const field of Array.from(document.querySelectorAll('[placeholder]'))) {
        text += field.getAttribute('placeholder');
      }
      return text;
    });
    expect(shown.length, path).toBeGreaterThan(100);
    const inMontserrat = [...shown]
      .filter((character) => montserrat.has(character.codePointAt(0) ?? 0))
      .join('');
    expect(outside(inMontserrat, points), path).toEqual([]);
  }
  // The preloaded file was used, and no page asked for the Latin or Latin Extended file.
  const preloaded = file.replace(/^\./, '');
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.filter((sent) => !sent.file.endsWith(preloaded))).toEqual([]);
});
