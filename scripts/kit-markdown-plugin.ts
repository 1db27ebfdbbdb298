import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { site } from '../src/site';
import { llmsFullTxtPath, llmsTxtPath, markdownPath } from '../src/pages/documentation/registry';
import { readRecords, type ReadBlockRecord, type ReadKitRecord } from './doc-records';
import { kitApiReader } from './kit-api';
import { costOfFile } from './kit-cost';
import { heardOfFile } from './kit-heard';
import {
  blockPageMarkdown,
  kitPageMarkdown,
  llmsFullTxt,
  llmsTxt,
  type BlockPage,
  type KitPage,
} from './kit-markdown';
import { sourceNeeds } from './kit-source-plugin';
import { testsOfFile } from './kit-tests';

/*
 * Writes every documentation page as Markdown (`r/docs/<slug>.md`) and the kit's index, `llms.txt`, from the files
 * the page itself reads: the records, the kit file or the block's files and what they need (`sourceNeeds`, as
 * `?kit-source` follows them), their API (`kitApiReader`), what each is tested for (`testsOfFile`), what a screen
 * reader said of it (`heardOfFile`), what it adds to an app (`costOfFile`), and the demo. A build emits them all; the dev server makes each one when it is
 * asked for.
 */

/** A documentation page: a kit file's (`?component=`) or a block's (`?block=`). */
export type DocPage =
  | { kind: 'kit'; slug: string; record: ReadKitRecord & { file: string } }
  | { kind: 'block'; slug: string; record: ReadBlockRecord };

/**
 * Every documentation page, in the index's order: one per record, so one per file of `src/kit/` and one per folder
 * of `src/blocks/` (`readRecords` fails for one without the other). A block named like a kit file is an error: their
 * Markdown shares one folder.
 */
export function docPages(root: string): DocPage[] {
  const { kit, blocks } = readRecords(root);
  for (const { slug } of blocks) {
    const kitFile = kit.find((record) => record.slug === slug)?.file;
    if (kitFile)
      throw new Error(
        `kit-markdown: the block src/blocks/${slug}/ and the kit file src/kit/${kitFile} would both be ${markdownPath(slug)}; rename one.`,
      );
  }
  return [
    ...kit.map((record): DocPage => ({ kind: 'kit', slug: record.slug, record })),
    ...blocks.map((record): DocPage => ({ kind: 'block', slug: record.slug, record })),
  ];
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
 * text, what it needs, its API, what it is tested for and what a screen reader said of it.
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
    heard: heardOfFile(root, file),
    cost: await costOfFile(root, file),
  };
}

/** What one page shows, read from the files on disk. */
export async function readDocPage(
  root: string,
  page: DocPage,
  dependencies: Record<string, string> = dependenciesOf(root),
  pages: readonly DocPage[] = docPages(root),
): Promise<({ kind: 'kit' } & KitPage) | ({ kind: 'block' } & BlockPage)> {
  if (page.kind === 'kit') {
    const source = await pageSource(root, path.join(root, 'src/kit', page.record.file), dependencies);
    const demoPath = `src/examples/${page.slug}-demo.tsx`;
    const demoFile = path.join(root, demoPath);
    return {
      kind: 'kit',
      record: page.record,
      source,
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
    record: page.record,
    files: [main, ...rest],
    blockNames: new Map(
      pages.flatMap((other) => (other.kind === 'block' ? [[other.slug, other.record.name]] : [])),
    ),
  };
}

/** One page's Markdown. */
export function docPageMarkdown(page: Awaited<ReturnType<typeof readDocPage>>): string {
  return page.kind === 'kit' ? kitPageMarkdown(page) : blockPageMarkdown(page);
}

/** The pages in `llms.txt`'s order: the components, the helpers, then the blocks. */
function inLlmsOrder(pages: readonly DocPage[]): DocPage[] {
  const rank = (page: DocPage) => (page.kind === 'block' ? 2 : page.record.group === 'component' ? 0 : 1);
  return [...pages].sort((a, b) => rank(a) - rank(b));
}

/** `llms.txt`: the site's name, the kit's one line (package.json's description) and every page, in order. */
export function kitLlmsTxt(root: string, pages: readonly DocPage[] = docPages(root)): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    description?: string;
  };
  if (!manifest.description) throw new Error('kit-markdown: package.json has no "description" for llms.txt.');
  const kit = pages.flatMap((page) => (page.kind === 'kit' ? [page.record] : []));
  return llmsTxt({
    name: site.name,
    summary: manifest.description,
    components: kit.filter((entry) => entry.group === 'component'),
    helpers: kit.filter((entry) => entry.group === 'helper'),
    blocks: pages.flatMap((page) => (page.kind === 'block' ? [page.record] : [])),
  });
}

/**
 * Every file the build writes: each page's Markdown, then `llms.txt` and `llms-full.txt` (every page in one), as paths
 * from the site's folder.
 */
export async function markdownFiles(root: string): Promise<{ fileName: string; text: string }[]> {
  const pages = docPages(root);
  const dependencies = dependenciesOf(root);
  const written: { fileName: string; text: string }[] = [];
  for (const page of pages) {
    const text = docPageMarkdown(await readDocPage(root, page, dependencies, pages));
    written.push({ fileName: markdownPath(page.slug), text });
  }
  const texts = new Map(pages.map((page, at) => [page.slug, written[at]?.text]));
  return [
    ...written,
    { fileName: llmsTxtPath, text: kitLlmsTxt(root, pages) },
    {
      fileName: llmsFullTxtPath,
      text: llmsFullTxt(
        inLlmsOrder(pages).map((page) => ({
          fileName: markdownPath(page.slug),
          text: texts.get(page.slug) ?? '',
        })),
      ),
    },
  ];
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
          return send(200, 'text/markdown', docPageMarkdown(await readDocPage(root, page, undefined, pages)));
        })().catch(next);
      });
    },
  };
}
