// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { KitApiReader } from '../../../scripts/kit-api';

/*
 * The documentation's API tables are read from the kit files (scripts/kit-api.ts). These tests hold the kit files
 * to what that needs: every export, prop, parameter and field described in TSDoc; every row a real prop of its
 * component (checked by the compiler, apart from the reader); every default a component's code applies
 * documented as that default.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const kitFolder = path.join(root, 'src/kit');
const blockFolder = path.join(root, 'src/blocks');
// The blocks' components and their types, read the same way: their props tables are on their documentation pages.
// (A block's `pictures.ts` holds only sample data, and starts with code, so it has no TSDoc to give.)
const blockFiles = readdirSync(blockFolder)
  .sort()
  .flatMap((block) =>
    readdirSync(path.join(blockFolder, block))
      .filter((file) => file.endsWith('.tsx'))
      .sort()
      .map((file) => path.join(blockFolder, block, file)),
  );
const kitFiles = [
  ...readdirSync(kitFolder)
    .filter((file) => /\.tsx?$/.test(file))
    .sort()
    .map((file) => path.join(kitFolder, file)),
  ...blockFiles,
];

const reader = new KitApiReader(kitFiles, path.join(root, 'tsconfig.json'));
// Keyed by the path from src/kit/: `slider.tsx`, `../blocks/team-cards/team-cards.tsx`.
const api = new Map(kitFiles.map((file) => [path.relative(kitFolder, file), reader.read(file)]));
const names = [...api.keys()];
const partsOf = (file: string) => api.get(file) ?? [];

describe('every export of the kit and of the blocks is documented in its own file', () => {
  it.each(names)('%s: each export, prop, parameter and field has TSDoc', (file) => {
    const missing = partsOf(file).flatMap((part) => [
      ...(part.description ? [] : [`${part.name} (the ${part.kind} itself)`]),
      ...part.rows.filter((row) => !row.description).map((row) => `${part.name}: ${row.name}`),
    ]);
    expect(missing, `${file} has no TSDoc for`).toEqual([]);
  });

  it('documents every kit file and block component with at least one part', () => {
    for (const file of names) expect(partsOf(file).length, file).toBeGreaterThan(0);
  });
});

interface PropClaim {
  file: string;
  component: string;
  props: string[];
}

/** What the documentation claims: each component with a table, and the prop names in it. */
const documentedProps: PropClaim[] = [...api].flatMap(([file, parts]) =>
  parts
    .filter((part) => part.kind === 'component' && part.rows.length > 0)
    .map((part) => ({ file, component: part.name, props: part.rows.map((row) => row.name) })),
);

/**
 * Compiles a file that claims each prop name for its component, so the compiler, not the reader, says whether the
 * component takes it. Returns the compiler's complaints.
 */
function undeclaredProps(claims: PropClaim[]): string[] {
  const checkFile = path.join(root, 'src/kit/__documented-props__.tsx');
  const lines = [
    "import type { ComponentProps } from 'react';",
    'type Keys<T> = T extends unknown ? keyof T : never;',
  ];
  for (const [index, { file, component, props }] of claims.entries()) {
    lines.push(
      `import { ${component} as Claimed${index} } from './${file.replace(/\.tsx?$/, '')}';`,
      `export const claim${index}: Keys<ComponentProps<typeof Claimed${index}>>[] = ${JSON.stringify(props)};`,
    );
  }
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), (name) => ts.sys.readFile(name));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (path.resolve(name) === checkFile ? lines.join('\n') : readFile(name));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === checkFile || fileExists(name);
  const program = ts.createProgram([checkFile], { ...options, noEmit: true, noUnusedLocals: false }, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(checkFile))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
}

describe('the API tables show only real props', () => {
  // One compilation of the whole kit and the blocks: seconds on a busy machine.
  it('every prop row names a prop its component takes (checked by the compiler)', { timeout: 60_000 }, () => {
    expect(documentedProps.length).toBeGreaterThan(10);
    expect(undeclaredProps(documentedProps)).toEqual([]);
  });

  it('would catch a row naming a prop the component does not take', () => {
    const complaints = undeclaredProps([
      { file: 'switch.tsx', component: 'Switch', props: ['onLabel', 'onLable'] },
    ]);
    expect(complaints).toHaveLength(1);
    expect(complaints[0]).toMatch(/^Type '"onLable"' is not assignable/);
  });
});

describe('a component’s defaults are documented as they are applied', () => {
  it.each(names)('%s: each default in a component’s props destructuring is its @defaultValue', (file) => {
    const text = readFileSync(path.join(kitFolder, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const problems: string[] = [];
    for (const part of partsOf(file).filter((candidate) => candidate.kind === 'component')) {
      const declaration = source.statements.find(
        (statement): statement is ts.FunctionDeclaration =>
          ts.isFunctionDeclaration(statement) && statement.name?.text === part.name,
      );
      const pattern = declaration?.parameters[0]?.name;
      if (!pattern || !ts.isObjectBindingPattern(pattern)) continue;
      for (const element of pattern.elements) {
        if (!element.initializer) continue;
        // A block's sample data (`members = sampleMembers`) is described in words, not written out as a default.
        if (file.startsWith('../blocks/') && ts.isIdentifier(element.initializer)) continue;
        const key = element.propertyName ?? element.name;
        // `{ 'aria-label': ariaLabel = 'Toggle navigation' }` names the prop in quotes.
        const prop = ts.isStringLiteral(key) ? key.text : key.getText(source);
        const applied = element.initializer.getText(source);
        const row = part.rows.find((candidate) => candidate.name === prop);
        if (!row) problems.push(`${part.name}: ${prop} defaults to ${applied} but has no row`);
        else if (row.defaultValue !== applied) {
          problems.push(
            `${part.name}: ${prop} defaults to ${applied}, documented as ${row.defaultValue ?? 'none'}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the reader', () => {
  const parts = partsOf('switch.tsx');
  const switchPart = parts.find((part) => part.name === 'Switch');

  it('reads a component’s own props with their TSDoc, types as written, defaults and what it inherits', () => {
    expect(switchPart?.kind).toBe('component');
    expect(switchPart?.rows.find((row) => row.name === 'checked')).toEqual({
      name: 'checked',
      type: 'SwitchValue',
      required: false,
      description: 'On, off or not set (`null`), when the page keeps the value (controlled).',
      // The values its alias takes, for the playground's choice (null is "not set").
      options: ['false', 'true'],
    });
    expect(switchPart?.rows.find((row) => row.name === 'onLabel')?.defaultValue).toBe("'ON'");
    expect(switchPart?.inherits).toBe('Any other prop of Radix Switch’s Root, except `children`.');
    // Props the file does not declare itself (Radix's `asChild`, the button's `onClick`) are left to `inherits`.
    expect(switchPart?.rows.map((row) => row.name)).not.toContain('asChild');
  });

  it('reads a function’s signature and parameters, and a type alias as written', () => {
    const pageCount = partsOf('page-items.ts').find((part) => part.name === 'pageCount');
    expect(pageCount?.signature).toBe('pageCount(collectionSize: number, pageSize = 10): number');
    expect(pageCount?.rows.map((row) => [row.name, row.required, row.defaultValue])).toEqual([
      ['collectionSize', true, undefined],
      ['pageSize', false, '10'],
    ]);
    expect(parts.find((part) => part.name === 'SwitchValue')?.signature).toBe(
      'type SwitchValue = boolean | null',
    );
  });

  it('shows the Radix props a component passes on, which its file does not declare, with the kit’s defaults', () => {
    const modal = partsOf('modal.tsx').find((part) => part.name === 'Modal');
    expect(modal?.rows.map((row) => [row.name, row.type, row.defaultValue])).toEqual([
      ['open', 'boolean', undefined],
      ['defaultOpen', 'boolean', 'false'],
      ['onOpenChange', '(open: boolean) => void', undefined],
    ]);
    expect(modal?.rows.every((row) => row.description.length > 0)).toBe(true);
    const content = partsOf('dropdown-menu.tsx').find((part) => part.name === 'DropdownMenuContent');
    expect(content?.rows.map((row) => row.name)).toEqual([
      'color',
      'align',
      'side',
      'sideOffset',
      'collisionPadding',
      'loop',
    ]);
    // The kit's own default, from the component's parameter, over Radix's; Radix's TSDoc where it has some.
    expect(content?.rows.find((row) => row.name === 'sideOffset')?.defaultValue).toBe('6');
    expect(content?.rows.find((row) => row.name === 'loop')).toMatchObject({
      defaultValue: 'false',
      description: 'Whether keyboard navigation should loop around.',
    });
    const source = readFileSync(path.join(kitFolder, 'dropdown-menu.tsx'), 'utf8');
    expect(source).not.toMatch(/^\s*(sideOffset|collisionPadding|loop|align|side)\?:/m);
  });

  it('leaves a component’s props type to the component’s own table', () => {
    expect(parts.map((part) => part.name)).toEqual(['SwitchValue', 'Switch']);
  });

  it('keeps the paragraphs of a `@remarks` (a blank line in the comment), each on one line', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'kit-api-'));
    const file = path.join(folder, 'note.ts');
    writeFileSync(
      file,
      [
        'export const first = 1;',
        '/**',
        ' * A note.',
        ' * @remarks The first paragraph,',
        ' *   wrapped.',
        ' *',
        ' * The second, naming {@link first}.',
        ' * @defaultValue none',
        ' */',
        'export function note(): void {}',
        '',
      ].join('\n'),
    );
    try {
      const note = new KitApiReader([file], path.join(root, 'tsconfig.json'))
        .read(file)
        .find((part) => part.name === 'note');
      expect(note?.description).toBe('A note.');
      expect(note?.remarks).toBe('The first paragraph, wrapped.\n\nThe second, naming `first`.');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
