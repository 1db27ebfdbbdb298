// The keyboard tour, one copy for the site's e2e tests and the registry test's apps: from the top of the document,
// Tab until focus leaves the page or wraps, and check every stop on the way.
import type { Page } from '@playwright/test';
import type { Driver } from './driver';
import { playwrightDriver } from './playwright-driver';

/** What `inspectFocus` finds at one press of Tab. */
interface FocusCheck {
  /**
   * `new` for a stop not seen before; `guard` for a Radix focus guard, which passes focus on at once; `body` or
   * `first` once focus has left the page or wrapped; `repeat` when it meets an earlier stop again first (a trap).
   */
  state: 'new' | 'guard' | 'body' | 'first' | 'repeat';
  label: string;
  inMain: boolean;
  problems: string[];
}

/**
 * Runs in the page: what is focused now and, for a new stop, which rules it breaks. Must not reference anything
 * outside itself. A stop must be a box on screen (wholly, where it fits), not hidden or transparent, with a focus
 * ring (its own outline of 2 px or more, or for a field its group's `:focus-within` one), not covered by another
 * element, and not under a fixed navbar.
 */
function inspectFocus({ first, again }: { first: boolean; again: boolean }): FocusCheck {
  const tour = window as unknown as { keyboardTour?: { first: Element; seen: Set<Element> } };
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) {
    return { state: 'body', label: 'document.body', inMain: false, problems: [] };
  }
  if (element.hasAttribute('data-radix-focus-guard')) {
    return { state: 'guard', label: '', inMain: false, problems: [] };
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

  if (again) {
    // The same stop, looked at once more: no bookkeeping.
  } else if (first) {
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

  // Visible: a box, on screen (wholly, where it fits), not hidden or transparent, with a focus ring.
  if (rect.width <= 0 || rect.height <= 0) problems.push(`visible: empty box ${box(rect)}`);
  const inAxis = (start: number, size: number, limit: number) =>
    size <= limit ? start >= -1 && start + size <= limit + 1 : start < limit && start + size > 0;
  if (!inAxis(rect.left, rect.width, width) || !inAxis(rect.top, rect.height, height)) {
    problems.push(`visible: not in the ${width}x${height} viewport, rect ${box(rect)}`);
  }
  const style = getComputedStyle(element);
  if (style.visibility !== 'visible') problems.push(`visible: visibility ${style.visibility}`);
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement) {
    opacity *= Number(getComputedStyle(node).opacity);
  }
  if (opacity < 0.1) problems.push(`visible: opacity ${opacity}`);
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

  // Not under a fixed navbar.
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

/** Runs in the page: how many elements Tab can reach, about (shown, enabled, not taken out of the tab order). */
function tabStopsOnPage(): number {
  return Array.from(
    document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]'),
  ).filter(
    (element) =>
      element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
  ).length;
}

/** About how many stops a tour of the page will make, to give the tour the time its work takes. */
export function tabStopCount(target: Page | Driver): Promise<number> {
  const driver = 'engine' in target ? target : playwrightDriver(target);
  return driver.run(tabStopsOnPage, null);
}

/** One Tab stop of a tour: the element as the page shows it, and as the engine's accessibility names it. */
export interface TourStop {
  label: string;
  role: string;
  name: string;
  inMain: boolean;
}

export interface KeyboardTour {
  stops: TourStop[];
  /** Every broken rule, `press n: label — problem`; a stop without an accessible name among them. */
  problems: string[];
  /** How the tour ended: focus left the page (`body`), wrapped (`first`) or was trapped (`repeat`); null: the cap. */
  end: 'body' | 'first' | 'repeat' | null;
}

/**
 * Tabs through the page from the top of the document until focus leaves it or wraps (`maxPresses` at most), and
 * checks every stop (`inspectFocus`) and its accessible name, as the engine's own accessibility gives it (the
 * driver's `focusedName`).
 */
export async function keyboardTour(target: Page | Driver, maxPresses: number): Promise<KeyboardTour> {
  const driver = 'engine' in target ? target : playwrightDriver(target);
  // From the top of the document. Blurring is not enough: Tab would go on from the element that had focus (a deep
  // link focuses its heading), so focus a stand-in at the very top and remove it.
  await driver.run(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus({ preventScroll: true });
    start.remove();
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, null);
  const tour: KeyboardTour = { stops: [], problems: [], end: null };
  try {
    for (let press = 1; press <= maxPresses; press += 1) {
      await driver.press('Tab');
      let check = await driver.run(inspectFocus, { first: tour.stops.length === 0, again: false });
      if (check.state === 'guard') continue;
      if (check.state !== 'new') {
        tour.end = check.state;
        if (check.state === 'repeat') {
          tour.problems.push(`press ${press}: ${check.label} — focus came back here before leaving (a trap)`);
        }
        break;
      }
      if (check.problems.length > 0) {
        // WebKit scrolls a focused text field into view a frame or two after the focus moves: look again once the
        // page has drawn twice, as a person would see it.
        await driver.run(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          null,
        );
        check = await driver.run(inspectFocus, { first: false, again: true });
      }
      const { role, name } = await driver.focusedName();
      if (!name) check.problems.push(`named: no accessible name (role ${role})`);
      tour.problems.push(...check.problems.map((problem) => `press ${press}: ${check.label} — ${problem}`));
      tour.stops.push({ label: check.label, role, name, inMain: check.inMain });
    }
  } finally {
    await driver.dispose?.();
  }
  return tour;
}

/**
 * What a whole tour must show, in every engine: focus left the page or wrapped, no stop broke a rule, the first
 * stop is the skip link, and the page's main holds stops. Empty when all holds.
 */
export function tourFailures(tour: KeyboardTour, maxPresses: number): string[] {
  const failures = [...tour.problems];
  if (tour.end === null) failures.push(`focus never wrapped in ${maxPresses} presses`);
  if (!tour.stops[0]?.label.includes('"Skip to content"'))
    failures.push(`the tour starts at ${tour.stops[0]?.label ?? 'nothing'}, not at the skip link`);
  if (!tour.stops.some((stop) => stop.inMain)) failures.push('no stop inside main');
  return failures;
}
