// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { physicalClassesIn, physicalClassesInSource } from '../../../scripts/logical-classes';

/*
 * Right to left, a physical class (`ml-2`, `left-0`, `rounded-r`) puts things on the wrong side. Every class the kit,
 * its examples and the site write is logical, or mirrored by an `rtl:` twin (scripts/logical-classes.ts).
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('physicalClassesIn', () => {
  it('finds physical margins, paddings, positions, corners, borders and alignment, with their variants', () => {
    const found = physicalClassesIn(
      'ml-2 -mr-1 pl-4 md:pr-6 left-0 -right-2 inset-l-1 rounded-l-md rounded-tr border-r-0 border-l text-left float-right origin-top-left space-x-2 scroll-pl-4 cursor-e-resize',
    ).map((hit) => hit.className);
    expect(found).toEqual([
      'ml-2',
      '-mr-1',
      'pl-4',
      'md:pr-6',
      'left-0',
      '-right-2',
      'inset-l-1',
      'rounded-l-md',
      'rounded-tr',
      'border-r-0',
      'border-l',
      'text-left',
      'float-right',
      'origin-top-left',
      'space-x-2',
      'scroll-pl-4',
      'cursor-e-resize',
    ]);
  });

  it('passes logical classes and look-alikes that name no side', () => {
    expect(
      physicalClassesIn(
        'ms-2 -me-1 ps-4 pe-6 start-0 end-2 rounded-s-md rounded-ee border-e-0 border-s text-start mx-auto px-4 rounded-lg border-ring p-1 m-0 inset-x-0 rtl:ml-2',
      ),
    ).toEqual([]);
  });

  it('wants each horizontal translate mirrored by its rtl: twin, variants and all', () => {
    expect(physicalClassesIn('-translate-x-1/2')).toEqual([
      { className: '-translate-x-1/2', logical: 'its rtl: twin, rtl:translate-x-1/2' },
    ]);
    expect(physicalClassesIn('-translate-x-1/2 rtl:translate-x-1/2')).toEqual([]);
    expect(physicalClassesIn('group-data-[x]:translate-x-4 rtl:group-data-[x]:-translate-x-4')).toEqual([]);
    expect(
      physicalClassesIn('group-data-[x]:translate-x-4 rtl:-translate-x-4').map((hit) => hit.className),
    ).toEqual(['group-data-[x]:translate-x-4']);
    expect(physicalClassesIn('translate-x-0 translate-y-2')).toEqual([]);
  });

  it('wants a sideways gradient mirrored', () => {
    expect(physicalClassesIn('bg-gradient-to-r from-black').map((hit) => hit.className)).toEqual([
      'bg-gradient-to-r',
    ]);
    expect(physicalClassesIn('bg-gradient-to-r rtl:bg-gradient-to-l')).toEqual([]);
    expect(physicalClassesIn('bg-gradient-to-b')).toEqual([]);
  });

  it('reads every string of a file, JSX text too, with its line', () => {
    const text =
      'const a = \'pl-4\';\nconst b = `mx-2 ${a} left-0`;\nexport const C = () => <p className="ms-2">ok</p>;\n';
    expect(physicalClassesInSource('x.tsx', text).map(({ className, line }) => [className, line])).toEqual([
      ['pl-4', 1],
      ['left-0', 2],
    ]);
  });
});

describe('the source', () => {
  const files = ['src'].flatMap((folder) => sourceFiles(path.join(root, folder)));

  it('holds the kit, the examples, the shell and the pages', () => {
    const folders = new Set(files.map((file) => path.relative(root, path.dirname(file)).split(path.sep)[1]));
    expect([...folders]).toEqual(expect.arrayContaining(['kit', 'examples', 'shell', 'pages']));
  });

  it('writes no physical class anywhere', () => {
    const found = files.flatMap((file) =>
      physicalClassesInSource(file, readFileSync(file, 'utf8')).map(
        ({ className, line, logical }) =>
          `${path.relative(root, file)}:${line} ${className} (use ${logical})`,
      ),
    );
    expect(found).toEqual([]);
  });
});
