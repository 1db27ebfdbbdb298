import type { HeardJourney } from '../../src/pages/documentation/docTypes';
import { runJourney, type Journey } from '../shared/journey-runner';
import { journeys } from '../shared/journeys';
import { readerJourneys } from './reader-journeys';
import { kitTags } from '../tested-for';
import { expect, test } from './fixtures';
import { atMostFor, expectedOf, hearingProblem, recordJourney } from './hearing';
import type { ReaderKey } from './session';

/*
 * The journeys of every stateful widget, heard by Orca in Firefox and Chromium: the same journeys the keyboard tests
 * run in every engine (tests/shared/journeys.ts), their keys typed through the X server, and what Orca says after each
 * step held to the step's `hear`. Every step's transcript is written down for the documentation
 * (tests/orca/heard/<browser>.json), passed or not. The journeys run one after another in one session a browser.
 */
const viewports = { narrow: { width: 375, height: 740 }, wide: { width: 1280, height: 800 } } as const;

const heardJourneys = [...(journeys as Journey<ReaderKey>[]), ...readerJourneys];
const order = heardJourneys.map((journey) => journey.name);

for (const journey of heardJourneys) {
  test(journey.name, kitTags(...journey.kit), async ({ reader }) => {
    const heard: HeardJourney = { name: journey.name, kit: journey.kit, steps: [] };
    const { steps } = heard;
    await reader.page.setViewportSize(viewports[journey.viewport ?? 'wide']);
    // A journey whose first step neither moves focus nor presses a key hears how its page arrives.
    const [first] = journey.steps;
    const arrival = first !== undefined && !first.focus && !first.press;
    await runJourney(reader.driver({ arrival }), journey, async (step, context) => {
      const lines = reader.heard();
      const expected = expectedOf(step, reader.browser);
      const problem = hearingProblem(expected, lines, atMostFor(step), step.hearNot);
      steps.push({
        does: step.does,
        keys: step.press ?? [],
        expected,
        heard: lines,
        passed: problem === null,
        ...(problem ? { problem } : {}),
      });
      const transcript = steps.map((done) => `  ${done.does}: ${JSON.stringify(done.heard)}`).join('\n');
      expect.soft(problem, `${reader.browser}: ${context}\nheard so far:\n${transcript}`).toBeNull();
    }).finally(() => recordJourney(reader.browser, reader.versions, heard, order));
  });
}
