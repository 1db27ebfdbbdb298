import type { DocEntryModule, KitSource } from './docTypes';

// One chunk per kit file and per entry, so the page loads only the component it shows.
const entryModules = import.meta.glob<DocEntryModule>('./entries/*.tsx');
const sourceModules = import.meta.glob<KitSource>('../../kit/*.{ts,tsx}', {
  query: '?kit-source',
  import: 'default',
});

function slugOf(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.tsx?$/, '');
}

const entryLoaders = new Map(Object.entries(entryModules).map(([path, load]) => [slugOf(path), load]));
const sourceLoaders = new Map(Object.entries(sourceModules).map(([path, load]) => [slugOf(path), load]));

/** The file names in `src/kit/` that the page can show, such as `slider`, read from the folder at build time. */
export const kitSlugs: readonly string[] = [...sourceLoaders.keys()].sort();

export interface LoadedDoc {
  content: DocEntryModule['content'] | null;
  source: KitSource;
}

const loaded = new Map<string, Promise<LoadedDoc>>();

/**
 * A kit file's entry and source, loaded once and then kept: the same promise every time, as React's `use()`
 * needs. Rejects for a name that is not a kit file.
 */
export function loadDoc(slug: string): Promise<LoadedDoc> {
  let promise = loaded.get(slug);
  if (!promise) {
    const loadSource = sourceLoaders.get(slug);
    const loadEntry = entryLoaders.get(slug);
    promise = loadSource
      ? Promise.all([loadSource(), loadEntry ? loadEntry() : null]).then(([source, entry]) => ({
          source,
          content: entry?.content ?? null,
        }))
      : Promise.reject(new Error(`There is no kit file named "${slug}".`));
    loaded.set(slug, promise);
  }
  return promise;
}
