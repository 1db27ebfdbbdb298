import type { ComponentType } from 'react';
import type {
  BlockSource,
  DocEntryModule,
  ExampleModule,
  KitSource,
  PlaygroundModule,
  PlaygroundShape,
} from './docTypes';
import { demoExportName } from './registry';

// One chunk per kit file, per entry and per example, so the page loads only the component it shows.
const entryModules = import.meta.glob<DocEntryModule>('./entries/*.tsx');
const sourceModules = import.meta.glob<KitSource>('../../kit/*.{ts,tsx}', {
  query: '?kit-source',
  import: 'default',
});
const exampleModules = import.meta.glob<ExampleModule>('../../examples/*-demo.tsx');
const exampleSourceModules = import.meta.glob<KitSource>('../../examples/*-demo.tsx', {
  query: '?site-source',
  import: 'default',
});
// And one chunk per block's entry and per file of a block, fetched only on that block's page.
const blockEntryModules = import.meta.glob<DocEntryModule>('./entries/blocks/*.tsx');
const blockSourceModules = import.meta.glob<BlockSource>('../../blocks/*/*.{ts,tsx}', {
  query: '?block-source',
  import: 'default',
});

/** `slider` for `../../kit/slider.tsx`, `./entries/slider.tsx` and `../../examples/slider-demo.tsx`. */
function slugOf(path: string): string {
  return path.replace(/^.*\//, '').replace(/(-demo)?\.tsx?$/, '');
}

const bySlug = <T>(modules: Record<string, T>) =>
  new Map(Object.entries(modules).map(([path, load]) => [slugOf(path), load]));
const entryLoaders = bySlug(entryModules);
const sourceLoaders = bySlug(sourceModules);
const exampleLoaders = bySlug(exampleModules);
const exampleSourceLoaders = bySlug(exampleSourceModules);
const blockEntryLoaders = bySlug(blockEntryModules);

/** The file names in `src/kit/` that the page can show, such as `slider`, read from the folder at build time. */
export const kitSlugs: readonly string[] = [...sourceLoaders.keys()].sort();

export interface LoadedDoc {
  content: DocEntryModule['content'] | null;
  source: KitSource;
  /** The live demo, from `src/examples/<slug>-demo.tsx`, when the kit file has one. */
  Demo: ComponentType | null;
}

/** The demo an example module exports under its expected name, or an error that says what is missing. */
function demoOf(slug: string, module: ExampleModule): ComponentType {
  const name = demoExportName(slug);
  const Demo = module[name];
  if (typeof Demo !== 'function') throw new Error(`src/examples/${slug}-demo.tsx exports no ${name}.`);
  return Demo as ComponentType;
}

/** Loads once and keeps the promise: the same promise every time, as React's `use()` needs. */
function once<T>(cache: Map<string, Promise<T>>, slug: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(slug);
  if (!promise) {
    promise = load();
    cache.set(slug, promise);
  }
  return promise;
}

const loadedDocs = new Map<string, Promise<LoadedDoc>>();
const loadedExampleSources = new Map<string, Promise<KitSource>>();

/** A kit file's entry, source and demo. Rejects for a name that is not a kit file. */
export function loadDoc(slug: string): Promise<LoadedDoc> {
  return once(loadedDocs, slug, () => {
    const loadSource = sourceLoaders.get(slug);
    if (!loadSource) return Promise.reject(new Error(`There is no kit file named "${slug}".`));
    const loadEntry = entryLoaders.get(slug);
    const loadExample = exampleLoaders.get(slug);
    return Promise.all([loadSource(), loadEntry?.() ?? null, loadExample?.() ?? null]).then(
      ([source, entry, example]) => ({
        source,
        content: entry?.content ?? null,
        Demo: example ? demoOf(slug, example) : null,
      }),
    );
  });
}

/** A demo's own source, highlighted, as the registry publishes it: fetched when a reader asks to see it. */
export function loadExampleSource(slug: string): Promise<KitSource> {
  return once(loadedExampleSources, slug, () => {
    const load = exampleSourceLoaders.get(slug);
    return load ? load() : Promise.reject(new Error(`There is no example for "${slug}".`));
  });
}

export interface LoadedBlock {
  content: DocEntryModule['content'] | null;
  /** Every file of the block's folder: its main file (`<block>.tsx`) first, then the others by name. */
  files: [BlockSource, ...BlockSource[]];
}

const loadedBlocks = new Map<string, Promise<LoadedBlock>>();

/** A block's entry and the source of every file in its folder. Rejects for a name that is not a block. */
export function loadBlock(slug: string): Promise<LoadedBlock> {
  return once(loadedBlocks, slug, () => {
    const folder = `../../blocks/${slug}/`;
    const loadMain = blockSourceModules[`${folder}${slug}.tsx`];
    if (!loadMain) return Promise.reject(new Error(`There is no block named "${slug}".`));
    const loadOthers = Object.keys(blockSourceModules)
      .filter((path) => path.startsWith(folder) && path !== `${folder}${slug}.tsx`)
      .sort()
      .flatMap((path) => blockSourceModules[path] ?? []);
    const loadEntry = blockEntryLoaders.get(slug);
    return Promise.all([
      loadMain(),
      Promise.all(loadOthers.map((load) => load())),
      loadEntry?.() ?? null,
    ]).then(([main, others, entry]) => ({ files: [main, ...others], content: entry?.content ?? null }));
  });
}

// The playgrounds: one chunk per kit component's playground file, and its shape read at build time.
const playgroundModules = bySlug(import.meta.glob<PlaygroundModule>('./playgrounds/*.tsx'));
const playgroundShapes = bySlug(
  import.meta.glob<PlaygroundShape>('./playgrounds/*.tsx', { query: '?playground', import: 'default' }),
);

/** The kit files that have a playground, such as `slider`, read from the folder at build time. */
export const playgroundSlugs: readonly string[] = [...playgroundModules.keys()].sort();

export interface LoadedPlayground {
  module: PlaygroundModule;
  shape: PlaygroundShape;
}

const loadedPlaygrounds = new Map<string, Promise<LoadedPlayground>>();

/** A kit file's playground: its module and its shape. Rejects for a kit file that has none. */
export function loadPlayground(slug: string): Promise<LoadedPlayground> {
  return once(loadedPlaygrounds, slug, () => {
    const loadModule = playgroundModules.get(slug);
    const loadShape = playgroundShapes.get(slug);
    if (!loadModule || !loadShape) return Promise.reject(new Error(`There is no playground for "${slug}".`));
    return Promise.all([loadModule(), loadShape()]).then(([module, shape]) => ({ module, shape }));
  });
}
