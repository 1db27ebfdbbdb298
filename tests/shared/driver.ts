// What every browser test that runs in more than one engine needs from its browser, whichever program drives it:
// Playwright in Chromium and Firefox (playwright-driver.ts), WebDriver in WebKit (tests/webkit/fixtures.ts). The
// journeys (journeys.ts) and the keyboard tour (keyboard.ts) are written on it once.

/** What a test needs from a browser, whichever program drives it; a screen reader's driver presses its keys too. */
export interface Driver<K extends string = Key> {
  engine: 'chromium' | 'firefox' | 'webkit';
  /** Opens `#/<path>` on the site and waits until React runs the page. */
  open(path: string): Promise<void>;
  /** Runs `fn` in the page with one JSON argument, and returns its JSON result. `fn` must be self-contained. */
  run<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Presses a key as a person does: `Tab`, `Shift+Tab`, `Enter`, `Space`, `Escape`, arrows, `Home`, `End`, `PageUp`. */
  press(key: K): Promise<void>;
  /**
   * Waits until what the page has set off is over for the person: a screen reader's driver waits until it has said
   * what it says of a focus the test moved, giving it `within` ms to begin. Others need not wait.
   */
  settle?(within?: number): Promise<void>;
  /**
   * Puts a screen reader in the mode a step's keys need (Orca's focus mode passes arrow keys to the page; its browse
   * mode reads with them), as a person does before using a widget that the reader leaves in browse mode.
   */
  useMode?(mode: 'focus' | 'browse'): Promise<void>;
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

/**
 * How long the parts of a page that come after its first paint (each place held for one carries `data-arriving`)
 * may take to arrive: on a loaded machine the next part may wait a while for the browser to be idle.
 */
export const arrivalTimeout = 20_000;

/**
 * Runs in the page: waits until the page is whole and still (no place held for a part still to come, and no element
 * added or removed for 300 ms: a part may also replace a stand-in that holds no place, as the profile's Settings
 * button does), then gives its height.
 */
function whenWhole(): Promise<number> {
  return new Promise((resolve) => {
    let changedAt = performance.now();
    const changes = new MutationObserver(() => (changedAt = performance.now()));
    changes.observe(document.body, { childList: true, subtree: true });
    const check = () => {
      if (document.querySelector('[data-arriving]') !== null || performance.now() - changedAt < 300) {
        requestAnimationFrame(check);
        return;
      }
      changes.disconnect();
      resolve(document.documentElement.scrollHeight);
    };
    check();
  });
}

/**
 * Scrolls the page to its bottom a screen at a time and back to the top: every part that loads after the first
 * paint, or as it nears the viewport, has then arrived. Once at the bottom, the page may still grow as parts arrive,
 * so it goes on until it stops growing.
 */
export async function scrollThrough(driver: Driver): Promise<void> {
  let height = 0;
  for (let step = 0; step < 200; step += 1) {
    const atBottom = await driver.run(async () => {
      window.scrollBy(0, innerHeight);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return innerHeight + scrollY >= document.documentElement.scrollHeight - 1;
    }, null);
    if (!atBottom) continue;
    const grown = await driver.run(whenWhole, null);
    if (grown === height) break;
    height = grown;
  }
  await driver.run(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), null);
}
