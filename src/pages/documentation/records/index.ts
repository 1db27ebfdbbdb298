import type { BlockEntry, KitEntry } from '../docTypes';

/*
 * The documentation's index, found by the build: every record in this folder (one per kit file) and in `blocks/`
 * (one per block), each read at build time without its keys or playground (`scripts/doc-records.ts`), in the
 * order of their names. Adding a kit file's record here adds its page; a unit test fails when a kit file or a block
 * has no record, or a record has no kit file or block.
 */

/** Each record's entry, named by its file (`./blocks/team-cards.tsx` is `team-cards`), in the names' order. */
const bySlug = <Entry extends { slug: string }>(
  modules: Record<string, Omit<Entry, 'slug'>>,
): readonly Entry[] =>
  Object.entries(modules)
    .map(([file, entry]) => ({ slug: file.replace(/^.*\/|\.tsx$/g, ''), ...entry }) as Entry)
    .sort((a, b) => (a.slug < b.slug ? -1 : 1));

/** Every kit file's entry, by file name: the components' and the helpers'. */
export const kitEntries = bySlug<KitEntry>(
  import.meta.glob('./*.tsx', { query: '?doc-record', import: 'default', eager: true }),
);

/** Every block's entry, by folder name. */
export const blockEntries = bySlug<BlockEntry>(
  import.meta.glob('./blocks/*.tsx', { query: '?doc-record', import: 'default', eager: true }),
);

/** The entry for a `?component=` value, if there is one. */
export function kitEntry(slug: string | null): KitEntry | undefined {
  return slug === null ? undefined : kitEntries.find((entry) => entry.slug === slug);
}

/** The entry for a `?block=` value, if there is one. */
export function blockEntry(slug: string | null): BlockEntry | undefined {
  return slug === null ? undefined : blockEntries.find((entry) => entry.slug === slug);
}
