import type {
  ApiPart,
  BlockSource,
  BundleCost,
  HeardReport,
  HeardResult,
  HeardRow,
  HeardRunInfo,
  KeyRow,
  KitRecord,
  KitSource,
} from './docTypes';
import { mainExport, pascalCase } from './registry';
import { kilobytes } from './sizes';

/*
 * What a documentation page says, decided once for the page the browser draws (DocBody, BlockBody, DocSections)
 * and for the Markdown the build writes beside it (scripts/kit-markdown.ts): which sections it has, what its
 * tables are headed, what its install command is. Pure: no React, so the build can import it.
 */

/** The word after an API part's name: "Slider Component". */
export const kindLabels: Record<ApiPart['kind'], string> = {
  component: 'Component',
  function: 'Function',
  hook: 'Hook',
  class: 'Class',
  type: 'Type',
  constant: 'Constant',
};

/** The heading of an API table's first column: a component's props, a type's fields, a function's parameters. */
export function apiRowHeading(kind: ApiPart['kind']): 'Prop' | 'Field' | 'Parameter' {
  if (kind === 'component') return 'Prop';
  return kind === 'type' || kind === 'class' ? 'Field' : 'Parameter';
}

/** The keys of a chord, `Shift+Tab` as `Shift` and `Tab`, each as it is read: `ArrowUp` as "Arrow Up". */
export function chordKeys(chord: string): string[] {
  return chord.split('+').map((key) => key.replace(/([a-z])([A-Z])/g, '$1 $2'));
}

/** What a keys table says in its place when there are no keys. */
export function noKeysSentence(name: string): string {
  return `${name} has no keyboard interaction of its own: nothing in it takes focus unless you put a control inside.`;
}

/** The section under a kit file's demo: its keys, its main export's `@remarks`, and its title. */
export interface KitUsage {
  /** "Keyboard" when it shows keys, "Notes" when it shows only remarks, null when it has neither. */
  title: 'Keyboard' | 'Notes' | null;
  keys: readonly KeyRow[] | null;
  remarks: string | undefined;
}

/**
 * A component always has a keys table (an empty one says it has no keys of its own); a helper (pure logic, a
 * hook) has one only when it has keys, and otherwise its notes say how to use it well. The notes are the main
 * export's `@remarks`, read from the kit file: the registry prints the same after installing it.
 */
export function kitUsage(
  group: KitRecord['group'],
  keys: readonly KeyRow[] = [],
  source: Pick<KitSource, 'file' | 'api'>,
): KitUsage {
  const remarks = mainExport(source.file, source.api)?.remarks;
  const shown = group === 'component' || keys.length > 0 ? keys : null;
  return { title: shown ? 'Keyboard' : remarks ? 'Notes' : null, keys: shown, remarks };
}

/** The title of a block page's section for its keys and its component's `@remarks`. */
export const blockUsageTitle = 'Keyboard and screen reader';

/** The section of a block's page for its keys and its component's `@remarks`. */
export interface BlockUsage {
  /** Empty when the block has no keys of its own; its table says so. */
  keys: readonly KeyRow[];
  remarks: string | undefined;
}

/** A block's keys and notes: the notes are its component's `@remarks`, read from its main file, as the registry's docs are. */
export function blockUsage(keys: readonly KeyRow[] = [], main: Pick<KitSource, 'file' | 'api'>): BlockUsage {
  return { keys, remarks: mainExport(main.file, main.api)?.remarks };
}

/**
 * A block's API: the part named after the block (`SignUpCard` for `sign-up-card`) first, then its files' other
 * exports, without the constants (the sample pictures are data, not API).
 */
export function blockApi(slug: string, files: readonly Pick<KitSource, 'api'>[]): ApiPart[] {
  const main = pascalCase(slug);
  const parts = files.flatMap((file) => file.api).filter((part) => part.kind !== 'constant');
  return [...parts.filter((part) => part.name === main), ...parts.filter((part) => part.name !== main)];
}

/** A file that starts with `"use client"`: a client component in a Next.js App Router app. */
export function startsWithUseClient(text: string): boolean {
  return /^(['"])use client\1/.test(text);
}

/**
 * The `npm install` line for a kit file's packages at the site's versions, or null when it needs none. React is
 * already in any React app: the command installs what the file adds.
 */
export function npmInstallCommand(packages: KitSource['packages']): string | null {
  const toInstall = packages.filter((pkg) => pkg.name !== 'react' && pkg.name !== 'react-dom');
  return toInstall.length > 0
    ? `npm install ${toInstall.map((pkg) => `${pkg.name}@${pkg.version}`).join(' ')}`
    : null;
}

/**
 * What installing a block brings, over all its files: the kit files and other blocks it needs (each once, by name),
 * its npm packages (each once, by name), and the files that carry their own sample pictures (inline SVG).
 */
export function blockNeeds<File extends Pick<BlockSource, 'kitFiles' | 'blocks' | 'packages' | 'text'>>(
  files: readonly File[],
): { kitFiles: string[]; blocks: string[]; packages: KitSource['packages']; pictures: File[] } {
  return {
    kitFiles: [...new Set(files.flatMap((file) => file.kitFiles))].sort(),
    blocks: [...new Set(files.flatMap((file) => file.blocks))].sort(),
    packages: [
      ...new Map(files.flatMap((file) => file.packages).map((pkg) => [pkg.name, pkg])).values(),
    ].sort((a, b) => a.name.localeCompare(b.name)),
    pictures: files.filter((file) => file.text.includes('data:image/svg+xml')),
  };
}

/** `a`, `a and b`, `a, b and c`. */
export function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What was said, or must be: “Dark sidebar switch on.” */
export const quoted = (text: string) => `“${text}”`;

/** A name without the version after it: "Firefox" for "Firefox 153.8.0esr", "Orca" for "Orca 43.1". */
const withoutVersion = (text: string) => text.replace(/\s+\S*\d\S*$/, '');

/** The headings of a journey's table: the step, what it must make heard, then one column per run. */
export function heardColumns(runs: readonly HeardRunInfo[]): string[] {
  return [
    'Step',
    'Must be heard',
    ...runs.map((run) => `${withoutVersion(run.reader)} in ${withoutVersion(run.browser)}`),
  ];
}

/** A journey's table's caption. */
export const heardCaption = (journey: string) => `${journey}: each step and what was heard`;

/**
 * Whether a phrase a step must make heard is a pattern (`/^checked$/`), which the page shows as it is written, as code,
 * rather than quoted.
 */
export const isPattern = (expected: string) => /^\/.+\/[a-z]*$/.test(expected);

/** What "Must be heard" says of a step that only moves on, with nothing it must make heard. */
export const nothingExpected = 'Nothing in particular.';

/**
 * What "Must be heard" holds for a step: its phrases once, when every run had the same; else each run's, named by
 * its browser, since a browser can have phrases of its own.
 */
export function mustBeHeard(
  row: HeardRow,
  runs: readonly HeardRunInfo[],
): { browser?: string; expected: string[] }[] {
  const each = row.results.flatMap((result, index) =>
    result ? [{ browser: withoutVersion(runs[index]?.browser ?? ''), expected: result.expected }] : [],
  );
  const shared = each[0]?.expected ?? [];
  const same = each.every((run) => JSON.stringify(run.expected) === JSON.stringify(shared));
  return same ? [{ expected: shared }] : each;
}

/** What a run's cell says first: whether the step passed, in words. */
export const resultWord = (result: HeardResult) => (result.passed ? 'Passed' : 'Failed');

/** A run's cell when the screen reader said nothing at the step, and when that run has no such step. */
export const nothingHeard = 'Nothing was heard.';
export const notInRun = 'Not in this run.';

/** The runs in words: "Orca 43.1 in Firefox 153.8.0esr and Chromium 156.0 on 2026-11-28". */
function runsInWords(runs: readonly HeardRunInfo[]): string {
  const [first] = runs;
  const oneReader = runs.every((run) => run.reader === first?.reader);
  const oneDay = runs.every((run) => run.date === first?.date);
  if (!first || !oneReader)
    return listed(runs.map((run) => `${run.reader} in ${run.browser} on ${run.date}`));
  const browsers = listed(runs.map((run) => (oneDay ? run.browser : `${run.browser} on ${run.date}`)));
  return `${first.reader} in ${browsers}${oneDay ? ` on ${first.date}` : ''}`;
}

/**
 * The sentence that opens a page's "Screen reader" section: what its tables hold and which runs they come from, with
 * how many steps passed in each; or that no journey goes through it, or that no run has been recorded yet.
 */
export function heardSummary(name: string, { runs, journeys }: HeardReport): string {
  if (runs.length === 0)
    return `No screen-reader run has been recorded yet: once the screen-reader tests have run, this section shows what a screen reader said at each step of the journeys through ${name}.`;
  if (journeys.length === 0)
    return `No journey of the screen-reader tests goes through ${name} yet (their last run: ${runsInWords(runs)}).`;
  const passed = runs.map((run, index) => {
    const results = journeys.flatMap((journey) => journey.rows.flatMap((row) => row.results[index] ?? []));
    return `${results.filter((result) => result.passed).length} of ${results.length} steps in ${withoutVersion(run.browser)}`;
  });
  return `${journeys.length === 1 ? 'One journey' : `${journeys.length} journeys`} through ${name}, step by step: what each step must make heard, and what was heard in the screen-reader tests’ last run (${runsInWords(runs)}), read when this page was built. Passed: ${listed(passed)}.`;
}

/** One row of a page's "Cost" table: a part of what the item adds, what is in it, and its gzip bytes. */
export interface CostRow {
  part: string;
  /** Files from the project's root, or npm packages as `name@version`. */
  includes: string[];
  bytes: number;
}

/**
 * The rows of a kit file's or a block's "Cost" table: its own files, the kit files (and blocks) it brings, its npm
 * packages, each with what its build adds to the one before.
 */
export function costRows(cost: BundleCost, block: boolean): CostRow[] {
  const own = cost.files.length === 1 ? 'Its own file' : 'Its own files';
  return [
    { part: own, includes: cost.files, bytes: cost.gzip.own },
    {
      part: block ? 'The kit files and blocks it needs' : 'The kit files it needs',
      includes: cost.kitFiles,
      bytes: cost.gzip.kit,
    },
    {
      part: 'Its npm packages',
      includes: cost.packages.map((pkg) => `${pkg.name}@${pkg.version}`),
      bytes: cost.gzip.packages,
    },
  ];
}

/** The caption of the "Cost" table. */
export const costCaption = (name: string) => `What ${name} adds to an app’s JavaScript, gzip`;

/** The "Cost" section's first words: the figure, and what it counts. */
export function costSummary(name: string, cost: BundleCost): string {
  return `${name} adds ${kilobytes(cost.gzip.total)} kB of JavaScript to an app, gzip: everything \`npx shadcn add\` installs with it. React and React DOM are not counted, since your app has them already, and neither are the Tailwind classes it uses, which go into your app’s stylesheet.`;
}

/** How the "Cost" figures were measured. */
export function costMethod(cost: BundleCost): string {
  return `Measured when this site was built, on ${cost.date}, with ${cost.bundler}: each part is a production build, minified, of an entry that keeps every export of the item, gzipped at level 9. The first builds its own files alone, the second adds the kit files, the third the npm packages; each row is what its build adds to the one before. 1 kB is 1024 bytes. The registry test installs the item with the shadcn CLI into a Vite app and checks that the app’s JavaScript grows by the total, within 10 %.`;
}
