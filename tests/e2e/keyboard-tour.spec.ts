import { chromiumOnly } from '../engines';
import { keyboardTour, tabStopCount, tourFailures } from '../shared/keyboard';
import { kitTags, shownOn, tags, withKeys } from '../tested-for';
import { expect, sweepTimeout, test, tours, viewports, visitComplete } from './fixtures';

/*
 * A keyboard tour: Tab through every route from the top of the document until focus wraps, and at every stop check
 * that the focused element is on screen with a visible focus ring, has an accessible name, and is not hidden under
 * the fixed navbar or anything else (tests/shared/keyboard.ts, which the registry test's apps use too).
 */

const MAX_PRESSES = 600;

for (const viewport of [viewports.wide, viewports.narrow]) {
  test.describe(`keyboard tour at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of tours) {
      // Firefox tours home both ways at both widths, and the user profile and the documentation at 1280 px
      // (tests/engines.ts: CI time); WebKit's suite tours every route.
      const firefoxToo =
        path.startsWith('home') ||
        (viewport === viewports.wide && ['user-profile', 'documentation'].includes(path));
      test(
        `#/${path}: every Tab stop is visible, named and clear of the navbar`,
        // Each stop of every component on the page that takes focus.
        tags(firefoxToo ? {} : chromiumOnly('budget'), kitTags(...withKeys(shownOn(path)))),
        async ({ page }) => {
          await visitComplete(page, path);
          // Up to 130 ms a stop at 3× CPU, on one worker (home has about 150).
          sweepTimeout(await tabStopCount(page), 260);
          const tour = await keyboardTour(page, MAX_PRESSES);
          expect(tourFailures(tour, MAX_PRESSES), `${tour.stops.length} stops`).toEqual([]);
        },
      );
    }
  });
}
