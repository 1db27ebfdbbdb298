import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  darkSurfaceRule,
  focusRingUtility,
  kitTheme,
  palettes,
  paletteVariables,
  toneColors,
  toneRules,
} from '../src/design-tokens';
import type { ApiPart } from '../src/pages/documentation/docTypes';
import { mainExport, pascalCase, registryNamespace } from '../src/pages/documentation/registry';
import { readRecords } from './doc-records';
import { hasClientDirective, withCliDirective } from './client-directive';
import { exportDocumentation, kitApiReader } from './kit-api';
import { importSpecifiers, packageName } from './source-highlight';

/**
 * The kit as a shadcn registry: `npx shadcn@latest add @paper-kit-a11y/slider` installs a kit file, the kit files it
 * needs and its npm packages into any app. Written by the site build into `dist/r/`: `registry.json` (the index,
 * shadcn's `registry.json` schema) and one `<name>.json` per item (`registry-item.json`), all generated from
 * `src/kit/` and the design tokens, so the registry can never list a file the kit no longer has.
 *
 * - Each kit file is one item, named after it: a `.tsx` file is `registry:ui`, a `use-*.ts` file `registry:hook`,
 *   any other `.ts` file `registry:lib`. The theme is one more item, `theme`, which every component depends on.
 * - Each demo, `src/examples/<file>-demo.tsx`, is a `registry:example` item named after it (`slider-demo`), the
 *   form `shadcn mcp` looks for; the documentation renders the same file.
 * - Each block, `src/blocks/<block>/`, is a `registry:block` item named after its folder (`sign-up-card`): its
 *   files are `registry:component` files in `components/paper-kit/blocks/<block>/` (never `registry:page`, which
 *   the CLI drops in a Vite app), and it depends on the kit items and the other blocks it imports.
 * - Every item carries `docs`, which the CLI prints after adding it: what the item needs from the app (the theme's
 *   fallback font face, a component's name and labels, where an example goes).
 * - Items name each other through the `@paper-kit-a11y` namespace, which the app maps to wherever this site is
 *   served with one `registries` entry in its `components.json`: the JSON never holds an address.
 * - Files go into a `paper-kit/` folder of the app's `ui`, `lib` and `hooks` folders (each item's `target`), so
 *   they never meet an app's own `button.tsx` or `lib/utils.ts`.
 * - The CLI rewrites only `@/…` imports to the app's own aliases, so a kit file's `./cn` is written here as
 *   `@/lib/paper-kit/cn`, `./button` as `@/components/ui/paper-kit/button`: where the CLI puts each file. An
 *   example's `../kit/slider` becomes `@/components/ui/paper-kit/slider` the same way.
 */

export const themeItemName = 'theme';

type ItemType = 'registry:ui' | 'registry:lib' | 'registry:hook';
type FileType = ItemType | 'registry:example' | 'registry:component';

interface RegistryFile {
  path: string;
  type: FileType;
  target?: string;
  content?: string;
}

export interface RegistryItem {
  $schema: string;
  name: string;
  type: FileType | 'registry:theme' | 'registry:block';
  title: string;
  description: string;
  docs: string;
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
const placement: Record<FileType, { target: string; importFolder: string }> = {
  'registry:ui': { target: '@ui/paper-kit', importFolder: '@/components/ui/paper-kit' },
  'registry:lib': { target: '@lib/paper-kit', importFolder: '@/lib/paper-kit' },
  'registry:hook': { target: '@hooks/paper-kit', importFolder: '@/hooks/paper-kit' },
  'registry:example': {
    target: '@components/paper-kit/examples',
    importFolder: '@/components/paper-kit/examples',
  },
  'registry:component': {
    target: '@components/paper-kit/blocks',
    importFolder: '@/components/paper-kit/blocks',
  },
};

const slugOf = (file: string) => file.replace(/\.tsx?$/, '');
/** "Slider" for `slider.tsx`, "Slider options" for `slider-options.ts`: the main export's name when it is named after the file. */
function titleOf(file: string, main: ApiPart | undefined): string {
  const pascal = pascalCase(slugOf(file));
  if (main && main.name.toLowerCase() === pascal.toLowerCase()) return main.name;
  return slugOf(file)
    .split('-')
    .join(' ')
    .replace(/^\w/, (letter) => letter.toUpperCase());
}

/**
 * The first sentence of a TSDoc text: up to the first full stop followed by a new sentence (a capital letter or
 * a backtick) or the end, never inside `code`.
 */
export function firstSentence(text: string): string {
  let inCode = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '`') inCode = !inCode;
    if (inCode || !/[.!?]/.test(character ?? '')) continue;
    const rest = text.slice(index + 1);
    if (rest === '' || /^\s+[A-Z`(]/.test(rest)) return text.slice(0, index + 1);
  }
  return text;
}

/**
 * A file with its relative imports rewritten to where the CLI puts what they name (`./cn` to
 * `@/lib/paper-kit/cn`), by `resolve`, which throws for an import the registry cannot follow.
 */
function withAliasedImports(file: string, text: string, resolve: (specifier: string) => string): string {
  const rewritten = text.replace(
    /(\bfrom\s+|\bimport\s*\(\s*)(['"])(\.\.?\/[\w./-]+)\2/g,
    (_match, keyword: string, quote: string, specifier: string) =>
      `${keyword}${quote}${resolve(specifier)}${quote}`,
  );
  if (/(['"])\.\.?\//.test(rewritten.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''))) {
    throw new Error(
      `kit-registry: ${file} still has a relative import after rewriting; the CLI would keep it.`,
    );
  }
  return rewritten;
}

/**
 * What the CLI prints after adding a kit file: its main export's `@remarks` (what the app must give the component to
 * stay accessible, and what it does for a screen reader: the notes its documentation page shows too), a paragraph
 * each, then where its demo is.
 */
function kitDocs(title: string, main: ApiPart | undefined, file: string, hasExample: boolean): string {
  const remarks = main?.remarks;
  if (!remarks) {
    throw new Error(
      `kit-registry: the main export of ${file} (${main?.name ?? 'none'}) has no @remarks; the registry prints them after installing it.`,
    );
  }
  const example = hasExample
    ? `\n\nA working example: npx shadcn@latest add ${registryNamespace}/${slugOf(file)}-demo`
    : '';
  return `${title}: ${remarks}${example}`;
}

/** The `@font-face` of the metric-matched fallback, as `src/styles.css` writes it. */
export function fallbackFontFace(stylesheet: string): string {
  const face = /@font-face \{[^}]*font-family: 'Montserrat Fallback';[^}]*\}/.exec(stylesheet)?.[0];
  if (!face) throw new Error("kit-registry: src/styles.css has no @font-face for 'Montserrat Fallback'.");
  return face;
}

/** What the CLI prints after adding the theme: what it did, and the one thing it cannot do. */
function themeDocs(fontPackage: string, fallbackFace: string): string {
  return [
    'Paper Kit theme: needs Tailwind CSS 4. The pk- colours are now in :root and .dark, so dark mode is the .dark class on <html> (or on any ancestor); the radii, shadows, breakpoints, container widths and font are in @theme inline; the pk-tone-… classes (one per semantic colour) and the pk-focus-ring utility are in your stylesheet. Every name starts with pk-, so your own theme is unchanged.',
    `font-pk-sans sets text in Montserrat, from ${fontPackage}. The CLI cannot write an @font-face: so that text does not move when Montserrat arrives, copy this metric-matched fallback into your stylesheet, after the imports:`,
    '',
    fallbackFace,
  ].join('\n');
}

/** The theme item: the kit's colours for light and dark, and its radii, shadows, breakpoints and font. */
function themeItem(fontPackage: string, fontVersion: string, fallbackFace: string): RegistryItem {
  return {
    $schema: itemSchema,
    name: themeItemName,
    type: 'registry:theme',
    title: 'Paper Kit A11y theme',
    description:
      'The kit’s colours (every text and background pair WCAG AA in light and dark), radii, shadows, breakpoints and font, all named pk-… so they leave an app’s own theme alone. Dark colours apply under `.dark`.',
    docs: themeDocs(fontPackage, fallbackFace),
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
        // The blocks lay out by their container (`@container`, then `@pk-sm:`…): Tailwind 4 reads these widths.
        'container-pk-sm': kitTheme.breakpoint.sm,
        'container-pk-md': kitTheme.breakpoint.md,
        'container-pk-lg': kitTheme.breakpoint.lg,
        'font-pk-sans': kitTheme.font.sans,
        // The tone's colours (`bg-pk-tone`…), which each tone class sets to one semantic colour's shades.
        ...Object.fromEntries(Object.entries(toneColors()).map(([name, value]) => [`color-${name}`, value])),
      },
      light: paletteVariables(palettes.light, ''),
      dark: paletteVariables(palettes.dark, ''),
    },
    css: {
      [`@import "${fontPackage}/wght.css"`]: {},
      // The transparent navbar marks its dark artwork; there the focus ring and the text swap to the hero's.
      '@layer base': {
        ...darkSurfaceRule,
        ...toneRules(),
      },
      '@utility pk-focus-ring': focusRingUtility,
    },
  };
}

/** The npm packages a file imports, checked against the site's dependencies and given their versions. */
function packagesOf(file: string, text: string, dependencies: Record<string, string>): string[] {
  const names = [
    ...new Set(
      importSpecifiers(text)
        .filter((specifier) => !specifier.startsWith('.'))
        .map(packageName),
    ),
  ]
    .filter((name) => name !== 'react' && name !== 'react-dom')
    .sort();
  return names.map((name) => {
    const version = dependencies[name];
    if (!version) throw new Error(`kit-registry: ${file} imports ${name}, which is not a dependency.`);
    return `${name}@${version}`;
  });
}

/** The CLI drops whatever comments open a file, and with them the TSDoc of a first export: a file starts with code. */
function requireCodeFirst(file: string, text: string): void {
  if (/^\s*(\/\/|\/\*)/.test(text)) {
    throw new Error(
      `kit-registry: ${file} starts with a comment, which the shadcn CLI would drop; start it with code.`,
    );
  }
}

export interface RegistrySources {
  /** `src/kit/`: one item per file. */
  kitFolder: string;
  /** `src/examples/`: one item per `*-demo.tsx` file, with the other files of the folder it imports. */
  exampleFolder: string;
  /** `src/blocks/`: one item per folder, with every file in it. */
  blockFolder: string;
  /** The blocks' documentation records (`scripts/doc-records.ts`): each item's title is its block's name. */
  blockRecords: readonly { slug: string; name: string }[];
  /** The site's stylesheet, which holds the fallback font face the theme's docs give. */
  stylesheet: string;
  /** The site's `dependencies`, for each item's npm packages and their versions. */
  dependencies: Record<string, string>;
  /** The API of a kit file, read from its TSDoc and types (`scripts/kit-api.ts`). */
  readApi: (file: string) => ApiPart[];
}

/** Every registry item: one per kit file, one per demo, one per block, then the theme. */
export function registryItems({
  kitFolder,
  exampleFolder,
  blockFolder,
  blockRecords,
  stylesheet,
  dependencies,
  readApi,
}: RegistrySources): RegistryItem[] {
  const files = readdirSync(kitFolder)
    .filter((file) => /\.tsx?$/.test(file))
    .sort();
  const examples = readdirSync(exampleFolder)
    .filter((file) => file.endsWith('-demo.tsx'))
    .sort();
  const types = new Map(files.map((file) => [slugOf(file), itemType(file)]));
  const kitImport = (file: string, name: string) => {
    const type = types.get(name);
    if (!type) throw new Error(`kit-registry: ${file} imports "${name}", which is not a kit file.`);
    return `${placement[type].importFolder}/${name}`;
  };
  const titles = new Map<string, string>();

  const kitItems = files.map((file): RegistryItem => {
    const text = readFileSync(path.join(kitFolder, file), 'utf8');
    requireCodeFirst(file, text);
    const siblings = [
      ...new Set(
        importSpecifiers(text)
          .filter((s) => s.startsWith('./'))
          .map((s) => s.slice(2)),
      ),
    ].sort();
    const type = types.get(slugOf(file)) ?? 'registry:lib';
    const parts = readApi(path.join(kitFolder, file));
    const main = mainExport(file, parts);
    const title = titleOf(file, main);
    titles.set(slugOf(file), title);
    const packages = packagesOf(file, text, dependencies);
    const content = withAliasedImports(file, text, (specifier) => {
      if (!/^\.\/[\w-]+$/.test(specifier))
        throw new Error(`kit-registry: ${file} imports "${specifier}", outside the kit's folder.`);
      return kitImport(file, specifier.slice(2));
    });
    return {
      $schema: itemSchema,
      name: slugOf(file),
      type,
      title,
      description: firstSentence(main?.description ?? ''),
      docs: kitDocs(title, main, file, examples.includes(`${slugOf(file)}-demo.tsx`)),
      ...(packages.length > 0 ? { dependencies: packages } : {}),
      registryDependencies: [
        ...(type === 'registry:ui' ? [`${registryNamespace}/${themeItemName}`] : []),
        ...siblings.map((sibling) => `${registryNamespace}/${sibling}`),
      ],
      files: [
        {
          path: `src/kit/${file}`,
          type,
          target: `${placement[type].target}/${file}`,
          content: withCliDirective(content),
        },
      ],
    };
  });

  const exampleItems = examples.map((file): RegistryItem => {
    const slug = file.replace(/-demo\.tsx$/, '');
    const title = titles.get(slug);
    if (!title) throw new Error(`kit-registry: ${file} is the demo of "${slug}", which is not a kit file.`);
    const exportName = `${pascalCase(slug)}Demo`;
    const kitNames = new Set([slug]);
    const ownFiles = [file];
    const packages = new Set<string>();
    const written: RegistryFile[] = [];
    // The demo, then each file of its own folder it imports (its pictures), in the order they are found.
    for (let index = 0; index < ownFiles.length; index += 1) {
      const own = ownFiles[index] ?? '';
      const text = readFileSync(path.join(exampleFolder, own), 'utf8');
      requireCodeFirst(own, text);
      for (const spec of packagesOf(own, text, dependencies)) packages.add(spec);
      const content = withAliasedImports(own, text, (specifier) => {
        const kitName = /^\.\.\/kit\/([\w-]+)$/.exec(specifier)?.[1];
        if (kitName) {
          kitNames.add(kitName);
          return kitImport(own, kitName);
        }
        const sibling = /^\.\/([\w-]+)$/.exec(specifier)?.[1];
        const siblingFile = ['.ts', '.tsx']
          .map((extension) => `${sibling}${extension}`)
          .find((candidate) => sibling && existsSync(path.join(exampleFolder, candidate)));
        if (!siblingFile)
          throw new Error(
            `kit-registry: ${own} imports "${specifier}", neither a kit file nor a file beside it.`,
          );
        if (!ownFiles.includes(siblingFile)) ownFiles.push(siblingFile);
        return `${placement['registry:example'].importFolder}/${sibling}`;
      });
      written.push({
        path: `src/examples/${own}`,
        type: 'registry:example',
        target: `${placement['registry:example'].target}/${own}`,
        content: withCliDirective(content),
      });
    }
    const text = readFileSync(path.join(exampleFolder, file), 'utf8');
    const { description } = exportDocumentation(file, text, exportName);
    if (!description)
      throw new Error(`kit-registry: ${file} has no TSDoc on ${exportName}, its description.`);
    const where = `${placement['registry:example'].importFolder}/${file.replace(/\.tsx$/, '')}`;
    const client = hasClientDirective(text)
      ? 'It is a client component ("use client"), so a server component can render it too.'
      : 'It needs no client code of its own, so it renders as a server component where the app has them.';
    return {
      $schema: itemSchema,
      name: file.replace(/\.tsx$/, ''),
      type: 'registry:example',
      title: `${title} example`,
      description: firstSentence(description),
      docs: `${title} example: render <${exportName} /> from "${where}". ${client}`,
      ...(packages.size > 0 ? { dependencies: [...packages].sort() } : {}),
      registryDependencies: [
        `${registryNamespace}/${themeItemName}`,
        ...[...kitNames].sort().map((name) => `${registryNamespace}/${name}`),
      ],
      files: written,
    };
  });

  const blockItems = blockItemsOf(blockFolder, { blockRecords, dependencies, readApi, kitImport });

  const font = '@fontsource-variable/montserrat';
  const fontVersion = dependencies[font];
  if (!fontVersion) throw new Error(`kit-registry: the theme needs ${font} in the site's dependencies.`);
  return [
    ...kitItems,
    ...exampleItems,
    ...blockItems,
    themeItem(font, fontVersion, fallbackFontFace(stylesheet)),
  ];
}

/**
 * One `registry:block` item per folder of `src/blocks/`: every file of the folder, its imports of the kit
 * (`../../kit/tabs`) and of other blocks (`../sign-up-card/sign-up-card`) rewritten to where the CLI puts them,
 * and those named in `registryDependencies`. The title is the block's name in its documentation record, the
 * description and the docs from the TSDoc of the component the block is named after.
 */
function blockItemsOf(
  blockFolder: string,
  {
    blockRecords,
    dependencies,
    readApi,
    kitImport,
  }: Pick<RegistrySources, 'blockRecords' | 'dependencies' | 'readApi'> & {
    kitImport: (file: string, name: string) => string;
  },
): RegistryItem[] {
  const blocks = readdirSync(blockFolder).sort();
  const componentFolder = placement['registry:component'];
  return blocks.map((block): RegistryItem => {
    const entry = blockRecords.find((candidate) => candidate.slug === block);
    if (!entry) throw new Error(`kit-registry: src/blocks/${block}/ has no documentation record.`);
    const folder = path.join(blockFolder, block);
    const mainFile = `${block}.tsx`;
    const others = readdirSync(folder)
      .filter((file) => /\.tsx?$/.test(file) && file !== mainFile)
      .sort();
    if (!existsSync(path.join(folder, mainFile)))
      throw new Error(`kit-registry: src/blocks/${block}/ has no ${mainFile}.`);
    // The block's component first, then the files it brings (its pictures, its parts).
    const files = [mainFile, ...others];
    const kitNames = new Set<string>();
    const otherBlocks = new Set<string>();
    const packages = new Set<string>();
    const written = files.map((file): RegistryFile => {
      const where = `src/blocks/${block}/${file}`;
      const text = readFileSync(path.join(folder, file), 'utf8');
      requireCodeFirst(where, text);
      for (const spec of packagesOf(where, text, dependencies)) packages.add(spec);
      const content = withAliasedImports(where, text, (specifier) => {
        const kitName = /^\.\.\/\.\.\/kit\/([\w-]+)$/.exec(specifier)?.[1];
        if (kitName) {
          kitNames.add(kitName);
          return kitImport(where, kitName);
        }
        const own = /^\.\/([\w-]+)$/.exec(specifier)?.[1];
        if (own && files.some((candidate) => slugOf(candidate) === own))
          return `${componentFolder.importFolder}/${block}/${own}`;
        const [, other, otherFile] = /^\.\.\/([\w-]+)\/([\w-]+)$/.exec(specifier) ?? [];
        if (other && otherFile && blocks.includes(other) && other !== block) {
          otherBlocks.add(other);
          return `${componentFolder.importFolder}/${other}/${otherFile}`;
        }
        throw new Error(
          `kit-registry: ${where} imports "${specifier}": a block imports only kit files, its own files and other blocks.`,
        );
      });
      return {
        path: where,
        type: 'registry:component',
        target: `${componentFolder.target}/${block}/${file}`,
        content: withCliDirective(content),
      };
    });
    const exportName = pascalCase(block);
    // The same export, and the same @remarks, as the block's documentation page shows.
    const main = mainExport(mainFile, readApi(path.join(folder, mainFile)));
    if (main?.name !== exportName || !main.description || !main.remarks)
      throw new Error(
        `kit-registry: src/blocks/${block}/${mainFile} has no TSDoc with @remarks on ${exportName}, its description and docs.`,
      );
    const mainText = readFileSync(path.join(folder, mainFile), 'utf8');
    const client = hasClientDirective(mainText)
      ? 'It is a client component ("use client"): a server component can render it, with data for props, not functions.'
      : 'It renders as a server component where the app has them.';
    return {
      $schema: itemSchema,
      name: block,
      type: 'registry:block',
      title: entry.name,
      description: firstSentence(main.description),
      docs: `${entry.name} block: render <${exportName} /> from "${componentFolder.importFolder}/${block}/${block}"; every prop has a sample default.\n\n${main.remarks}\n\n${client}`,
      ...(packages.size > 0 ? { dependencies: [...packages].sort() } : {}),
      registryDependencies: [
        `${registryNamespace}/${themeItemName}`,
        ...[...kitNames].sort().map((name) => `${registryNamespace}/${name}`),
        ...[...otherBlocks].sort().map((name) => `${registryNamespace}/${name}`),
      ],
      files: written,
    };
  });
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

/**
 * Every registry item of the project at `root`, read from its files as the build publishes them: what `npx shadcn
 * add` installs of each. The registry plugin writes them; `scripts/kit-cost.ts` measures what each adds to an app.
 */
export function readRegistryItems(root: string): RegistryItem[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const reader = kitApiReader(root);
  return registryItems({
    kitFolder: path.join(root, 'src/kit'),
    exampleFolder: path.join(root, 'src/examples'),
    blockFolder: path.join(root, 'src/blocks'),
    blockRecords: readRecords(root).blocks,
    stylesheet: readFileSync(path.join(root, 'src/styles.css'), 'utf8'),
    dependencies: manifest.dependencies ?? {},
    readApi: (file) => reader.read(file),
  });
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
      const items = readRegistryItems(root);
      const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: 'r/registry.json', source: json(registryIndex(items)) });
      for (const item of items)
        this.emitFile({ type: 'asset', fileName: `r/${item.name}.json`, source: json(item) });
    },
  };
}
