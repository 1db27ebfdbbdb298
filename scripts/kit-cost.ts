import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
// Rolldown is Vite 8's own bundler (the version Vite pins, so no package of its own here): the bundler and the Oxc
// minifier that build an app with Vite, and a JS API that bundles a virtual entry without writing anything to disk.
// esbuild is not installed, and Vite's library mode would load a whole Vite config for each of the ~120 builds.
import { rolldown, VERSION as rolldownVersion } from 'rolldown';
import type { Plugin } from 'vite';
import type { BundleCost } from '../src/pages/documentation/docTypes';
import { registryNamespace } from '../src/pages/documentation/registry';
import { readRegistryItems, themeItemName, type RegistryItem } from './kit-registry';
import { documentedSlug } from './kit-tests';

/*
 * What each kit file and each block adds to an app's JavaScript, gzip: measured at build time by bundling the item
 * alone, from the registry's own reading of it (`readRegistryItems`), so the figure is of exactly what
 * `npx shadcn add` installs. Three builds of one entry per item, each minified for production and gzipped at level 9:
 *
 * - `own`: its own files, with the kit files, the other blocks and the npm packages they import left external;
 * - `kit`: with the kit files and the other blocks bundled too, the npm packages still external;
 * - `total`: everything bundled but React and React DOM (`react`, `react-dom`, `react/jsx-runtime`…), which an app
 *   has already.
 *
 * The page's three parts are `own`, `kit − own` and `total − kit`: what each step adds, measured, not file sizes
 * added up. One build per item and scope, never one build with many entries, whose shared chunks would split an
 * item's code among others. The entry keeps every export of every file of the item (`import * as`, the namespaces
 * kept on `globalThis`), so nothing an app using all of it would keep is shaken away. Results are cached by content
 * (the files, the package versions and patches, Rolldown's version) in `node_modules/.cache/kit-cost.json`.
 */

/** The parts measured, each a build of its own. */
export type CostScope = 'own' | 'kit' | 'total';

/** What the CLI installs with an item: its own files, the kit files and blocks it brings, and its npm packages. */
export interface ItemContents {
  name: string;
  files: string[];
  kitFiles: string[];
  packages: { name: string; version: string }[];
}

/** Bumped when the way of measuring changes, so the cache measures again. */
const measureVersion = 1;
export const bundlerName = `Rolldown ${rolldownVersion}`;
const entryId = '\0kit-cost-entry';
const reactPackages = /^(react|react-dom)(\/|$)/;
const measuredTypes = new Set<RegistryItem['type']>([
  'registry:ui',
  'registry:lib',
  'registry:hook',
  'registry:block',
]);

/** `@radix-ui/react-slot@1.5.0` as its name and version. */
function splitPackage(spec: string): { name: string; version: string } {
  const at = spec.lastIndexOf('@');
  return at > 0 ? { name: spec.slice(0, at), version: spec.slice(at + 1) } : { name: spec, version: '' };
}

/**
 * What the CLI installs with each kit file and block: its files, then its `registryDependencies` followed all the way
 * down (the theme left out: it is CSS), their files and their npm packages.
 */
export function itemContents(items: readonly RegistryItem[]): ItemContents[] {
  const byName = new Map(items.map((item) => [item.name, item]));
  const nameOf = (dependency: string) => dependency.replace(`${registryNamespace}/`, '');
  return items
    .filter((item) => measuredTypes.has(item.type))
    .map((item) => {
      const reached = new Set<string>();
      const visit = (current: RegistryItem) => {
        for (const dependency of current.registryDependencies ?? []) {
          const name = nameOf(dependency);
          if (name === themeItemName || name === item.name || reached.has(name)) continue;
          const found = byName.get(name);
          if (!found)
            throw new Error(`kit-cost: ${current.name} depends on ${dependency}, no item of the registry.`);
          reached.add(name);
          visit(found);
        }
      };
      visit(item);
      const brought = [...reached].sort().map((name) => byName.get(name) as RegistryItem);
      const packages = new Map<string, string>();
      for (const spec of [item, ...brought].flatMap((each) => each.dependencies ?? [])) {
        const { name, version } = splitPackage(spec);
        packages.set(name, version);
      }
      return {
        name: item.name,
        files: (item.files ?? []).map((file) => file.path),
        kitFiles: brought.flatMap((each) => (each.files ?? []).map((file) => file.path)).sort(),
        packages: [...packages]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, version]) => ({ name, version })),
      };
    });
}

/** The `.ts` or `.tsx` file a relative import names, if there is one. */
function resolveRelative(importer: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(importer), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** The entry of a measuring build: every export of every file kept, as an app using all of them would. */
export function costEntry(files: readonly string[]): string {
  return [
    ...files.map((file, index) => `import * as file${index} from ${JSON.stringify(file)};`),
    `globalThis.paperKitCost = [${files.map((_file, index) => `file${index}`).join(', ')}];`,
    '',
  ].join('\n');
}

/** Bytes of the gzip (level 9) of each JavaScript chunk, added up: what a browser downloads of it. */
export function gzipBytes(chunks: readonly string[]): number {
  return chunks.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);
}

/**
 * One measuring build of `files` (absolute paths): bundled with what `scope` takes in, minified for production,
 * its chunks' gzip bytes added up (a file that loads part of itself later, with `import()`, has two).
 */
export async function measureBuild(
  root: string,
  files: readonly string[],
  scope: CostScope,
): Promise<number> {
  const own = new Set(files);
  const bundle = await rolldown({
    input: entryId,
    cwd: root,
    platform: 'browser',
    // The kit's "use client" directives, which a bundle drops, are all it would warn of.
    logLevel: 'silent',
    transform: {
      define: { 'process.env.NODE_ENV': '"production"' },
      jsx: { runtime: 'automatic' },
    },
    plugins: [
      {
        name: 'kit-cost-scope',
        resolveId(source, importer) {
          if (source === entryId) return source;
          if (reactPackages.test(source)) return { id: source, external: true };
          const relative = source.startsWith('.');
          if (!relative && !path.isAbsolute(source))
            return scope === 'total' ? null : { id: source, external: true };
          if (scope !== 'own' || !relative || !importer || importer === entryId) return null;
          const file = resolveRelative(importer, source);
          return file && !own.has(file) ? { id: source, external: true } : null;
        },
        load: (id) => (id === entryId ? costEntry(files) : null),
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: true });
    return gzipBytes(output.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : [])));
  } finally {
    await bundle.close();
  }
}

type Measured = Record<CostScope, number>;

/** What decides an item's figures: its files' text, its packages' versions, the patches applied to packages. */
function contentKey(root: string, contents: ItemContents): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ measureVersion, rolldownVersion, contents }));
  for (const file of [...contents.files, ...contents.kitFiles])
    hash.update(readFileSync(path.join(root, file)));
  const patches = path.join(root, 'patches');
  if (existsSync(patches))
    for (const patch of readdirSync(patches).sort()) hash.update(readFileSync(path.join(patches, patch)));
  return hash.digest('hex');
}

const cacheLimit = 500;

function readCache(file: string): Map<string, Measured> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, Measured>));
  } catch {
    return new Map();
  }
}

/** Keeps the newest entries (the ones just used last), written whole so a build running beside it never reads half. */
function writeCache(file: string, cache: Map<string, Measured>): void {
  const kept = [...cache].slice(-cacheLimit);
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify(Object.fromEntries(kept)));
  renameSync(temporary, file);
}

/** Runs `work` on every item, `limit` at a time. */
async function inTurns<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface MeasureOptions {
  /** The day of the build, yyyy-mm-dd. */
  date?: string;
  /** Where measured figures are kept between builds; none to measure everything. */
  cacheFile?: string | null;
}

/** Every kit file's and block's cost, by registry item name. */
export async function measureCosts(
  root: string,
  items: readonly RegistryItem[],
  { date = new Date().toISOString().slice(0, 10), cacheFile = null }: MeasureOptions = {},
): Promise<Record<string, BundleCost>> {
  const cache = cacheFile ? readCache(cacheFile) : new Map<string, Measured>();
  const costs = await inTurns(itemContents(items), 4, async (contents): Promise<[string, BundleCost]> => {
    const key = contentKey(root, contents);
    let measured = cache.get(key);
    if (!measured) {
      const files = contents.files.map((file) => path.join(root, file));
      measured = {
        own: await measureBuild(root, files, 'own'),
        kit: await measureBuild(root, files, 'kit'),
        total: await measureBuild(root, files, 'total'),
      };
    }
    // Moved to the end: the entries last used are the ones kept.
    cache.delete(key);
    cache.set(key, measured);
    return [
      contents.name,
      {
        gzip: {
          own: measured.own,
          kit: measured.kit - measured.own,
          packages: measured.total - measured.kit,
          total: measured.total,
        },
        files: contents.files,
        kitFiles: contents.kitFiles,
        packages: contents.packages,
        bundler: bundlerName,
        date,
      },
    ];
  });
  if (cacheFile) writeCache(cacheFile, cache);
  return Object.fromEntries(costs);
}

const read = new Map<string, Promise<Record<string, BundleCost>>>();

/** The costs of the project at `root`, measured once per process (and cached on disk by content). */
export function readCosts(root: string): Promise<Record<string, BundleCost>> {
  const key = path.resolve(root);
  let reading = read.get(key);
  if (!reading) {
    // `root` as given: the API reader the registry reads with is shared by root, and another spelling would make a new one.
    reading = Promise.resolve().then(() =>
      measureCosts(root, readRegistryItems(root), {
        cacheFile: path.join(key, 'node_modules/.cache/kit-cost.json'),
      }),
    );
    reading.catch(() => read.delete(key));
    read.set(key, reading);
  }
  return reading;
}

/** Forgets what `readCosts` measured, so the next call measures again (a kit file or a block changed). */
export function forgetCosts(): void {
  read.clear();
}

/**
 * The cost on a file's documentation page: a kit file's (`src/kit/slider.tsx`), or a block's for its main file
 * (`src/blocks/sign-up-card/sign-up-card.tsx`); null for any other file.
 */
export async function costOfFile(root: string, file: string): Promise<BundleCost | null> {
  const slug = documentedSlug(root, file);
  if (slug === undefined) return null;
  const cost = (await readCosts(root))[slug];
  if (!cost) throw new Error(`kit-cost: ${path.relative(root, file)} is no item of the registry.`);
  return cost;
}

/** Where the build publishes every figure, for the registry test to check against real installs. */
export const costsFile = 'r/costs.json';

/** The module the documentation's index imports: every kit file's and block's total, gzip bytes, by slug. */
export const costTotalsModule = 'virtual:kit-cost-totals';
const resolvedTotalsModule = `\0${costTotalsModule}`;

/**
 * `import totals from 'virtual:kit-cost-totals'` gives the documentation's index every kit file's and block's total,
 * gzip bytes, by slug (`{ "slider": 24068, … }`: one small object, as it comes with every documentation page's first
 * paint); and a build writes every cost, with its parts, to `r/costs.json`. The pages read theirs from
 * `?kit-source` and `?block-source` (`costOfFile`).
 */
export function kitCosts(): Plugin {
  let root = '';
  let publishes = false;
  return {
    name: 'kit-cost',
    config(_config, env) {
      publishes = env.command === 'build' && !env.isSsrBuild;
    },
    configResolved(config) {
      root = config.root;
    },
    watchChange(id) {
      if (/[\\/]src[\\/](kit|blocks[\\/][^\\/]+)[\\/][^\\/]+\.tsx?$/.test(id)) forgetCosts();
    },
    resolveId: (id) => (id === costTotalsModule ? resolvedTotalsModule : null),
    async load(id) {
      if (id !== resolvedTotalsModule) return null;
      const costs = await readCosts(root);
      for (const cost of Object.values(costs))
        for (const file of [...cost.files, ...cost.kitFiles]) this.addWatchFile(path.join(root, file));
      const totals = Object.fromEntries(Object.entries(costs).map(([name, cost]) => [name, cost.gzip.total]));
      return `export default ${JSON.stringify(totals)};`;
    },
    async generateBundle() {
      if (!publishes) return;
      const costs = await readCosts(root);
      this.emitFile({
        type: 'asset',
        fileName: costsFile,
        source: `${JSON.stringify(costs, null, 2)}\n`,
      });
    },
  };
}
