import type { CDPSession, Page, Request } from '@playwright/test';
import { expect, visit } from './fixtures';

/*
 * What a browse-mode screen reader can find on a page: Chromium's accessibility tree as a whole, read through the
 * DevTools protocol, checked against what the page shows.
 *
 * A reader's virtual buffer, its headings and landmarks lists and "read all" are built from that tree, not from
 * focus. So every element the page shows that a reader could land on (a heading, a landmark or named region, a
 * control, a link, a table, a named image) must be an unignored node of the tree, with its role and its name.
 */

/** One element the page shows that a reader must find, as the page itself describes it. */
interface ShownElement {
  /** What the element should be in the tree: a role, or a family of roles (see `roleMatches`). */
  expectedRole: string;
  /** Whether it must have a name: every heading, control, region, table and named image must. */
  named: boolean;
  /** A short description for a failure message: tag, role and text. */
  label: string;
}

/** One node of the tree, as `Accessibility.getFullAXTree` gives it (only the fields read here). */
interface AxNode {
  nodeId: string;
  ignored: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown };
  properties?: { name: string; value: { value?: unknown } }[];
  childIds?: string[];
  parentId?: string;
  backendDOMNodeId?: number;
}

/** What a reader finds of what is shown: how many of each kind, and each one it cannot find, with why. */
export interface ReaderFindings {
  shown: number;
  found: number;
  /** "found of shown" per kind, e.g. { heading: '37/37' }. */
  byKind: Record<string, string>;
  missing: string[];
}

/**
 * Collects, in the page, every element shown that a reader must find. "Shown" is what the page draws or gives to
 * assistive technology: not `display: none`, not `visibility: hidden`, not inside `aria-hidden` or `inert`. An
 * element the browser merely skips drawing (`content-visibility: auto`) counts as shown: a reader must find it.
 */
function collectShown(): { elements: Element[]; descriptions: ShownElement[] } {
  const landmarkTags: Record<string, string> = {
    main: 'main',
    nav: 'navigation',
    aside: 'complementary',
    search: 'search',
  };
  const explicitRoles = new Set([
    'heading',
    'banner',
    'main',
    'navigation',
    'contentinfo',
    'complementary',
    'region',
    'search',
    'form',
    'button',
    'link',
    'checkbox',
    'radio',
    'radiogroup',
    'switch',
    'slider',
    'tab',
    'tablist',
    'tabpanel',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'combobox',
    'textbox',
    'searchbox',
    'spinbutton',
    'progressbar',
    'table',
    'grid',
    'gridcell',
    'img',
    'dialog',
  ]);
  const nameOf = (element: Element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const sectioning = 'article, aside, main, nav, section';
  /** Roles that need no name of their own: a reader finds them by role, or reads their content. */
  const unnamedRoles = new Set([
    'banner',
    'main',
    'navigation',
    'contentinfo',
    'complementary',
    'search',
    'tabpanel',
    'gridcell',
  ]);

  /** What a reader must find `element` as, or null when it is not something a reader lands on. */
  function expectation(element: Element): { role: string; named: boolean } | null {
    const explicit = element.getAttribute('role');
    if (explicit === 'presentation' || explicit === 'none') return null;
    if (explicit && explicitRoles.has(explicit)) {
      const labelled = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
      // A region or a form is a landmark only when it is named.
      if ((explicit === 'form' || explicit === 'region') && !labelled) return null;
      return { role: explicit, named: !unnamedRoles.has(explicit) || labelled };
    }
    if (explicit) return null;
    const tag = element.localName;
    const labelled = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
    if (/^h[1-6]$/.test(tag)) return { role: 'heading', named: true };
    const landmark = landmarkTags[tag];
    if (landmark) return { role: landmark, named: labelled };
    // <header> and <footer> are banner and contentinfo only outside sectioning content.
    if (tag === 'header' && !element.parentElement?.closest(sectioning))
      return { role: 'banner', named: false };
    if (tag === 'footer' && !element.parentElement?.closest(sectioning))
      return { role: 'contentinfo', named: false };
    if (tag === 'section' && labelled) return { role: 'region', named: true };
    if (tag === 'form' && labelled) return { role: 'form', named: true };
    if (tag === 'button') return { role: 'button', named: true };
    if (tag === 'a' && element.hasAttribute('href')) return { role: 'link', named: true };
    if (tag === 'select') return { role: 'combobox', named: true };
    if (tag === 'textarea') return { role: 'textbox', named: true };
    if (tag === 'input') {
      const type = (element as HTMLInputElement).type;
      if (type === 'hidden') return null;
      return { role: `input:${type}`, named: true };
    }
    if (tag === 'progress') return { role: 'progressbar', named: true };
    if (tag === 'table') return { role: 'table', named: true };
    if (tag === 'img') {
      const alt = element.getAttribute('alt');
      return alt ? { role: 'image', named: true } : null;
    }
    // A scrolling box made a tab stop is something a reader reaches too.
    if ((element as HTMLElement).tabIndex >= 0 && element.hasAttribute('tabindex'))
      return { role: 'focusable', named: true };
    return null;
  }

  const elements: Element[] = [];
  const descriptions: ShownElement[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const expected = expectation(element);
    if (!expected) continue;
    if (element.closest('[aria-hidden="true"], [inert], [hidden]:not([hidden="until-found"])')) continue;
    // checkVisibility ignores content-visibility: auto unless asked: a skipped element counts as shown.
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    elements.push(element);
    const text = nameOf(element).slice(0, 50);
    descriptions.push({
      expectedRole: expected.role,
      named: expected.named,
      label: `<${element.localName}${element.id ? `#${element.id}` : ''}>${text ? ` "${text}"` : ''}`,
    });
  }
  return { elements, descriptions };
}

/** The roles Chromium's tree may give an element expected as a role or an input type; the first is its own. */
const roleFamilies: Record<string, string[]> = {
  heading: ['heading'],
  image: ['image', 'img'],
  img: ['image', 'img'],
  link: ['link'],
  'input:text': ['textbox'],
  'input:email': ['textbox'],
  'input:password': ['textbox'],
  'input:search': ['searchbox', 'textbox'],
  'input:tel': ['textbox'],
  'input:url': ['textbox'],
  'input:number': ['spinbutton'],
  'input:checkbox': ['checkbox'],
  'input:radio': ['radio'],
  'input:range': ['slider'],
  'input:color': ['ColorWell', 'button'],
  // A file input is a button in Chromium's tree ("Choose File"), named by its label.
  'input:file': ['button'],
  'input:date': ['date', 'Date'],
  'input:submit': ['button'],
  'input:button': ['button'],
  focusable: [],
  table: ['table', 'LayoutTable'],
  grid: ['grid', 'treegrid'],
  banner: ['banner'],
  contentinfo: ['contentinfo'],
};

/** The roles Chromium's tree may give an element expected as `expected`. */
function roleMatches(expected: string, role: string): boolean {
  if (expected === 'focusable') return role !== 'generic' && role !== 'none' && role !== '';
  return (roleFamilies[expected] ?? [expected]).includes(role);
}

/** The role an element expected as `expected` has in the tree: `input:checkbox` is a checkbox. */
function canonicalRole(expected: string): string {
  return (roleFamilies[expected] ?? [expected])[0] ?? expected;
}

function text(value: { value?: unknown } | undefined): string {
  return value?.value === undefined ? '' : String(value.value).trim();
}

/** The handle of an object a protocol call returned in the page. */
function objectIdOf(remote: { objectId?: string }): string {
  if (!remote.objectId) throw new Error('the page returned a value where an object was expected');
  return remote.objectId;
}

interface DomNode {
  nodeType: number;
  backendNodeId: number;
  children?: DomNode[];
}

/**
 * The backend DOM node id of each element in the page-side array `objectId`, read from one copy of the whole DOM:
 * each element is found by its path of element indexes from the document (the protocol leaves out text nodes that
 * are only white space, so text nodes are not counted).
 */
async function backendIdsOf(client: CDPSession, objectId: string): Promise<number[]> {
  const { result } = await client.send('Runtime.callFunctionOn', {
    objectId,
    functionDeclaration: `function () {
      return this.map((element) => {
        const path = [];
        for (let node = element; node.parentNode; node = node.parentNode) {
          path.unshift(Array.prototype.indexOf.call(node.parentNode.children, node));
        }
        return path;
      });
    }`,
    returnByValue: true,
  });
  const paths = result.value as number[][];
  const { root } = (await client.send('DOM.getDocument', { depth: -1 })) as unknown as { root: DomNode };
  return paths.map((path) => {
    let node: DomNode | undefined = root;
    for (const index of path) node = node?.children?.filter((child) => child.nodeType === 1)[index];
    if (!node) throw new Error(`no DOM node at ${path.join('/')} in the protocol's copy of the document`);
    return node.backendNodeId;
  });
}

/** An element the page shows, and the tree's node for it (if any). */
interface ReadElement extends ShownElement {
  node: AxNode | undefined;
}

/** The page as read: what it shows, each with its node, and the tree's unignored nodes in reading order. */
export interface ReadPage {
  shown: ReadElement[];
  readingOrder: AxNode[];
}

/**
 * Reads Chromium's whole accessibility tree, as a reader started now would (accessibility is switched on by this
 * very call unless the browser started with it), beside what the page shows.
 */
export async function readPage(page: Page, attempt = 1): Promise<ReadPage> {
  const client = await page.context().newCDPSession(page);
  try {
    await client.send('DOM.enable');
    await client.send('Runtime.enable');
    const elementCount = async () => {
      const { result } = await client.send('Runtime.evaluate', {
        expression: "document.getElementsByTagName('*').length",
        returnByValue: true,
      });
      return result.value as number;
    };
    const before = await elementCount();
    const { result } = await client.send('Runtime.evaluate', {
      expression: `(${collectShown.toString()})()`,
      returnByValue: false,
    });
    const { nodes } = (await client.send('Accessibility.getFullAXTree')) as unknown as { nodes: AxNode[] };
    if ((await elementCount()) !== before) {
      // Something arrived while the page was read: read it again once it has settled.
      if (attempt === 3) throw new Error('the page kept changing while it was read');
      await settle(page);
      return await readPage(page, attempt + 1);
    }
    const collected = objectIdOf(result);
    const { result: elementsHandle } = await client.send('Runtime.callFunctionOn', {
      objectId: collected,
      functionDeclaration: 'function () { return this.elements; }',
    });
    const { result: descriptionsValue } = await client.send('Runtime.callFunctionOn', {
      objectId: collected,
      functionDeclaration: 'function () { return this.descriptions; }',
      returnByValue: true,
    });
    const descriptions = descriptionsValue.value as ShownElement[];
    const backendIds = await backendIdsOf(client, objectIdOf(elementsHandle));
    const byBackendId = new Map<number, AxNode>();
    const byId = new Map<string, AxNode>();
    for (const node of nodes) {
      byId.set(node.nodeId, node);
      if (node.backendDOMNodeId !== undefined) byBackendId.set(node.backendDOMNodeId, node);
    }
    // Reading order: depth first from the root, through ignored nodes to what they hold.
    const readingOrder: AxNode[] = [];
    const visit = (node: AxNode | undefined) => {
      if (!node) return;
      if (!node.ignored) readingOrder.push(node);
      for (const child of node.childIds ?? []) visit(byId.get(child));
    };
    visit(nodes.find((node) => node.parentId === undefined));
    return {
      shown: descriptions.map((shown, index) => ({
        ...shown,
        node: byBackendId.get(backendIds[index] ?? -1),
      })),
      readingOrder,
    };
  } finally {
    await client.detach();
  }
}

/**
 * Checks every shown element against the tree: an unignored node, with the role it should have and, where it
 * needs one, a name.
 */
export function readerFindings({ shown }: ReadPage): ReaderFindings {
  const missing: string[] = [];
  const counts: Record<string, { shown: number; found: number }> = {};
  for (const element of shown) {
    const kind = element.expectedRole.replace(/^input:.*/, 'input');
    counts[kind] ??= { shown: 0, found: 0 };
    counts[kind].shown += 1;
    const { node } = element;
    let problem: string | null = null;
    if (!node) problem = 'not in the tree';
    else if (node.ignored) problem = 'ignored';
    else if (!roleMatches(element.expectedRole, text(node.role)))
      problem = `role "${text(node.role)}", expected ${element.expectedRole}`;
    else if (element.named && !text(node.name)) problem = 'no name';
    if (problem) missing.push(`${element.label} (${element.expectedRole}): ${problem}`);
    else counts[kind].found += 1;
  }
  const byKind = Object.fromEntries(
    Object.entries(counts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, count]) => [kind, `${count.found}/${count.shown}`]),
  );
  return { shown: shown.length, found: shown.length - missing.length, byKind, missing };
}

/** What a reader's quick keys go through, one list per key: the tree's nodes in reading order, and the page's. */
export interface BrowseLists {
  /** The tree's nodes of each kind, in reading order, each as the page's element it stands for. */
  tree: Record<QuickKey, string[]>;
  /** The page's shown elements of each kind, in the page's order. */
  page: Record<QuickKey, string[]>;
  /** "read all": the text of the tree's text nodes, in reading order, joined by spaces. */
  readAll: string;
}

export type QuickKey = 'headings' | 'landmarks' | 'formFields' | 'links';

const landmarkRoles = new Set([
  'banner',
  'main',
  'navigation',
  'contentinfo',
  'complementary',
  'search',
  'region',
  'form',
]);
/** NVDA's "next form field" (F): edit fields, buttons, boxes, choices, sliders, switches, tabs and menu items. */
const formFieldRoles = new Set([
  'button',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'combobox',
  'textbox',
  'searchbox',
  'spinbutton',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'ColorWell',
  'date',
]);

function quickKeyOf(role: string): QuickKey | null {
  if (role === 'heading') return 'headings';
  if (landmarkRoles.has(role)) return 'landmarks';
  if (role === 'link') return 'links';
  if (formFieldRoles.has(role)) return 'formFields';
  return null;
}

/**
 * The lists a browse-mode reader moves through with its quick keys (H for headings, D for landmarks, F for form
 * fields, K for links) as the tree gives them, beside the same lists from the page, and the text "read all" reads.
 * A heading is listed with its level, each item with its name in the tree.
 */
export function browseLists({ shown, readingOrder }: ReadPage): BrowseLists {
  const empty = (): Record<QuickKey, string[]> => ({
    headings: [],
    landmarks: [],
    formFields: [],
    links: [],
  });
  const labels = new Map<AxNode, string>();
  const fromPage = empty();
  for (const element of shown) {
    // The page's list holds each element as it should be found: by the role it should have.
    const key = quickKeyOf(canonicalRole(element.expectedRole));
    if (!key) continue;
    fromPage[key].push(element.label);
    if (element.node) labels.set(element.node, element.label);
  }
  const fromTree = empty();
  const words: string[] = [];
  for (const node of readingOrder) {
    const role = text(node.role);
    if (role === 'StaticText') words.push(text(node.name));
    const key = quickKeyOf(role);
    if (key) fromTree[key].push(labels.get(node) ?? `(no shown element) ${role} "${text(node.name)}"`);
  }
  return { tree: fromTree, page: fromPage, readAll: words.join(' ') };
}

/** The requests each page has under way, followed from the test's side (the page sees only those that end). */
const requestsUnderWay = new WeakMap<Page, Set<Request>>();

function followRequests(page: Page): Set<Request> {
  let underWay = requestsUnderWay.get(page);
  if (!underWay) {
    const requests = new Set<Request>();
    page.on('request', (request) => requests.add(request));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    requestsUnderWay.set(page, requests);
    underWay = requests;
  }
  return underWay;
}

/**
 * Waits until the page has settled: no request under way, and for 350 ms no element added or removed and then an
 * idle moment, all in one round. A documentation page's body and home's later sections arrive after the first paint; React made
 * them in slices, changing nothing on the page until they are done, and shows a part that replaced a fallback no
 * sooner than 300 ms after the fallback appeared.
 */
async function settle(page: Page): Promise<void> {
  const underWay = followRequests(page);
  for (let round = 0; round < 20; round += 1) {
    const changed = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          let mutated = false;
          const mutations = new MutationObserver(() => (mutated = true));
          mutations.observe(document.body, { childList: true, subtree: true });
          setTimeout(
            () =>
              requestIdleCallback(
                (idle) => {
                  mutations.disconnect();
                  // Not idle within 2 s (React still making a part, on a busy machine): not settled either.
                  resolve(mutated || idle.didTimeout);
                },
                { timeout: 2000 },
              ),
            350,
          );
        }),
    );
    if (!changed && underWay.size === 0) return;
  }
  // Still busy after all that (a very slow machine): read what is there; a change while reading is read again.
}

/**
 * Opens `path` afresh (a new document, not a change of the hash) and waits, without scrolling or focusing anything,
 * until its parts have arrived: React runs the page, and it has settled.
 */
export async function loadForReading(page: Page, path: string): Promise<void> {
  followRequests(page);
  await page.goto('about:blank');
  await visit(page, path);
  await settle(page);
  // What a reader meets as the page opens: nothing scrolled, and focus where the site put it, if anywhere (a
  // documentation page puts it on its h1).
  expect(
    await page.evaluate(() => ({
      scrolled: scrollY,
      focused: document.activeElement === document.body || document.activeElement?.matches('main h1'),
    })),
  ).toEqual({ scrolled: 0, focused: true });
}
