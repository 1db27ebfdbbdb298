import type { ReactNode } from 'react';

/**
 * One row of a keyboard table: the keys (each a `KeyboardEvent.key` name or a chord such as `Shift+Tab`), and what
 * they do in plain text, so the build can write the same row into the page's Markdown.
 */
export interface KeyRow {
  keys: string[];
  action: string;
}

/**
 * One row of an API table: a prop of a component, a parameter of a function, a field of a type. Read from the kit
 * file at build time (`scripts/kit-api.ts`); descriptions are TSDoc text, with `code` in backticks.
 */
export interface ApiRow {
  name: string;
  /** The TypeScript type as the kit file writes it. */
  type: string;
  required: boolean;
  /** The `@defaultValue` (or a parameter's default), when there is one. */
  defaultValue?: string;
  description: string;
  /**
   * The values it takes, as source text (`'sm'`, `true`), when its type, aliases followed, is a union of literals
   * and nothing else: the playground's choices.
   */
  options?: string[];
}

/** One export of a kit file and its API: a component's props, a function's parameters, a type's fields. */
export interface ApiPart {
  name: string;
  kind: 'component' | 'function' | 'hook' | 'class' | 'type' | 'constant';
  /** Its TSDoc. */
  description: string;
  /**
   * Its TSDoc `@remarks`: what a developer must supply or know to use it well, its accessibility above all. Plain
   * text, code in backticks; paragraphs are separated by a blank line (`\n\n`), as in the comment.
   */
  remarks?: string;
  /** A one-line call signature or type definition, as written. */
  signature?: string;
  rows: ApiRow[];
  /** What the rows leave out, such as "Any other prop of a `<button>`." */
  inherits?: string;
}

/**
 * A kit file's documentation record, `records/<kit file name>.tsx`: what its page says besides what is read from the
 * kit file itself (its API, its source, and its notes, which are its main export's `@remarks`) and its live demo
 * (`src/examples/<file>-demo.tsx`). The record is plain data, so the build can read it without running the page; a
 * component's record file also exports its `Playground`.
 */
export interface KitRecord {
  /** The name a reader looks for. */
  name: string;
  /** One line on what it is for. */
  summary: string;
  /** Components render something; helpers are the pure logic and hooks that components share. */
  group: 'component' | 'helper';
  /**
   * The keys it answers to. A component without any says so in its keys table; a helper without any shows its notes
   * instead.
   */
  keys?: KeyRow[];
}

/** A block's documentation record, `records/blocks/<block folder>.tsx`: the same, for a whole section of a page. */
export interface BlockRecord {
  name: string;
  /** One line on what it is. */
  summary: string;
  /** The site's page that is built from it. */
  usedOn: { label: string; path: string };
  keys?: KeyRow[];
}

/**
 * A kit file's record as the documentation's index lists it: named by its file (`slider`, also the `?component=`
 * value), without its keys, which come with the page.
 */
export type KitEntry = { slug: string } & Omit<KitRecord, 'keys'>;

/** A block's record as the index lists it: named by its folder (also the registry item and the `?block=` value). */
export type BlockEntry = { slug: string } & Omit<BlockRecord, 'keys'>;

/**
 * A record file's module. A kit component's record may give it a playground: `Playground` renders the JSX that the
 * page shows, with the controls' props spread on one element (`{...props}`), and `fixedProps` says why some of the
 * part's props stay at their default.
 */
export interface RecordModule<Record extends KitRecord | BlockRecord = KitRecord> {
  record: Record;
  Playground?: (props: object) => ReactNode;
  fixedProps?: { [prop: string]: string };
}

/**
 * An example module's shape: `src/examples/slider-demo.tsx` exports `SliderDemo`, the kit file's name in
 * PascalCase followed by `Demo`, and may export other parts the site's pages show too.
 */
export type ExampleModule = Record<string, unknown>;

/** One check the project's tests make: a test, or the same test in several files (one per engine's suite). */
export interface TestedCheck {
  /** The test's title after its `describe`s' titles, joined by ` › `, as Playwright and Vitest report it. */
  title: string;
  /** The test files it is in, from the project's root, such as `tests/e2e/journeys.spec.ts`. */
  files: string[];
  /** The engines it runs in (`Chromium`, `Firefox`, `WebKit`); empty for a unit test, which runs in jsdom. */
  engines: string[];
}

/**
 * The checks of one kind that the tests make of a kit file or a block: "Tested for" on its page, read from the test
 * files at build time (`scripts/kit-tests.ts`; the rules in `tests/tested-for.ts`).
 */
export interface TestedGroup {
  /** The group's key, such as `keyboard`, `axe` or `unit`; `engines` holds the checks run in more than one. */
  id: string;
  /** Its heading, such as "Keyboard, as the W3C APG patterns have it". */
  title: string;
  checks: TestedCheck[];
}

/**
 * What a kit file or a block adds to an app's JavaScript, gzip, measured when the site is built by bundling it alone
 * (`scripts/kit-cost.ts`): exactly what `npx shadcn add` installs of it, React and React DOM left out.
 */
export interface BundleCost {
  /** Bytes gzip (level 9) of minified production JavaScript, in three parts measured by three builds. */
  gzip: {
    /** Its own files alone, with the kit files and the npm packages they import left out. */
    own: number;
    /** What the kit files (and, for a block, the other blocks) it brings add to that. */
    kit: number;
    /** What its npm packages add to that. */
    packages: number;
    /** All of it: the build with only React left out. */
    total: number;
  };
  /** Its own files, from the project's root: `src/kit/slider.tsx`, or every file of a block's folder. */
  files: string[];
  /** The kit files, and the other blocks' files, that the CLI installs with it, from the project's root. */
  kitFiles: string[];
  /** The npm packages the CLI installs with it, at the versions this site runs; React is not one. */
  packages: { name: string; version: string }[];
  /** The bundler that measured it, with its version: "Rolldown 1.2.19". */
  bundler: string;
  /** The day of the build that measured it, yyyy-mm-dd. */
  date: string;
}

/** What `src/kit/<file>?kit-source` gives the page at build time (see `scripts/kit-source-plugin.ts`). */
export interface KitSource {
  /** The file's name, such as `slider.tsx`. */
  file: string;
  /** The file exactly as it is on disk. */
  text: string;
  /** Highlighted stretches of `text`: `[start, length, kind index]` triples (see `scripts/source-highlight.ts`). */
  spans: number[];
  /** The npm packages it and the kit files it needs import, with the versions this site runs. */
  packages: { name: string; version: string }[];
  /** The other kit files it needs, all the way down, such as `cn.ts`. */
  kitFiles: string[];
  /** Its exports' API, read from its TSDoc and types (empty for a file that is not a kit file). */
  api: ApiPart[];
  /**
   * What the project's tests check of it, by group: for a kit file, and for a block's main file (the block's);
   * empty for any other file.
   */
  tests: TestedGroup[];
  /**
   * What a real screen reader said on the journeys through it, read from the screen-reader tests' last run at build
   * time (`scripts/kit-heard.ts`): for a kit file, and for a block's main file (the block's); no runs and no journeys
   * for any other file.
   */
  heard: HeardReport;
  /**
   * What it adds to an app's JavaScript (`scripts/kit-cost.ts`): for a kit file, and for a block's main file (the
   * block's); null for any other file.
   */
  cost: BundleCost | null;
}

/**
 * What `src/blocks/<block>/<file>?block-source` gives the page at build time: the same as a kit file's, followed
 * through the block's own files, the kit files and the other blocks' files it imports.
 */
export interface BlockSource extends KitSource {
  /** The other blocks it needs, by folder name, such as `sign-up-card`. */
  blocks: string[];
}

/**
 * What `src/pages/documentation/records/<file>.tsx?playground` gives the page at build time (see
 * `scripts/playground-shape.ts`): the shape of the JSX the record's playground renders and shows.
 */
export interface PlaygroundShape {
  /** The kit component that takes the controls' props (`Button`): its API rows are the controls. */
  part: string;
  /** The props the record's playground writes on it itself, fixed, with their source text (`aria-label`, `"Volume"`). */
  written: { name: string; value: string }[];
  /** The JSX the file returns, as written, with `{...props}` where the controls' props go. */
  template: string;
}

/**
 * One step of a journey as a real screen reader heard it (tests/orca): what a person did, the keys, what had to be
 * heard, and what Orca said.
 */
export interface HeardStep {
  /** What a person does, in words ("Space on \"Autoplay videos\""). */
  does: string;
  /** The keys pressed, as the tests name them (`Space`, `ArrowRight`, Orca's `h`). */
  keys: string[];
  /** The phrases that must each be heard once: name, role, state or value, announcement. */
  expected: string[];
  /** Every line Orca said after the step's focus and keys, in order. */
  heard: string[];
  passed: boolean;
  /** Why it failed, when it did. */
  problem?: string;
}

/** A journey as a screen reader heard it: the kit files and blocks it exercises, and its steps. */
export interface HeardJourney {
  name: string;
  kit: string[];
  steps: HeardStep[];
}

/**
 * One run of the screen-reader journeys in one browser (`tests/orca/heard/<browser>.json`), written by the tests and
 * read by the build for each documentation page's "Screen reader" table.
 */
export interface HeardRun {
  /** The screen reader and its version: "Orca 43.1". */
  reader: string;
  /** The browser and its version: "Firefox 153.8.0esr". */
  browser: string;
  /** The day of the run, yyyy-mm-dd. */
  date: string;
  journeys: HeardJourney[];
}

/** A run as a page names it: the reader, the browser and the day, each with its version. */
export type HeardRunInfo = Omit<HeardRun, 'journeys'>;

/** What one run had to hear at one step (a browser may have phrases of its own), and what it heard. */
export type HeardResult = Pick<HeardStep, 'expected' | 'heard' | 'passed' | 'problem'>;

/**
 * A step of a journey, with what each run heard of it: `results[index]` is `runs[index]`'s, or null where that run
 * has no such step.
 */
export interface HeardRow extends Pick<HeardStep, 'does' | 'keys'> {
  results: (HeardResult | null)[];
}

/**
 * A kit file's or a block's "Screen reader" section: the runs, in the order of its tables' columns (none when no run
 * has been recorded), and the journeys that name it, each a table of its steps.
 */
export interface HeardReport {
  runs: HeardRunInfo[];
  journeys: { name: string; rows: HeardRow[] }[];
}
