import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import type { TestedCheck, TestedGroup } from '../src/pages/documentation/docTypes';
import {
  blockSlugs,
  groupTagPrefix,
  kitFileSlugs,
  kitTagPrefix,
  specGroups,
  testGroups,
  type TestGroupId,
} from '../tests/tested-for';

/*
 * "Tested for", read from the tests themselves at build time (the rules: tests/tested-for.ts). The browser tests
 * come from Playwright's own listing, which runs every spec's loops and gives each test's title, tags and projects
 * without starting a browser or the web server; the unit tests are read from `tests/unit/<slug>.test.ts(x)` with the
 * TypeScript compiler, since Vitest would have to run each file to list it.
 */

/** A spec as Playwright's JSON reporter lists it: its own title, its tags (without `@`), one test per project. */
export interface ListedSpec {
  title: string;
  file: string;
  tags: string[];
  tests: { projectName: string }[];
}

/** A suite of the listing: a file (titled by its path), or a `test.describe` (titled, or not). */
export interface ListedSuite {
  title: string;
  file: string;
  specs?: ListedSpec[];
  suites?: ListedSuite[];
}

/** What `playwright test --list --reporter=json` writes, as far as it is read here. */
export interface PlaywrightListing {
  suites: ListedSuite[];
  errors?: { message?: string }[];
}

/** A unit test file: its path from the project's root (`tests/unit/slider.test.tsx`) and its text. */
export interface UnitTestFile {
  file: string;
  text: string;
}

/** The engine each Playwright project drives, by the project's name (playwright.config.ts). */
export const projectEngines: Record<string, string> = {
  chromium: 'Chromium',
  firefox: 'Firefox',
  webkit: 'WebKit',
};
const engineOrder = Object.values(projectEngines);

/** The command that lists the browser tests, as a person would type it. */
export const listingCommand = 'npx playwright test --list --reporter=json';

/** The slug a unit test file tests by its name (`tests/unit/slider.test.tsx` tests `slider`), if it names one. */
export function unitFileSlug(file: string, kitFiles: readonly string[] = kitFileSlugs): string | undefined {
  const match = /^tests\/unit\/([^/]+)\.test\.tsx?$/.exec(file);
  return match?.[1] !== undefined && kitFiles.includes(match[1]) ? match[1] : undefined;
}

/** A test title as written: a string's text, or a template's with its `${…}` kept as they are in the source. */
function titleText(node: ts.Expression, source: ts.SourceFile): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText(source).slice(1, -1);
  return undefined;
}

/** `describe`, `it` or `test`, however called: `it.skip(…)`, `it.each([…])(…)`, `describe.concurrent(…)`. */
function testFunctionOf(callee: ts.Expression): 'describe' | 'test' | undefined {
  let base = callee;
  while (ts.isCallExpression(base) || ts.isPropertyAccessExpression(base)) {
    base = ts.isCallExpression(base) ? base.expression : base.expression;
  }
  if (!ts.isIdentifier(base)) return undefined;
  if (base.text === 'describe') return 'describe';
  return base.text === 'it' || base.text === 'test' ? 'test' : undefined;
}

/**
 * The titles of a unit test file's tests, each after its `describe`s' titles (`Slider › moves with the keys`).
 * Titles with `${…}` keep it as written; a test whose title is not text at all is left out.
 */
export function unitTestTitles(file: UnitTestFile): string[] {
  const source = ts.createSourceFile(file.file, file.text, ts.ScriptTarget.Latest, true);
  const titles: string[] = [];
  const visit = (node: ts.Node, describes: string[]) => {
    if (ts.isCallExpression(node) && node.arguments.length >= 2) {
      const kind = testFunctionOf(node.expression);
      const [first] = node.arguments;
      const title = kind && first ? titleText(first, source) : undefined;
      if (kind === 'test' && title !== undefined) {
        titles.push([...describes, title].join(' › '));
        return;
      }
      if (kind === 'describe' && title !== undefined) {
        node.arguments.slice(1).forEach((argument) => visit(argument, [...describes, title]));
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, describes));
  };
  visit(source, []);
  return titles;
}

interface FoundCheck {
  slugs: string[];
  group: TestGroupId;
  title: string;
  file: string;
  engines: string[];
}

/** Every spec of the listing with the titles of the `describe`s around it (a file's own suite is not one). */
function listedSpecs(suite: ListedSuite, describes: string[], atFile: boolean) {
  const inside = atFile || suite.title === '' ? describes : [...describes, suite.title];
  const specs: { spec: ListedSpec; title: string }[] = (suite.specs ?? []).map((spec) => ({
    spec,
    title: [...inside, spec.title].join(' › '),
  }));
  for (const child of suite.suites ?? []) specs.push(...listedSpecs(child, inside, false));
  return specs;
}

/** The checks of the browser tests that name a kit file or a block; throws on a tag or a file it cannot place. */
function browserChecks(listing: PlaywrightListing, known: ReadonlySet<string>): FoundCheck[] {
  const errors = (listing.errors ?? []).map((error) => error.message ?? '').filter(Boolean);
  if (errors.length > 0) throw new Error(`kit-tests: the listing reports errors:\n${errors.join('\n')}`);
  const checks: FoundCheck[] = [];
  for (const { spec, title } of listing.suites.flatMap((suite) => listedSpecs(suite, [], true))) {
    const slugs = spec.tags
      .filter((tag) => tag.startsWith(kitTagPrefix.slice(1)))
      .map((tag) => tag.slice(kitTagPrefix.length - 1));
    if (slugs.length === 0) continue;
    const where = `${spec.file}: "${title}"`;
    for (const slug of slugs) {
      if (!known.has(slug)) {
        throw new Error(
          `kit-tests: ${where} is tagged @kit:${slug}, which is neither a kit file nor a block.`,
        );
      }
    }
    const groupTags = spec.tags.filter((tag) => tag.startsWith(groupTagPrefix.slice(1)));
    const named = groupTags.at(-1)?.slice(groupTagPrefix.length - 1);
    if (named !== undefined && !(named in testGroups)) {
      throw new Error(
        `kit-tests: ${where} is tagged @group:${named}, which is not one of ${Object.keys(testGroups)}.`,
      );
    }
    const group = (named as TestGroupId | undefined) ?? specGroups[spec.file];
    if (!group) {
      throw new Error(
        `kit-tests: ${spec.file} tags tests with @kit: but has no group: add it to specGroups in tests/tested-for.ts.`,
      );
    }
    const engines = [
      ...new Set(
        spec.tests.map((test) => {
          const engine = projectEngines[test.projectName];
          if (!engine)
            throw new Error(`kit-tests: ${where} runs in the project "${test.projectName}", no engine.`);
          return engine;
        }),
      ),
    ];
    checks.push({ slugs, group, title, file: spec.file, engines });
  }
  return checks;
}

/** The checks of the unit test files named after a kit file. */
function unitChecks(files: readonly UnitTestFile[], kitFiles: readonly string[]): FoundCheck[] {
  return files.flatMap((file) => {
    const slug = unitFileSlug(file.file, kitFiles);
    if (slug === undefined) return [];
    return unitTestTitles(file).map((title) => ({
      slugs: [slug],
      group: 'unit' as const,
      title,
      file: file.file,
      engines: [],
    }));
  });
}

/** Adds `check` to `into`, or joins it to the check of the same title there: its files and engines added. */
function addCheck(into: TestedCheck[], check: Pick<FoundCheck, 'title' | 'file' | 'engines'>): void {
  const same = into.find((existing) => existing.title === check.title);
  if (!same) {
    into.push({ title: check.title, files: [check.file], engines: [...check.engines] });
    return;
  }
  if (!same.files.includes(check.file)) same.files = [...same.files, check.file].sort();
  same.engines = engineOrder.filter(
    (engine) => same.engines.includes(engine) || check.engines.includes(engine),
  );
}

/**
 * "Tested for", for every kit file and block, from the browser tests' listing and the unit test files: per slug, the
 * groups that have checks, in `testGroups`' order, and then the checks that run in more than one engine. Checks of
 * one group with the same title (a journey in `tests/e2e` and in `tests/webkit`) are one check, in every file and
 * engine that runs it. Every kit file and block has its entry, empty when no test names it.
 */
export function testedFor(
  listing: PlaywrightListing,
  unitFiles: readonly UnitTestFile[],
  slugs: { kitFiles: readonly string[]; blocks: readonly string[] } = {
    kitFiles: kitFileSlugs,
    blocks: blockSlugs,
  },
): Record<string, TestedGroup[]> {
  const known = new Set([...slugs.kitFiles, ...slugs.blocks]);
  const found = [...browserChecks(listing, known), ...unitChecks(unitFiles, slugs.kitFiles)];
  const record: Record<string, TestedGroup[]> = {};
  for (const slug of [...known].sort()) {
    const mine = found.filter((check) => check.slugs.includes(slug));
    const groups = (Object.keys(testGroups) as TestGroupId[]).map((id) => {
      const checks: TestedCheck[] = [];
      for (const check of mine.filter((candidate) => candidate.group === id)) addCheck(checks, check);
      // File by file (a stable sort keeps each file's own order): the listing goes project by project.
      checks.sort((a, b) => (a.files[0] ?? '').localeCompare(b.files[0] ?? ''));
      return { id, title: testGroups[id], checks };
    });
    const engines = groups.find((group) => group.id === 'engines');
    for (const check of groups.flatMap((group) => group.checks)) {
      if (check.engines.length > 1 && engines && !engines.checks.some((seen) => seen.title === check.title)) {
        engines.checks.push(check);
      }
    }
    record[slug] = groups.filter((group) => group.checks.length > 0);
  }
  return record;
}

/** Runs Playwright's listing in `root` and returns its JSON, or fails naming the command and what it printed. */
async function listBrowserTests(root: string): Promise<PlaywrightListing> {
  const cli = path.join(root, 'node_modules/@playwright/test/cli.js');
  const folder = mkdtempSync(path.join(tmpdir(), 'kit-tests-'));
  const output = path.join(folder, 'listing.json');
  try {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [cli, 'test', '--list', '--reporter=json'], {
        cwd: root,
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: output, FORCE_COLOR: '0' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let printed = '';
      child.stderr.on('data', (chunk) => (printed = `${printed}${chunk}`.slice(-8000)));
      child.on('error', reject);
      child.on('close', (exit) => resolve({ code: exit, stderr: printed }));
    });
    const listing = existsSync(output)
      ? (JSON.parse(readFileSync(output, 'utf8')) as PlaywrightListing)
      : undefined;
    const reported = (listing?.errors ?? []).map((error) => error.message ?? '').join('\n');
    if (code !== 0 || !listing) {
      throw new Error(
        `kit-tests: "${listingCommand}" failed in ${root} (exit ${code}):\n${[stderr, reported].filter(Boolean).join('\n')}`,
      );
    }
    return listing;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The unit test files of `root` that are named after a kit file. */
function readUnitFiles(root: string): UnitTestFile[] {
  const folder = path.join(root, 'tests/unit');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => `tests/unit/${name}`)
    .filter((file) => unitFileSlug(file) !== undefined)
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
}

const read = new Map<string, Promise<Record<string, TestedGroup[]>>>();

/**
 * What the tests of the project at `root` check of each kit file and block (see `testedFor`), read once per process
 * and root: Playwright's listing takes seconds. `forgetTestedFor` drops it when a test file changes.
 */
export function readTestedFor(root: string): Promise<Record<string, TestedGroup[]>> {
  const key = path.resolve(root);
  let reading = read.get(key);
  if (!reading) {
    reading = listBrowserTests(key).then((listing) => testedFor(listing, readUnitFiles(key)));
    // A failed reading is not kept: the next asks again, once the test is fixed.
    reading.catch(() => read.delete(key));
    read.set(key, reading);
  }
  return reading;
}

/** Forgets what `readTestedFor` read, so the next call lists the tests again. */
export function forgetTestedFor(): void {
  read.clear();
}

/** The files whose change can change "Tested for": every test file, and the rules. */
export function testFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory() && !entry.name.endsWith('-snapshots') && entry.name !== 'node_modules')
        walk(full);
      else if (entry.isFile() && /\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const folder of ['tests/e2e', 'tests/webkit', 'tests/shared', 'tests/unit']) {
    if (existsSync(path.join(root, folder))) walk(path.join(root, folder));
  }
  return [...files, path.join(root, 'tests/tested-for.ts'), path.join(root, 'tests/engines.ts')].filter(
    (file) => existsSync(file),
  );
}

/**
 * The slug a file's documentation page is named by: a kit file's name (`slider` for `src/kit/slider.tsx`), or a
 * block's folder for its main file (`sign-up-card` for `src/blocks/sign-up-card/sign-up-card.tsx`); none for any
 * other file.
 */
export function documentedSlug(root: string, file: string): string | undefined {
  const relative = path.relative(root, file).split(path.sep);
  const name = relative.at(-1)?.replace(/\.tsx?$/, '');
  const isKitFile = relative.length === 3 && relative[0] === 'src' && relative[1] === 'kit';
  const isBlockMain =
    relative.length === 4 && relative[0] === 'src' && relative[1] === 'blocks' && relative[2] === name;
  return isKitFile || isBlockMain ? name : undefined;
}

/**
 * "Tested for" of a file the documentation shows: a kit file's (`src/kit/slider.tsx`), or a block's for its main
 * file (`src/blocks/sign-up-card/sign-up-card.tsx`); nothing for any other file.
 */
export async function testsOfFile(root: string, file: string): Promise<TestedGroup[]> {
  const name = documentedSlug(root, file);
  if (name === undefined) return [];
  const record = await readTestedFor(root);
  const groups = record[name];
  if (!groups)
    throw new Error(`kit-tests: ${path.relative(root, file)} has no entry: it is no kit file or block.`);
  return groups;
}
