import type { ApiPart, BlockSource, KeyRow, KitRecord, KitSource } from './docTypes';
import { mainExport, pascalCase } from './registry';

/*
 * What a documentation page says, decided once for the page the browser draws (DocBody, BlockBody, DocSections)
 * and for the Markdown the build writes beside it (scripts/kit-markdown.ts): which sections it has, what its
 * tables are headed, what its install command is. Pure: no React, so the build can import it.
 */

/** The word after an API part's name: "Slider Component". */
export const kindLabels: Record<ApiPart['kind'], string> = {
  component: 'Component',
  function: 'Function',
  hook: 'Hook',
  class: 'Class',
  type: 'Type',
  constant: 'Constant',
};

/** The heading of an API table's first column: a component's props, a type's fields, a function's parameters. */
export function apiRowHeading(kind: ApiPart['kind']): 'Prop' | 'Field' | 'Parameter' {
  if (kind === 'component') return 'Prop';
  return kind === 'type' || kind === 'class' ? 'Field' : 'Parameter';
}

/** The keys of a chord, `Shift+Tab` as `Shift` and `Tab`, each as it is read: `ArrowUp` as "Arrow Up". */
export function chordKeys(chord: string): string[] {
  return chord.split('+').map((key) => key.replace(/([a-z])([A-Z])/g, '$1 $2'));
}

/** What a keys table says in its place when there are no keys. */
export function noKeysSentence(name: string): string {
  return `${name} has no keyboard interaction of its own: nothing in it takes focus unless you put a control inside.`;
}

/** The section under a kit file's demo: its keys, its main export's `@remarks`, and its title. */
export interface KitUsage {
  /** "Keyboard" when it shows keys, "Notes" when it shows only remarks, null when it has neither. */
  title: 'Keyboard' | 'Notes' | null;
  keys: readonly KeyRow[] | null;
  remarks: string | undefined;
}

/**
 * A component always has a keys table (an empty one says it has no keys of its own); a helper (pure logic, a
 * hook) has one only when it has keys, and otherwise its notes say how to use it well. The notes are the main
 * export's `@remarks`, read from the kit file: the registry prints the same after installing it.
 */
export function kitUsage(
  group: KitRecord['group'],
  keys: readonly KeyRow[] = [],
  source: Pick<KitSource, 'file' | 'api'>,
): KitUsage {
  const remarks = mainExport(source.file, source.api)?.remarks;
  const shown = group === 'component' || keys.length > 0 ? keys : null;
  return { title: shown ? 'Keyboard' : remarks ? 'Notes' : null, keys: shown, remarks };
}

/** The title of a block page's section for its keys and its component's `@remarks`. */
export const blockUsageTitle = 'Keyboard and screen reader';

/** The section of a block's page for its keys and its component's `@remarks`. */
export interface BlockUsage {
  /** Empty when the block has no keys of its own; its table says so. */
  keys: readonly KeyRow[];
  remarks: string | undefined;
}

/** A block's keys and notes: the notes are its component's `@remarks`, read from its main file, as the registry's docs are. */
export function blockUsage(keys: readonly KeyRow[] = [], main: Pick<KitSource, 'file' | 'api'>): BlockUsage {
  return { keys, remarks: mainExport(main.file, main.api)?.remarks };
}

/**
 * A block's API: the part named after the block (`SignUpCard` for `sign-up-card`) first, then its files' other
 * exports, without the constants (the sample pictures are data, not API).
 */
export function blockApi(slug: string, files: readonly Pick<KitSource, 'api'>[]): ApiPart[] {
  const main = pascalCase(slug);
  const parts = files.flatMap((file) => file.api).filter((part) => part.kind !== 'constant');
  return [...parts.filter((part) => part.name === main), ...parts.filter((part) => part.name !== main)];
}

/** A file that starts with `"use client"`: a client component in a Next.js App Router app. */
export function startsWithUseClient(text: string): boolean {
  return /^(['"])use client\1/.test(text);
}

/**
 * The `npm install` line for a kit file's packages at the site's versions, or null when it needs none. React is
 * already in any React app: the command installs what the file adds.
 */
export function npmInstallCommand(packages: KitSource['packages']): string | null {
  const toInstall = packages.filter((pkg) => pkg.name !== 'react' && pkg.name !== 'react-dom');
  return toInstall.length > 0
    ? `npm install ${toInstall.map((pkg) => `${pkg.name}@${pkg.version}`).join(' ')}`
    : null;
}

/**
 * What installing a block brings, over all its files: the kit files and other blocks it needs (each once, by name),
 * its npm packages (each once, by name), and the files that carry their own sample pictures (inline SVG).
 */
export function blockNeeds<File extends Pick<BlockSource, 'kitFiles' | 'blocks' | 'packages' | 'text'>>(
  files: readonly File[],
): { kitFiles: string[]; blocks: string[]; packages: KitSource['packages']; pictures: File[] } {
  return {
    kitFiles: [...new Set(files.flatMap((file) => file.kitFiles))].sort(),
    blocks: [...new Set(files.flatMap((file) => file.blocks))].sort(),
    packages: [
      ...new Map(files.flatMap((file) => file.packages).map((pkg) => [pkg.name, pkg])).values(),
    ].sort((a, b) => a.name.localeCompare(b.name)),
    pictures: files.filter((file) => file.text.includes('data:image/svg+xml')),
  };
}
