// Which browser tests run in which engine, and why: the one place that says so. playwright.config.ts builds its
// projects from it, the README's engines table repeats it, and tests/unit/engines.test.ts checks that every spec
// file is listed here.
//
// - Chromium runs every e2e spec (tests/e2e).
// - Firefox runs the specs marked `firefox` below, over WebDriver BiDi, leaving out tests tagged `@chromium-only`.
// - WebKit runs its own suite (tests/webkit) over classic WebDriver; it shares the journeys, the keyboard tour and
//   the route list with the others (tests/shared).

/** Why a spec, or a test tagged `@chromium-only`, runs in Chromium alone. */
export const chromiumOnlyBecause = {
  devtools:
    'reads Chromium’s DevTools protocol: the accessibility tree a screen reader gets, spoken output, the fonts a text was drawn in',
  emulation:
    'emulates a media feature (colour scheme, forced colours, reduced motion) that WebDriver BiDi cannot in Firefox 153',
  baselines:
    'compares pictures with baselines drawn by Chromium: another engine’s text rendering differs by design',
  layoutShift: 'measures layout shift with the Layout Instability API, which only Chromium implements',
  firefoxCrash:
    'crashes Firefox 153’s content process under WebDriver BiDi ("argument is not a global object" in its Realm code, then a segfault): axe-core run after Playwright has reached into the page through its isolated world (a locator on <html>, an open side menu), and one documentation test. Firefox runs axe on every route in the page’s own world (tests/shared/axe.ts); these run in Chromium',
  bidiGap: 'waits for a download, which Playwright does not report from Firefox over WebDriver BiDi',
  engineFree:
    'checks what the build serves (bytes, font subsets) or colour maths: the same in every engine, so run once',
  budget:
    'the CI run has to stay well under 30 minutes on 2 cores: these deep checks run in Chromium, and the journeys they cover run in every engine through tests/shared/journeys.ts',
} as const;

export type ChromiumOnlyReason = keyof typeof chromiumOnlyBecause;

/** Every e2e spec: `firefox` where Firefox runs it too, otherwise the reason it stays in Chromium. */
export const e2eSpecs: Record<string, 'firefox' | ChromiumOnlyReason> = {
  'a11y.spec.ts': 'firefox',
  'boundaries.spec.ts': 'engineFree',
  'container-blocks.spec.ts': 'firefox',
  'budget.spec.ts': 'engineFree',
  'documentation-axe.spec.ts': 'budget',
  'documentation-blocks.spec.ts': 'budget',
  'documentation-copying.spec.ts': 'budget',
  'documentation-kit-pages.spec.ts': 'budget',
  'documentation-markdown.spec.ts': 'budget',
  'documentation-navigation.spec.ts': 'budget',
  'documentation-sections.spec.ts': 'budget',
  'first-screen.spec.ts': 'firefox',
  'font-subset.spec.ts': 'engineFree',
  'forced-colors.spec.ts': 'emulation',
  'home-content.spec.ts': 'budget',
  'home-controls.spec.ts': 'budget',
  'home-navigation.spec.ts': 'budget',
  'home-overlays.spec.ts': 'budget',
  'home-quality.spec.ts': 'budget',
  'journeys.spec.ts': 'firefox',
  'keyboard-tour.spec.ts': 'firefox',
  'landing.spec.ts': 'budget',
  'navbar.spec.ts': 'budget',
  'navigation.spec.ts': 'firefox',
  'nucleoicons.spec.ts': 'firefox',
  'pages-visual.spec.ts': 'baselines',
  'playground.spec.ts': 'devtools',
  'reader-tree-early.spec.ts': 'devtools',
  'reader-tree.spec.ts': 'devtools',
  'reflow.spec.ts': 'budget',
  'routes.spec.ts': 'firefox',
  'rtl-direction.spec.ts': 'budget',
  'rtl-keys.spec.ts': 'budget',
  'rtl-layout.spec.ts': 'budget',
  'rtl-pages.spec.ts': 'budget',
  'rtl-visual.spec.ts': 'baselines',
  'scroll-lock.spec.ts': 'firefox',
  'search.spec.ts': 'firefox',
  'side-menu.spec.ts': 'firefox',
  'signup.spec.ts': 'budget',
  'skippable-sections.spec.ts': 'budget',
  'spoken-tree.spec.ts': 'devtools',
  'spoken.spec.ts': 'devtools',
  'theme.spec.ts': 'firefox',
  'themes-import.spec.ts': 'firefox',
  'themes.spec.ts': 'budget',
  'themes-logo.spec.ts': 'firefox',
  'user-profile.spec.ts': 'budget',
  'visual.spec.ts': 'baselines',
};

/** The specs Firefox runs. */
export const firefoxSpecs = Object.entries(e2eSpecs)
  .filter(([, where]) => where === 'firefox')
  .map(([file]) => file);

/**
 * The tag for a test, inside a spec Firefox runs, that needs Chromium: `test('…', chromiumOnly('emulation'), …)`.
 * The reason is part of the tag, so a report lists it.
 */
export function chromiumOnly(reason: ChromiumOnlyReason): { tag: string } {
  return { tag: `@chromium-only:${reason}` };
}

export const chromiumOnlyTag = /@chromium-only:/;
