// How a journey (journeys.ts) runs, in every engine: a journey opens a route, puts focus on a control, presses keys,
// and checks what the page then says: attributes, focus, text, what is shown. Targets are found and checks made in
// the page itself (`probe`), so each engine's driver only carries them there.
import { arrivalTimeout, type Driver, type Key } from './driver';

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

export interface Step<K extends string = Key> {
  /** What a person does, for the failure message. */
  does: string;
  /** Focus this first (as a click or earlier Tabs would have). */
  focus?: Target;
  press?: K[];
  then: Check[];
  /**
   * What a screen reader says of the step, its focus and its keys, as Orca 43 says it in Firefox and Chromium
   * (tests/orca): each phrase once (whole words, any case; `/…/` a pattern, line by line), and not much else
   * (`hearAtMost`). `hearIn` gives an engine's phrases where the two differ. A step without them is heard and
   * published, not checked.
   */
  hear?: string[];
  hearIn?: Partial<Record<'firefox' | 'chromium', string[]>>;
  /** What a screen reader must not say of the step: a phrase that was once said wrongly (whole words, or `/…/`). */
  hearNot?: string[];
  /**
   * The most a screen reader may say of the step, in characters: unless set, 200 for a focus the step moves and 160
   * a key, so a step's speech stays short (a calendar that reads a whole week for one key fails).
   */
  hearAtMost?: number;
  /** The screen reader's mode the step's keys need (tests/orca switches to it first; other drivers need none). */
  mode?: 'focus' | 'browse';
}

export interface Journey<K extends string = Key> {
  /** The widget, and the APG pattern it follows. */
  name: string;
  /** The kit files and blocks it exercises, for their documentation's "Tested for" (tests/tested-for.ts). */
  kit: string[];
  path: string;
  /** The window the journey needs; narrow is where the navbar's menu button shows. */
  viewport?: 'narrow' | 'wide';
  /** Why WebKit fails this journey for now: it is then not run there (tests/webkit/journeys.spec.ts). */
  webkitFails?: string;
  steps: Step<K>[];
}

/** A check in transit to the page: RegExps travel as their source. */
type WireCheck = Exclude<Check, { value: RegExp }> | { target: Target; value: string };

/**
 * Runs in the page (self-contained): finds targets by role and name, focuses one, or evaluates checks and returns
 * the ones that fail, each with what the page showed instead.
 */
function probe(request: { focus?: Target; reveal?: Target; checks?: WireCheck[] }): string[] {
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

  const wanted = request.focus ?? request.reveal;
  if (wanted) {
    const [element] = find(wanted);
    if (!(element instanceof HTMLElement)) return [`found no ${describe(wanted)} to focus`];
    if (request.focus) element.focus();
    else element.scrollIntoView({ block: 'center' });
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
export async function expectChecks<K extends string>(
  driver: Driver<K>,
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

/**
 * Runs a journey from its first step: opens the route, then does and checks each step in order. `afterStep` runs
 * once a step's checks hold (a screen reader's test hears it there).
 */
export async function runJourney<K extends string>(
  driver: Driver<K>,
  journey: Journey<K>,
  afterStep?: (step: Step<K>, context: string) => Promise<void>,
): Promise<void> {
  await driver.open(journey.path);
  for (const [index, step] of journey.steps.entries()) {
    const context = `${journey.name}, step ${index + 1} (${step.does})`;
    if (step.focus) {
      const focus = step.focus;
      // The target may still be on its way (a lazy section): wait until it is there, then focus it.
      await expectChecks(
        driver,
        [{ target: focus, count: 1 }],
        `${context}: before focusing`,
        arrivalTimeout,
      );
      // Where a screen reader listens, the target is brought into view and drawn first: a section the browser
      // skips drawing is not in the accessibility tree yet, and a focus there would go unsaid.
      if (driver.settle) {
        await driver.run(probe, { reveal: focus });
        await driver.settle();
      }
      const failures = await driver.run(probe, { focus });
      if (failures.length > 0) throw new Error(`${driver.engine}: ${context}: ${failures.join('; ')}`);
      await driver.settle?.();
    }
    if (step.mode) await driver.useMode?.(step.mode);
    for (const key of step.press ?? []) await driver.press(key);
    await expectChecks(driver, step.then, context);
    // The checks may have waited for what the keys set off (a dialog whose code was still on its way): a screen
    // reader's words about it are this step's too.
    if (step.press && driver.settle) await driver.settle(300);
    await afterStep?.(step, context);
  }
}
