import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { site } from '../src/site';
import {
  blockCatalog,
  catalog,
  type BlockEntry,
  type CatalogEntry,
} from '../src/pages/documentation/catalog';
import type { DocEntryContent } from '../src/pages/documentation/docTypes';
import { llmsTxtPath, markdownPath } from '../src/pages/documentation/registry';
import { kitApiReader } from './kit-api';
import { blockPageMarkdown, kitPageMarkdown, llmsTxt, type BlockPage, type KitPage } from './kit-markdown';
import { sourceNeeds } from './kit-source-plugin';
import { testsOfFile } from './kit-tests';

/*
 * Writes every documentation page as Markdown (`r/docs/<slug>.md`) and the kit's index, `llms.txt`, from the files
 * the page itself reads: the catalog, the kit file or the block's files and what they need (`sourceNeeds`, as
 * `?kit-source` follows them), their API (`kitApiReader`), what each is tested for (`testsOfFile`), the entry's
 * keys and the demo. A build emits them all; the dev server makes each one when it is asked for.
 */

/** A documentation page: a kit file's (`?component=`) or a block's (`?block=`). */
export type DocPage =
  | { kind: 'kit'; slug: string; entry: CatalogEntry; file: string }
  | { kind: 'block'; slug: string; entry: BlockEntry };

/**
 * Every documentation page, in the catalog's order: one per file of `src/kit/` and one per folder of
 * `src/blocks/`. A file or folder that the catalog does not name, or a catalog entry with no file, is an error, and
 * so is a block named like a kit file: their Markdown shares one folder.
 */
export function docPages(root: string): DocPage[] {
  const kitFiles = readdirSync(path.join(root, 'src/kit')).filter((file) => /\.tsx?$/.test(file));
  const blocks = readdirSync(path.join(root, 'src/blocks'));
  const fileOf = new Map(kitFiles.map((file) => [file.replace(/\.tsx?$/, ''), file]));
  for (const block of blocks) {
    if (fileOf.has(block))
      throw new Error(
        `kit-markdown: the block src/blocks/${block}/ and the kit file src/kit/${fileOf.get(block)} would both be ${markdownPath(block)}; rename one.`,
      );
  }
  for (const slug of fileOf.keys()) {
    if (!catalog.some((entry) => entry.slug === slug))
      throw new Error(`kit-markdown: src/kit/${fileOf.get(slug)} is not in the documentation's catalog.`);
  }
  for (const block of blocks) {
    if (!blockCatalog.some((entry) => entry.slug === block))
      throw new Error(`kit-markdown: src/blocks/${block}/ is not in the documentation's block catalog.`);
  }
  const kit = catalog.map((entry): DocPage => {
    const file = fileOf.get(entry.slug);
    if (!file)
      throw new Error(`kit-markdown: the catalog names "${entry.slug}", which src/kit/ does not have.`);
    return { kind: 'kit', slug: entry.slug, entry, file };
  });
  const blockPages = blockCatalog.map((entry): DocPage => {
    if (!blocks.includes(entry.slug))
      throw new Error(
        `kit-markdown: the block catalog names "${entry.slug}", which src/blocks/ does not have.`,
      );
    return { kind: 'block', slug: entry.slug, entry };
  });
  return [...kit, ...blockPages];
}

/** Checks an entry module's `content`: its keys, each row some key names and an action in words. */
function entryContent(where: string, value: unknown): DocEntryContent {
  const keys: unknown = (value as { keys?: unknown } | undefined)?.keys;
  if (!Array.isArray(keys))
    throw new Error(`kit-markdown: ${where} exports no \`content\` with a \`keys\` list.`);
  return {
    keys: keys.map((row: unknown) => {
      const { keys: names, action } = (row ?? {}) as { keys?: unknown; action?: unknown };
      if (
        !Array.isArray(names) ||
        !names.every((name): name is string => typeof name === 'string') ||
        typeof action !== 'string'
      ) {
        throw new Error(
          `kit-markdown: ${where} has a key row that is not { keys: string[], action: string }: ${JSON.stringify(row)}.`,
        );
      }
      return { keys: [...names], action };
    }),
  };
}

/**
 * An entry module (`entries/<slug>.tsx`, `entries/blocks/<block>.tsx`), run as the page runs it: compiled by
 * TypeScript and evaluated on its own. An entry is data; one that imports anything at run time (a component, JSX)
 * cannot be written as Markdown, and is an error. Null when the page has no entry.
 */
export function readEntry(root: string, file: string): DocEntryContent | null {
  if (!existsSync(file)) return null;
  const where = path.relative(root, file);
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
    },
  });
  const module = { exports: {} as Record<string, unknown> };
  const require = (specifier: string) => {
    throw new Error(
      `kit-markdown: ${where} imports "${specifier}" at run time; an entry holds plain data (each key's action a string) and imports only types.`,
    );
  };
  vm.runInNewContext(outputText, { module, exports: module.exports, require }, { filename: file });
  return entryContent(where, module.exports.content);
}

/** The site's `dependencies`, whose versions the page's Install section gives. */
function dependenciesOf(root: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return manifest.dependencies ?? {};
}

/**
 * What a kit file's or a block file's page shows of it, read as `?kit-source` and `?block-source` read it: its
 * text, what it needs, its API and what it is tested for.
 */
async function pageSource(root: string, file: string, dependencies: Record<string, string>) {
  const { packages, kitFiles, blocks } = sourceNeeds(root, file, dependencies);
  return {
    file: path.basename(file),
    text: readFileSync(file, 'utf8'),
    packages,
    kitFiles,
    blocks,
    api: kitApiReader(root).read(file),
    tests: await testsOfFile(root, file),
  };
}

/** What one page shows, read from the files on disk. */
export async function readDocPage(
  root: string,
  page: DocPage,
  dependencies: Record<string, string> = dependenciesOf(root),
): Promise<({ kind: 'kit' } & KitPage) | ({ kind: 'block' } & BlockPage)> {
  const entries = path.join(root, 'src/pages/documentation/entries');
  if (page.kind === 'kit') {
    const source = await pageSource(root, path.join(root, 'src/kit', page.file), dependencies);
    const demoPath = `src/examples/${page.slug}-demo.tsx`;
    const demoFile = path.join(root, demoPath);
    return {
      kind: 'kit',
      entry: page.entry,
      source,
      content: readEntry(root, path.join(entries, `${page.slug}.tsx`)),
      demo: existsSync(demoFile) ? { path: demoPath, text: readFileSync(demoFile, 'utf8') } : null,
    };
  }
  const folder = path.join(root, 'src/blocks', page.slug);
  const mainFile = `${page.slug}.tsx`;
  if (!existsSync(path.join(folder, mainFile)))
    throw new Error(`kit-markdown: src/blocks/${page.slug}/ has no ${mainFile}.`);
  // The block's component first, then its other files by name, as the page lists them.
  const others = readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && file !== mainFile)
    .sort();
  const [main, ...rest] = await Promise.all(
    [mainFile, ...others].map((file) => pageSource(root, path.join(folder, file), dependencies)),
  );
  if (!main) throw new Error(`kit-markdown: src/blocks/${page.slug}/ has no files.`);
  return {
    kind: 'block',
    entry: page.entry,
    files: [main, ...rest],
    content: readEntry(root, path.join(entries, 'blocks', `${page.slug}.tsx`)),
  };
}

/** One page's Markdown. */
export function docPageMarkdown(page: Awaited<ReturnType<typeof readDocPage>>): string {
  return page.kind === 'kit' ? kitPageMarkdown(page) : blockPageMarkdown(page);
}

/** `llms.txt`: the site's name, the kit's one line (package.json's description) and every page, in order. */
export function kitLlmsTxt(root: string, pages: readonly DocPage[] = docPages(root)): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    description?: string;
  };
  if (!manifest.description) throw new Error('kit-markdown: package.json has no "description" for llms.txt.');
  const kit = pages.flatMap((page) => (page.kind === 'kit' ? [page.entry] : []));
  return llmsTxt({
    name: site.name,
    summary: manifest.description,
    components: kit.filter((entry) => entry.group === 'component'),
    helpers: kit.filter((entry) => entry.group === 'helper'),
    blocks: pages.flatMap((page) => (page.kind === 'block' ? [page.entry] : [])),
  });
}

/** Every file the build writes: each page's Markdown, then `llms.txt`, as paths from the site's folder. */
export async function markdownFiles(root: string): Promise<{ fileName: string; text: string }[]> {
  const pages = docPages(root);
  const dependencies = dependenciesOf(root);
  const written: { fileName: string; text: string }[] = [];
  for (const page of pages) {
    const text = docPageMarkdown(await readDocPage(root, page, dependencies));
    written.push({ fileName: markdownPath(page.slug), text });
  }
  return [...written, { fileName: llmsTxtPath, text: kitLlmsTxt(root, pages) }];
}

/**
 * The Vite plugin: a build emits every page's Markdown and `llms.txt` into the site's folder; the dev server makes
 * the one asked for, so the pages' "Copy page" works under `npm run dev` too.
 */
export function kitMarkdown(): Plugin {
  let root = '';
  return {
    name: 'kit-markdown',
    apply: (_config, env) => !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      for (const { fileName, text } of await markdownFiles(root))
        this.emitFile({ type: 'asset', fileName, source: text });
    },
    configureServer(server) {
      const markdownAt = new RegExp(`^/${markdownPath('([\\w-]+)').replace(/\./g, '\\.')}$`);
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        const slug = markdownAt.exec(pathname)?.[1];
        if (slug === undefined && pathname !== `/${llmsTxtPath}`) {
          next();
          return;
        }
        const send = (status: number, type: string, text: string) =>
          response.writeHead(status, { 'content-type': `${type}; charset=utf-8` }).end(text);
        (async () => {
          const pages = docPages(root);
          if (slug === undefined) return send(200, 'text/plain', kitLlmsTxt(root, pages));
          const page = pages.find((candidate) => candidate.slug === slug);
          if (!page) return send(404, 'text/plain', `No documentation page is named "${slug}".`);
          return send(200, 'text/markdown', docPageMarkdown(await readDocPage(root, page)));
        })().catch(next);
      });
    },
  };
}
