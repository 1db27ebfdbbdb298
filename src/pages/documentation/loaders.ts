import type { ComponentType } from 'react';
import type {
  BlockRecord,
  BlockSource,
  ExampleModule,
  KitRecord,
  KitSource,
  PlaygroundShape,
  RecordModule,
} from './docTypes';
import { demoExportName } from './registry';

// One chunk per kit file, per record and per example, so the page loads only the component it shows.
const recordModules = import.meta.glob<RecordModule>('./records/*.tsx');
const sourceModules = import.meta.glob<KitSource>('../../kit/*.{ts,tsx}', {
  query: '?kit-source',
  import: 'default',
});
const exampleModules = import.meta.glob<ExampleModule>('../../examples/*-demo.tsx');
const exampleSourceModules = import.meta.glob<KitSource>('../../examples/*-demo.tsx', {
  query: '?site-source',
  import: 'default',
});
// And one chunk per block's record and per file of a block, fetched only on that block's page.
const blockRecordModules = import.meta.glob<RecordModule<BlockRecord>>('./records/blocks/*.tsx');
const blockSourceModules = import.meta.glob<BlockSource>('../../blocks/*/*.{ts,tsx}', {
  query: '?block-source',
  import: 'default',
});

/** `slider` for `../../kit/slider.tsx`, `./records/slider.tsx` and `../../examples/slider-demo.tsx`. */
function slugOf(path: string): string {
  return path.replace(/^.*\//, '').replace(/(-demo)?\.tsx?$/, '');
}

const bySlug = <T>(modules: Record<string, T>) =>
  new Map(Object.entries(modules).map(([path, load]) => [slugOf(path), load]));
const recordLoaders = bySlug(recordModules);
const sourceLoaders = bySlug(sourceModules);
const exampleLoaders = bySlug(exampleModules);
const exampleSourceLoaders = bySlug(exampleSourceModules);
const blockRecordLoaders = bySlug(blockRecordModules);
// The shape of each record's playground, read at build time: null for a record without one.
const playgroundShapes = bySlug(
  import.meta.glob<PlaygroundShape | null>('./records/*.tsx', { query: '?playground', import: 'default' }),
);

/** A record's playground: what renders it, the props it leaves fixed and why, and its shape, read from its source. */
export interface LoadedPlayground {
  Preview: NonNullable<RecordModule['Playground']>;
  fixedProps: RecordModule['fixedProps'];
  shape: PlaygroundShape;
}

export interface LoadedDoc {
  record: KitRecord;
  source: KitSource;
  /** The live demo, from `src/examples/<slug>-demo.tsx`, when the kit file has one. */
  Demo: ComponentType | null;
  /** The record's playground, when it has one. */
  playground: LoadedPlayground | null;
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

/** A kit file's record, source, demo and playground. Rejects for a name that is not a kit file. */
export function loadDoc(slug: string): Promise<LoadedDoc> {
  return once(loadedDocs, slug, () => {
    const loadSource = sourceLoaders.get(slug);
    const loadRecord = recordLoaders.get(slug);
    const loadShape = playgroundShapes.get(slug);
    if (!loadSource || !loadRecord || !loadShape)
      return Promise.reject(new Error(`There is no kit file named "${slug}".`));
    const loadExample = exampleLoaders.get(slug);
    return Promise.all([loadSource(), loadRecord(), loadShape(), loadExample?.() ?? null]).then(
      ([source, module, shape, example]) => ({
        source,
        record: module.record,
        Demo: example ? demoOf(slug, example) : null,
        playground:
          shape && module.Playground
            ? { Preview: module.Playground, fixedProps: module.fixedProps, shape }
            : null,
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
  record: BlockRecord;
  /** Every file of the block's folder: its main file (`<block>.tsx`) first, then the others by name. */
  files: [BlockSource, ...BlockSource[]];
}

const loadedBlocks = new Map<string, Promise<LoadedBlock>>();

/** A block's record and the source of every file in its folder. Rejects for a name that is not a block. */
export function loadBlock(slug: string): Promise<LoadedBlock> {
  return once(loadedBlocks, slug, () => {
    const folder = `../../blocks/${slug}/`;
    const loadMain = blockSourceModules[`${folder}${slug}.tsx`];
    const loadRecord = blockRecordLoaders.get(slug);
    if (!loadMain || !loadRecord) return Promise.reject(new Error(`There is no block named "${slug}".`));
    const loadOthers = Object.keys(blockSourceModules)
      .filter((path) => path.startsWith(folder) && path !== `${folder}${slug}.tsx`)
      .sort()
      .flatMap((path) => blockSourceModules[path] ?? []);
    return Promise.all([loadMain(), Promise.all(loadOthers.map((load) => load())), loadRecord()]).then(
      ([main, others, module]) => ({ files: [main, ...others], record: module.record }),
    );
  });
}
