import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  HeardJourney,
  HeardReport,
  HeardRow,
  HeardRun,
  HeardStep,
} from '../src/pages/documentation/docTypes';
import { blockSlugs, kitFileSlugs } from '../tests/tested-for';
import { documentedSlug } from './kit-tests';

/*
 * "Screen reader" on each documentation page: what Orca said on the journeys through a kit file or a block, read at
 * build time from what the screen-reader tests (tests/orca) wrote in their last run, one file per browser. The files
 * are committed and a run rewrites them; until one has run there are none, and every page says so.
 */

/** Where the screen-reader tests write their runs, from the project's root. */
export const heardFolder = 'tests/orca/heard';

/** The browsers the runs are in, named as their files are (`firefox.json`), in the order the tables show them. */
export const heardBrowsers = ['firefox', 'chromium'] as const;

/** The files a run is read from, whether they are there or not: a build watches them all. */
export function heardFiles(root: string, folder: string = heardFolder): string[] {
  return heardBrowsers.map((browser) => path.join(root, folder, `${browser}.json`));
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A run as the tests write it (`HeardRun`), or an error naming the file and the first thing that is not. */
function checkedRun(value: unknown, where: string, known: ReadonlySet<string>): HeardRun {
  const fail = (what: string): never => {
    throw new Error(`kit-heard: ${where}: ${what}. The screen-reader tests write a HeardRun (docTypes.ts).`);
  };
  if (!isFields(value)) return fail('it is not an object');
  const { reader, browser, date, journeys } = value;
  if (typeof reader !== 'string' || typeof browser !== 'string' || typeof date !== 'string')
    return fail('its reader, browser and date are not all text');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return fail(`its date, "${date}", is not yyyy-mm-dd`);
  if (!Array.isArray(journeys)) return fail('it has no journeys');
  const checkedStep = (step: unknown, journey: string, index: number): HeardStep => {
    const at = `the journey "${journey}", step ${index + 1},`;
    if (!isFields(step)) return fail(`${at} is not an object`);
    const { does, keys, expected, heard, passed, problem } = step;
    if (typeof does !== 'string' || !isStrings(keys) || !isStrings(expected) || !isStrings(heard))
      return fail(`${at} has no does, keys, expected and heard as text`);
    if (typeof passed !== 'boolean') return fail(`${at} does not say whether it passed`);
    if (problem !== undefined && typeof problem !== 'string')
      return fail(`${at} has a problem that is not text`);
    return { does, keys, expected, heard, passed, problem };
  };
  const checkedJourney = (journey: unknown, index: number): HeardJourney => {
    if (!isFields(journey) || typeof journey.name !== 'string')
      return fail(`journey ${index + 1} has no name`);
    const { name, kit, steps } = journey;
    if (!isStrings(kit) || !Array.isArray(steps)) return fail(`the journey "${name}" has no kit or no steps`);
    for (const slug of kit) {
      if (!known.has(slug))
        fail(
          `the journey "${name}" names "${slug}", which is neither a kit file nor a block; run the screen-reader tests again`,
        );
    }
    return { name, kit, steps: steps.map((step, at) => checkedStep(step, name, at)) };
  };
  return { reader, browser, date, journeys: journeys.map(checkedJourney) };
}

/**
 * The runs in `folder` (from `root`), one per browser whose file is there, in `heardBrowsers`' order; none when no
 * run has been recorded. A file that is not a run, or a journey that names no kit file or block, fails the build.
 */
export function readHeardRuns(
  root: string,
  folder: string = heardFolder,
  known: ReadonlySet<string> = new Set([...kitFileSlugs, ...blockSlugs]),
): HeardRun[] {
  return heardFiles(root, folder)
    .filter((file) => existsSync(file))
    .map((file) => {
      const where = path.relative(root, file);
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new Error(`kit-heard: ${where} is not JSON: ${(error as Error).message}`);
      }
      return checkedRun(parsed, where, known);
    });
}

/**
 * A step is the same step in another run when it does the same with the same keys; what it must make heard may
 * differ, since a browser can have phrases of its own (a journey step's `hearIn`).
 */
const stepKey = (step: Pick<HeardStep, 'does' | 'keys'>) => JSON.stringify([step.does, step.keys]);

/**
 * The "Screen reader" section of the page named `slug`: the runs, and every journey that names it, each step a row
 * with what every run heard there. A journey is the same in every run by its name, and a step by what it does and its
 * keys (the second of two such steps matching the other run's second). A step one run has and
 * another has not (a run of older tests, or one that stopped early) gets a row of its own, empty in the other run's
 * column: no run is shown hearing what it was never asked.
 */
export function heardReport(runs: readonly HeardRun[], slug: string): HeardReport {
  const journeys: HeardReport['journeys'] = [];
  runs.forEach((run, runIndex) => {
    for (const journey of run.journeys.filter((candidate) => candidate.kit.includes(slug))) {
      let table = journeys.find((candidate) => candidate.name === journey.name);
      if (!table) {
        table = { name: journey.name, rows: [] };
        journeys.push(table);
      }
      const { rows } = table;
      const seen = new Map<string, number>();
      // A step no other run has goes after the row of this run's step before it.
      let previous: HeardRow | undefined;
      for (const { expected, heard, passed, problem, ...step } of journey.steps) {
        const key = stepKey(step);
        const nth = seen.get(key) ?? 0;
        seen.set(key, nth + 1);
        let row = rows.filter((candidate) => stepKey(candidate) === key)[nth];
        if (!row) {
          row = { ...step, results: runs.map(() => null) };
          rows.splice(previous ? rows.indexOf(previous) + 1 : 0, 0, row);
        }
        row.results[runIndex] = { expected, heard, passed, problem };
        previous = row;
      }
    }
  });
  return { runs: runs.map(({ reader, browser, date }) => ({ reader, browser, date })), journeys };
}

/**
 * The "Screen reader" section of a file the documentation shows (a kit file, or a block's main file), from the runs
 * in `folder`; no runs and no journeys for any other file.
 */
export function heardOfFile(root: string, file: string, folder: string = heardFolder): HeardReport {
  const slug = documentedSlug(root, file);
  return slug === undefined ? { runs: [], journeys: [] } : heardReport(readHeardRuns(root, folder), slug);
}
