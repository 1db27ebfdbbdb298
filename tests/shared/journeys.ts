// Keyboard journeys written once, as data, and run in every engine: by Playwright in Chromium and Firefox
// (tests/e2e/journeys.spec.ts) and by WebDriver in WebKit (tests/webkit/journeys.spec.ts). A journey opens a route,
// puts focus on a control, presses keys, and checks what the page then says: attributes, focus, text, what is shown.
// Each engine is reached through `Driver`, so the expectations live here and nowhere else.

/** What a journey needs from a browser, whichever program drives it. */
export interface Driver {
  engine: 'chromium' | 'firefox' | 'webkit';
  /** Opens `#/<path>` on the site and waits until React runs the page. */
  open(path: string): Promise<void>;
  /** Runs `fn` in the page with one JSON argument, and returns its JSON result. `fn` must be self-contained. */
  run<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Presses a key as a person does: `Tab`, `Shift+Tab`, `Enter`, `Space`, `Escape`, arrows, `Home`, `End`, `PageUp`. */
  press(key: Key): Promise<void>;
  /** The focused element's role and accessible name, as this engine's own accessibility computes them. */
  focusedName(): Promise<{ role: string; name: string }>;
  /** Lets go of what the driver opened for itself (a DevTools session, say). */
  dispose?(): Promise<void>;
}

/** Runs in the page: whether React runs it and has hydrated (or drawn) its one h1. */
export function appReady(): boolean {
  if (document.documentElement.getAttribute('data-first-screen') !== 'app') return false;
  const heading = document.querySelector('main h1');
  return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
}

export type Key =
  | 'Tab'
  | 'Shift+Tab'
  | 'Enter'
  | 'Space'
  | 'Escape'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'Home'
  | 'End'
  | 'PageUp';

/** An element found as a person would find it: by role and name, inside a region named by its heading. */
export interface Target {
  role: string;
  /** The accessible name, whole; a name that starts with it when `prefix` is set. */
  name?: string;
  prefix?: boolean;
  /** The region (a section named by its heading, a dialog, a navigation) it sits in. */
  in?: { role: string; name: string };
  /** Reach elements hidden from assistive technology too (an open modal hides the page behind it). */
  hidden?: boolean;
}

/** What must be true after a step; each is retried until it holds or five seconds pass. */
export type Check =
  | { target: Target; attribute: string; equals: string | null }
  | { target: Target; focused: true }
  | { target: Target; count: number }
  | { target: Target; text: string }
  | { target: Target; value: RegExp }
  | { target: Target; checked: boolean }
  | { focusInside: Target }
  | { html: 'dir' | 'class'; contains: string };

export interface Step {
  /** What a person does, for the failure message. */
  does: string;
  /** Focus this first (as a click or earlier Tabs would have). */
  focus?: Target;
  press?: Key[];
  then: Check[];
}

export interface Journey {
  /** The widget, and the APG pattern it follows. */
  name: string;
  /** The kit files and blocks it exercises, for their documentation's "Tested for" (tests/tested-for.ts). */
  kit: string[];
  path: string;
  /** The window the journey needs; narrow is where the navbar's menu button shows. */
  viewport?: 'narrow' | 'wide';
  steps: Step[];
}

/** A check in transit to the page: RegExps travel as their source. */
type WireCheck = Exclude<Check, { value: RegExp }> | { target: Target; value: string };

/**
 * Runs in the page (self-contained): finds targets by role and name, focuses one, or evaluates checks and returns
 * the ones that fail, each with what the page showed instead.
 */
function probe(request: { focus?: Target; checks?: WireCheck[] }): string[] {
  const implicit = (element: Element): string => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(' ')[0] ?? '';
    const tag = element.tagName;
    if (tag === 'BUTTON' || tag === 'SUMMARY') return 'button';
    if (tag === 'A' && element.hasAttribute('href')) return 'link';
    if (/^H[1-6]$/.test(tag)) return 'heading';
    if (tag === 'NAV') return 'navigation';
    if (tag === 'DIALOG') return 'dialog';
    if (tag === 'SECTION' && (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')))
      return 'region';
    if (tag === 'FIELDSET') return 'group';
    if (tag === 'LI') return 'listitem';
    if (tag === 'TEXTAREA') return 'textbox';
    if (element instanceof HTMLInputElement) {
      const type = element.type;
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'range') return 'slider';
      if (type === 'search') return 'searchbox';
      return 'textbox';
    }
    return '';
  };
  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return text(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return text(label);
    const labels = Array.from((element as HTMLInputElement).labels ?? []);
    if (labels.length > 0) return text(labels.map((item) => item.textContent).join(' '));
    if (element.tagName === 'FIELDSET') return text(element.querySelector('legend')?.textContent);
    return text(element.textContent);
  };
  const hiddenFromReaders = (element: Element) =>
    Boolean(element.closest('[aria-hidden="true"], [inert]')) ||
    getComputedStyle(element).visibility === 'hidden';
  const matches = (element: Element, target: Target) => {
    if (implicit(element) !== target.role) return false;
    if (!target.hidden && hiddenFromReaders(element)) return false;
    if (target.name === undefined) return true;
    const name = nameOf(element);
    return target.prefix ? name.startsWith(target.name) : name === target.name;
  };
  const find = (target: Target): Element[] => {
    const scope = target.in;
    const scopes = scope
      ? Array.from(document.querySelectorAll('*')).filter((element) =>
          matches(element, { ...scope, hidden: target.hidden }),
        )
      : [document.documentElement];
    return scopes.flatMap((scope) =>
      Array.from(scope.querySelectorAll('*')).filter((element) => matches(element, target)),
    );
  };
  const describe = (target: Target) =>
    `${target.role}${target.name === undefined ? '' : ` "${target.name}"`}${target.in ? ` in ${target.in.role} "${target.in.name}"` : ''}`;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };

  if (request.focus) {
    const [element] = find(request.focus);
    if (!(element instanceof HTMLElement)) return [`found no ${describe(request.focus)} to focus`];
    element.focus();
    return [];
  }
  const failures: string[] = [];
  for (const check of request.checks ?? []) {
    if ('html' in check) {
      const root = document.documentElement;
      const actual = check.html === 'dir' ? root.dir : root.className;
      if (!actual.split(/\s+/).includes(check.contains))
        failures.push(`<html ${check.html}> has "${actual}", not "${check.contains}"`);
      continue;
    }
    if ('focusInside' in check) {
      const [scope] = find(check.focusInside);
      if (!scope || !scope.contains(document.activeElement))
        failures.push(
          `focus is not inside ${describe(check.focusInside)}: it is on ${document.activeElement?.outerHTML.slice(0, 80)}`,
        );
      continue;
    }
    const found = find(check.target).filter((element) => 'count' in check || shown(element));
    if ('count' in check) {
      const visible = found.filter(shown).length;
      if (visible !== check.count)
        failures.push(`${describe(check.target)}: ${visible} shown, not ${check.count}`);
      continue;
    }
    const [element] = found;
    if (!element) {
      failures.push(`${describe(check.target)}: not found`);
      continue;
    }
    if ('attribute' in check) {
      const actual = element.getAttribute(check.attribute);
      if (actual !== check.equals)
        failures.push(
          `${describe(check.target)}: ${check.attribute}=${JSON.stringify(actual)}, not ${JSON.stringify(check.equals)}`,
        );
    } else if ('focused' in check) {
      if (document.activeElement !== element)
        failures.push(
          `${describe(check.target)} is not focused: ${document.activeElement?.outerHTML.slice(0, 80)} is`,
        );
    } else if ('text' in check) {
      if (text(element.textContent) !== check.text)
        failures.push(`${describe(check.target)}: text "${text(element.textContent)}", not "${check.text}"`);
    } else if ('checked' in check) {
      const actual =
        element instanceof HTMLInputElement
          ? element.checked
          : element.getAttribute('aria-checked') === 'true';
      if (actual !== check.checked)
        failures.push(`${describe(check.target)}: checked is ${actual}, not ${check.checked}`);
    } else if ('value' in check) {
      const value = (element as HTMLInputElement).value;
      if (!new RegExp(check.value).test(value))
        failures.push(`${describe(check.target)}: value "${value}" does not match /${check.value}/`);
    }
  }
  return failures;
}

const wire = (check: Check): WireCheck =>
  'value' in check ? { target: check.target, value: check.value.source } : check;

/** Checks `checks` again and again until they all hold, or fails with the ones that did not after `timeout` ms. */
export async function expectChecks(
  driver: Driver,
  checks: Check[],
  context: string,
  timeout = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const failures = await driver.run(probe, { checks: checks.map(wire) });
    if (failures.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`${driver.engine}: ${context}:\n  ${failures.join('\n  ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs a journey from its first step: opens the route, then does and checks each step in order. */
export async function runJourney(driver: Driver, journey: Journey): Promise<void> {
  await driver.open(journey.path);
  for (const [index, step] of journey.steps.entries()) {
    const context = `${journey.name}, step ${index + 1} (${step.does})`;
    if (step.focus) {
      const focus = step.focus;
      // The target may still be on its way (a lazy section): wait until it is there, then focus it.
      await expectChecks(driver, [{ target: focus, count: 1 }], `${context}: before focusing`);
      const failures = await driver.run(probe, { focus });
      if (failures.length > 0) throw new Error(`${driver.engine}: ${context}: ${failures.join('; ')}`);
    }
    for (const key of step.press ?? []) await driver.press(key);
    await expectChecks(driver, step.then, context);
  }
}

// --- The journeys ------------------------------------------------------------------------------------------------

const region = (name: string) => ({ role: 'region', name });
const toggles = region('Toggle buttons');
const choices = region('Checkboxes and radio buttons');
const sliders = region('Sliders');
const tabsSection = region('Tabs');
const alerts = { role: 'region', name: 'Sample alerts' };
const primaryNavbar = { role: 'navigation', name: 'Primary navbar example' };
const carousel = region('Places');
const datepicker = region('Datepicker');
const pagination = { role: 'navigation', name: 'Pagination, 70 items' };

const aSwitch = (name: string): Target => ({ role: 'switch', name, in: toggles });
const box = (name: string): Target => ({ role: 'checkbox', name, in: choices });
const radio = (name: string): Target => ({ role: 'radio', name, in: choices });
const slider = (name: string): Target => ({ role: 'slider', name, in: sliders });
const tab = (name: string): Target => ({ role: 'tab', name, in: tabsSection });
const menuItem = (name: string): Target => ({ role: 'menuitem', name, in: { role: 'menu', name: 'More' } });
const dot = (n: number): Target => ({
  role: 'button',
  name: `${n} of 3`,
  in: { role: 'group', name: 'Choose slide to display' },
});
const selected = (target: Target, value: boolean): Check => ({
  target,
  attribute: 'aria-selected',
  equals: String(value),
});
const checked = (target: Target, value: boolean): Check => ({ target, checked: value });
const valueNow = (target: Target, value: number): Check => ({
  target,
  attribute: 'aria-valuenow',
  equals: String(value),
});
const modal = { role: 'dialog', name: 'Delete this project?' };
const launch: Target = { role: 'button', name: 'Launch demo modal', hidden: true };
const sideMenu = { role: 'dialog', name: 'Menu' };
const burger: Target = { role: 'button', name: 'Menu', hidden: true };
const calendar = { role: 'dialog', name: 'Choose date' };
const chooser: Target = { role: 'button', name: 'Choose date', in: datepicker, hidden: true };
const themeToggle: Target = { role: 'button', name: 'Dark theme' };

/** The APG dialog's close: Escape leaves no dialog open and gives focus back to what opened it. */
const escapeClosesDialog = (trigger: Target): Step => ({
  does: 'Escape',
  press: ['Escape'],
  then: [
    { target: { role: 'dialog' }, count: 0 },
    { target: trigger, focused: true },
  ],
});

/** Every stateful widget of the kit, by keyboard, as the W3C APG's patterns have it. */
export const journeys: Journey[] = [
  {
    name: 'switch (APG switch): Space toggles, the arrows set on and off',
    kit: ['switch'],
    path: 'home',
    steps: [
      {
        does: 'Space on "Autoplay videos"',
        focus: aSwitch('Autoplay videos'),
        press: ['Space'],
        then: [
          checked(aSwitch('Autoplay videos'), true),
          { target: aSwitch('Autoplay videos'), focused: true },
        ],
      },
      { does: 'Space again', press: ['Space'], then: [checked(aSwitch('Autoplay videos'), false)] },
      {
        does: 'ArrowRight twice',
        press: ['ArrowRight', 'ArrowRight'],
        then: [checked(aSwitch('Autoplay videos'), true)],
      },
      { does: 'ArrowLeft', press: ['ArrowLeft'], then: [checked(aSwitch('Autoplay videos'), false)] },
    ],
  },
  {
    name: 'checkbox (APG checkbox): Space toggles',
    kit: ['choice'],
    path: 'home',
    steps: [
      {
        does: 'Space on "Weekly digest"',
        focus: box('Weekly digest'),
        press: ['Space'],
        then: [checked(box('Weekly digest'), false), { target: box('Weekly digest'), focused: true }],
      },
      { does: 'Space again', press: ['Space'], then: [checked(box('Weekly digest'), true)] },
    ],
  },
  {
    name: 'radio group (APG radio group): an arrow key checks and focuses the other radio',
    kit: ['choice'],
    path: 'home',
    steps: [
      {
        does: 'ArrowUp on "Express delivery"',
        focus: radio('Express delivery'),
        press: ['ArrowUp'],
        then: [
          { target: radio('Standard delivery'), focused: true },
          checked(radio('Standard delivery'), true),
          checked(radio('Express delivery'), false),
        ],
      },
    ],
  },
  {
    name: 'slider (APG slider): arrows, Page Up, Home and End; the shown value follows',
    kit: ['slider'],
    path: 'home',
    steps: [
      {
        does: 'ArrowRight',
        focus: slider('Single value'),
        press: ['ArrowRight'],
        then: [valueNow(slider('Single value'), 41)],
      },
      { does: 'PageUp', press: ['PageUp'], then: [valueNow(slider('Single value'), 51)] },
      { does: 'Home', press: ['Home'], then: [valueNow(slider('Single value'), 0)] },
      { does: 'End', press: ['End'], then: [valueNow(slider('Single value'), 100)] },
    ],
  },
  {
    name: 'range slider (APG multi-thumb slider): a thumb moves the other thumb’s bound',
    kit: ['slider'],
    path: 'home',
    steps: [
      {
        does: 'ArrowRight on "Minimum"',
        focus: slider('Minimum'),
        press: ['ArrowRight'],
        then: [
          valueNow(slider('Minimum'), 21),
          { target: slider('Maximum'), attribute: 'aria-valuemin', equals: '21' },
        ],
      },
      { does: 'End', press: ['End'], then: [valueNow(slider('Minimum'), 60)] },
    ],
  },
  {
    name: 'tabs (APG tabs, automatic activation): the arrows select the next tab; Tab enters its panel',
    kit: ['tabs'],
    path: 'home',
    steps: [
      {
        does: 'ArrowRight on "Home"',
        focus: tab('Home'),
        press: ['ArrowRight'],
        then: [
          selected(tab('Profile'), true),
          selected(tab('Home'), false),
          { target: tab('Profile'), focused: true },
        ],
      },
      {
        does: 'Tab',
        press: ['Tab'],
        then: [{ target: { role: 'tabpanel', name: 'Profile', in: tabsSection }, focused: true }],
      },
    ],
  },
  {
    name: 'menu button (APG menu button): Enter opens on the first item, arrows move, Escape closes',
    kit: ['dropdown-menu', 'navbar'],
    path: 'home',
    viewport: 'wide',
    steps: [
      {
        does: 'Enter on "More"',
        focus: { role: 'button', name: 'More', prefix: true, in: primaryNavbar },
        press: ['Enter'],
        then: [{ target: menuItem('Landing'), focused: true }],
      },
      { does: 'ArrowDown', press: ['ArrowDown'], then: [{ target: menuItem('Profile'), focused: true }] },
      {
        does: 'Escape',
        press: ['Escape'],
        then: [
          { target: { role: 'menu' }, count: 0 },
          { target: { role: 'button', name: 'More', prefix: true, in: primaryNavbar }, focused: true },
        ],
      },
    ],
  },
  {
    name: 'modal dialog (APG dialog): Enter opens it, Tab stays inside, Escape closes and returns focus',
    kit: ['modal', 'focus-after-paint'],
    path: 'home',
    steps: [
      {
        does: 'Enter on "Launch demo modal"',
        focus: launch,
        press: ['Enter'],
        then: [{ focusInside: modal }],
      },
      { does: 'Tab six times', press: Array<Key>(6).fill('Tab'), then: [{ focusInside: modal }] },
      { does: 'Shift+Tab six times', press: Array<Key>(6).fill('Shift+Tab'), then: [{ focusInside: modal }] },
      escapeClosesDialog(launch),
    ],
  },
  {
    name: 'side menu (a modal dialog): the burger opens it, Tab stays inside, Escape closes and returns focus',
    kit: ['focus-after-paint'],
    path: 'home',
    viewport: 'narrow',
    steps: [
      {
        does: 'Enter on the burger',
        focus: burger,
        press: ['Enter'],
        then: [{ focusInside: sideMenu }, { target: burger, attribute: 'aria-expanded', equals: 'true' }],
      },
      { does: 'Tab eight times', press: Array<Key>(8).fill('Tab'), then: [{ focusInside: sideMenu }] },
      escapeClosesDialog(burger),
    ],
  },
  {
    name: 'date picker (APG date picker dialog): a day has focus, ArrowRight and Enter write the next day',
    kit: ['date-picker', 'calendar', 'focus-after-paint', 'dates'],
    path: 'home',
    steps: [
      {
        does: 'Enter on "Choose date"',
        focus: chooser,
        press: ['Enter'],
        then: [{ focusInside: { role: 'grid', in: calendar } }],
      },
      {
        does: 'ArrowRight, then Enter',
        press: ['ArrowRight', 'Enter'],
        then: [
          { target: { role: 'dialog' }, count: 0 },
          { target: chooser, focused: true },
          { target: { role: 'textbox', name: 'Pick a date', in: datepicker }, value: /^\d{4}-\d{2}-\d{2}$/ },
        ],
      },
    ],
  },
  {
    name: 'carousel (APG carousel): "Next slide" and a slide picker move the current slide',
    kit: ['carousel'],
    path: 'home',
    steps: [
      {
        does: 'Enter on "Next slide"',
        focus: { role: 'button', name: 'Next slide', in: carousel },
        press: ['Enter'],
        then: [
          { target: dot(2), attribute: 'aria-disabled', equals: 'true' },
          {
            target: { role: 'group', name: '1 of 3', in: carousel, hidden: true },
            attribute: 'inert',
            equals: '',
          },
        ],
      },
      {
        does: 'Enter on the "3 of 3" picker',
        focus: dot(3),
        press: ['Enter'],
        then: [
          { target: dot(3), attribute: 'aria-disabled', equals: 'true' },
          { target: dot(2), attribute: 'aria-disabled', equals: null },
        ],
      },
    ],
  },
  {
    name: 'pagination: Enter on "Next page" moves the current page, which is aria-current',
    kit: ['pagination'],
    path: 'home',
    steps: [
      {
        does: 'Enter on "Next page"',
        focus: { role: 'button', name: 'Next page', in: pagination },
        press: ['Enter'],
        then: [
          {
            target: { role: 'button', name: 'Page 5', in: pagination },
            attribute: 'aria-current',
            equals: 'page',
          },
        ],
      },
      {
        does: 'Enter twice more, to the end',
        press: ['Enter', 'Enter'],
        then: [
          {
            target: { role: 'button', name: 'Next page', in: pagination },
            attribute: 'aria-disabled',
            equals: 'true',
          },
        ],
      },
    ],
  },
  {
    name: 'alerts: dismissing one removes it, says so, and moves focus to the next',
    kit: ['alert'],
    path: 'home',
    steps: [
      {
        does: 'Enter on "Dismiss info alert"',
        focus: { role: 'button', name: 'Dismiss info alert', in: alerts },
        press: ['Enter'],
        then: [
          { target: { role: 'button', name: 'Dismiss info alert', in: alerts }, count: 0 },
          { target: { role: 'button', name: 'Dismiss warning alert', in: alerts }, focused: true },
          { target: { role: 'status', in: alerts }, text: 'Alert dismissed, 3 remaining' },
        ],
      },
    ],
  },
  {
    name: 'right to left: the page reads from the right, and the arrow toward the end is the left one',
    kit: ['tabs', 'slider', 'direction'],
    path: 'home?dir=rtl',
    steps: [
      {
        does: 'ArrowLeft on the "Home" tab',
        focus: tab('Home'),
        press: ['ArrowLeft'],
        then: [{ html: 'dir', contains: 'rtl' }, selected(tab('Profile'), true)],
      },
      {
        does: 'ArrowLeft on "Single value"',
        focus: slider('Single value'),
        press: ['ArrowLeft'],
        then: [valueNow(slider('Single value'), 41)],
      },
    ],
  },
  {
    name: 'theme toggle: a pressed button, and the page turns dark',
    kit: [],
    path: 'landing',
    steps: [
      {
        does: 'Enter on "Dark theme"',
        focus: themeToggle,
        press: ['Enter'],
        then: [
          { target: themeToggle, attribute: 'aria-pressed', equals: 'true' },
          { html: 'class', contains: 'dark' },
        ],
      },
    ],
  },
];

/**
 * Scrolls the page to its bottom a screen at a time, until it stops growing, and back to the top: every part that
 * loads after the first paint, or as it nears the viewport, has then arrived.
 */
export async function scrollThrough(driver: Driver): Promise<void> {
  let height = 0;
  for (let step = 0; step < 200; step += 1) {
    const state = await driver.run(async () => {
      window.scrollBy(0, innerHeight);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const scrollHeight = document.documentElement.scrollHeight;
      // A place still held for a part to come (data-arriving): the page is not whole yet, however still it is.
      const arriving = document.querySelector('[data-arriving]') !== null;
      return { atBottom: innerHeight + scrollY >= scrollHeight - 1, scrollHeight, arriving };
    }, null);
    if (!state.atBottom) continue;
    if (state.scrollHeight === height && !state.arriving) break;
    height = state.scrollHeight;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await driver.run(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), null);
}
