import { runJourney } from '../shared/journey-runner';
import { journeys } from '../shared/journeys';
import { kitTags } from '../tested-for';
import { test } from './fixtures';

/* Every stateful widget by keyboard in WebKit: the journeys Chromium and Firefox run (tests/e2e/journeys.spec.ts). */
for (const journey of journeys) {
  test.describe(() => {
    test.use({ window: journey.viewport ?? 'wide' });
    test(journey.name, kitTags(...journey.kit), async ({ webkit }) => {
      await runJourney(webkit, journey);
    });
  });
}
