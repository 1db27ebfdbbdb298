import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { BlockSource, KitSource } from '../src/pages/documentation/docTypes';
import { costOfFile, forgetCosts } from './kit-cost';
import { forgetKitApiReader, kitApiReader } from './kit-api';
import { heardFiles, heardFolder, heardOfFile } from './kit-heard';
import { forgetTestedFor, testFiles, testsOfFile } from './kit-tests';
import { highlightSpans, importSpecifiers, packageName } from './source-highlight';

const query = '?kit-source';
const siteQuery = '?site-source';
const blockQuery = '?block-source';

/** The `.ts` or `.tsx` file an import names without its extension, if there is one. */
function sourceFile(base: string): string | undefined {
  return [base, `${base}.ts`, `${base}.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** The kit file a relative import names (`./cn` is `cn.ts`), or an error that says why it cannot be one. */
function resolveKitImport(importer: string, specifier: string): string {
  const folder = path.dirname(importer);
  const base = path.resolve(folder, specifier);
  if (path.dirname(base) !== folder) {
    throw new Error(
      `kit-source: ${path.basename(importer)} imports "${specifier}", outside its folder; a kit file may import only npm packages and its kit/ siblings.`,
    );
  }
  const file = sourceFile(base);
  if (!file)
    throw new Error(
      `kit-source: ${path.basename(importer)} imports "${specifier}", which is not a kit file.`,
    );
  return file;
}

/**
 * The file a relative import of a block file names: a kit file (`../../kit/tabs`), a file of the block's own
 * folder (`./pictures`) or another block's file (`../sign-up-card/sign-up-card`); anything else is an error, as it
 * is for the registry, which publishes each block with only those.
 */
function resolveBlockImport(root: string, importer: string, specifier: string): string {
  const folder = path.dirname(importer);
  const blocks = path.join(root, 'src/blocks');
  const base = path.resolve(folder, specifier);
  const where = path.dirname(base);
  const allowed = where === path.join(root, 'src/kit') || path.dirname(where) === blocks;
  const file = allowed ? sourceFile(base) : undefined;
  if (!file) {
    throw new Error(
      `block-source: ${path.relative(root, importer)} imports "${specifier}", which is not a kit file, a file of its own folder or another block's file; a block may import only those and npm packages.`,
    );
  }
  return file;
}

/** What copying a kit file or a block's file takes, as its documentation page shows it. */
export interface SourceNeeds extends Pick<BlockSource, 'packages' | 'kitFiles' | 'blocks'> {
  /** Every file it reaches through its relative imports, all the way down (itself not included). */
  followed: string[];
}

/**
 * What a kit file or a block's file needs, followed through its relative imports all the way down: the kit files
 * (by name), the other blocks (by folder) and the npm packages, with the versions in `dependencies`. A kit file
 * that imports from outside its folder, a block's file that imports anything but the kit, its own folder and other
 * blocks, or a package that is not in `dependencies`, is an error. The page (`?kit-source`, `?block-source`) and
 * its Markdown (`scripts/kit-markdown-plugin.ts`) both read it here.
 */
export function sourceNeeds(root: string, file: string, dependencies: Record<string, string>): SourceNeeds {
  const kitFolder = path.join(root, 'src/kit');
  const followed = new Set<string>();
  const packages = new Set<string>();
  const visit = (current: string, source: string) => {
    for (const specifier of importSpecifiers(source)) {
      if (specifier.startsWith('.')) {
        // A kit file imports only its siblings, wherever the path to it started.
        const imported =
          path.dirname(current) === kitFolder
            ? resolveKitImport(current, specifier)
            : resolveBlockImport(root, current, specifier);
        if (imported === file || followed.has(imported)) continue;
        followed.add(imported);
        visit(imported, readFileSync(imported, 'utf8'));
      } else {
        const name = packageName(specifier);
        if (!(name in dependencies)) {
          throw new Error(
            `kit-source: ${path.basename(current)} imports "${name}", which package.json does not list in "dependencies".`,
          );
        }
        packages.add(name);
      }
    }
  };
  visit(file, readFileSync(file, 'utf8'));
  const kitFiles = [...followed].filter((imported) => path.dirname(imported) === kitFolder);
  // The blocks it reaches by folder name; its own folder's files are the block itself, not something it needs.
  const blocks = new Set(
    [...followed]
      .map((imported) => path.dirname(imported))
      .filter((folder) => folder !== kitFolder && folder !== path.dirname(file))
      .map((folder) => path.basename(folder)),
  );
  return {
    followed: [...followed],
    packages: [...packages].sort().map((name) => ({ name, version: dependencies[name] ?? '' })),
    kitFiles: kitFiles.map((kitFile) => path.basename(kitFile)).sort(),
    blocks: [...blocks].sort(),
  };
}

export interface KitSourceOptions {
  /**
   * Whether a kit file's and a block's "Tested for" is read from the tests (`scripts/kit-tests.ts`); when `false` it
   * is empty. Listing the browser tests takes seconds: the unit tests of the pages leave it out, and
   * `tests/unit/node/tested-for.test.ts` reads it in full.
   * @defaultValue true
   */
  testedFor?: boolean;
  /**
   * The folder, from the project's root, of the screen-reader runs a page's "Screen reader" section is read from
   * (`scripts/kit-heard.ts`). The unit tests of the pages read their fixture runs, whatever the last real run.
   * @defaultValue `heardFolder`, tests/orca/heard
   */
  heard?: string;
}

/**
 * `import source from './src/kit/slider.tsx?kit-source'` gives the documentation page a kit file as it is on disk
 * (through Vite's `?raw`), its syntax highlighting, and what copying it takes: the other kit files it imports (all
 * the way down) and the npm packages they all need, with the versions this site runs. A kit file that imports from
 * outside its folder, or a package the site does not depend on, fails the build. It also gives the file's API, read
 * from its TSDoc and types (`scripts/kit-api.ts`), what the tests check of it (`scripts/kit-tests.ts`) and what a
 * screen reader said of it in their last run (`scripts/kit-heard.ts`). `?site-source` gives any other
 * TypeScript file of the site (the theme) the same way, named by its path from the project's root.
 * `?block-source` gives a file of a block (`src/blocks/<block>/<file>`) as `?kit-source` gives a kit file, and the
 * other blocks it needs too: followed through its own files, the kit files and the other blocks' files it imports.
 */
export function kitSource({ testedFor = true, heard = heardFolder }: KitSourceOptions = {}): Plugin {
  let dependencies: Record<string, string> = {};
  let root = '';
  return {
    name: 'kit-source',
    watchChange(id) {
      if (/[\\/]src[\\/](kit|blocks[\\/][^\\/]+)[\\/][^\\/]+\.tsx?$/.test(id)) {
        forgetKitApiReader();
        forgetCosts();
      }
      // A test renamed, added or removed: "Tested for" is listed again.
      if (id.startsWith(path.join(root, 'tests') + path.sep)) forgetTestedFor();
    },
    configResolved(config) {
      root = config.root;
      const manifest = JSON.parse(readFileSync(path.join(config.root, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      dependencies = manifest.dependencies ?? {};
    },
    load(id) {
      // Another file of the site shown beside the kit (the theme): its text and highlighting, nothing to follow.
      if (id.endsWith(siteQuery)) {
        const file = id.slice(0, -siteQuery.length);
        this.addWatchFile(file);
        const source: Omit<KitSource, 'text'> = {
          file: path.relative(root, file).split(path.sep).join('/'),
          spans: highlightSpans(file, readFileSync(file, 'utf8')),
          packages: [],
          kitFiles: [],
          api: [],
          tests: [],
          heard: { runs: [], journeys: [] },
          cost: null,
        };
        return `import text from ${JSON.stringify(`${file}?raw`)};\nexport default { text, ...${JSON.stringify(source)} };`;
      }
      const block = id.endsWith(blockQuery);
      if (!block && !id.endsWith(query)) return null;
      const file = id.slice(0, -(block ? blockQuery : query).length);
      const text = readFileSync(file, 'utf8');
      const needs = sourceNeeds(root, file, dependencies);
      for (const followed of [file, ...needs.followed]) this.addWatchFile(followed);
      // "Tested for" is read from the tests: a change to one of them changes the page.
      for (const testFile of testFiles(root)) this.addWatchFile(testFile);
      // And "Screen reader" from the last screen-reader run: a run rewrites its files.
      for (const runFile of heardFiles(root, heard)) this.addWatchFile(runFile);
      const source:
        Omit<KitSource, 'text' | 'tests' | 'cost'> | Omit<BlockSource, 'text' | 'tests' | 'cost'> = {
        file: path.basename(file),
        spans: highlightSpans(file, text),
        packages: needs.packages,
        kitFiles: needs.kitFiles,
        api: kitApiReader(root).read(file),
        heard: heardOfFile(root, file, heard),
        ...(block ? { blocks: needs.blocks } : {}),
      };
      // Only the listing of the tests is awaited: what the file itself breaks fails at once, as before.
      return Promise.all([
        testedFor ? testsOfFile(root, file) : Promise.resolve([]),
        costOfFile(root, file),
      ]).then(([tests, cost]) =>
        [
          `import text from ${JSON.stringify(`${file}?raw`)};`,
          `export default { text, ...${JSON.stringify({ ...source, tests, cost })} };`,
        ].join('\n'),
      );
    },
  };
}
