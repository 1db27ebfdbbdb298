import { expect, routes, test, viewports, visitComplete } from './fixtures';

/*
 * A keyboard tour: Tab through every route from the top of the document until focus wraps, and at every stop check
 * that the focused element is on screen with a visible focus ring, has an accessible name, and is not hidden under
 * the fixed navbar or anything else.
 */

const MAX_PRESSES = 600;

interface Stop {
  /** `body` or `first` once focus has wrapped; `repeat` when it meets an earlier stop again first (a trap). */
  state: 'new' | 'body' | 'first' | 'repeat';
  label: string;
  inMain: boolean;
  problems: string[];
}

/** Runs in the page: what is focused now, and which rules it breaks. Must not reference anything outside itself. */
function inspectFocus(first: boolean): Stop {
  const tour = window as unknown as { keyboardTour?: { first: Element; seen: Set<Element> } };
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) {
    return { state: 'body', label: 'document.body', inMain: false, problems: [] };
  }
  const short = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const implicitRoles: Record<string, string> = {
    A: 'link',
    BUTTON: 'button',
    SELECT: 'combobox',
    TEXTAREA: 'textbox',
    SUMMARY: 'button',
  };
  const inputType = element instanceof HTMLInputElement ? element.type : null;
  const role =
    element.getAttribute('role') ??
    (inputType === 'checkbox' || inputType === 'radio'
      ? inputType
      : inputType === 'range'
        ? 'slider'
        : inputType
          ? 'textbox'
          : (implicitRoles[element.tagName] ?? 'none'));
  const text =
    short(element.getAttribute('aria-label')) ||
    short(element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ||
    short(element.textContent) ||
    short(element.getAttribute('title') ?? element.getAttribute('placeholder'));
  const label = `${element.tagName.toLowerCase()}${inputType ? `[type=${inputType}]` : ''} role=${role} "${text}"`;

  if (first) {
    tour.keyboardTour = { first: element, seen: new Set() };
  } else if (element === tour.keyboardTour?.first) {
    return { state: 'first', label, inMain: false, problems: [] };
  } else if (tour.keyboardTour?.seen.has(element)) {
    return { state: 'repeat', label, inMain: false, problems: [] };
  }
  tour.keyboardTour?.seen.add(element);

  const problems: string[] = [];
  const box = (r: DOMRect) =>
    `{x ${Math.round(r.x)}, y ${Math.round(r.y)}, w ${Math.round(r.width)}, h ${Math.round(r.height)}}`;
  const rect = element.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;

  // Visible: a box, on screen (wholly, where it fits), with a focus ring.
  if (rect.width <= 0 || rect.height <= 0) problems.push(`visible: empty box ${box(rect)}`);
  const inAxis = (start: number, size: number, limit: number) =>
    size <= limit ? start >= -1 && start + size <= limit + 1 : start < limit && start + size > 0;
  if (!inAxis(rect.left, rect.width, width) || !inAxis(rect.top, rect.height, height)) {
    problems.push(`visible: not in the ${width}x${height} viewport, rect ${box(rect)}`);
  }
  const ringOf = (target: Element | null) => {
    if (!target) return null;
    const style = getComputedStyle(target);
    const transparent =
      style.outlineColor === 'transparent' || /(?:,|\/)\s*0(?:\.0+)?\s*\)$/.test(style.outlineColor);
    const shown = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && !transparent;
    return { shown, summary: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` };
  };
  const own = ringOf(element);
  // An input inside an input group: the group draws the ring through :focus-within.
  const isField = /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName);
  const ringed =
    own?.shown ||
    (isField &&
      (ringOf(element.parentElement)?.shown || ringOf(element.parentElement?.parentElement ?? null)?.shown));
  if (!ringed) problems.push(`visible: no focus ring (outline ${own?.summary})`);

  // Not covered: the topmost element at the centre of each visible part (a link that wraps has two, with other text
  // between them) is the element, inside it, or its label.
  const hits = (x: number, y: number) => {
    const hit = document.elementFromPoint(x, y);
    return {
      hit,
      ok: Boolean(
        hit && (element.contains(hit) || (hit instanceof HTMLLabelElement && hit.contains(element))),
      ),
    };
  };
  for (const part of Array.from(element.getClientRects())) {
    const left = Math.max(part.left, 0);
    const right = Math.min(part.right, width);
    const top = Math.max(part.top, 0);
    const bottom = Math.min(part.bottom, height);
    if (right <= left || bottom <= top) continue;
    const { hit, ok } = hits((left + right) / 2, (top + bottom) / 2);
    if (!ok) {
      const covering = hit
        ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''} "${short(hit.textContent).slice(0, 30)}"`
        : 'nothing';
      problems.push(`covered: the element at the centre of ${box(part)} is ${covering}`);
      break;
    }
  }

  // Not under the fixed navbar.
  const header = document.querySelector('header');
  if (header && getComputedStyle(header).position === 'fixed' && !header.contains(element)) {
    const headerBottom = header.getBoundingClientRect().bottom;
    if (rect.top < headerBottom - 1) {
      // Only a fixed layer that paints over the navbar (the skip link) may sit in its band.
      let fixed = false;
      for (let node: Element | null = element; node && !fixed; node = node.parentElement) {
        fixed = getComputedStyle(node).position === 'fixed';
      }
      const overBar =
        fixed &&
        hits((rect.left + rect.right) / 2, (Math.max(rect.top, 0) + Math.min(rect.bottom, headerBottom)) / 2)
          .ok;
      if (!overBar) {
        problems.push(
          `under navbar: top ${Math.round(rect.top)} < navbar bottom ${Math.round(headerBottom)}`,
        );
      }
    }
  }
  return { state: 'new', label, inMain: Boolean(element.closest('main')), problems };
}

// Every route, and one component's documentation: the index has no source listing, the scrollable region to check.
// Home and that page again right to left, where a mirrored layout could push a stop off screen or under the navbar.
const tours = [
  ...routes.map((route) => route.path),
  'documentation?component=slider',
  'home?dir=rtl',
  'documentation?component=slider&dir=rtl',
];

for (const viewport of [viewports.wide, viewports.narrow]) {
  test.describe(`keyboard tour at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of tours) {
      test(`#/${path}: every Tab stop is visible, named and clear of the navbar`, async ({ page }) => {
        await visitComplete(page, path);
        // From the top of the document. Blurring is not enough: Tab would go on from the element that had focus (a
        // deep link focuses its heading), so focus a stand-in at the very top and remove it.
        await page.evaluate(() => {
          const start = document.createElement('span');
          start.tabIndex = -1;
          document.body.prepend(start);
          start.focus({ preventScroll: true });
          start.remove();
          window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
        });

        const problems: string[] = [];
        const labels: string[] = [];
        let stopsInMain = 0;
        let end: Stop['state'] | null = null;
        for (let press = 1; press <= MAX_PRESSES; press += 1) {
          await page.keyboard.press('Tab');
          const stop = await page.evaluate(inspectFocus, press === 1);
          if (stop.state !== 'new') {
            end = stop.state;
            if (stop.state === 'repeat') {
              problems.push(`press ${press}: ${stop.label} — focus came back here before wrapping (a trap)`);
            }
            break;
          }
          // Playwright's own accessible-name computation; a failed try means no name.
          const named = await expect(page.locator(':focus'))
            .toHaveAccessibleName(/\S/, { timeout: 1_000 })
            .then(
              () => true,
              () => false,
            );
          if (!named) stop.problems.push('named: no accessible name');
          problems.push(...stop.problems.map((problem) => `press ${press}: ${stop.label} — ${problem}`));
          labels.push(stop.label);
          if (stop.inMain) stopsInMain += 1;
        }
        expect(end, `focus never wrapped in ${MAX_PRESSES} presses`).not.toBeNull();
        expect(problems, `${problems.length} problems in ${labels.length} stops`).toEqual([]);
        expect(labels[0], 'the tour starts at the skip link').toContain('"Skip to content"');
        expect(stopsInMain, 'stops inside main').toBeGreaterThan(0);
      });
    }
  });
}
