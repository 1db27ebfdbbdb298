// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { heardOfFile, heardReport, readHeardRuns } from '../../../scripts/kit-heard';
import type { HeardRun, HeardStep } from '../../../src/pages/documentation/docTypes';

/*
 * "Screen reader" (scripts/kit-heard.ts): the screen-reader tests' runs read as the build reads them, from the
 * fixture runs in tests/unit/fixtures/heard (a small Firefox and Chromium pair, for these tests, not a real run),
 * and given to each page by the kit files and blocks its journeys name.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const fixtures = 'tests/unit/fixtures/heard';
const modalJourney = 'modal dialog: Enter opens it with its title, Escape closes it back on its button';

const temporary = mkdtempSync(path.join(tmpdir(), 'kit-heard-'));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

/** A folder of `temporary` holding these files, by name. */
function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(temporary, 'runs-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  return path.relative(root, folder);
}

const step = (does: string, heard: string[], passed = true): HeardStep => ({
  does,
  keys: ['Space'],
  expected: ['on'],
  heard,
  passed,
});

const run = (browser: string, steps: HeardStep[]): HeardRun => ({
  reader: 'Orca 43.1',
  browser,
  date: '2026-11-28',
  journeys: [{ name: 'switch', kit: ['switch'], steps }],
});

describe('reading the runs', () => {
  it('reads one run per browser whose file is there, Firefox first, and none when none has been recorded', () => {
    const runs = readHeardRuns(root, fixtures);
    expect(runs.map((found) => [found.reader, found.browser, found.date])).toEqual([
      ['Orca 43.1', 'Firefox 153.8.0esr', '2026-11-28'],
      ['Orca 43.1', 'Chromium 156.0.7461.102', '2026-11-28'],
    ]);
    expect(readHeardRuns(root, folderWith({}))).toEqual([]);
    expect(readHeardRuns(root, 'tests/orca/no-such-folder')).toEqual([]);
    const chromiumOnly = folderWith({ 'chromium.json': JSON.stringify(run('Chromium 156', [])) });
    expect(readHeardRuns(root, chromiumOnly).map((found) => found.browser)).toEqual(['Chromium 156']);
  });

  it('fails the build, naming the file and what is wrong, on a file that is no run', () => {
    const at = (text: string) => {
      const folder = folderWith({ 'firefox.json': text });
      return [() => readHeardRuns(root, folder), `${folder}/firefox.json`] as const;
    };
    const [notJson, notJsonFile] = at('{ "reader": ');
    expect(notJson).toThrow(`kit-heard: ${notJsonFile} is not JSON`);
    const [noDate, noDateFile] = at(JSON.stringify({ ...run('Firefox 153', []), date: '28/11/2026' }));
    expect(noDate).toThrow(`kit-heard: ${noDateFile}: its date, "28/11/2026", is not yyyy-mm-dd.`);
    const [noPassed, noPassedFile] = at(
      JSON.stringify(run('Firefox 153', [{ ...step('Space', []), passed: 'yes' } as unknown as HeardStep])),
    );
    expect(noPassed).toThrow(
      `kit-heard: ${noPassedFile}: the journey "switch", step 1, does not say whether it passed.`,
    );
    const [unknown, unknownFile] = at(
      JSON.stringify({ ...run('Firefox 153', []), journeys: [{ name: 'x', kit: ['swich'], steps: [] }] }),
    );
    expect(unknown).toThrow(
      `kit-heard: ${unknownFile}: the journey "x" names "swich", which is neither a kit file nor a block`,
    );
  });
});

describe('a page’s journeys', () => {
  const runs = readHeardRuns(root, fixtures);

  it('are those that name it, each step with what each browser heard, a failed step with its problem', () => {
    const report = heardReport(runs, 'modal');
    expect(report.runs).toEqual([
      { reader: 'Orca 43.1', browser: 'Firefox 153.8.0esr', date: '2026-11-28' },
      { reader: 'Orca 43.1', browser: 'Chromium 156.0.7461.102', date: '2026-11-28' },
    ]);
    expect(report.journeys.map((journey) => journey.name)).toEqual([modalJourney]);
    const [focus, enter, escape] = report.journeys[0]?.rows ?? [];
    expect(focus?.does).toBe('Focus "Launch demo modal" on the home page');
    const expected = ['Delete this project?', 'dialog'];
    expect(enter).toEqual({
      does: 'Enter on "Launch demo modal"',
      keys: ['Enter'],
      results: [
        {
          expected,
          heard: [],
          passed: false,
          problem: '"Delete this project?" was not said; "dialog" was not said',
        },
        {
          expected,
          heard: [
            'Components · Paper Kit A11y document web.',
            'Delete this project? dialog The project, its three pages and every draft in it would be gone for good.',
            'Close push button.',
          ],
          passed: true,
        },
      ],
    });
    expect(escape?.results.map((result) => result?.passed)).toEqual([true, true]);
    // Every kit file and block a journey names has it: a helper it uses, and a block.
    expect(heardReport(runs, 'focus-after-paint').journeys.map((journey) => journey.name)).toEqual([
      modalJourney,
    ]);
    expect(heardReport(runs, 'sign-up-card').journeys[0]?.rows.map((row) => row.keys)).toEqual([
      ['Control+Home', '1'],
      ['2'],
      ['f'],
    ]);
  });

  it('are none for a page no journey names, with the runs still said', () => {
    expect(heardReport(runs, 'card')).toEqual({ runs: heardReport(runs, 'modal').runs, journeys: [] });
    expect(heardReport([], 'modal')).toEqual({ runs: [], journeys: [] });
  });

  it('match a step across runs by what it does and its keys; one a run has not is empty there', () => {
    const firefox = run('Firefox 153', [
      step('Focus', ['switch off']),
      step('Space', ['on']),
      step('Space', ['off']),
    ]);
    // Chromium's run stopped after a failed step, and it had a step of its own, as a run of other tests would.
    const chromium = run('Chromium 156', [
      step('Focus', ['switch off']),
      step('Tab', [], false),
      step('Space', ['on']),
    ]);
    const rows = heardReport([firefox, chromium], 'switch').journeys[0]?.rows ?? [];
    expect(rows.map((row) => [row.does, row.results.map((result) => result?.heard ?? null)])).toEqual([
      ['Focus', [['switch off'], ['switch off']]],
      ['Tab', [null, []]],
      ['Space', [['on'], ['on']]],
      ['Space', [['off'], null]],
    ]);
    // A step is the same step where a browser has phrases of its own to hear.
    const chromiumOwn = run('Chromium 156', [
      { ...step('Focus', ['switch, off']), expected: ['switch, off'] },
    ]);
    const [focus] = heardReport([firefox, chromiumOwn], 'switch').journeys[0]?.rows ?? [];
    expect(focus?.results.map((result) => result?.expected)).toEqual([['on'], ['switch, off']]);
    // A journey only one run has is a table of its own.
    const other = { name: 'tabs', kit: ['switch'], steps: [step('ArrowRight', ['Profile tab'])] };
    const report = heardReport([firefox, { ...chromium, journeys: [...chromium.journeys, other] }], 'switch');
    expect(report.journeys.map((journey) => journey.name)).toEqual(['switch', 'tabs']);
    expect(report.journeys[1]?.rows[0]?.results.map((result) => result?.passed ?? null)).toEqual([
      null,
      true,
    ]);
  });
});

describe('the file a page shows', () => {
  it('gives a kit file and a block’s main file their journeys, and any other file none', () => {
    const names = (file: string) =>
      heardOfFile(root, path.join(root, file), fixtures).journeys.map((journey) => journey.name);
    expect(names('src/kit/modal.tsx')).toEqual([modalJourney]);
    expect(names('src/blocks/sign-up-card/sign-up-card.tsx')).toHaveLength(1);
    expect(heardOfFile(root, path.join(root, 'src/blocks/team-cards/pictures.ts'), fixtures)).toEqual({
      runs: [],
      journeys: [],
    });
    expect(heardOfFile(root, path.join(root, 'src/examples/modal-demo.tsx'), fixtures)).toEqual({
      runs: [],
      journeys: [],
    });
  });

  it('is read from tests/orca/heard by default, and the build tolerates the folder being empty', () => {
    mkdirSync(path.join(temporary, 'src/kit'), { recursive: true });
    const file = path.join(temporary, 'src/kit/switch.tsx');
    writeFileSync(file, 'export {};\n');
    expect(heardOfFile(temporary, file)).toEqual({ runs: [], journeys: [] });
  });
});
