// What a journey's step must sound like (its `hear`, tests/shared/journey-runner.ts), checked against what Orca said,
// and the runs written down for the documentation's "Screen reader" tables (tests/orca/heard/<browser>.json).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HeardJourney, HeardRun } from '../../src/pages/documentation/docTypes';
import type { Step } from '../shared/journey-runner';
import type { ReaderBrowser } from './session';

/** The phrases a step must say in `browser`: its own phrases there where they differ, else the shared ones. */
export function expectedOf(step: Step<string>, browser: ReaderBrowser): string[] {
  return step.hearIn?.[browser] ?? step.hear ?? [];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How often `phrase` was said: as whole words, in any case, within a line or across two; a phrase written as
 * `/…/` is a pattern, matched line by line (`^` and `$` are a line's ends), for what changes from day to day.
 */
function timesSaid(phrase: string, heard: readonly string[]): number {
  const pattern = /^\/(.+)\/$/.exec(phrase)?.[1];
  const matcher = pattern
    ? new RegExp(pattern, 'gimu')
    : new RegExp(`(?<![\\p{L}\\p{N}])${escaped(phrase)}(?![\\p{L}\\p{N}])`, 'giu');
  return heard.join(pattern ? '\n' : ' ').match(matcher)?.length ?? 0;
}

/** What a step may say at most, in characters: a focus moved into a part of the page, and each key a line or two. */
export function atMostFor(step: Step<string>): number {
  return step.hearAtMost ?? (step.focus ? 200 : 0) + 160 * Math.max(1, step.press?.length ?? 0);
}

/**
 * Why what was heard is not what the step must sound like: a phrase not said, or said more than once, a phrase
 * said that must not be, or too much said in all. Null when it is right.
 */
export function hearingProblem(
  expected: readonly string[],
  heard: readonly string[],
  atMost: number,
  unsaid: readonly string[] = [],
): string | null {
  const problems: string[] = [];
  for (const phrase of expected) {
    const times = timesSaid(phrase, heard);
    if (times !== 1)
      problems.push(times === 0 ? `"${phrase}" was not said` : `"${phrase}" was said ${times} times`);
  }
  for (const phrase of unsaid) if (timesSaid(phrase, heard) > 0) problems.push(`"${phrase}" was said`);
  const length = heard.join(' ').length;
  if (length > atMost) problems.push(`${length} characters were said, more than ${atMost}`);
  return problems.length > 0 ? problems.join('; ') : null;
}

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'heard');

/**
 * Writes down a journey as a browser's run heard it, for the documentation: in its place among `order` (the journeys
 * there are; any other is dropped), beside the others' last runs, with the versions and the day of this one.
 */
export function recordJourney(
  browser: ReaderBrowser,
  versions: { orca: string; browser: string },
  journey: HeardJourney,
  order: readonly string[],
): void {
  const file = path.join(folder, `${browser}.json`);
  const earlier = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as HeardRun).journeys : [];
  const run: HeardRun = {
    reader: versions.orca,
    browser: versions.browser,
    date: new Date().toISOString().slice(0, 10),
    journeys: order.flatMap((name) =>
      name === journey.name ? [journey] : earlier.filter((other) => other.name === name),
    ),
  };
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
}
