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
 * What a kit file's documentation shows besides what is read from the file itself (its heading, summary, API,
 * source, and the notes under the keys table, which are its main export's `@remarks`) and its live demo
 * (`src/examples/<file>-demo.tsx`): the hand-written part. A block's page has the same.
 */
export interface DocEntryContent {
  /** The keys it answers to; an empty list says it has no keyboard interaction of its own. */
  keys: KeyRow[];
}

/** An entry module's shape: `entries/<kit file name>.tsx` (or `entries/blocks/<block>.tsx`) exports `content`. */
export interface DocEntryModule {
  content: DocEntryContent;
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
 * What `src/pages/documentation/playgrounds/<file>.tsx?playground` gives the page at build time (see
 * `scripts/playground-plugin.ts`): the shape of the JSX the playground renders and shows.
 */
export interface PlaygroundShape {
  /** The kit component that takes the controls' props (`Button`): its API rows are the controls. */
  part: string;
  /** The props the playground file writes on it itself, fixed, with their source text (`aria-label`, `"Volume"`). */
  written: { name: string; value: string }[];
  /** The JSX the file returns, as written, with `{...props}` where the controls' props go. */
  template: string;
}

/** A playground file's module: `Playground` renders the JSX with the props given; `fixedProps` says why some stay. */
export interface PlaygroundModule {
  Playground: (props: object) => ReactNode;
  /** Props of the part the playground leaves to their default, and why (`asChild`: needs an element child). */
  fixedProps?: Record<string, string>;
}
