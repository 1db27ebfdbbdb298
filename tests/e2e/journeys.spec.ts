import { runJourney } from '../shared/journey-runner';
import { journeys } from '../shared/journeys';
import { kitTags } from '../tested-for';
import { playwrightDriver } from '../shared/playwright-driver';
import { test, viewports } from './fixtures';

/*
 * Every stateful widget by keyboard, as the W3C APG has it: the journeys of tests/shared/journeys.ts, the same ones
 * the WebKit suite runs over WebDriver (tests/webkit/journeys.spec.ts).
 */
for (const journey of journeys) {
  test.describe(() => {
    test.use({ viewport: viewports[journey.viewport ?? 'wide'] });
    test(journey.name, kitTags(...journey.kit), async ({ page }) => {
      await runJourney(playwrightDriver(page), journey);
    });
  });
}
