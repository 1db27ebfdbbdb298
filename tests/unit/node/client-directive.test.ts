// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  clientOnlyPackages,
  clientReasons,
  clientReasonsOfFiles,
  hasClientDirective,
  reactServerExports,
  serverSafePackages,
  withCliDirective,
} from '../../../scripts/client-directive';
import { importSpecifiers, packageName } from '../../../scripts/source-highlight';

/*
 * `"use client"` exactly where a file needs it (scripts/client-directive.ts): a Next.js App Router app renders
 * every other file as a server component. The rule reads each file with the TypeScript compiler; `npm run
 * test:registry` proves it in a real Next.js build.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const blockFolders = readdirSync(path.join(root, 'src/blocks')).map((block) => `src/blocks/${block}`);
const folders = ['src/kit', 'src/examples', ...blockFolders].map((folder) => path.join(root, folder));
const files = folders.flatMap((folder) =>
  readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file))
    .sort()
    .map((file) => path.join(folder, file)),
);
const serverExports = reactServerExports(root);
const reasons = clientReasonsOfFiles(files, serverExports);
const relative = (file: string) => path.relative(root, file);

describe('"use client" in the kit, example and block files', () => {
  it.each(files.map((file) => [relative(file), file]))(
    '%s carries the directive exactly when it needs the client',
    (_name, file) => {
      const needs = reasons.get(file) ?? [];
      const carries = hasClientDirective(readFileSync(file, 'utf8'));
      if (needs.length > 0) expect(carries, `needs "use client" because it ${needs.join('; ')}`).toBe(true);
      else expect(carries, 'carries "use client" but needs nothing from the client').toBe(false);
    },
  );

  it('leaves the files that render on the server as they are without it', () => {
    const serverFiles = files
      .filter((file) => reasons.get(file)?.length === 0)
      .map((file) => path.basename(file));
    expect(serverFiles).toEqual(
      expect.arrayContaining([
        'avatar.tsx',
        'button.tsx',
        'card.tsx',
        'choice.tsx',
        'input.tsx',
        'label.tsx',
        'progress.tsx',
        'cn.ts',
        'dates.ts',
        'page-items.ts',
        'slider-options.ts',
      ]),
    );
  });

  it('knows, for every package a kit file imports, whether it can load on the server', () => {
    const require = createRequire(path.join(root, 'package.json'));
    const packages = new Set(
      files.flatMap((file) =>
        importSpecifiers(readFileSync(file, 'utf8'))
          .filter((specifier) => !specifier.startsWith('.'))
          .map(packageName),
      ),
    );
    const unknown = [...packages].filter((name) => {
      if (name === 'react' || name === 'react-dom') return false;
      if (name in clientOnlyPackages || serverSafePackages.includes(name)) return false;
      // A package whose entry module has "use client" in its directive prologue is a client boundary of its own.
      const prologue = readFileSync(require.resolve(name), 'utf8').replace(
        /^(\s|\/\/.*\n|\/\*[\s\S]*?\*\/|(['"])use strict\2;?)*/,
        '',
      );
      return !hasClientDirective(prologue);
    });
    expect(unknown, 'classify these in scripts/client-directive.ts').toEqual([]);
  });
});

describe('the rule', () => {
  const context = { serverExports, siblingNeedsClient: (specifier: string) => specifier === './client-hook' };
  const check = (text: string) => clientReasons('example.tsx', text, context);

  it('asks for the client for state, effects, refs and context', () => {
    expect(
      check(`import { useState } from 'react';\nexport function A() { useState(0); return null; }`),
    ).toEqual(['uses useState from react, which server components do not have (line 1)']);
    expect(check(`import { createContext } from 'react';\nexport const C = createContext(0);`)).toHaveLength(
      1,
    );
    expect(
      check(`import * as React from 'react';\nexport function A() { React.useRef(null); return null; }`),
    ).toEqual(['uses useRef from react, which server components do not have (line 2)']);
  });

  it('lets a server component use what React gives it there, and any type', () => {
    expect(
      check(
        `import { useId, useMemo, type ChangeEvent, type ReactNode } from 'react';\nexport function A() { return <input id={useId()} />; }`,
      ),
    ).toEqual([]);
    expect(check(`import type { ComponentProps } from 'react';\nexport const a = 1;`)).toEqual([]);
  });

  it('asks for the client when the file hands on a function it writes, not one it was given', () => {
    expect(check(`export function A() { return <button onClick={() => {}}>a</button>; }`)).toEqual([
      'passes a function to onClick (line 1)',
    ]);
    expect(
      check(`function handle() {}\nexport function A() { return <button onClick={handle}>a</button>; }`),
    ).toEqual(['passes a function to onClick (line 2)']);
    expect(
      check(
        `export function A({ onClick }: { onClick?: () => void }) { return <button onClick={onClick}>a</button>; }`,
      ),
    ).toEqual([]);
  });

  it('follows hooks and values from client files, but not components', () => {
    expect(
      check(`import { useThing } from './client-hook';\nexport function A() { useThing(); return null; }`),
    ).toEqual(['calls useThing from ./client-hook, a client file (line 2)']);
    expect(
      check(`import { Thing } from './client-hook';\nexport function A() { return <Thing />; }`),
    ).toEqual([]);
    expect(
      check(`import { useThing } from './server-file';\nexport function A() { useThing(); return null; }`),
    ).toEqual([]);
  });

  it('asks for the client for a package that runs client code as it loads, or a hook from any package', () => {
    expect(check(`import { DayPicker } from 'react-day-picker';\nexport const a = DayPicker;`)).toEqual([
      'imports react-day-picker, which creates React contexts when its module loads (line 1)',
    ]);
    expect(
      check(`import useThing from 'some-package';\nexport function A() { useThing(); return null; }`),
    ).toEqual(['calls useThing from some-package (line 2)']);
  });
});

describe('the directive as the shadcn CLI reads it', () => {
  // The CLI takes `"use client"` out of a file for an app that is not a server-components app, when the file's
  // first statement matches this (@shadcn/registry's transform); with a semicolon it does not match.
  const cliPattern = /^["']use client["']$/;

  it('is found in either quotes, with or without a semicolon, only as the first statement', () => {
    expect(hasClientDirective(`'use client';\n\nimport x from 'y';`)).toBe(true);
    expect(hasClientDirective(`"use client"\nimport x from 'y';`)).toBe(true);
    expect(hasClientDirective(`import x from 'y';\n'use client';`)).toBe(false);
    expect(hasClientDirective(`'use clientele';`)).toBe(false);
  });

  it('is written without a semicolon for the registry, the form the CLI recognises', () => {
    const written = withCliDirective(`'use client';\n\nimport x from 'y';\n`);
    expect(written).toBe(`"use client"\n\nimport x from 'y';\n`);
    expect(cliPattern.test(written.split('\n')[0] ?? '')).toBe(true);
    expect(cliPattern.test(`'use client';`)).toBe(false);
    expect(withCliDirective(`import x from 'y';\n`)).toBe(`import x from 'y';\n`);
  });
});
