import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRecords, type ReadBlockRecord, type ReadKitRecord } from '../../scripts/doc-records';

// The documentation's records, read from their files as the build reads them: what the browser tests visit.
const { kit, blocks } = readRecords(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));

/** Every kit file's record, by file name, as the documentation's index lists them. */
export const kitRecords: readonly ReadKitRecord[] = kit;

/** Every block's record, by folder name. */
export const blockRecords: readonly ReadBlockRecord[] = blocks;

/** The record of a kit file, by its name (`slider`). */
export const kitRecord = (slug: string) => kitRecords.find((record) => record.slug === slug);

/** The record of a block, by its folder's name (`team-cards`). */
export const blockRecord = (slug: string) => blockRecords.find((record) => record.slug === slug);
