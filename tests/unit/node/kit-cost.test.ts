// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundlerName, itemContents, measureBuild, measureCosts } from '../../../scripts/kit-cost';
import { readRegistryItems, type RegistryItem } from '../../../scripts/kit-registry';

/*
 * What each kit file and block adds to an app (scripts/kit-cost.ts): what the CLI installs with it, read from the
 * registry, and the three builds that measure it. That the figures match a real install is `npm run test:registry`
 * (tests/registry/vite-app-cost.spec.ts).
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const items = readRegistryItems(root);
const contents = itemContents(items);
const of = (name: string) => {
  const found = contents.find((item) => item.name === name);
  if (!found) throw new Error(`no measured item ${name}`);
  return found;
};

// Fixtures inside the project, so their imports of npm packages resolve to its node_modules.
const scratch = mkdtempSync(path.join(root, 'node_modules/.cache/kit-cost-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function fixture(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(scratch, 'item-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  return folder;
}

function fakeItem(name: string, files: string[], more: Partial<RegistryItem> = {}): RegistryItem {
  return {
    $schema: '',
    name,
    type: 'registry:lib',
    title: name,
    description: '',
    docs: '',
    files: files.map((file) => ({ path: file, type: 'registry:lib' })),
    ...more,
  };
}

describe('what the CLI installs with an item', () => {
  it('measures every kit file and every block, and no example and not the theme', () => {
    const measured = contents.map((item) => item.name);
    const expected = items
      .filter((item) =>
        ['registry:ui', 'registry:lib', 'registry:hook', 'registry:block'].includes(item.type),
      )
      .map((item) => item.name);
    expect(measured).toEqual(expected);
    expect(measured).toContain('button');
    expect(measured).toContain('sign-up-card');
    expect(measured).not.toContain('theme');
    expect(measured).not.toContain('button-demo');
  });

  it('follows registryDependencies all the way down, and takes their npm packages', () => {
    const button = of('button');
    expect(button.files).toEqual(['src/kit/button.tsx']);
    // Button imports tones, and cn: cn's packages come with it.
    expect(button.kitFiles).toEqual(['src/kit/cn.ts', 'src/kit/tones.ts']);
    expect(button.packages.map((pkg) => pkg.name)).toEqual(
      expect.arrayContaining(['@radix-ui/react-slot', 'class-variance-authority', 'clsx', 'tailwind-merge']),
    );
    expect(button.packages.map((pkg) => pkg.name)).not.toContain('react');
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const pkg of button.packages) expect(pkg.version).toBe(manifest.dependencies[pkg.name]);
  });

  it('gives a block every file of its folder, and the kit files it brings', () => {
    const block = of('sign-up-card');
    expect(block.files.every((file) => file.startsWith('src/blocks/sign-up-card/'))).toBe(true);
    expect(block.files[0]).toBe('src/blocks/sign-up-card/sign-up-card.tsx');
    expect(block.kitFiles).toContain('src/kit/cn.ts');
    // The theme is CSS: its font package is not JavaScript an app downloads.
    expect(block.packages.map((pkg) => pkg.name)).not.toContain('@fontsource-variable/montserrat');
  });
});

describe('the measuring builds', () => {
  it('measure own files, then the kit files, then the npm packages: each build takes in more', async () => {
    const files = [path.join(root, 'src/kit/button.tsx')];
    const [own, kit, total] = await Promise.all([
      measureBuild(root, files, 'own'),
      measureBuild(root, files, 'kit'),
      measureBuild(root, files, 'total'),
    ]);
    expect(own).toBeGreaterThan(300);
    expect(kit).toBeGreaterThan(own);
    // tailwind-merge alone is several kB gzip.
    expect(total).toBeGreaterThan(kit + 4 * 1024);
  });

  it('leave React out, minify for production and keep every export', async () => {
    const folder = fixture({
      'item.ts': [
        "import { useState } from 'react';",
        'export function useCount() { return useState(0); }',
        "if (process.env.NODE_ENV !== 'production') console.log('dev only: ' + 'x'.repeat(40000));",
        // Not used by anything: an app using the whole item keeps it, so the figure counts it.
        `export const table = ${JSON.stringify(Array.from({ length: 2000 }, (_, index) => (index * 7919) % 10007))};`,
      ].join('\n'),
    });
    const bytes = await measureBuild(root, [path.join(folder, 'item.ts')], 'total');
    // The table's 2000 numbers are kept (thousands of bytes); React (over 50 kB) and the development branch are not.
    expect(bytes).toBeGreaterThan(3000);
    expect(bytes).toBeLessThan(12_000);
  });
});

describe('measureCosts', () => {
  it('gives each item its three parts, what it includes, the bundler and the day', async () => {
    const folder = fixture({
      'helper.ts': 'export const helper = (text: string) => text.split("").reverse().join("");',
      'item.ts':
        "import { clsx } from 'clsx';\nimport { helper } from './helper';\nexport const both = (a: string) => clsx(helper(a), 'item');",
    });
    const at = (file: string) => path.relative(root, path.join(folder, file));
    const fakeItems = [
      fakeItem('helper', [at('helper.ts')]),
      fakeItem('item', [at('item.ts')], {
        registryDependencies: ['@paper-kit-a11y/helper', '@paper-kit-a11y/theme'],
        dependencies: ['clsx@2.1.1'],
      }),
    ];
    const cacheFile = path.join(folder, 'cache.json');
    const costs = await measureCosts(root, fakeItems, { date: '2026-11-28', cacheFile });
    const item = costs.item;
    expect(item).toMatchObject({
      files: [at('item.ts')],
      kitFiles: [at('helper.ts')],
      packages: [{ name: 'clsx', version: '2.1.1' }],
      bundler: bundlerName,
      date: '2026-11-28',
    });
    expect(bundlerName).toMatch(/^Rolldown \d+\.\d+\.\d+/);
    const gzip = item?.gzip ?? { own: 0, kit: 0, packages: 0, total: 0 };
    expect(gzip.own).toBeGreaterThan(0);
    expect(gzip.kit).toBeGreaterThan(0);
    expect(gzip.packages).toBeGreaterThan(0);
    expect(gzip.own + gzip.kit + gzip.packages).toBe(gzip.total);
    expect(costs.helper?.kitFiles).toEqual([]);

    // Cached by content: the same files give the same figures, a changed file is measured again.
    expect(Object.keys(JSON.parse(readFileSync(cacheFile, 'utf8')) as object)).toHaveLength(2);
    expect((await measureCosts(root, fakeItems, { date: '2026-11-28', cacheFile })).item).toEqual(item);
    writeFileSync(
      path.join(folder, 'helper.ts'),
      `export const helper = (text: string) => text + ${JSON.stringify('y'.repeat(3000))};`,
    );
    const changed = await measureCosts(root, fakeItems, { date: '2026-11-28', cacheFile });
    expect(changed.item?.gzip.kit).toBeGreaterThan(gzip.kit);
  });
});
