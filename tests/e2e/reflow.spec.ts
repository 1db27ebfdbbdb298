import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { allArrived, expect, nextFrames, routes, test, viewports, visitComplete } from './fixtures';
import { kitTags, shownOn } from '../tested-for';

/*
 * Reflow and resizing, on every route and every kit file's documentation page:
 * - at 320 × 256 CSS px (WCAG 1.4.10) the page never scrolls sideways;
 * - with the browser's text size at 200 % (the setting, not zoom) a 1280 px wide page never scrolls sideways, and
 *   no word of a table is split over two lines;
 * - with the WCAG 1.4.12 text-spacing overrides applied, no text is cut off by a box that clips it (at 1280 px, and
 *   on the routes at 375 px too).
 * Each page is loaded once, at 1280 × 800 px, and put through every check in turn, each undone before the next; the
 * 320 × 256 px one last, narrowing the window as zooming to 400 % does. Every problem of a page is collected into
 * one list per check, reported apart with the page and the check named, so one run shows them all.
 */

const kitFolder = fileURLToPath(new URL('../../src/kit/', import.meta.url));
const blockFolder = fileURLToPath(new URL('../../src/blocks/', import.meta.url));

/** Every kit file's documentation page, read from src/kit/ once: `slider.tsx` is `?component=slider`. */
const docPaths = [
  ...readdirSync(kitFolder)
    .filter((file) => /\.tsx?$/.test(file))
    .sort()
    .map((file) => `documentation?component=${file.replace(/\.tsx?$/, '')}`),
  // And every block's, one per folder of src/blocks/.
  ...readdirSync(blockFolder)
    .sort()
    .map((block) => `documentation?block=${block}`),
];

const routePaths = routes.map((route) => route.path);

/** Documentation pages are checked several to a test: one page object, one fresh load each. */
const docGroups = Array.from({ length: Math.ceil(docPaths.length / 5) }, (_, index) =>
  docPaths.slice(index * 5, index * 5 + 5),
);

const reflowViewport = { width: 320, height: 256 };

const textSpacing =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } ' +
  'p { margin-bottom: 2em !important; }';

/**
 * Runs in the page. `overflow`: when the page is wider than its viewport, names what sticks out past the right
 * edge. `clipping`: names every box that cuts off visible text. Returns one line per problem.
 * Self-contained, as page.evaluate needs.
 */
function inspect(check: 'overflow' | 'clipping'): string[] {
  const root = document.documentElement;
  const clips = (value: string) => value === 'hidden' || value === 'clip';
  const short = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);
  const textOf = (node: Node) => short((node.textContent ?? '').replace(/\s+/g, ' ').trim(), 50);
  const describe = (element: Element) => {
    const classes = (element.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean).join('.');
    const slot = element.getAttribute('data-slot');
    const text = textOf(element);
    return (
      element.tagName.toLowerCase() +
      (element.id ? `#${element.id}` : '') +
      (classes ? `.${short(classes, 120)}` : '') +
      (slot ? `[data-slot=${slot}]` : '') +
      (text ? ` "${text}"` : '')
    );
  };
  const hasOwnText = (element: Element) =>
    Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );

  if (check === 'overflow') {
    const edge = root.clientWidth;
    if (root.scrollWidth <= edge) return [];
    /** A node sticking out with nothing around it that does: named, with what inside it sticks out furthest. */
    interface Outermost {
      line: string;
      inside: number;
      furthest: { right: number; line: string } | null;
    }
    const outermost: Outermost[] = [];
    const found = (line: string, right: number, around: Outermost | null): Outermost | null => {
      const at = `${line}: right edge ${Math.round(right)} px`;
      if (!around) {
        const group = { line: at, inside: 0, furthest: null };
        outermost.push(group);
        return group;
      }
      around.inside += 1;
      // Ties go to the later node, the deeper one: what forces the width rather than what wraps it.
      if (!around.furthest || right >= around.furthest.right) around.furthest = { right, line: at };
      return around;
    };
    const walk = (parent: Element, around: Outermost | null) => {
      for (const node of Array.from(parent.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const rect = range.getBoundingClientRect();
          if (rect.width > 0 && rect.right > edge)
            found(`text "${textOf(node)}" in ${describe(parent)}`, rect.right, around);
        } else if (node instanceof Element) {
          const rect = node.getBoundingClientRect();
          const group = rect.right > edge ? found(describe(node), rect.right, around) : around;
          // A box that scrolls or clips sideways within the viewport keeps what is inside it (a code listing, a
          // carousel's track) from widening the page. Clipping on body is carried to the viewport: not such a box.
          const containsSideways =
            node !== document.body &&
            ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(node).overflowX) &&
            rect.right <= edge;
          // An icon is named as a whole, not by its paths.
          if (!containsSideways && !(node instanceof SVGSVGElement)) walk(node, group);
        }
      }
    };
    walk(root, null);
    const page = `the page is ${root.scrollWidth} px wide in a ${edge} px wide viewport`;
    if (outermost.length === 0) return [`${page}, yet no element or text sticks out (a pseudo-element?)`];
    return [
      page,
      ...outermost.map(
        ({ line, inside, furthest }) =>
          `sticks out: ${line}` +
          (furthest ? `; ${inside} more inside it stick out, furthest: ${furthest.line}` : ''),
      ),
    ];
  }

  const problems: string[] = [];
  const isSrOnly = (element: Element, style: CSSStyleDeclaration) => {
    const rect = element.getBoundingClientRect();
    return (
      rect.width <= 1 &&
      rect.height <= 1 &&
      (style.clip.startsWith('rect') || style.clipPath !== 'none' || clips(style.overflow))
    );
  };
  /** Hidden from sight: invisible, transparent, no size, or wholly outside the page or the box that clips it. */
  const visuallyHidden = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return true;
    if (rect.right <= 0 || rect.bottom <= -scrollY || rect.left >= root.scrollWidth) return true;
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) return true;
      const clipsAt = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      if (at !== element && at !== document.body && at !== root && clipsAt) {
        const box = at.getBoundingClientRect();
        const outside =
          rect.right <= box.left ||
          rect.left >= box.right ||
          rect.bottom <= box.top ||
          rect.top >= box.bottom;
        if (outside) return true;
      }
    }
    return false;
  };
  const walk = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.display === 'none' || isSrOnly(element, style)) return;
    const hiddenFromAll = element.hasAttribute('inert') || element.getAttribute('aria-hidden') === 'true';
    if (hiddenFromAll && visuallyHidden(element)) return;
    const rect = element.getBoundingClientRect();
    const unrendered = style.display !== 'contents' && (rect.width === 0 || rect.height === 0);
    const clipX = clips(style.overflowX);
    const clipY = clips(style.overflowY);
    if (
      !unrendered &&
      style.visibility === 'visible' &&
      (clipX || clipY || style.textOverflow === 'ellipsis')
    ) {
      const own = hasOwnText(element);
      const wide = element.scrollWidth > element.clientWidth + 1;
      const tall = element.scrollHeight > element.clientHeight + 1;
      const width = `${element.scrollWidth} px of content in a ${element.clientWidth} px wide box`;
      const height = `${element.scrollHeight} px of content in a ${element.clientHeight} px high box`;
      // An ellipsis truncates the text of the whole line, in whatever element of it the text sits.
      const truncates = style.textOverflow === 'ellipsis' && style.overflowX !== 'visible' && wide;
      if (truncates && textOf(element))
        problems.push(`${describe(element)}: truncated with an ellipsis, ${width}`);
      else if (own && clipX && wide) problems.push(`${describe(element)}: text clipped sideways, ${width}`);
      if (own && clipY && tall) problems.push(`${describe(element)}: text clipped at the bottom, ${height}`);
    }
    // Nothing inside a box with no size that clips is seen.
    if (unrendered && (clipX || clipY)) return;
    for (const child of Array.from(element.children)) walk(child);
  };
  walk(document.body);
  return problems;
}

/** The sideways-scroll problems of the page on screen, at its top and scrolled to its bottom. */
async function sidewaysScroll(page: Page): Promise<string[]> {
  const atTop = await page.evaluate(inspect, 'overflow' as const);
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, left: 0, behavior: 'instant' }),
  );
  await nextFrames(page);
  const atBottom = await page.evaluate(inspect, 'overflow' as const);
  const same = atBottom.length > 0 && atBottom.join('\n') === atTop.join('\n');
  return [
    ...atTop.map((problem) => `at the top: ${problem}`),
    ...(same ? ['at the bottom: the same'] : atBottom.map((problem) => `at the bottom: ${problem}`)),
  ];
}

/**
 * Runs in the page: the words of the tables' text (code aside, which may break anywhere by design) that are drawn
 * on more than one line. Words break only between words: "require" / "d" is not a reflow, it is a broken word.
 */
function splitWords(): string[] {
  const problems: string[] = [];
  const walker = document.createTreeWalker(
    document.querySelector('main') ?? document.body,
    NodeFilter.SHOW_TEXT,
  );
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent?.closest('table') || parent.closest('code, pre') || parent.getClientRects().length === 0)
      continue;
    const text = node.textContent ?? '';
    // A hyphenated word may break after its hyphen ("sign-" / "up"), as print does.
    for (const word of text.matchAll(/[^\s-]+-?/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      if (lines.size > 1) problems.push(`"${word[0]}" is split over ${lines.size} lines`);
    }
  }
  return problems;
}

const toTop = (page: Page) => page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));

/**
 * Waits until the page has laid out what just changed (its size, the browser's text size, a stylesheet): two
 * frames, and no place still held for a part to come (as `visitComplete` waits for).
 */
async function settle(page: Page): Promise<void> {
  await nextFrames(page);
  await allArrived(page);
}

/** Applies the WCAG text-spacing overrides, returns the text they leave cut off, and takes them off again. */
async function clippedText(page: Page, where: string): Promise<string[]> {
  await toTop(page);
  const style = await page.addStyleTag({ content: textSpacing });
  await settle(page);
  const letterSpacing = await page.evaluate(() => {
    const style = getComputedStyle(document.querySelector('main h1') ?? document.body);
    return parseFloat(style.letterSpacing) / parseFloat(style.fontSize);
  });
  expect(letterSpacing, `${where}: the overrides took: letter spacing of the h1, in em`).toBeCloseTo(0.12, 2);
  const problems = await page.evaluate(inspect, 'clipping' as const);
  await style.evaluate((element) => (element as Element).remove());
  await settle(page);
  return problems;
}

/** The size of text the page does not size itself (`medium`), and of its monospace text: the browser's setting. */
const textSizes = (page: Page) =>
  page.evaluate(() => {
    const sizeOf = (family: string) => {
      const probe = document.createElement('span');
      probe.style.fontSize = 'medium';
      probe.style.fontFamily = family;
      document.body.append(probe);
      const size = getComputedStyle(probe).fontSize;
      probe.remove();
      return size;
    };
    return { standard: sizeOf(''), fixed: sizeOf('monospace') };
  });

/**
 * Sets the browser's text size to 200 % (the setting, not zoom) in the page on screen, returns what then scrolls
 * sideways or splits a word of a table, and sets it back.
 */
async function largeText(page: Page, where: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const before = await textSizes(page);
    await toTop(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    await settle(page);
    // The setting took: text the page does not size itself is 32 px.
    expect((await textSizes(page)).standard, `${where}: the browser’s text size`).toBe('32px');
    const problems = [...(await sidewaysScroll(page)), ...(await page.evaluate(splitWords))];
    await cdp.send('Page.setFontSizes', {
      fontSizes: { standard: parseFloat(before.standard), fixed: parseFloat(before.fixed) },
    });
    await toTop(page);
    await settle(page);
    expect(await textSizes(page), `${where}: the browser’s text size, set back`).toEqual(before);
    return problems;
  } finally {
    await cdp.detach();
  }
}

/** Resizes the page on screen, as a window resized or zoomed is, and waits until it has laid out again. */
async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await settle(page);
  expect(
    await page.evaluate(() => [innerWidth, innerHeight]),
    `the window is ${size.width} × ${size.height} px`,
  ).toEqual([size.width, size.height]);
}

/**
 * Every check of one page, on one fresh load at 1280 × 800 px, each reported apart with the page and the check
 * named: text spacing, then text at 200 %, each undone before the next; then narrowed to 320 × 256 px (as zooming
 * to 400 % does, which is what WCAG 1.4.10 describes); and for a route, at 375 px with text spacing too.
 */
async function checkPage(page: Page, path: string, narrowSpacing: boolean): Promise<void> {
  const where = `#/${path}`;
  // A fresh load each time: moving between components in the page would let the last one's h1 stand in.
  await page.goto('about:blank');
  await page.setViewportSize(viewports.wide);
  await visitComplete(page, path);
  expect.soft(await clippedText(page, where), `${where}: text spacing at 1280 px clips no text`).toEqual([]);
  expect
    .soft(await largeText(page, where), `${where}: text at 200 %, 1280 px wide, never scrolls sideways`)
    .toEqual([]);
  if (narrowSpacing) {
    await resize(page, viewports.narrow);
    expect.soft(await clippedText(page, where), `${where}: text spacing at 375 px clips no text`).toEqual([]);
  }
  await resize(page, reflowViewport);
  await toTop(page);
  expect.soft(await sidewaysScroll(page), `${where}: at 320 × 256 px never scrolls sideways`).toEqual([]);
}

const routeGroups = routePaths.map((path) => [path]);

test.describe('reflow, text size and text spacing, one load per page', () => {
  test.use({ viewport: viewports.wide });

  const groups = [
    ...routeGroups.map((group) => ({ group, route: true })),
    ...docGroups.map((group) => ({ group, route: false })),
  ];
  for (const { group, route } of groups) {
    const title = group.length === 1 ? `#/${group[0]}` : `#/${group[0]} … ${group.at(-1)?.split('=')[1]}`;
    const name =
      `${title}: text spacing clips no text (1280${route ? ' and 375' : ''} px), ` +
      'text at 200 % never scrolls sideways (1280 px), nor does the page at 320 × 256 px';
    test(name, kitTags(...group.flatMap((path) => shownOn(path))), async ({ page }) => {
      test.setTimeout(30_000 + group.length * 25_000);
      for (const path of group) await checkPage(page, path, route);
    });
  }
});
