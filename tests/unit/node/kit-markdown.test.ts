// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitApiReader } from '../../../scripts/kit-api';
import { readCosts } from '../../../scripts/kit-cost';
import { heardReport, readHeardRuns } from '../../../scripts/kit-heard';
import { codeSpan, fence, kitPageMarkdown, tableCell, type KitPage } from '../../../scripts/kit-markdown';
import { readKitRecord, readRecords } from '../../../scripts/doc-records';
import { docPages, markdownFiles } from '../../../scripts/kit-markdown-plugin';
import { registryItems } from '../../../scripts/kit-registry';
import type { ApiPart, HeardReport } from '../../../src/pages/documentation/docTypes';
import { buttonCostFixture } from '../fixtures/cost';
import { blockApi, chordKeys, costSummary, heardSummary } from '../../../src/pages/documentation/pageContent';
import { kilobytes } from '../../../src/pages/documentation/sizes';
import { llmsFullTxtPath, llmsTxtPath, markdownPath } from '../../../src/pages/documentation/registry';

/*
 * Every documentation page as Markdown, and llms.txt (scripts/kit-markdown.ts, written by
 * scripts/kit-markdown-plugin.ts): built here as the build builds them, then read back as a reader would, and held
 * to the registry's items, the API the page shows, the files on disk and the records' keys.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const reader = kitApiReader(root);
const records = readRecords(root);

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
      blockRecords: records.blocks,
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
    const pages = [...files.keys()]
      .filter((fileName) => fileName !== llmsTxtPath && fileName !== llmsFullTxtPath)
      .sort();
    expect(pages).toEqual(documented);
  });

  it.each(kitFiles)('%s: its page has its summary, install command, API rows, source and demo', (file) => {
    const slug = file.replace(/\.tsx?$/, '');
    const markdown = markdownOf(slug);
    const entry = records.kit.find((record) => record.slug === slug);
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

  it.each(records.blocks.map((record) => record.slug))(
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

  it("gives each page's keys as its record has them, and a component without keys says so", () => {
    const slider = readKitRecord(path.join(root, 'src/pages/documentation/records/slider.tsx'));
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

  it('ends every page with what a screen reader said of it, from the last run there is, after Tested for', () => {
    const runs = readHeardRuns(root);
    for (const record of [...records.kit, ...records.blocks]) {
      const markdown = markdownOf(record.slug);
      const section = markdown.indexOf('\n## Screen reader\n');
      expect(section, record.slug).toBeGreaterThan(markdown.indexOf('\n## Tested for\n'));
      expect(markdown.slice(section), record.slug).toContain(
        `\n\n${heardSummary(record.name, heardReport(runs, record.slug))}\n`,
      );
    }
  });

  it('gives every page its cost, the figures the build measured, after Install', async () => {
    const costs = await readCosts(root);
    for (const record of [...records.kit, ...records.blocks]) {
      const markdown = markdownOf(record.slug);
      const cost = costs[record.slug];
      if (!cost) throw new Error(`no cost for ${record.slug}`);
      const section = markdown.indexOf('\n## Cost\n');
      expect(section, record.slug).toBeGreaterThan(markdown.indexOf('\n## Install\n'));
      const text = markdown.slice(section);
      expect(text, record.slug).toContain(`\n\n${costSummary(record.name, cost)}\n`);
      expect(text, record.slug).toContain(`| **Total** |  | **${kilobytes(cost.gzip.total)} kB** |`);
      for (const pkg of cost.packages) expect(text, record.slug).toContain(`\`${pkg.name}@${pkg.version}\``);
    }
  });
});

describe('llms.txt', () => {
  it('has a title, a one-line summary, the registry command, and links every page once, in the index’s order', () => {
    const text = files.get(llmsTxtPath) ?? '';
    expect(text).toMatch(/^# Paper Kit A11y\n\n> [^\n]+\n/);
    expect(text).toContain(
      'npx shadcn@latest registry add @paper-kit-a11y=https://example.com/kit/r/{name}.json',
    );
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)].map((match) => match[1]);
    const pages = [
      ...records.kit.filter((record) => record.group === 'component'),
      ...records.kit.filter((record) => record.group === 'helper'),
      ...records.blocks,
    ].map((record) => markdownPath(record.slug));
    expect(links).toEqual(pages);
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) expect(files.has(link ?? ''), link).toBe(true);
    expect(text.indexOf('## Components')).toBeLessThan(text.indexOf('## Helpers'));
    expect(text.indexOf('## Helpers')).toBeLessThan(text.indexOf('## Blocks'));
  });

  it('links llms-full.txt, which holds every page’s Markdown in its order, its links made from the site’s folder', () => {
    const text = files.get(llmsTxtPath) ?? '';
    expect(text).toContain(`[${llmsFullTxtPath}](${llmsFullTxtPath})`);
    const full = files.get(llmsFullTxtPath) ?? '';
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)].map((match) => match[1] ?? '');
    let from = 0;
    for (const link of links) {
      const title = (files.get(link) ?? '').split('\n')[0] ?? '';
      expect(title, link).toMatch(/^# \S/);
      const at = full.indexOf(`${title}\n`, from);
      expect(at, `${link} in llms-full.txt, after the page before it`).toBeGreaterThanOrEqual(from);
      from = at + title.length;
    }
    const outside = full.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '');
    const targets = [...outside.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets.filter((target) => !/^(https?:|#)/.test(target)))
      expect(files.has(target.split('#')[0] ?? ''), target).toBe(true);
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
      record: { slug: 'cn', name: 'cn', summary: 'Joins class names.', group: 'helper', keys: [] },
      source: {
        file: 'cn.ts',
        text: 'export {};\n',
        packages: [],
        kitFiles: [],
        api: [],
        cost: null,
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
        heard: { runs: [], journeys: [] },
      },
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

  it('writes what an item costs: the figure, a row per part with what it includes, the total, how it was measured', () => {
    const cost = buttonCostFixture;
    const page: KitPage = {
      record: { slug: 'button', name: 'Button', summary: 'A button.', group: 'component', keys: [] },
      source: {
        file: 'button.tsx',
        text: 'export {};\n',
        packages: [],
        kitFiles: [],
        api: [],
        tests: [],
        heard: { runs: [], journeys: [] },
        cost,
      },
      demo: null,
    };
    const markdown = kitPageMarkdown(page);
    const section = markdown.slice(
      markdown.indexOf('## Cost'),
      markdown.indexOf('\n## ', markdown.indexOf('## Cost') + 1),
    );
    expect(section.trim().split('\n\n')).toEqual([
      '## Cost',
      'Button adds 11.1 kB of JavaScript to an app, gzip: everything `npx shadcn add` installs with it. React and React DOM are not counted, since your app has them already, and neither are the Tailwind classes it uses, which go into your app’s stylesheet.',
      'What Button adds to an app’s JavaScript, gzip:',
      [
        '| Part | What it includes | Gzip |',
        '| --- | --- | --- |',
        '| Its own file | `src/kit/button.tsx` | 1.1 kB |',
        '| The kit files it needs | `src/kit/cn.ts`, `src/kit/tones.ts` | 0.4 kB |',
        '| Its npm packages | `@radix-ui/react-slot@1.5.0`, `clsx@2.1.1` | 9.6 kB |',
        '| **Total** |  | **11.1 kB** |',
      ].join('\n'),
      expect.stringContaining('Measured when this site was built, on 2026-11-28, with Rolldown 1.2.19'),
    ]);
  });

  it('writes what a screen reader heard: the runs, then a table per journey, a row per step, a column per browser', () => {
    const page: KitPage = {
      record: { slug: 'modal', name: 'Modal', summary: 'A dialog.', group: 'component', keys: [] },
      source: {
        file: 'modal.tsx',
        text: 'export {};\n',
        packages: [],
        kitFiles: [],
        api: [],
        cost: null,
        tests: [],
        heard: heardReport(readHeardRuns(root, 'tests/unit/fixtures/heard'), 'modal'),
      },
      demo: null,
    };
    expect(kitPageMarkdown(page)).toContain(
      [
        '## Screen reader',
        'One journey through Modal, step by step: what each step must make heard, and what was heard in the screen-reader tests’ last run (Orca 43.1 in Firefox 153.8.0esr and Chromium 156.0.7461.102 on 2026-11-28), read when this page was built. Passed: 2 of 3 steps in Firefox and 3 of 3 steps in Chromium.',
        '### modal dialog: Enter opens it with its title, Escape closes it back on its button',
        [
          '| Step | Must be heard | Orca in Firefox | Orca in Chromium |',
          '| --- | --- | --- | --- |',
          '| Focus "Launch demo modal" on the home page | “Launch demo modal”, “push button” | **Passed**<br>“LAUNCH DEMO MODAL collapsed push button.” | **Passed**<br>“LAUNCH DEMO MODAL push button.” |',
          '| Enter on "Launch demo modal" (`Enter`) | “Delete this project?”, “dialog” | **Failed**: "Delete this project?" was not said; "dialog" was not said<br>Nothing was heard. | **Passed**<br>“Components · Paper Kit A11y document web.”<br>“Delete this project? dialog The project, its three pages and every draft in it would be gone for good.”<br>“Close push button.” |',
          '| Escape in the dialog (`Escape`) | “Launch demo modal”, “push button” | **Passed**<br>“main content”<br>“region Modal”<br>“LAUNCH DEMO MODAL collapsed push button.”<br>“opens dialog”<br>“Focus mode” | **Passed**<br>“LAUNCH DEMO MODAL push button.” |\n',
        ].join('\n'),
      ].join('\n\n'),
    );
    // A phrase written as a pattern is shown as it is written, as code; a step with keys names them.
    const switchPage: KitPage = {
      record: { ...page.record, slug: 'switch', name: 'Switch' },
      source: {
        ...page.source,
        heard: heardReport(readHeardRuns(root, 'tests/unit/fixtures/heard'), 'switch'),
      },
      demo: null,
    };
    expect(kitPageMarkdown(switchPage)).toContain(
      '\n| Space again (`Space`) | `/^on\\.?$/` | **Passed**<br>“on” | **Passed**<br>“on” |\n',
    );
    // Where a browser has phrases of its own, each browser's are said, a line each.
    const result = { heard: ['on'], passed: true };
    const differing: HeardReport = {
      runs: switchPage.source.heard.runs,
      journeys: [
        {
          name: 'switch',
          rows: [
            {
              does: 'Space',
              keys: ['Space'],
              results: [
                { ...result, expected: ['on'] },
                { ...result, expected: ['switch on'], passed: false, problem: '"switch on" was not said' },
              ],
            },
          ],
        },
      ],
    };
    expect(kitPageMarkdown({ ...switchPage, source: { ...switchPage.source, heard: differing } })).toContain(
      '\n| Space (`Space`) | In Firefox: “on”<br>In Chromium: “switch on” | **Passed**<br>“on” | **Failed**: "switch on" was not said<br>“on” |\n',
    );
    // A page no journey goes through, and a build before any run, say so.
    const none = { ...page.source.heard, journeys: [] };
    expect(kitPageMarkdown({ ...page, source: { ...page.source, heard: none } })).toMatch(
      /\n## Screen reader\n\nNo journey of the screen-reader tests goes through Modal yet \(their last run: Orca 43\.1 in Firefox 153\.8\.0esr and Chromium 156\.0\.7461\.102 on 2026-11-28\)\.\n$/,
    );
    expect(
      kitPageMarkdown({ ...page, source: { ...page.source, heard: { runs: [], journeys: [] } } }),
    ).toContain('\n## Screen reader\n\nNo screen-reader run has been recorded yet: ');
  });
});

describe('what the build refuses', () => {
  const temporary = mkdtempSync(path.join(tmpdir(), 'kit-markdown-'));
  afterAll(() => rmSync(temporary, { recursive: true, force: true }));

  const record = (fields: string) => `export const record = { name: 'Tabs', summary: 'Tabs.', ${fields} };\n`;

  it('a block named like a kit file: their Markdown would be one file', () => {
    const records = path.join(temporary, 'src/pages/documentation/records');
    mkdirSync(path.join(records, 'blocks'), { recursive: true });
    mkdirSync(path.join(temporary, 'src/kit'), { recursive: true });
    mkdirSync(path.join(temporary, 'src/blocks/tabs'), { recursive: true });
    writeFileSync(path.join(temporary, 'src/kit/tabs.tsx'), 'export {};\n');
    writeFileSync(path.join(records, 'tabs.tsx'), record("group: 'component'"));
    writeFileSync(
      path.join(records, 'blocks/tabs.tsx'),
      record("usedOn: { label: 'the home page', path: '/home' }"),
    );
    expect(() => docPages(temporary)).toThrow(
      'kit-markdown: the block src/blocks/tabs/ and the kit file src/kit/tabs.tsx would both be r/docs/tabs.md; rename one.',
    );
  });

  it('a kit file or a block without a record, and a record of neither', () => {
    const project = mkdtempSync(path.join(temporary, 'project-'));
    const records = path.join(project, 'src/pages/documentation/records');
    mkdirSync(path.join(records, 'blocks'), { recursive: true });
    mkdirSync(path.join(project, 'src/kit'), { recursive: true });
    mkdirSync(path.join(project, 'src/blocks/team-cards'), { recursive: true });
    writeFileSync(path.join(project, 'src/kit/tabs.tsx'), 'export {};\n');
    expect(() => readRecords(project)).toThrow(
      'doc-records: src/kit/tabs.tsx has no documentation record: add src/pages/documentation/records/tabs.tsx.',
    );
    writeFileSync(path.join(records, 'tabs.tsx'), record("group: 'component'"));
    expect(() => readRecords(project)).toThrow(
      'doc-records: src/blocks/team-cards/ has no documentation record: add src/pages/documentation/records/blocks/team-cards.tsx.',
    );
    writeFileSync(path.join(records, 'switch.tsx'), record("group: 'component'"));
    expect(() => readRecords(project)).toThrow(
      'doc-records: src/pages/documentation/records/switch.tsx documents src/kit/switch, which is not there.',
    );
  });

  it('a record that is not plain data', () => {
    const withJsx = path.join(temporary, 'jsx.tsx');
    writeFileSync(
      withJsx,
      record("group: 'component', keys: [{ keys: ['Enter'], action: <b>Presses it</b> }]"),
    );
    expect(() => readKitRecord(withJsx, 'jsx.tsx')).toThrow(
      'doc-records: jsx.tsx has a `record` that is not plain data',
    );
    const withNumber = path.join(temporary, 'number.tsx');
    writeFileSync(withNumber, record("group: 'component', keys: [{ keys: ['Enter'], action: 1 }]"));
    expect(() => readKitRecord(withNumber, 'number.tsx')).toThrow(
      'doc-records: number.tsx has a key row that is not { keys: string[], action: string }: {"keys":["Enter"],"action":1}.',
    );
    const inGroup = path.join(temporary, 'group.tsx');
    writeFileSync(inGroup, record("group: 'widget'"));
    expect(() => readKitRecord(inGroup, 'group.tsx')).toThrow(
      `doc-records: group.tsx has the group "widget"; a kit file is a 'component' or a 'helper'.`,
    );
  });
});
