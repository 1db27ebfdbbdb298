import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { playgroundShape } from './playground-shape';
import type {
  BlockEntry,
  BlockRecord,
  KeyRow,
  KitEntry,
  KitRecord,
} from '../src/pages/documentation/docTypes';

/*
 * The documentation's records, read from their files: one per kit file (`records/<file>.tsx`) and one per block
 * (`records/blocks/<folder>.tsx`). Each exports `record`, plain data, which the build reads here without running the
 * page: the documentation's index (`?doc-record`), its Markdown, the registry and the tests all read this.
 */

export const recordsFolder = 'src/pages/documentation/records';

function fail(where: string, why: string): never {
  throw new Error(`doc-records: ${where} ${why}`);
}

/** The `record` a record file exports, evaluated on its own: an object of strings and lists, nothing imported. */
function exportedRecord(file: string, where: string): Record<string, unknown> {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const declaration = source.statements
    .filter(ts.isVariableStatement)
    .filter((statement) =>
      statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword),
    )
    .flatMap((statement) => [...statement.declarationList.declarations])
    .find((candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === 'record');
  let value = declaration?.initializer;
  while (
    value &&
    (ts.isSatisfiesExpression(value) || ts.isAsExpression(value) || ts.isParenthesizedExpression(value))
  )
    value = value.expression;
  if (!value || !ts.isObjectLiteralExpression(value))
    return fail(where, 'exports no `const record = { … }`.');
  const { outputText } = ts.transpileModule(`module.exports = ${value.getText(source)};`, {
    fileName: 'record.tsx',
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
    },
  });
  const module: { exports: unknown } = { exports: null };
  try {
    vm.runInNewContext(outputText, { module }, { filename: file });
  } catch (error) {
    return fail(
      where,
      `has a \`record\` that is not plain data (${(error as Error).message}): write its text in it.`,
    );
  }
  return module.exports as Record<string, unknown>;
}

function text(where: string, record: Record<string, unknown>, field: string): string {
  const value = record[field];
  if (typeof value !== 'string' || value.trim() === '') return fail(where, `has no \`${field}\` in words.`);
  return value;
}

/** Its keys: each row some key names and an action in words; none when it has no `keys`. */
function keysOf(where: string, record: Record<string, unknown>): KeyRow[] {
  if (record.keys === undefined) return [];
  if (!Array.isArray(record.keys)) return fail(where, 'has `keys` that are not a list.');
  return record.keys.map((row: unknown) => {
    const { keys, action } = (row ?? {}) as { keys?: unknown; action?: unknown };
    if (
      !Array.isArray(keys) ||
      !keys.every((key): key is string => typeof key === 'string') ||
      typeof action !== 'string'
    )
      return fail(
        where,
        `has a key row that is not { keys: string[], action: string }: ${JSON.stringify(row)}.`,
      );
    return { keys: [...keys], action };
  });
}

/** A kit file's record, with the slug its file is named by. */
export function readKitRecord(file: string, where = file): KitEntry & Required<Pick<KitRecord, 'keys'>> {
  const record = exportedRecord(file, where);
  const { group } = record;
  if (group !== 'component' && group !== 'helper')
    return fail(where, `has the group ${JSON.stringify(group)}; a kit file is a 'component' or a 'helper'.`);
  return {
    slug: path.basename(file, '.tsx'),
    name: text(where, record, 'name'),
    summary: text(where, record, 'summary'),
    group,
    keys: keysOf(where, record),
  };
}

/** A block's record, with the slug its file is named by. */
export function readBlockRecord(
  file: string,
  where = file,
): BlockEntry & Required<Pick<BlockRecord, 'keys'>> {
  const record = exportedRecord(file, where);
  const usedOn = (record.usedOn ?? {}) as Record<string, unknown>;
  return {
    slug: path.basename(file, '.tsx'),
    name: text(where, record, 'name'),
    summary: text(where, record, 'summary'),
    usedOn: { label: text(where, usedOn, 'label'), path: text(where, usedOn, 'path') },
    keys: keysOf(where, record),
  };
}

export type ReadKitRecord = ReturnType<typeof readKitRecord>;
export type ReadBlockRecord = ReturnType<typeof readBlockRecord>;

/** The record files of a folder, by name. */
function recordFiles(folder: string): string[] {
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.tsx'))
        .sort((a, b) => (path.basename(a, '.tsx') < path.basename(b, '.tsx') ? -1 : 1))
    : [];
}

/**
 * Every documented thing, read from its record, each list in the order of their names (the index's): the kit
 * files' records, each with its kit file's name (`slider.tsx`), and the blocks'. A kit file or block without a
 * record, or a record of one that is not there, is an error that names both places.
 */
export function readRecords(root: string): {
  kit: (ReadKitRecord & { file: string })[];
  blocks: ReadBlockRecord[];
} {
  const folder = path.join(root, recordsFolder);
  const kitFiles = new Map(
    readdirSync(path.join(root, 'src/kit'))
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => [file.replace(/\.tsx?$/, ''), file]),
  );
  const blockFolders = readdirSync(path.join(root, 'src/blocks'));
  const kit = recordFiles(folder).map((name) => {
    const where = `${recordsFolder}/${name}`;
    const record = readKitRecord(path.join(folder, name), where);
    const file = kitFiles.get(record.slug);
    if (!file) return fail(where, `documents src/kit/${record.slug}, which is not there.`);
    return { ...record, file };
  });
  const blocks = recordFiles(path.join(folder, 'blocks')).map((name) => {
    const where = `${recordsFolder}/blocks/${name}`;
    const record = readBlockRecord(path.join(folder, 'blocks', name), where);
    if (!blockFolders.includes(record.slug))
      fail(where, `documents src/blocks/${record.slug}/, which is not there.`);
    return record;
  });
  for (const [slug, file] of kitFiles)
    if (!kit.some((record) => record.slug === slug))
      fail(`src/kit/${file}`, `has no documentation record: add ${recordsFolder}/${slug}.tsx.`);
  for (const slug of blockFolders)
    if (!blocks.some((record) => record.slug === slug))
      fail(`src/blocks/${slug}/`, `has no documentation record: add ${recordsFolder}/blocks/${slug}.tsx.`);
  return { kit, blocks };
}

/**
 * A record as the index lists it: its words, without its keys, which come with the page from its own module, and
 * without its slug, which the index reads from the file's name.
 */
function indexEntry(file: string): Omit<KitEntry, 'slug'> | Omit<BlockEntry, 'slug'> {
  const where = path.relative(process.cwd(), file);
  if (path.basename(path.dirname(file)) === 'blocks') {
    const { name, summary, usedOn } = readBlockRecord(file, where);
    return { name, summary, usedOn };
  }
  const { name, summary, group } = readKitRecord(file, where);
  return { name, summary, group };
}

/** What the build gives of a record file, by query, each read at build time and again in dev when the file changes. */
const recordQueries: Record<string, (file: string) => unknown> = {
  /**
   * `import.meta.glob('./*.tsx', { query: '?doc-record', import: 'default', eager: true })`: the documentation's
   * index, a few words per page, so the index never loads a component.
   */
  '?doc-record': indexEntry,
  /** `import shape from './records/slider.tsx?playground'`: the shape of its playground, or null. */
  '?playground': (file) => playgroundShape(file, readFileSync(file, 'utf8')),
};

/** The Vite plugin that reads the documentation's records for the page: `?doc-record` and `?playground`. */
export function docRecords(): Plugin {
  return {
    name: 'doc-records',
    load(id) {
      const query = Object.keys(recordQueries).find((candidate) => id.endsWith(candidate));
      const read = query && recordQueries[query];
      if (!read) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(read(file))};`;
    },
  };
}
