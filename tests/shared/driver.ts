// What every browser test that runs in more than one engine needs from its browser, whichever program drives it:
// Playwright in Chromium and Firefox (playwright-driver.ts), WebDriver in WebKit (tests/webkit/fixtures.ts). The
// journeys (journeys.ts) and the keyboard tour (keyboard.ts) are written on it once.

/** What a test needs from a browser, whichever program drives it. */
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
