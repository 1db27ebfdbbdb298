import { scrollThrough } from '../shared/driver';
import { keyboardTour, tourFailures } from '../shared/keyboard';
import { routes, SITE_NAME, tours } from '../shared/routes';
import { kitTags, shownOn, withKeys } from '../tested-for';
import { expect, test, windows } from './fixtures';

/* Every route in WebKit: it loads, React takes it over, it has its title and one h1, and nothing reports an error. */
for (const route of routes) {
  test(`#/${route.path} loads with its title and exactly one h1`, async ({ webkit }) => {
    await webkit.open(route.path);
    await expect.poll(() => webkit.session.getTitle()).toBe(`${route.title} · ${SITE_NAME}`);
    expect(await webkit.run(() => document.querySelectorAll('h1').length, null)).toBe(1);
  });
}

test('an unknown route shows the not-found page', async ({ webkit }) => {
  await webkit.open('no/such/page');
  expect(await webkit.run(() => document.querySelector('main h1')?.textContent, null)).toBe('Page not found');
});

/*
 * The keyboard tour of tests/shared/keyboard.ts, as Chromium and Firefox take it: every stop on screen, with a
 * focus ring, not covered, clear of the navbar, and named by WebKit's own accessibility (WebDriver's computed label).
 */
const MAX_PRESSES = 600;
for (const window of ['wide', 'narrow'] as const) {
  test.describe(`keyboard tour, ${windows[window].width} px window`, () => {
    test.use({ window });
    // At 375 px, home alone (left to right and right to left): CI time (tests/engines.ts).
    for (const path of tours.filter((path) => window === 'wide' || path.startsWith('home'))) {
      test(
        `#/${path}: every Tab stop is visible, named and clear of the navbar`,
        kitTags(...withKeys(shownOn(path))),
        async ({ webkit }) => {
          await webkit.open(path);
          await scrollThrough(webkit);
          const tour = await keyboardTour(webkit, MAX_PRESSES);
          expect(tourFailures(tour, MAX_PRESSES), `${tour.stops.length} stops`).toEqual([]);
        },
      );
    }
  });
}
