// A driver (tests/shared/driver.ts) over a Playwright page, in Chromium or Firefox.
import { expect, type CDPSession, type Page } from '@playwright/test';
import { appReady, type Driver } from './driver';

/** The engine a Playwright page runs in. */
export function engineOf(page: Page): Driver['engine'] {
  const name = page.context().browser()?.browserType().name();
  return name === 'firefox' ? 'firefox' : name === 'webkit' ? 'webkit' : 'chromium';
}

/** Reads the role and name of the focused element from Chromium's own accessibility tree (DevTools protocol). */
async function chromiumFocusedName(cdp: CDPSession): Promise<{ role: string; name: string }> {
  await cdp.send('DOM.enable');
  await cdp.send('Accessibility.enable');
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
  const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    backendNodeId: node.backendNodeId,
    fetchRelatives: false,
  });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId ?? '' });
  const ax = nodes.find((candidate) => candidate.backendDOMNodeId === node.backendNodeId) ?? nodes[0];
  return { role: String(ax?.role?.value ?? 'none'), name: String(ax?.name?.value ?? '').trim() };
}

/**
 * Reads the role and name of the focused element from Playwright's ARIA snapshot: Firefox's own accessibility
 * tree is not reachable over WebDriver BiDi, so Playwright's computation (the W3C accname rules) stands in.
 */
async function snapshotFocusedName(page: Page): Promise<{ role: string; name: string }> {
  const focused = page.locator('*:focus').first();
  const snapshot = await focused.ariaSnapshot();
  // A line holding ": " is quoted whole in YAML: - 'link "useScrollLock: Holds…"'.
  const line = (snapshot.split('\n')[0] ?? '').replace(
    /^- '(.*)'(:?)$/,
    (_, inner: string, colon: string) => `- ${inner.replace(/''/g, "'")}${colon}`,
  );
  const match = /^- ([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
  if (match) return { role: match[1] ?? 'none', name: (match[2] ?? '').replace(/\\(.)/g, '$1').trim() };
  // No ARIA role, so no snapshot line (a colour input has none): its name, by the same accname rules.
  const named = await expect(focused)
    .toHaveAccessibleName(/\S/, { timeout: 500 })
    .then(
      () => true,
      () => false,
    );
  return { role: 'none', name: named ? '(named; no ARIA role)' : '' };
}

export function playwrightDriver(page: Page): Driver {
  const engine = engineOf(page);
  let cdp: CDPSession | null = null;
  return {
    engine,
    async open(path) {
      await page.goto(`./#/${path}`);
      await page.waitForFunction(appReady);
    },
    run: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) =>
      page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown),
    press: (key) => page.keyboard.press(key),
    async focusedName() {
      if (engine !== 'chromium') return snapshotFocusedName(page);
      cdp ??= await page.context().newCDPSession(page);
      return chromiumFocusedName(cdp);
    },
    async dispose() {
      await cdp?.detach();
      cdp = null;
    },
  };
}
