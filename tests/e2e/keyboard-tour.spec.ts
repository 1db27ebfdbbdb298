import { keyboardTour } from '../shared/keyboard';
import { expect, routes, test, viewports, visitComplete } from './fixtures';

/*
 * A keyboard tour: Tab through every route from the top of the document until focus wraps, and at every stop check
 * that the focused element is on screen with a visible focus ring, has an accessible name, and is not hidden under
 * the fixed navbar or anything else (tests/shared/keyboard.ts, which the registry test's apps use too).
 */

const MAX_PRESSES = 600;

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
        const tour = await keyboardTour(page, MAX_PRESSES);
        const labels = tour.stops.map((stop) => stop.label);
        expect(tour.end, `focus never wrapped in ${MAX_PRESSES} presses`).not.toBeNull();
        expect(tour.problems, `${tour.problems.length} problems in ${labels.length} stops`).toEqual([]);
        expect(labels[0], 'the tour starts at the skip link').toContain('"Skip to content"');
        expect(tour.stops.filter((stop) => stop.inMain).length, 'stops inside main').toBeGreaterThan(0);
      });
    }
  });
}
