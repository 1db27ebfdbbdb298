import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { kitTheme, palettes, paletteVariables } from '../src/design-tokens';
import type { ApiPart } from '../src/pages/documentation/docTypes';
import { site } from '../src/site';
import { withCliDirective } from './client-directive';
import { kitApiReader } from './kit-api';
import { importSpecifiers, packageName } from './source-highlight';

/**
 * The kit as a shadcn registry: `npx shadcn@latest add @paper-kit-a11y/slider` installs a kit file, the kit files it
 * needs and its npm packages into any app. Written by the site build into `dist/r/`: `registry.json` (the index,
 * shadcn's `registry.json` schema) and one `<name>.json` per item (`registry-item.json`), all generated from
 * `src/kit/` and the design tokens, so the registry can never list a file the kit no longer has.
 *
 * - Each kit file is one item, named after it: a `.tsx` file is `registry:ui`, a `use-*.ts` file `registry:hook`,
 *   any other `.ts` file `registry:lib`. The theme is one more item, `theme`, which every component depends on.
 * - Items name each other through the `@paper-kit-a11y` namespace, which the app maps to wherever this site is
 *   served with one `registries` entry in its `components.json`: the JSON never holds an address.
 * - Files go into a `paper-kit/` folder of the app's `ui`, `lib` and `hooks` folders (each item's `target`), so
 *   they never meet an app's own `button.tsx` or `lib/utils.ts`.
 * - The CLI rewrites only `@/…` imports to the app's own aliases, so a kit file's `./cn` is written here as
 *   `@/lib/paper-kit/cn`, `./button` as `@/components/ui/paper-kit/button`: where the CLI puts each file.
 */

export const registryNamespace = site.registryNamespace;
export const themeItemName = 'theme';

type ItemType = 'registry:ui' | 'registry:lib' | 'registry:hook';

interface RegistryFile {
  path: string;
  type: ItemType;
  target?: string;
  content?: string;
}

export interface RegistryItem {
  $schema: string;
  name: string;
  type: ItemType | 'registry:theme';
  title: string;
  description: string;
  dependencies?: string[];
  registryDependencies?: string[];
  files?: RegistryFile[];
  cssVars?: { theme?: Record<string, string>; light?: Record<string, string>; dark?: Record<string, string> };
  css?: Record<string, unknown>;
}

export interface Registry {
  $schema: string;
  name: string;
  homepage: string;
  items: Omit<RegistryItem, '$schema'>[];
}

const itemSchema = 'https://ui.shadcn.com/schema/registry-item.json';
const registrySchema = 'https://ui.shadcn.com/schema/registry.json';

function itemType(file: string): ItemType {
  if (file.endsWith('.tsx')) return 'registry:ui';
  return file.startsWith('use-') ? 'registry:hook' : 'registry:lib';
}

/** Where the CLI writes a file of each type (`target`, in the app's aliases), and the `@/…` import reaching it. */
const placement: Record<ItemType, { target: string; importFolder: string }> = {
  'registry:ui': { target: '@ui/paper-kit', importFolder: '@/components/ui/paper-kit' },
  'registry:lib': { target: '@lib/paper-kit', importFolder: '@/lib/paper-kit' },
  'registry:hook': { target: '@hooks/paper-kit', importFolder: '@/hooks/paper-kit' },
};

const slugOf = (file: string) => file.replace(/\.tsx?$/, '');

/** "Slider options" for `slider-options.ts`; the kit's components keep their own name (`DropdownMenu`). */
function titleOf(file: string, parts: ApiPart[]): string {
  const words = slugOf(file).split('-');
  const pascal = words.map((word) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`).join('');
  const camel = `${words[0] ?? ''}${pascal.slice(words[0]?.length ?? 0)}`;
  const main = parts.find((part) => part.name === pascal || part.name === camel);
  if (main) return main.name;
  return words.join(' ').replace(/^\w/, (letter) => letter.toUpperCase());
}

/** The TSDoc of the export named after the file, or of the first export that has one. */
function descriptionOf(title: string, parts: ApiPart[]): string {
  const main = parts.find((part) => part.name === title && part.description);
  return (main ?? parts.find((part) => part.description))?.description ?? '';
}

/** A kit file with its sibling imports (`./cn`) rewritten to where the CLI puts those siblings (`@/lib/cn`). */
function withAliasedImports(file: string, text: string, types: Map<string, ItemType>): string {
  const rewritten = text.replace(
    /(\bfrom\s+|\bimport\s*\(\s*)(['"])\.\/([\w-]+)\2/g,
    (_match, keyword: string, quote: string, sibling: string) => {
      const type = [...types].find(([name]) => slugOf(name) === sibling)?.[1];
      if (!type) throw new Error(`kit-registry: ${file} imports "./${sibling}", which is not a kit file.`);
      return `${keyword}${quote}${placement[type].importFolder}/${sibling}${quote}`;
    },
  );
  if (/(['"])\.\.?\//.test(rewritten.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''))) {
    throw new Error(
      `kit-registry: ${file} still has a relative import after rewriting; the CLI would keep it.`,
    );
  }
  return rewritten;
}

/** The theme item: the kit's colours for light and dark, and its radii, shadows, breakpoints and font. */
function themeItem(fontPackage: string, fontVersion: string): RegistryItem {
  const variables = (palette: keyof typeof palettes) =>
    Object.fromEntries(
      Object.entries(paletteVariables(palettes[palette])).map(([name, value]) => [
        name.replace(/^--/, ''),
        value,
      ]),
    );
  return {
    $schema: itemSchema,
    name: themeItemName,
    type: 'registry:theme',
    title: 'Paper Kit A11y theme',
    description:
      'The kit’s colours (every text and background pair WCAG AA in light and dark), radii, shadows, breakpoints and font, all named pk-… so they leave an app’s own theme alone. Dark colours apply under `.dark`.',
    dependencies: [`${fontPackage}@${fontVersion}`],
    cssVars: {
      // The CLI writes the colours to `:root` and `.dark`, and a `--color-pk-…` for each into `@theme inline`.
      theme: {
        'radius-pk-card': kitTheme.radius.card,
        'radius-pk-pill': kitTheme.radius.pill,
        'shadow-pk-card': kitTheme.shadow.card,
        'shadow-pk-raised': kitTheme.shadow.raised,
        'breakpoint-pk-sm': kitTheme.breakpoint.sm,
        'breakpoint-pk-lg': kitTheme.breakpoint.lg,
        'font-pk-sans': kitTheme.font.sans,
      },
      light: variables('light'),
      dark: variables('dark'),
    },
    css: {
      [`@import "${fontPackage}/wght.css"`]: {},
      // The transparent navbar marks its dark artwork; there the focus ring and the text swap to the hero's.
      '@layer base': {
        "[data-surface='dark']": { '--pk-ring': 'var(--pk-hero-ring)', color: 'var(--pk-hero-ink)' },
      },
    },
  };
}

/** Every registry item: one per kit file, then the theme. */
export function registryItems(
  kitFolder: string,
  dependencies: Record<string, string>,
  readApi: (file: string) => ApiPart[],
): RegistryItem[] {
  const files = readdirSync(kitFolder)
    .filter((file) => /\.tsx?$/.test(file))
    .sort();
  const types = new Map(files.map((file) => [file, itemType(file)]));
  const items = files.map((file): RegistryItem => {
    const text = readFileSync(path.join(kitFolder, file), 'utf8');
    // The CLI drops whatever comments open a file, and with them the TSDoc of a first export: a kit file starts
    // with code.
    if (/^\s*(\/\/|\/\*)/.test(text)) {
      throw new Error(
        `kit-registry: ${file} starts with a comment, which the shadcn CLI would drop; start it with code.`,
      );
    }
    const specifiers = importSpecifiers(text);
    const packages = [...new Set(specifiers.filter((s) => !s.startsWith('.')).map(packageName))]
      .filter((name) => name !== 'react' && name !== 'react-dom')
      .sort();
    for (const name of packages) {
      if (!dependencies[name])
        throw new Error(`kit-registry: ${file} imports ${name}, which is not a dependency.`);
    }
    const siblings = [...new Set(specifiers.filter((s) => s.startsWith('./')).map((s) => s.slice(2)))].sort();
    const type = types.get(file) ?? 'registry:lib';
    const parts = readApi(path.join(kitFolder, file));
    const title = titleOf(file, parts);
    return {
      $schema: itemSchema,
      name: slugOf(file),
      type,
      title,
      description: descriptionOf(title, parts),
      ...(packages.length > 0
        ? { dependencies: packages.map((name) => `${name}@${dependencies[name]}`) }
        : {}),
      registryDependencies: [
        ...(type === 'registry:ui' ? [`${registryNamespace}/${themeItemName}`] : []),
        ...siblings.map((sibling) => `${registryNamespace}/${sibling}`),
      ],
      files: [
        {
          path: `src/kit/${file}`,
          type,
          target: `${placement[type].target}/${file}`,
          content: withCliDirective(withAliasedImports(file, text, types)),
        },
      ],
    };
  });
  const font = '@fontsource-variable/montserrat';
  const fontVersion = dependencies[font];
  if (!fontVersion) throw new Error(`kit-registry: the theme needs ${font} in the site's dependencies.`);
  return [...items, themeItem(font, fontVersion)];
}

/** The index, `registry.json`: every item as shadcn's `registry.json` lists it, without the files' contents. */
export function registryIndex(items: RegistryItem[]): Registry {
  return {
    $schema: registrySchema,
    name: 'paper-kit-a11y',
    homepage: '../',
    items: items.map((item) => {
      const { files, ...listed } = item;
      delete (listed as Partial<RegistryItem>).$schema;
      return {
        ...listed,
        ...(files
          ? { files: files.map(({ path: filePath, type, target }) => ({ path: filePath, type, target })) }
          : {}),
      };
    }),
  };
}

/** The Vite plugin: a build writes the registry into `dist/r/`. */
export function kitRegistry(): Plugin {
  let root = '';
  return {
    name: 'kit-registry',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const kitFolder = path.join(root, 'src/kit');
      const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      const reader = kitApiReader(root);
      const items = registryItems(kitFolder, manifest.dependencies ?? {}, (file) => reader.read(file));
      const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: 'r/registry.json', source: json(registryIndex(items)) });
      for (const item of items)
        this.emitFile({ type: 'asset', fileName: `r/${item.name}.json`, source: json(item) });
    },
  };
}
