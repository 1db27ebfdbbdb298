// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitApiReader } from '../../../scripts/kit-api';
import { codeSpan, fence, kitPageMarkdown, tableCell, type KitPage } from '../../../scripts/kit-markdown';
import { docPages, markdownFiles, readEntry } from '../../../scripts/kit-markdown-plugin';
import { registryItems } from '../../../scripts/kit-registry';
import { blockCatalog, catalog, catalogEntry } from '../../../src/pages/documentation/catalog';
import type { ApiPart } from '../../../src/pages/documentation/docTypes';
import { blockApi, chordKeys } from '../../../src/pages/documentation/pageContent';
import { llmsTxtPath, markdownPath } from '../../../src/pages/documentation/registry';

/*
 * Every documentation page as Markdown, and llms.txt (scripts/kit-markdown.ts, written by
 * scripts/kit-markdown-plugin.ts): built here as the build builds them, then read back as a reader would, and held
 * to the registry's items, the API the page shows, the files on disk and the entries' keys.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const reader = kitApiReader(root);

let files: Map<string, string>;
beforeAll(async () => {
  // The same call the build makes; "Tested for" lists the browser tests, which takes some seconds.
  files = new Map((await markdownFiles(root)).map(({ fileName, text }) => [fileName, text]));
}, 120_000);

function markdownOf(slug: string): string {
  const text = files.get(markdownPath(slug));
  if (text === undefined) throw new Error(`no ${markdownPath(slug)} was built`);
  return text;
}

/** Every fenced block of a Markdown text: its info string's language and title, and its text exactly. */
function fences(markdown: string): { language: string; title?: string; text: string }[] {
  const found: { language: string; title?: string; text: string }[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(`{3,})(\w*)(?: title="([^"]+)")?$/.exec(lines[index] ?? '');
    if (!open) continue;
    const [, ticks = '', language = '', title] = open;
    const close = lines.indexOf(ticks, index + 1);
    if (close === -1) throw new Error(`a fence opened on line ${index + 1} is never closed`);
    found.push({
      language,
      ...(title ? { title } : {}),
      text: `${lines.slice(index + 1, close).join('\n')}\n`,
    });
    index = close;
  }
  return found;
}

/** A Markdown table cell's text with its escapes undone: a `\|` is a pipe, a `<br>` a new line. */
const unescaped = (cell: string) => cell.trim().replace(/\\\|/g, '|').replace(/<br>/g, '\n');

/** A cell's text as a reader sees it: escapes undone, and each inline code span as its code. */
const cellText = (cell: string) => unescaped(cell).replace(/(`+) ?(.*?) ?\1(?!`)/g, '$2');

/**
 * The rows of the tables under a heading, up to the next heading of its level or higher, each as its cells; the
 * header rows (each above its `| --- |` line) are left out.
 */
function tableRowsUnder(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`no heading "${heading}"`);
  const level = /^#+/.exec(heading)?.[0].length ?? 1;
  const rows: string[][] = [];
  let inFence = false;
  for (const line of lines.slice(start + 1)) {
    if (/^`{3,}/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const headingLevel = /^(#+) /.exec(line)?.[1]?.length;
    if (headingLevel !== undefined && headingLevel <= level) break;
    // Cells are parted by " | "; a pipe inside a cell is escaped, so it never reads as one.
    if (line.startsWith('| ')) rows.push(line.slice(2, -2).split(' | '));
  }
  const headers = new Set<number>();
  rows.forEach((cells, index) => {
    if (cells.every((cell) => cell === '---')) headers.add(index).add(index - 1);
  });
  return rows.filter((_cells, index) => !headers.has(index));
}

/** Every API part's rows, read back from a page's API section (`## API`, or a block's `## Props`). */
function expectApiTables(markdown: string, section: string, parts: readonly ApiPart[], where: string) {
  expect(markdown, where).toContain(`\n${section}\n`);
  for (const part of parts) {
    const heading = `### ${codeSpan(part.name)} · `;
    const line = markdown.split('\n').find((candidate) => candidate.startsWith(heading));
    expect(line, `${where}: the heading of ${part.name}`).toBeDefined();
    const rows = tableRowsUnder(markdown, line ?? '').map(
      ([name = '', type = '', value = '', description = '']) => [
        cellText(name),
        cellText(type),
        cellText(value),
        // TSDoc text keeps its backticks, as the page's tables are made from it.
        unescaped(description),
      ],
    );
    expect(rows, `${where}: ${part.name}`).toEqual(
      part.rows.map((row) => [
        `${row.name}${row.required ? ' *required*' : ''}`,
        row.type,
        row.defaultValue ?? '–',
        row.description,
      ]),
    );
  }
}

const kitFolder = path.join(root, 'src/kit');
const kitFiles = readdirSync(kitFolder).filter((file) => /\.tsx?$/.test(file));
const blockFolder = path.join(root, 'src/blocks');

describe('the Markdown pages', () => {
  it('are one per registry item of a kit file and one per block, and none else', () => {
    const items = registryItems({
      kitFolder,
      exampleFolder: path.join(root, 'src/examples'),
      blockFolder,
      stylesheet: readFileSync(path.join(root, 'src/styles.css'), 'utf8'),
      dependencies: manifest.dependencies,
      readApi: (file) => reader.read(file),
    });
    const documented = items
      .filter((item) =>
        ['registry:ui', 'registry:lib', 'registry:hook', 'registry:block'].includes(item.type),
      )
      .map((item) => markdownPath(item.name))
      .sort();
    expect(documented.length).toBe(kitFiles.length + readdirSync(blockFolder).length);
    const pages = [...files.keys()].filter((fileName) => fileName !== llmsTxtPath).sort();
    expect(pages).toEqual(documented);
  });

  it.each(kitFiles)('%s: its page has its summary, install command, API rows, source and demo', (file) => {
    const slug = file.replace(/\.tsx?$/, '');
    const markdown = markdownOf(slug);
    const entry = catalogEntry(slug);
    expect(markdown.startsWith(`# ${entry?.name}\n\n${entry?.summary}\n`)).toBe(true);
    expect(markdown).toContain(`\n\`\`\`sh\nnpx shadcn@latest add @paper-kit-a11y/${slug}\n\`\`\`\n`);
    expectApiTables(markdown, '## API', reader.read(path.join(kitFolder, file)), file);
    const listed = fences(markdown);
    const source = listed.filter((block) => block.title === `src/kit/${file}`);
    expect(source.map((block) => block.text)).toEqual([readFileSync(path.join(kitFolder, file), 'utf8')]);
    const demoPath = `src/examples/${slug}-demo.tsx`;
    const demo = listed.filter((block) => block.title === demoPath);
    let demoText: string | null = null;
    try {
      demoText = readFileSync(path.join(root, demoPath), 'utf8');
    } catch {
      // No demo: the page has none either.
    }
    expect(demo.map((block) => block.text)).toEqual(demoText === null ? [] : [demoText]);
  });

  it.each(blockCatalog.map((entry) => entry.slug))(
    '%s: its page has its summary, install command, props rows and every file of its folder',
    (slug) => {
      const markdown = markdownOf(slug);
      const folder = path.join(blockFolder, slug);
      const names = readdirSync(folder).filter((file) => /\.tsx?$/.test(file));
      const main = `${slug}.tsx`;
      const ordered = [main, ...names.filter((file) => file !== main).sort()];
      const parts = blockApi(
        slug,
        ordered.map((file) => ({ api: reader.read(path.join(folder, file)) })),
      );
      expect(markdown).toContain(`\`\`\`sh\nnpx shadcn@latest add @paper-kit-a11y/${slug}\n\`\`\``);
      expectApiTables(markdown, '## Props', parts, slug);
      const shown = fences(markdown).filter((block) => block.title?.startsWith(`src/blocks/${slug}/`));
      expect(shown.map((block) => block.title)).toEqual(ordered.map((file) => `src/blocks/${slug}/${file}`));
      for (const [index, file] of ordered.entries())
        expect(shown[index]?.text, file).toBe(readFileSync(path.join(folder, file), 'utf8'));
    },
  );

  it("gives each page's keys as its entry has them, and a component without keys says so", () => {
    const slider = readEntry(root, path.join(root, 'src/pages/documentation/entries/slider.tsx'));
    const rows = tableRowsUnder(markdownOf('slider'), '## Keyboard');
    expect(rows.map((cells) => cells.map(cellText))).toEqual(
      slider?.keys.map((row) => [
        row.keys.map((chord) => chordKeys(chord).join(' + ')).join(', '),
        row.action,
      ]),
    );
    expect(markdownOf('card')).toContain('Card has no keyboard interaction of its own');
    // A helper with no keys has Notes: its main export's remarks.
    expect(markdownOf('cn')).toMatch(/\n## Notes\n/);
  });
});

describe('llms.txt', () => {
  it('has a title, a one-line summary, the registry command, and links every page once, in the catalog’s order', () => {
    const text = files.get(llmsTxtPath) ?? '';
    expect(text).toMatch(/^# Paper Kit A11y\n\n> [^\n]+\n/);
    expect(text).toContain(
      'npx shadcn@latest registry add @paper-kit-a11y=https://example.com/kit/r/{name}.json',
    );
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)].map((match) => match[1]);
    const pages = [
      ...catalog.filter((entry) => entry.group === 'component'),
      ...catalog.filter((entry) => entry.group === 'helper'),
      ...blockCatalog,
    ].map((entry) => markdownPath(entry.slug));
    expect(links).toEqual(pages);
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) expect(files.has(link ?? ''), link).toBe(true);
    expect(text.indexOf('## Components')).toBeLessThan(text.indexOf('## Helpers'));
    expect(text.indexOf('## Helpers')).toBeLessThan(text.indexOf('## Blocks'));
  });

  it('links relatively, so it works from any folder of a host', () => {
    const every = [...files.values()].join('\n');
    expect(every).not.toMatch(/\]\((\/|https?:)/);
  });
});

describe('writing Markdown', () => {
  it('escapes a cell’s pipes and new lines, and code that holds backticks', () => {
    expect(tableCell("'a' | 'b'\nnext")).toBe("'a' \\| 'b'<br>next");
    expect(codeSpan('plain')).toBe('`plain`');
    expect(codeSpan('`${number}px`')).toBe('`` `${number}px` ``');
    expect(fence('a\n```\nb\n', 'md')).toBe('````md\na\n```\nb\n````');
  });

  it('writes what a page is tested for: a heading per group, a line per check with its files and engines', () => {
    const page: KitPage = {
      entry: { slug: 'cn', name: 'cn', summary: 'Joins class names.', group: 'helper' },
      source: {
        file: 'cn.ts',
        text: 'export {};\n',
        packages: [],
        kitFiles: [],
        api: [],
        tests: [
          {
            id: 'keyboard',
            title: 'Keyboard',
            checks: [
              {
                title: 'moves › with the keys',
                files: ['tests/e2e/a.spec.ts'],
                engines: ['Chromium', 'Firefox'],
              },
            ],
          },
          {
            id: 'unit',
            title: 'Unit',
            checks: [{ title: 'joins', files: ['tests/unit/cn.test.ts'], engines: [] }],
          },
        ],
      },
      content: null,
      demo: null,
    };
    expect(kitPageMarkdown(page)).toContain(
      [
        '## Tested for',
        '2 checks that this project’s own tests make of cn, read from the test files when this page was built. These tests run on every change: CI runs them on every push, the browser tests in Chromium, and in Firefox and WebKit where a check says so; the unit tests in jsdom.',
        '### Keyboard',
        '- moves › with the keys (`tests/e2e/a.spec.ts`; in Chromium and Firefox)',
        '### Unit',
        '- joins (`tests/unit/cn.test.ts`; in jsdom)\n',
      ].join('\n\n'),
    );
    // A page no test names says so, as its page does.
    expect(kitPageMarkdown({ ...page, source: { ...page.source, tests: [] } })).toContain(
      '## Tested for\n\nNo test of this project names cn yet.',
    );
  });
});

describe('what the build refuses', () => {
  const temporary = mkdtempSync(path.join(tmpdir(), 'kit-markdown-'));
  afterAll(() => rmSync(temporary, { recursive: true, force: true }));

  it('a block named like a kit file: their Markdown would be one file', () => {
    mkdirSync(path.join(temporary, 'src/kit'), { recursive: true });
    mkdirSync(path.join(temporary, 'src/blocks/tabs'), { recursive: true });
    writeFileSync(path.join(temporary, 'src/kit/tabs.tsx'), 'export {};\n');
    expect(() => docPages(temporary)).toThrow(
      'kit-markdown: the block src/blocks/tabs/ and the kit file src/kit/tabs.tsx would both be r/docs/tabs.md; rename one.',
    );
  });

  it('an entry that is not plain data', () => {
    const withJsx = path.join(temporary, 'jsx.tsx');
    writeFileSync(
      withJsx,
      "export const content = { keys: [{ keys: ['Enter'], action: <b>Presses it</b> }] };\n",
    );
    expect(() => readEntry(temporary, withJsx)).toThrow(
      'kit-markdown: jsx.tsx imports "react/jsx-runtime" at run time; an entry holds plain data',
    );
    const withNumber = path.join(temporary, 'number.tsx');
    writeFileSync(withNumber, "export const content = { keys: [{ keys: ['Enter'], action: 1 }] };\n");
    expect(() => readEntry(temporary, withNumber)).toThrow(
      'kit-markdown: number.tsx has a key row that is not { keys: string[], action: string }: {"keys":["Enter"],"action":1}.',
    );
    expect(readEntry(temporary, path.join(temporary, 'none.tsx'))).toBeNull();
  });
});
