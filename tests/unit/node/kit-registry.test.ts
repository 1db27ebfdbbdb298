// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registryItemSchema, registrySchema } from 'shadcn/schema';
import { describe, expect, it } from 'vitest';
import { hasClientDirective } from '../../../scripts/client-directive';
import { kitApiReader } from '../../../scripts/kit-api';
import {
  registryIndex,
  registryItems,
  registryNamespace,
  themeItemName,
} from '../../../scripts/kit-registry';
import { palettes } from '../../../src/design-tokens';

/*
 * The registry the build writes into dist/r/ (scripts/kit-registry.ts): shadcn's own schemas accept it, every
 * kit file is in exactly one item, and each item carries what installing it takes. The real CLI installing every
 * item into an app is `npm run test:registry`.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const kitFolder = path.join(root, 'src/kit');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const reader = kitApiReader(root);
const items = registryItems(kitFolder, manifest.dependencies, (file) => reader.read(file));
const kitFiles = readdirSync(kitFolder).filter((file) => /\.tsx?$/.test(file));
const byName = (name: string) => items.find((item) => item.name === name);

describe('the registry', () => {
  it.each(items.map((item) => [item.name, item] as const))(
    '%s is a valid shadcn registry item',
    (_name, item) => {
      const parsed = registryItemSchema.safeParse(item);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    },
  );

  it('has a valid index naming every item', () => {
    const index = registryIndex(items);
    const parsed = registrySchema.safeParse(index);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(index.items.map((item) => item.name)).toEqual(items.map((item) => item.name));
  });

  it('puts every kit file in exactly one item, plus the theme', () => {
    const files = items.flatMap((item) => item.files?.map((file) => path.basename(file.path)) ?? []);
    expect(files.sort()).toEqual([...kitFiles].sort());
    expect(items.map((item) => item.name)).toContain(themeItemName);
  });

  it('types each item by what it is, and places it in a paper-kit folder of the app', () => {
    expect(byName('slider')?.type).toBe('registry:ui');
    expect(byName('slider')?.files?.[0]?.target).toBe('@ui/paper-kit/slider.tsx');
    expect(byName('cn')?.type).toBe('registry:lib');
    expect(byName('cn')?.files?.[0]?.target).toBe('@lib/paper-kit/cn.ts');
    expect(byName('use-prefers-reduced-motion')?.type).toBe('registry:hook');
    expect(byName(themeItemName)?.type).toBe('registry:theme');
  });

  it('gives each item its npm packages at the versions the site runs, and its sibling items', () => {
    const slider = byName('slider');
    expect(slider?.dependencies).toContain(
      `@radix-ui/react-slider@${manifest.dependencies['@radix-ui/react-slider']}`,
    );
    expect(slider?.registryDependencies).toEqual(
      expect.arrayContaining([
        `${registryNamespace}/${themeItemName}`,
        `${registryNamespace}/cn`,
        `${registryNamespace}/slider-options`,
        `${registryNamespace}/use-prefers-reduced-motion`,
      ]),
    );
    // A helper needs no theme.
    expect(byName('cn')?.registryDependencies).toEqual([]);
    expect(byName('cn')?.dependencies).toEqual([
      `clsx@${manifest.dependencies.clsx}`,
      `tailwind-merge@${manifest.dependencies['tailwind-merge']}`,
    ]);
  });

  it('rewrites every sibling import to where the CLI puts the sibling, and keeps the rest of the file', () => {
    for (const item of items) {
      const file = item.files?.[0];
      if (!file?.content) continue;
      const original = readFileSync(path.join(kitFolder, path.basename(file.path)), 'utf8');
      expect(file.content, item.name).not.toMatch(/from ['"]\.\//);
      expect(
        file.content
          .replace(/@\/(components\/ui|lib|hooks)\/paper-kit\//g, './')
          .replace(/^"use client"\n/, "'use client';\n"),
      ).toBe(original);
    }
    expect(byName('date-picker')?.files?.[0]?.content).toContain(
      "import('@/components/ui/paper-kit/calendar')",
    );
  });

  it('writes "use client" where a kit file has it, as the shadcn CLI recognises it: no semicolon', () => {
    const clientItems = items.filter((item) => item.files?.[0]?.content?.startsWith('"use client"\n'));
    expect(clientItems.map((item) => item.name)).toEqual(
      kitFiles
        .filter((file) => hasClientDirective(readFileSync(path.join(kitFolder, file), 'utf8')))
        .map((file) => file.replace(/\.tsx?$/, ''))
        .sort(),
    );
    expect(clientItems.map((item) => item.name)).toEqual(
      expect.arrayContaining(['slider', 'tabs', 'calendar']),
    );
    expect(byName('button')?.files?.[0]?.content).not.toMatch(/use client/);
  });

  it('describes each item with the TSDoc of its main export', () => {
    expect(byName('switch')?.description).toBe(
      reader.read(path.join(kitFolder, 'switch.tsx')).find((part) => part.name === 'Switch')?.description,
    );
    for (const item of items) expect(item.description, item.name).not.toBe('');
  });

  it('carries the theme: both palettes, the radii, shadows, breakpoints and font, all named pk-', () => {
    const theme = byName(themeItemName);
    expect(theme?.cssVars?.light?.['pk-primary']).toBe(palettes.light.semantic.primary.solid);
    expect(theme?.cssVars?.dark?.['pk-primary-text']).toBe(palettes.dark.semantic.primary.text);
    expect(theme?.cssVars?.theme?.['breakpoint-pk-lg']).toBe('992px');
    const names = Object.values(theme?.cssVars ?? {}).flatMap((group) => Object.keys(group));
    expect(names.filter((name) => !/(^|-)pk-/.test(name))).toEqual([]);
  });

  it('carries the font: its package at the version this site runs, and font-pk-sans', () => {
    const theme = byName(themeItemName);
    expect(theme?.dependencies).toEqual([
      `@fontsource-variable/montserrat@${manifest.dependencies['@fontsource-variable/montserrat']}`,
    ]);
    expect(theme?.css?.['@import "@fontsource-variable/montserrat/wght.css"']).toEqual({});
    expect(theme?.cssVars?.theme?.['font-pk-sans']).toMatch(/^"Montserrat Variable", /);
  });
});
