import { runJourney } from '../shared/journey-runner';
import { journeys } from '../shared/journeys';
import { kitTags } from '../tested-for';
import { test } from './fixtures';

/* Every stateful widget by keyboard in WebKit: the journeys Chromium and Firefox run (tests/e2e/journeys.spec.ts). */
// A journey WebKit fails for now says why (`webkitFails`), and is left out here, so that Tested for does not list it.
for (const journey of journeys.filter((each) => each.webkitFails === undefined)) {
  test.describe(() => {
    test.use({ window: journey.viewport ?? 'wide' });
    test(journey.name, kitTags(...journey.kit), async ({ webkit }) => {
      await runJourney(webkit, journey);
    });
  });
}
