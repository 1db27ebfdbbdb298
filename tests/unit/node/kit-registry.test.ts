// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registryItemSchema, registrySchema } from 'shadcn/schema';
import { describe, expect, it } from 'vitest';
import { readRecords } from '../../../scripts/doc-records';
import { hasClientDirective } from '../../../scripts/client-directive';
import { kitApiReader } from '../../../scripts/kit-api';
import {
  fallbackFontFace,
  firstSentence,
  registryIndex,
  registryItems,
  themeItemName,
} from '../../../scripts/kit-registry';
import type { ApiPart } from '../../../src/pages/documentation/docTypes';
import { mainExport, registryNamespace } from '../../../src/pages/documentation/registry';
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
const exampleFolder = path.join(root, 'src/examples');
const items = registryItems({
  kitFolder,
  exampleFolder,
  blockFolder: path.join(root, 'src/blocks'),
  blockRecords: readRecords(root).blocks,
  stylesheet: readFileSync(path.join(root, 'src/styles.css'), 'utf8'),
  dependencies: manifest.dependencies,
  readApi: (file) => reader.read(file),
});
const kitFiles = readdirSync(kitFolder).filter((file) => /\.tsx?$/.test(file));
const demoFiles = readdirSync(exampleFolder).filter((file) => file.endsWith('-demo.tsx'));
const byName = (name: string) => items.find((item) => item.name === name);
const kitItems = items.filter((item) => item.files?.[0]?.path.startsWith('src/kit/'));
const exampleItems = items.filter((item) => item.type === 'registry:example');
const blockFolder = path.join(root, 'src/blocks');
const blocks = readdirSync(blockFolder).sort();
const blockItems = items.filter((item) => item.type === 'registry:block');
const stylesheet = readFileSync(path.join(root, 'src/styles.css'), 'utf8');

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

  it('puts every kit file in exactly one item, every demo in one example, plus the theme', () => {
    const files = kitItems.flatMap((item) => item.files?.map((file) => path.basename(file.path)) ?? []);
    expect(files.sort()).toEqual([...kitFiles].sort());
    expect(exampleItems.map((item) => `${item.name}.tsx`).sort()).toEqual([...demoFiles].sort());
    expect(items.map((item) => item.name)).toContain(themeItemName);
    expect(blockItems.map((item) => item.name)).toEqual(blocks);
    expect(items).toHaveLength(kitFiles.length + demoFiles.length + blocks.length + 1);
  });

  it('publishes each block as a registry:block of registry:component files in components/paper-kit/blocks/', () => {
    expect(blocks).toEqual(
      expect.arrayContaining([
        'sign-up-card',
        'register-card',
        'profile-header',
        'profile-connections',
        'landing-hero',
        'feature-grid',
        'team-cards',
        'contact-form',
      ]),
    );
    for (const item of blockItems) {
      const files = readdirSync(path.join(blockFolder, item.name));
      expect(item.files?.[0]?.path).toBe(`src/blocks/${item.name}/${item.name}.tsx`);
      expect(item.files?.map((file) => file.path).sort(), item.name).toEqual(
        files.map((file) => `src/blocks/${item.name}/${file}`).sort(),
      );
      for (const file of item.files ?? []) {
        // Never registry:page: the CLI drops those from an app that is not a Next.js app, without a word.
        expect(file.type).toBe('registry:component');
        expect(file.target).toBe(`@components/paper-kit/blocks/${item.name}/${path.basename(file.path)}`);
        expect(file.content, file.path).not.toMatch(/from ['"]\.\.?\//);
        expect(file.content, file.path).not.toMatch(/react-router|shell\/|content\//);
      }
      expect(item.title, item.name).toMatch(/^[A-Z]/);
      expect(item.description, item.name).toMatch(/\.$/);
      expect(item.docs, item.name).toContain(
        `from "@/components/paper-kit/blocks/${item.name}/${item.name}"`,
      );
      expect(item.registryDependencies?.[0]).toBe(`${registryNamespace}/${themeItemName}`);
    }
  });

  it('names the kit items and the blocks a block imports, and rewrites those imports to where the CLI puts them', () => {
    const registerCard = byName('register-card');
    expect(registerCard?.registryDependencies).toEqual([
      `${registryNamespace}/${themeItemName}`,
      `${registryNamespace}/button`,
      `${registryNamespace}/sign-up-card`,
    ]);
    expect(registerCard?.files?.[0]?.content).toContain(
      "from '@/components/paper-kit/blocks/sign-up-card/sign-up-card'",
    );
    const connections = byName('profile-connections');
    expect(connections?.registryDependencies).toEqual(
      expect.arrayContaining(
        ['avatar', 'button', 'card', 'choice', 'tabs'].map((name) => `${registryNamespace}/${name}`),
      ),
    );
    expect(connections?.files?.[0]?.content).toMatch(/^"use client"\n/);
    expect(connections?.files?.map((file) => file.content).join('\n')).toContain(
      "from '@/components/paper-kit/blocks/profile-connections/pictures'",
    );
    expect(byName('team-cards')?.dependencies).toEqual([
      `lucide-react@${manifest.dependencies['lucide-react']}`,
    ]);
    // A block that needs nothing from the client stays a server component.
    expect(byName('landing-hero')?.files?.[0]?.content).not.toMatch(/use client/);
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

  it('makes a kit item depend on another component only for what it renders or reads: the focus ring and tones come from the theme', () => {
    for (const item of kitItems) {
      const content = item.files?.map((file) => file.content).join('\n') ?? '';
      // What a kit file takes from another component: components and types (PascalCase) and hooks, never a
      // class string or another helper value, which would make installing it install that component too.
      for (const [, names = ''] of content.matchAll(
        /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@\/components\/ui\//g,
      )) {
        for (const name of names.split(',').map(
          (part) =>
            part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0] ?? '',
        )) {
          if (name) expect(name, `${item.name} imports ${name}`).toMatch(/^([A-Z]|use[A-Z])/);
        }
      }
    }
    for (const name of ['switch', 'tabs', 'slider']) {
      expect(byName(name)?.registryDependencies, name).not.toContain(`${registryNamespace}/button`);
      expect(byName(name)?.registryDependencies, name).toContain(`${registryNamespace}/${themeItemName}`);
    }
    const theme = byName(themeItemName);
    expect(Object.keys(theme?.css ?? {})).toContain('@utility pk-focus-ring');
    expect(theme?.css?.['@layer base']).toHaveProperty(
      ['.pk-tone-primary', '--pk-tone'],
      'var(--pk-primary)',
    );
    // A solid button's hover darkens its fill alone: the tone's sixth colour, mixed from the fill.
    expect(theme?.css?.['@layer base']).toHaveProperty(
      ['.pk-tone-primary', '--pk-tone-hover'],
      'color-mix(in srgb, var(--pk-primary) 85%, black)',
    );
    expect(theme?.cssVars?.theme).toMatchObject({
      'color-pk-tone': 'var(--pk-tone)',
      'color-pk-tone-edge': 'var(--pk-tone-edge)',
      'color-pk-tone-hover': 'var(--pk-tone-hover)',
    });
  });

  it('rewrites every sibling import to where the CLI puts the sibling, and keeps the rest of the file', () => {
    for (const item of kitItems) {
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
    const clientItems = kitItems.filter((item) => item.files?.[0]?.content?.startsWith('"use client"\n'));
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

  it('describes each item with the first sentence of its main export’s TSDoc', () => {
    const switchDoc = reader.read(path.join(kitFolder, 'switch.tsx')).find((part) => part.name === 'Switch');
    expect(byName('switch')?.description).toBe(firstSentence(switchDoc?.description ?? ''));
    expect(byName('switch')?.description).toMatch(/^A bootstrap-switch style toggle .*\.$/);
    // A file with no component, function or hook named after it is about its first one.
    expect(byName('dates')?.description).toMatch(/^Reads a calendar date written exactly as `yyyy-mm-dd`/);
    expect(byName('landmark-portal')?.description).toMatch(/^Keeps a floating part/);
    expect(byName('slider-options')?.description).toMatch(/^Checks a slider configuration/);
    // The main export's first sentence says what the whole component is, not what its root part holds.
    expect(byName('dropdown-menu')?.description).toMatch(/^A menu button: /);
    expect(byName('navbar')?.description).toMatch(/^Paper Kit's navbar: /);
    expect(byName('tooltip')?.description).toMatch(/^A short text that shows on hover or keyboard focus/);
    for (const item of items) expect(item.description, item.name).toMatch(/^\S.*[.!?]$/);
  });

  it('titles each item by its main export, or by its file’s words', () => {
    expect(byName('dropdown-menu')?.title).toBe('DropdownMenu');
    expect(byName('page-items')?.title).toBe('pageItems');
    expect(byName('dates')?.title).toBe('Dates');
    expect(byName('landmark-portal')?.title).toBe('Landmark portal');
    expect(byName('slider-demo')?.title).toBe('Slider example');
  });

  it('finds the main export: the one named after the file, else the first component, function or hook', () => {
    const part = (name: string, kind: ApiPart['kind']): ApiPart => ({
      name,
      kind,
      description: '',
      rows: [],
    });
    expect(mainExport('slider.tsx', [part('SliderProps', 'type'), part('Slider', 'component')])?.name).toBe(
      'Slider',
    );
    expect(
      mainExport('landmark-portal.ts', [part('LandmarkPortal', 'type'), part('useLandmarkPortal', 'hook')])
        ?.name,
    ).toBe('useLandmarkPortal');
    expect(
      mainExport('dates.ts', [part('IsoDateError', 'type'), part('parseIsoDate', 'function')])?.name,
    ).toBe('parseIsoDate');
  });

  it('cuts a description at the end of its first sentence, not inside code or after an abbreviation-like dot', () => {
    expect(firstSentence('One. Two.')).toBe('One.');
    expect(firstSentence('Uses `a.b` here. Then more.')).toBe('Uses `a.b` here.');
    expect(firstSentence('Reads 0.5 of it. Then')).toBe('Reads 0.5 of it.');
    expect(firstSentence('No full stop')).toBe('No full stop');
    expect(firstSentence('Ends `here.` Next')).toBe('Ends `here.` Next');
  });

  it('carries the theme: both palettes, the radii, shadows, breakpoints, container widths and font, all named pk-', () => {
    const theme = byName(themeItemName);
    expect(theme?.cssVars?.light?.['pk-primary']).toBe(palettes.light.semantic.primary.solid);
    expect(theme?.cssVars?.dark?.['pk-primary-text']).toBe(palettes.dark.semantic.primary.text);
    expect(theme?.cssVars?.theme?.['breakpoint-pk-lg']).toBe('992px');
    // The blocks' container queries (`@pk-sm:`, `@pk-md:`, `@pk-lg:`) need the same widths as containers.
    expect(['sm', 'md', 'lg'].map((size) => theme?.cssVars?.theme?.[`container-pk-${size}`])).toEqual([
      '576px',
      '768px',
      '992px',
    ]);
    const names = Object.values(theme?.cssVars ?? {}).flatMap((group) => Object.keys(group));
    expect(names.filter((name) => !/(^|-)pk-/.test(name))).toEqual([]);
  });

  it('publishes each demo as a registry:example named <file>-demo, beside its kit item and the theme', () => {
    const slider = byName('slider-demo');
    expect(slider?.type).toBe('registry:example');
    expect(slider?.files?.[0]).toMatchObject({
      path: 'src/examples/slider-demo.tsx',
      type: 'registry:example',
      target: '@components/paper-kit/examples/slider-demo.tsx',
    });
    for (const item of exampleItems) {
      const slug = item.name.replace(/-demo$/, '');
      expect(item.registryDependencies, item.name).toEqual(
        expect.arrayContaining([`${registryNamespace}/${themeItemName}`, `${registryNamespace}/${slug}`]),
      );
      expect(item.title, item.name).toBe(`${byName(slug)?.title} example`);
    }
    expect(byName('dates-demo')?.registryDependencies).toEqual(
      expect.arrayContaining([`${registryNamespace}/input`, `${registryNamespace}/button`]),
    );
    expect(byName('button-demo')?.dependencies).toEqual([
      `lucide-react@${manifest.dependencies['lucide-react']}`,
    ]);
  });

  it('rewrites an example’s imports to where the CLI puts the kit files and its pictures, and brings the pictures', () => {
    for (const item of exampleItems) {
      for (const file of item.files ?? []) {
        const original = readFileSync(path.join(exampleFolder, path.basename(file.path)), 'utf8');
        expect(file.content, file.path).not.toMatch(/from ['"]\.\.?\//);
        expect(
          file.content
            ?.replace(/@\/(components\/ui|lib|hooks)\/paper-kit\//g, '../kit/')
            .replace(/@\/components\/paper-kit\/examples\//g, './')
            .replace(/^"use client"\n/, "'use client';\n"),
          file.path,
        ).toBe(original);
      }
    }
    const card = byName('card-demo');
    expect(card?.files?.map((file) => file.path)).toEqual([
      'src/examples/card-demo.tsx',
      'src/examples/pictures.ts',
    ]);
    expect(card?.files?.[1]?.target).toBe('@components/paper-kit/examples/pictures.ts');
    expect(card?.files?.[0]?.content).toContain("from '@/components/paper-kit/examples/pictures'");
    expect(byName('slider-demo')?.files?.[0]?.content?.startsWith('"use client"\n')).toBe(true);
    expect(byName('button-demo')?.files?.[0]?.content).not.toMatch(/use client/);
  });

  it('gives every item docs for the CLI to print: the theme’s fallback face, a component’s names, where an example goes', () => {
    for (const item of items) expect(item.docs, item.name).toMatch(/\S/);
    const theme = byName(themeItemName)?.docs ?? '';
    expect(theme).toContain(fallbackFontFace(stylesheet));
    expect(fallbackFontFace(stylesheet)).toMatch(
      /^@font-face \{\n {2}font-family: 'Montserrat Fallback';[\s\S]*size-adjust: /,
    );
    expect(theme).toMatch(/\.dark/);
    expect(theme).toMatch(/Tailwind CSS 4/);
    const slider = byName('slider')?.docs ?? '';
    expect(slider).toMatch(/^Slider: Name it with `aria-label` or `aria-labelledby`\./);
    expect(slider).toMatch(
      new RegExp(`\\n\\nA working example: npx shadcn@latest add ${registryNamespace}/slider-demo$`),
    );
    expect(byName('slider-demo')?.docs).toBe(
      'Slider example: render <SliderDemo /> from "@/components/paper-kit/examples/slider-demo". It is a client component ("use client"), so a server component can render it too.',
    );
  });

  it('prints as docs the @remarks the documentation page shows, the main export’s, as plain text paragraphs', () => {
    const remarksOf = (file: string) =>
      mainExport(path.basename(file), reader.read(path.join(root, file)))?.remarks;
    for (const item of [...kitItems, ...blockItems]) {
      const remarks = remarksOf(item.files?.[0]?.path ?? '');
      expect(remarks, item.name).toMatch(/\S/);
      expect(item.docs, item.name).toContain(remarks);
      // Paragraphs, each on one line: the CLI prints the text as it is.
      expect(item.docs, item.name).not.toMatch(/[^\n]\n(?!\n)|\n{3}/);
    }
    expect(byName('team-cards')?.docs).toMatch(/sample default\.\n\nThe section is named by its `h2`\./);
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
