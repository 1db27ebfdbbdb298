import { posix } from 'node:path';
import type {
  ApiPart,
  ApiRow,
  BlockEntry,
  BlockSource,
  BundleCost,
  HeardReport,
  HeardResult,
  HeardRow,
  HeardRunInfo,
  KeyRow,
  KitEntry,
  KitSource,
  TestedGroup,
} from '../src/pages/documentation/docTypes';
import {
  blockNeeds,
  apiRowHeading,
  blockApi,
  blockUsage,
  blockUsageTitle,
  chordKeys,
  costCaption,
  costMethod,
  costRows,
  costSummary,
  heardColumns,
  heardSummary,
  isPattern,
  kindLabels,
  kitUsage,
  listed,
  mustBeHeard,
  noKeysSentence,
  notInRun,
  nothingExpected,
  nothingHeard,
  npmInstallCommand,
  quoted,
  resultWord,
  startsWithUseClient,
} from '../src/pages/documentation/pageContent';
import { kilobytes } from '../src/pages/documentation/sizes';
import type { ReadBlockRecord, ReadKitRecord } from './doc-records';
import {
  addCommand,
  exampleItemName,
  llmsFullTxtPath,
  llmsTxtPath,
  markdownPath,
  registryAddCommand,
  registryItemUrl,
} from '../src/pages/documentation/registry';

/*
 * Every documentation page as Markdown, and the kit's index for language models (`llms.txt`): pure functions from
 * what the page itself shows (the record, the kit file and what it needs, its API, its keys, its demo, what it is
 * tested for, what a screen reader said of it) to text. `scripts/kit-markdown-plugin.ts` gathers those and writes the
 * files; the page's "Copy page" button copies them. Links are relative (`cn.md`, `../../llms.txt`), since the site
 * may be served from any host and sub-path.
 */

/** A kit file or a block's file, as its page has it: its text, what it needs, its API and its tests (not its highlighting). */
export type PageSource = Omit<KitSource, 'spans'>;

/** What a kit file's page shows. */
export interface KitPage {
  record: ReadKitRecord;
  source: PageSource;
  /** Its demo, `src/examples/<slug>-demo.tsx`, when it has one. */
  demo: { path: string; text: string } | null;
}

/** A block's file, as its page has it. */
export type BlockPageSource = Omit<BlockSource, 'spans'>;

/** What a block's page shows. */
export interface BlockPage {
  record: ReadBlockRecord;
  /** Every file of its folder, its main file (`<block>.tsx`) first. */
  files: readonly [BlockPageSource, ...BlockPageSource[]];
  /** Every block's name, by folder: a block that uses another links to its page by name. */
  blockNames: ReadonlyMap<string, string>;
}

/** The kit as `llms.txt` introduces it. */
export interface KitIndex {
  name: string;
  /** One line on what the kit is. */
  summary: string;
  components: readonly KitEntry[];
  helpers: readonly KitEntry[];
  blocks: readonly BlockEntry[];
}

/** The longest run of backticks in a text. */
function longestBacktickRun(text: string): number {
  return Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
}

/** Inline code that holds any text, backticks too: its delimiter is longer than any run of backticks inside. */
export function codeSpan(text: string): string {
  const ticks = '`'.repeat(longestBacktickRun(text) + 1);
  const padding = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${padding}${text}${padding}${ticks}`;
}

/**
 * A fenced code block holding `text` exactly (a fence longer than any run of backticks in it), its info string
 * the language and, for a file, its path: ```` ```tsx title="src/kit/slider.tsx" ````.
 */
export function fence(text: string, language: string, title?: string): string {
  const ticks = '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
  const info = title ? `${language} title="${title}"` : language;
  return `${ticks}${info}\n${text}${text.endsWith('\n') ? '' : '\n'}${ticks}`;
}

/** The language of a file's fence, from its extension. */
function languageOf(file: string): string {
  const extension = /\.(\w+)$/.exec(file)?.[1];
  if (!extension) throw new Error(`kit-markdown: "${file}" has no extension to name its language by.`);
  return extension;
}

/** A table cell's text: a `|` would end the cell and a new line the row, so they are escaped. */
export function tableCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}

/** A Markdown table: a header row, then a row per item. */
function table(headings: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(tableCell).join(' | ')} |`;
  return [line(headings), line(headings.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A link to another kit file's Markdown, beside this one: `[`cn.ts`](cn.md)`. Every kit file has a page. */
function kitFileLink(file: string): string {
  return `[${codeSpan(file)}](${file.replace(/\.tsx?$/, '')}.md)`;
}

/** Keys as code, a chord's keys joined by `+`: `` `Shift` + `Tab`, `Tab` ``. */
function keysInCode(keys: readonly string[]): string {
  return keys
    .map((chord) =>
      chordKeys(chord)
        .map((key) => codeSpan(key))
        .join(' + '),
    )
    .join(', ');
}

/** One row of a keys table: its keys, and what they do. */
function keyCells(row: KeyRow): string[] {
  return [keysInCode(row.keys), row.action];
}

/** The keys table, or the sentence that says there are no keys, then the remarks, a paragraph each. */
function usageSection(
  title: string,
  name: string,
  keys: readonly KeyRow[] | null,
  remarks: string | undefined,
): string[] {
  const body: string[] = [];
  if (keys)
    body.push(keys.length > 0 ? table(['Key', 'What it does'], keys.map(keyCells)) : noKeysSentence(name));
  if (remarks) body.push(...remarks.split('\n\n'));
  return [`## ${title}`, ...body];
}

/** An API table's row as the page shows it: the name (and "required"), type, default and description. */
export function apiRowCells(row: ApiRow): [string, string, string, string] {
  return [
    `${codeSpan(row.name)}${row.required ? ' *required*' : ''}`,
    codeSpan(row.type),
    row.defaultValue === undefined ? '–' : codeSpan(row.defaultValue),
    row.description,
  ];
}

/** Each export as the page's API section shows it: name and kind, description, signature, table, what it inherits. */
function apiSection(parts: readonly ApiPart[]): string[] {
  return parts.flatMap((part) => [
    `### ${codeSpan(part.name)} · ${kindLabels[part.kind]}`,
    ...(part.description ? [part.description] : []),
    ...(part.signature ? [fence(part.signature, 'ts')] : []),
    ...(part.rows.length > 0
      ? [table([apiRowHeading(part.kind), 'Type', 'Default', 'Description'], part.rows.map(apiRowCells))]
      : []),
    ...(part.inherits ? [part.inherits] : []),
  ]);
}

/**
 * What it is tested for, as the page's "Tested for" says it (`TestedFor.tsx`): how many checks, that they run on
 * every change, then a heading per group and a line per check, with its files and the engines it runs in.
 */
function testedSection(name: string, groups: readonly TestedGroup[]): string[] {
  // The "In more than one engine" group repeats checks of the others: the count is of the others.
  const count = groups
    .filter((group) => group.id !== 'engines')
    .reduce((sum, group) => sum + group.checks.length, 0);
  const found =
    count === 0
      ? `No test of this project names ${name} yet.`
      : `${count === 1 ? 'One check' : `${count} checks`} that this project’s own tests make of ${name}, read from the test files when this page was built.`;
  return [
    '## Tested for',
    `${found} These tests run on every change: CI runs them on every push, the browser tests in Chromium, and in Firefox and WebKit where a check says so; the unit tests in jsdom.`,
    ...groups.flatMap((group) => [
      `### ${group.title}`,
      group.checks
        .map(
          (check) =>
            `- ${check.title} (${check.files.map((file) => codeSpan(file)).join(', ')}; in ${check.engines.length > 0 ? listed(check.engines) : 'jsdom'})`,
        )
        .join('\n'),
    ]),
  ];
}

/**
 * What it adds to an app's JavaScript, as the page's "Cost" says it (`ItemCost.tsx`): the figure and what it
 * counts, a table of its parts with what each includes, and how it was measured.
 */
function costSection(name: string, cost: BundleCost | null, block: boolean): string[] {
  if (!cost) return [];
  const size = (bytes: number) => `${kilobytes(bytes)} kB`;
  return [
    '## Cost',
    costSummary(name, cost),
    `${costCaption(name)}:`,
    table(
      ['Part', 'What it includes', 'Gzip'],
      [
        ...costRows(cost, block).map((row) => [
          row.part,
          row.includes.length > 0 ? row.includes.map((included) => codeSpan(included)).join(', ') : 'Nothing',
          size(row.bytes),
        ]),
        ['**Total**', '', `**${size(cost.gzip.total)}**`],
      ],
    ),
    costMethod(cost),
  ];
}

/** A run's cell of a journey's table: passed or failed, why, and every line said, a line each. */
function heardCell(result: HeardResult | null): string {
  if (!result) return notInRun;
  const outcome = `**${resultWord(result)}**${result.problem ? `: ${result.problem}` : ''}`;
  return [outcome, ...(result.heard.length > 0 ? result.heard.map(quoted) : [nothingHeard])].join('\n');
}

/** What a step must make heard: each phrase quoted, a pattern as code, as written; each browser's if they differ. */
function expectedCell(row: HeardRow, runs: readonly HeardRunInfo[]): string {
  const phrases = (expected: readonly string[]) =>
    expected.length === 0
      ? nothingExpected
      : expected.map((phrase) => (isPattern(phrase) ? codeSpan(phrase) : quoted(phrase))).join(', ');
  return mustBeHeard(row, runs)
    .map(({ browser, expected }) => (browser ? `In ${browser}: ${phrases(expected)}` : phrases(expected)))
    .join('\n');
}

/**
 * What a screen reader said, as the page's "Screen reader" says it (`ScreenReaderHeard.tsx`): which runs, then a
 * table per journey, a row per step, a column per run.
 */
function heardSection(name: string, report: HeardReport): string[] {
  return [
    '## Screen reader',
    heardSummary(name, report),
    ...report.journeys.flatMap((journey) => [
      `### ${journey.name}`,
      table(
        heardColumns(report.runs),
        journey.rows.map((row) => [
          row.keys.length > 0 ? `${row.does} (${keysInCode(row.keys)})` : row.does,
          expectedCell(row, report.runs),
          ...row.results.map(heardCell),
        ]),
      ),
    ]),
  ];
}

/** The page's own paragraph on `"use client"`, for a kit file. */
function kitServerParagraph(text: string): string {
  return startsWithUseClient(text)
    ? 'It starts with `"use client"`: in a Next.js App Router app it is a client component. A server component can render it with props that are data (text, numbers, arrays, elements) but not functions; where it needs a callback, render it from a client component of your own.'
    : 'It needs nothing from the client, so it has no `"use client"`: in a Next.js App Router app it renders as a server component and sends no JavaScript of its own.';
}

/** Where to set up the registry, from a page's Markdown in `r/docs/`. */
const registryEntryLink = `[the registry entry](../../${llmsTxtPath})`;

function kitInstall(slug: string, source: PageSource): string[] {
  const command = npmInstallCommand(source.packages);
  const packageCount =
    source.packages.length === 1 ? 'one npm package' : `${source.packages.length} npm packages`;
  return [
    '## Install',
    '### With the shadcn CLI',
    `One command installs ${codeSpan(source.file)}, the kit files it needs, its npm packages and the kit’s theme, once your app’s \`components.json\` has ${registryEntryLink}:`,
    fence(addCommand(slug), 'sh'),
    '### In a server-components app',
    kitServerParagraph(source.text),
    '### By hand',
    source.kitFiles.length > 0
      ? `Copy these kit files beside it: ${source.kitFiles.map(kitFileLink).join(', ')}.`
      : 'It needs no other kit file.',
    source.packages.length > 0
      ? `It imports ${packageCount}, at the versions this site runs: ${source.packages.map((pkg) => codeSpan(`${pkg.name}@${pkg.version}`)).join(', ')}.`
      : 'It imports no npm package.',
    ...(command ? [fence(command, 'sh')] : []),
  ];
}

function kitDemo(slug: string, demo: KitPage['demo']): string[] {
  if (!demo) return [];
  const item = exampleItemName(slug);
  return [
    '## Demo',
    `This demo is the file ${codeSpan(demo.path)}, which the registry publishes as the example ${codeSpan(item)}: it shows the names and labels the component needs. Add it to your app to start from working code:`,
    fence(addCommand(item), 'sh'),
    fence(demo.text, languageOf(demo.path), demo.path),
  ];
}

/** A page's Markdown: its parts, a blank line between them, and one new line at the end. */
const joined = (parts: readonly string[]) => `${parts.join('\n\n')}\n`;

/** A kit file's page as Markdown: the same sections, from the same sources, as the page the browser draws. */
export function kitPageMarkdown({ record, source, demo }: KitPage): string {
  const usage = kitUsage(record.group, record.keys, source);
  const path = `src/kit/${source.file}`;
  return joined([
    `# ${record.name}`,
    record.summary,
    ...kitInstall(record.slug, source),
    ...costSection(record.name, source.cost, false),
    ...kitDemo(record.slug, demo),
    ...(usage.title ? usageSection(usage.title, record.name, usage.keys, usage.remarks) : []),
    ...(source.api.length > 0 ? ['## API', ...apiSection(source.api)] : []),
    '## Source',
    fence(source.text, languageOf(source.file), path),
    ...testedSection(record.name, source.tests),
    ...heardSection(record.name, source.heard),
  ]);
}

function blockInstall(
  slug: string,
  files: BlockPage['files'],
  blockNames: BlockPage['blockNames'],
): string[] {
  const blockLink = (block: string) => {
    const name = blockNames.get(block);
    return name ? `[${name}](${block}.md)` : codeSpan(block);
  };
  const [main] = files;
  const { kitFiles, blocks, packages, pictures } = blockNeeds(files);
  const uses = [
    kitFiles.length > 0 &&
      `the kit ${kitFiles.length === 1 ? 'file' : 'files'} ${listed(kitFiles.map(kitFileLink))}`,
    blocks.length > 0 && `the ${blocks.length === 1 ? 'block' : 'blocks'} ${listed(blocks.map(blockLink))}`,
  ].filter((part) => !!part);
  return [
    '## Install',
    `One command adds the block’s files to \`components/paper-kit/blocks/${slug}/\`, once your app’s \`components.json\` has ${registryEntryLink}:`,
    fence(addCommand(slug), 'sh'),
    `It also installs what the block uses${uses.map((part, index) => `${index === 0 ? ': ' : ', and '}${part}`).join('')}, with the kit’s theme and ${packages.length === 1 ? 'the npm package' : 'the npm packages'} they import, at the versions this site runs: ${packages.map((pkg) => codeSpan(`${pkg.name}@${pkg.version}`)).join(', ')}.`,
    startsWithUseClient(main.text)
      ? `Its main file, ${codeSpan(main.file)}, starts with \`"use client"\`: in a Next.js App Router app the block is a client component. A server component can render it with its sample content, or with props that are data (text, numbers, arrays, elements); props that are functions, such as a callback or an icon, must come from a client component of your own.`
      : `Its main file, ${codeSpan(main.file)}, has no \`"use client"\`: in a Next.js App Router app it renders on the server, and the files it uses that need the browser start with \`"use client"\` themselves. A callback cannot be sent from the server, so to give the block one, render it from a client component of your own.`,
    pictures.length > 0
      ? `Its sample pictures come inside its code, as inline SVG \`data:\` URLs in ${listed(pictures.map((file) => codeSpan(file.file)))}: there is no image file to copy or serve.`
      : 'It has no pictures of its own, so there is no image file to copy either.',
  ];
}

/** A block's page as Markdown: the same sections, from the same sources, as the page the browser draws. */
export function blockPageMarkdown({ record, files, blockNames }: BlockPage): string {
  const usage = blockUsage(record.keys, files[0]);
  const api = blockApi(record.slug, files);
  const folder = `src/blocks/${record.slug}/`;
  return joined([
    `# ${record.name}`,
    record.summary,
    `Used on ${record.usedOn.label}.`,
    ...blockInstall(record.slug, files, blockNames),
    ...costSection(record.name, files[0].cost, true),
    ...usageSection(blockUsageTitle, record.name, usage.keys, usage.remarks),
    ...(api.length > 0 ? ['## Props', ...apiSection(api)] : []),
    '## Source',
    `${files.length === 1 ? 'One file' : `${files.length} files`} in ${codeSpan(folder)}: ${listed(files.map((file) => codeSpan(file.file)))}. The command writes them as they are here, with their imports pointed at where it puts the kit and the other blocks.`,
    ...files.map((file) => fence(file.text, languageOf(file.file), `${folder}${file.file}`)),
    // A block's tests, and what a screen reader said of it, are its main file's, as on its page.
    ...testedSection(record.name, files[0].tests),
    ...heardSection(record.name, files[0].heard),
  ]);
}

/** An example of the address the site is served from, for the registry command `llms.txt` gives. */
const exampleSiteFolder = 'https://example.com/kit/';

/**
 * The kit's index for language models (https://llmstxt.org): its name, one line on it, how to install with the
 * shadcn CLI, then a line and a relative link per page's Markdown, in the documentation's order.
 */
export function llmsTxt({ name, summary, components, helpers, blocks }: KitIndex): string {
  const line = (entry: { slug: string; name: string; summary: string }) =>
    `- [${entry.name}](${markdownPath(entry.slug)}): ${entry.summary}`;
  return joined([
    `# ${name}`,
    `> ${summary}`,
    `Every component, helper and block below is an item of a shadcn registry served from this file’s folder. Once, tell the shadcn CLI where it is, with that folder’s address in place of ${exampleSiteFolder}:`,
    fence(registryAddCommand(registryItemUrl(exampleSiteFolder)), 'sh'),
    `Then add any of them by its page’s file name, with the kit files it needs, its npm packages and the kit’s theme: ${codeSpan(addCommand('slider'))}. Each page holds its install command, demo, keys, accessibility notes, API, source, what it is tested for and what a screen reader said of it.`,
    `Every page below, in this order, is also in one file: [${llmsFullTxtPath}](${llmsFullTxtPath}).`,
    '## Components',
    components.map(line).join('\n'),
    '## Helpers',
    helpers.map(line).join('\n'),
    '## Blocks',
    blocks.map(line).join('\n'),
  ]);
}

/**
 * `llms-full.txt`: every page's Markdown, in `llms.txt`'s order, one after another under a rule. It sits in the
 * site's folder, not beside the pages: each relative link (`cn.md`, `../../llms.txt`) is made relative to the site's
 * folder (`r/docs/cn.md`, `llms.txt`); text in code fences is left as it is.
 */
export function llmsFullTxt(pages: readonly { fileName: string; text: string }[]): string {
  const rebased = pages.map(({ fileName, text }) => {
    const folder = posix.dirname(fileName);
    let fenced = false;
    return text
      .trimEnd()
      .split('\n')
      .map((line) => {
        if (/^\s*(`{3,}|~{3,})/.test(line)) fenced = !fenced;
        if (fenced) return line;
        return line.replace(
          /\]\((?![a-z][\w+.-]*:|#|\/)([^)\s]+)\)/gi,
          (_match, target: string) => `](${posix.normalize(posix.join(folder, target))})`,
        );
      })
      .join('\n');
  });
  return `${rebased.join('\n\n---\n\n')}\n`;
}
