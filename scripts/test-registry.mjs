// The registry, proved with the real shadcn CLI (`npm run test:registry`; `npm test` runs it after the browser
// tests), in the two apps its users have: a Vite app (tests/registry/vite-app) and a Next.js App Router app with
// server components (tests/registry/next-app), and the Vite app again right to left ("rtl": true, dir="rtl" and
// the direction provider), each with a hand-written components.json, and a shadcn-style theme,
// button and `cn` of their own, which they share (tests/registry/shared, copied in).
// In each, on a copy, it does what the documentation tells a developer to do: the one-line `shadcn registry add`,
// then `shadcn add` of every item (kit files, examples, blocks, theme), from the built site served on localhost.
// Then:
// - every item's file is where it belongs, as the registry gave it;
// - the app's own theme lines are all still there, unchanged;
// - the app builds (Vite: `tsc --noEmit` and `vite build`; Next.js: `next build`, which type-checks);
// - its pages load in Chromium with no console error or warning (React's hydration errors among them) and no
//   request to another host; axe finds nothing, in light and under the app's `.dark`; a kit card takes the theme
//   item's colours and the app's own button keeps the app's `--primary`. One page renders every component the way
//   its demo does (in Next.js a server component, its pagination's page read from `?page=`), another every
//   example, the third every block with its sample defaults, where a keyboard tour finds every Tab stop visible,
//   with a focus indicator, and named;
// - the CLI, and the npm it starts, looked up no host but localhost and the npm registry.
// Before that, against the Vite app: `shadcn registry validate` on the registry's source form, and what `view`,
// `search`, `add --dry-run` and `shadcn mcp`'s examples tool answer for a component and its demo, and what
// `search -t block`, `list`, `view` and `add --dry-run` answer for the blocks.
// It needs a build in dist/ (npm test builds first) and Chromium (npm run ensure-browser).
/* global document, getComputedStyle, window -- in the functions that page.evaluate runs in the browser */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { axeExclude, axeTags } from './axe-config.mjs';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { serveCommand, serveFolder } from './serve-folder.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(root, 'dist');
const cli = join(root, 'node_modules/shadcn/dist/index.js');
const guard = join(root, 'scripts/network-guard.mjs');
// The namespace the documentation tells developers to use, read from where the site declares it.
const namespace =
  /registryNamespace: '([^']+)'/.exec(readFileSync(join(root, 'src/site.ts'), 'utf8'))?.[1] ?? '';
if (!namespace) throw new Error('src/site.ts declares no registryNamespace');

/**
 * @typedef {{ name: string, type: string, docs?: string, files?: { path: string, target?: string }[] }} IndexItem
 * @typedef {{
 *   name: string,
 *   folder: string,
 *   css: string,
 *   folders: Record<string, string>,
 *   rsc: boolean,
 *   rtl?: boolean,
 *   build: (app: string) => { ok: boolean, output: string }[],
 *   start: (app: string) => Promise<{ port: number, stop: () => void }>,
 *   pages: { path: string, what: string }[],
 * }} Fixture
 */

/** @type {string[]} */
const failures = [];
/** @type {string[]} */
const timings = [];
/** @param {boolean} ok @param {string} what */
function check(ok, what) {
  console.log(`${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
}

/**
 * Runs a command, its output shown only when it fails.
 * @param {string} command @param {string[]} args @param {string} cwd @param {NodeJS.ProcessEnv} [env]
 */
function run(command, args, cwd, env = process.env) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ok = result.status === 0;
  if (!ok) console.log(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return { ok, output: `${result.stdout}${result.stderr}` };
}

/** @param {() => T} work @returns {[T, string]} what `work` gave, and how long it took @template T */
function timed(work) {
  const started = Date.now();
  const result = work();
  return [result, `${((Date.now() - started) / 1000).toFixed(1)} s`];
}

/** @param {string} folder @returns {number} bytes of every file below it */
function folderBytes(folder) {
  const listing = execFileSync('find', [folder, '-type', 'f'], { encoding: 'utf8' }).trim().split('\n');
  return listing.filter(Boolean).reduce((sum, file) => sum + statSync(file).size, 0);
}

/**
 * The value of a custom property in one block of a stylesheet (`:root`, `.dark`), as written.
 * @param {string} css @param {string} block @param {string} property
 */
function declared(css, block, property) {
  const body = new RegExp(`^${block.replace('.', '\\.')} \\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
  const value = new RegExp(`${property}:\\s*([^;]+);`).exec(body)?.[1]?.trim();
  if (!value) throw new Error(`no ${property} in ${block} of the stylesheet`);
  return value;
}

/** The declarations of a stylesheet's rule or at-rule, by selector: `--primary: …` lines, trimmed. */
function declarationLines(/** @type {string} */ css) {
  return css
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^--[\w-]+:|^@(import|custom-variant)|^@apply/.test(line));
}

/** The CLI, with the network guard loaded into it and the npm it starts. */
class GuardedCli {
  /** @param {string} work @param {string} registryHost */
  constructor(work, registryHost) {
    this.registryHost = registryHost;
    this.log = join(work, 'hosts.log');
    writeFileSync(this.log, '');
    /** @type {NodeJS.ProcessEnv} */
    this.env = {
      ...process.env,
      NODE_OPTIONS: `--import ${guard}`,
      NETWORK_GUARD_ALLOW: ['localhost', registryHost].join(','),
      NETWORK_GUARD_LOG: this.log,
      NEXT_TELEMETRY_DISABLED: '1',
    };
  }

  /** @param {string[]} args @param {string} cwd */
  run(args, cwd) {
    return run(process.execPath, [cli, ...args], cwd, this.env);
  }

  /** Every host name looked up so far that was not allowed. */
  strangers() {
    return [...new Set(readFileSync(this.log, 'utf8').split('\n').filter(Boolean))];
  }
}

/**
 * Asks `shadcn mcp` (over stdio, as an AI assistant does) one tool call, and gives the text it answers.
 * @param {GuardedCli} guarded @param {string} cwd @param {string} tool @param {Record<string, unknown>} args
 * @returns {Promise<string>}
 */
async function askMcp(guarded, cwd, tool, args) {
  const server = spawn(process.execPath, [cli, 'mcp'], {
    cwd,
    env: guarded.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  /** @type {Map<number, (message: { result?: { content?: { text?: string }[] }, error?: unknown }) => void>} */
  const waiting = new Map();
  let buffer = '';
  server.stdout.on('data', (chunk) => {
    buffer += String(chunk);
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      if (!line) continue;
      const message = JSON.parse(line);
      waiting.get(message.id)?.(message);
    }
  });
  let next = 0;
  /** @param {string} method @param {unknown} params */
  const request = (method, params) =>
    new Promise((answer, reject) => {
      next += 1;
      const timer = setTimeout(() => reject(new Error(`shadcn mcp did not answer ${method}`)), 60_000);
      waiting.set(next, (message) => {
        clearTimeout(timer);
        answer(message);
      });
      server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: next, method, params })}\n`);
    });
  try {
    await request('initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'paper-kit-registry-test', version: '1' },
    });
    server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    const answer = /** @type {{ result?: { content?: { text?: string }[] } }} */ (
      await request('tools/call', { name: tool, arguments: args })
    );
    return answer.result?.content?.map((part) => part.text ?? '').join('\n') ?? JSON.stringify(answer);
  } finally {
    server.kill();
  }
}

/**
 * What the CLI and its MCP server tell a developer about a component and its demo, and the registry's source
 * form validated, in an app that has the registry set up (`app`).
 * @param {GuardedCli} guarded @param {string} app @param {string} sourceFile
 */
async function checkCliAnswers(guarded, app, sourceFile) {
  const validated = guarded.run(['registry', 'validate', sourceFile, '--cwd', root], root);
  check(
    validated.ok && /Registry is valid/.test(validated.output),
    `shadcn registry validate accepts the registry's source form (${relative(root, sourceFile)})`,
  );

  const viewed = guarded.run(['view', `${namespace}/slider`, `${namespace}/slider-demo`], app);
  /** @type {{ name: string, type: string, docs?: string, files?: { content?: string }[] }[]} */
  const items = viewed.ok ? JSON.parse(viewed.output.slice(viewed.output.indexOf('['))) : [];
  check(
    items[0]?.name === 'slider' &&
      items[0]?.type === 'registry:ui' &&
      items[1]?.name === 'slider-demo' &&
      items[1]?.type === 'registry:example' &&
      /<SliderDemo \/>/.test(items[1]?.docs ?? '') &&
      /thumbLabels/.test(items[0]?.docs ?? '') &&
      (items[1]?.files?.[0]?.content ?? '').includes("from '@/components/ui/paper-kit/slider'"),
    'shadcn view gives slider and slider-demo, each with its docs, the example with its code',
  );

  /** @param {string} query @returns {string[]} the item names `shadcn search` lists, in its order */
  const search = (query) => {
    const found = guarded.run(['search', namespace, '--query', query, '--json'], app);
    if (!found.ok) return [];
    const json = JSON.parse(found.output.slice(found.output.indexOf('{')));
    return json.items.map((/** @type {{ name: string }} */ item) => item.name);
  };
  const slider = search('slider');
  check(
    slider.slice(0, 2).join(' ') === 'slider slider-demo',
    `shadcn search "slider" lists slider, then slider-demo (${slider.slice(0, 4).join(', ')}…)`,
  );
  const sliderExample = search('slider example');
  check(
    sliderExample[0] === 'slider-demo',
    `shadcn search "slider example" lists slider-demo first (${sliderExample.slice(0, 3).join(', ')}…)`,
  );

  const dryRun = guarded.run(['add', `${namespace}/slider-demo`, '--dry-run'], app);
  const wouldWrite = [
    'src/components/paper-kit/examples/slider-demo.tsx',
    'src/components/ui/paper-kit/slider.tsx',
  ];
  check(
    dryRun.ok &&
      wouldWrite.every((file) => dryRun.output.includes(file)) &&
      wouldWrite.every((file) => !existsSync(join(app, file))),
    'shadcn add --dry-run of slider-demo lists the example and the slider, and writes nothing',
  );

  for (const query of ['slider-demo', 'slider example']) {
    const answer = await askMcp(guarded, app, 'get_item_examples_from_registries', { query });
    const examples = [...answer.matchAll(/^## Example: (\S+)/gm)].map((match) => match[1]);
    check(
      examples[0] === 'slider-demo' && answer.includes('export function SliderDemo()'),
      `shadcn mcp's get_item_examples_from_registries for "${query}" gives slider-demo first, with its code (${examples.length} examples, ${(answer.length / 1024).toFixed(1)} kB)`,
    );
    if (query === 'slider-demo') console.log(`  ${answer.split('\n').slice(0, 12).join('\n  ')}`);
  }
}

/**
 * What the CLI tells a developer about the blocks, in an app that has the registry set up and nothing added yet:
 * `search -t block` (`list` is the same command under another name) lists exactly the blocks; `list` of the
 * registry lists them among the rest; `view` gives a block as a `registry:block` with its docs; `add --dry-run` of
 * each block alone would write it; and that of the register card, the sign-up card it is built on and the kit's
 * button too.
 * @param {GuardedCli} guarded @param {string} app @param {string[]} blocks the blocks' names, from the index
 */
function checkBlockCliAnswers(guarded, app, blocks) {
  const expected = [...blocks].sort().join(' ');
  const searched = guarded.run(['search', namespace, '-t', 'block', '--json'], app);
  /** @type {{ name: string, type: string }[]} */
  const found = searched.ok ? JSON.parse(searched.output.slice(searched.output.indexOf('{'))).items : [];
  check(
    found
      .map((item) => item.name)
      .sort()
      .join(' ') === expected && found.every((item) => item.type === 'registry:block'),
    `shadcn search ${namespace} -t block lists exactly the ${blocks.length} blocks, each a registry:block (${found.map((item) => item.name).join(', ')})`,
  );

  const listed = guarded.run(['list', namespace], app);
  const listedBlocks = [...listed.output.matchAll(/^- (\S+) \(block\)/gm)].map((match) => match[1] ?? '');
  const listedCount = listed.output.split('\n').filter((line) => line.startsWith('- ')).length;
  check(
    listed.ok &&
      listedBlocks
        .map((name) => name.replace(`${namespace}/`, ''))
        .sort()
        .join(' ') === expected,
    `shadcn list ${namespace} lists the ${listedBlocks.length} blocks, as (block), among its ${listedCount} items (${listedBlocks.join(', ')})`,
  );

  const viewed = guarded.run(['view', `${namespace}/sign-up-card`], app);
  /** @type {{ name?: string, type?: string, docs?: string }[]} */
  const items = viewed.ok ? JSON.parse(viewed.output.slice(viewed.output.indexOf('['))) : [];
  check(
    items[0]?.name === 'sign-up-card' &&
      items[0]?.type === 'registry:block' &&
      /<SignUpCard \/>/.test(items[0]?.docs ?? ''),
    `shadcn view ${namespace}/sign-up-card gives a registry:block with its docs ("${(items[0]?.docs ?? '').slice(0, 90)}…")`,
  );

  // Each block alone: one command, which would write the block's own file.
  const notAlone = blocks.filter((block) => {
    const alone = guarded.run(['add', `${namespace}/${block}`, '--dry-run'], app);
    return !(alone.ok && alone.output.includes(`src/components/paper-kit/blocks/${block}/${block}.tsx`));
  });
  check(
    notAlone.length === 0,
    `shadcn add ${namespace}/<block> --dry-run, one command per block, would write each of the ${blocks.length} blocks${notAlone.length ? `; not: ${notAlone.join(', ')}` : ''}`,
  );

  const dryRun = guarded.run(['add', `${namespace}/register-card`, '--dry-run'], app);
  const wouldWrite = [
    'src/components/paper-kit/blocks/register-card/register-card.tsx',
    'src/components/paper-kit/blocks/sign-up-card/sign-up-card.tsx',
    'src/components/ui/paper-kit/button.tsx',
  ];
  check(
    dryRun.ok &&
      wouldWrite.every((file) => dryRun.output.includes(file)) &&
      wouldWrite.every((file) => !existsSync(join(app, file))),
    `shadcn add ${namespace}/register-card --dry-run lists the register card, the sign-up card it is built on and the kit's button, and writes nothing`,
  );
}

/**
 * The example page the apps show: every example the registry publishes, one section each. Written here from the
 * registry's index, so a new demo is in it without a list to keep.
 * @param {IndexItem[]} examples
 */
function everyExampleSource(examples) {
  const exportName = (/** @type {string} */ name) =>
    name.replace(/(^|-)(\w)/g, (_match, _dash, letter) => letter.toUpperCase());
  return [
    '// Written by scripts/test-registry.mjs from the registry: every example it publishes, one section each.',
    ...examples.map(
      (item) => `import { ${exportName(item.name)} } from '@/components/paper-kit/examples/${item.name}';`,
    ),
    '',
    'const examples = [',
    ...examples.map((item) => `  { name: '${item.name}', Demo: ${exportName(item.name)} },`),
    '];',
    '',
    'export function EveryExample() {',
    '  return (',
    '    <main className="mx-auto flex max-w-5xl flex-col gap-12 p-6">',
    '      <h1 className="text-2xl font-bold">Every Paper Kit example</h1>',
    '      {examples.map(({ name, Demo }) => (',
    '        <section key={name} aria-labelledby={`${name}-title`} className="flex flex-col gap-4">',
    '          <h2 id={`${name}-title`} className="text-lg font-semibold">{name}</h2>',
    '          <Demo />',
    '        </section>',
    '      ))}',
    '    </main>',
    '  );',
    '}',
    '',
  ].join('\n');
}

/**
 * What the block page gives a block beyond its sample defaults: the profile header gets the Settings popover the
 * site's profile page shows, from the block's own profile-settings.tsx, so the page has it to tour and to check.
 * @type {Record<string, { import: string, prop: string }>}
 */
const blockExtras = {
  'profile-header': {
    import:
      "import { ProfileSettings } from '@/components/paper-kit/blocks/profile-header/profile-settings';",
    prop: 'actions={<ProfileSettings />}',
  },
};

/**
 * The block page the apps show: every block the registry publishes, its component (the one the block is named
 * after, in its main file `<block>.tsx`) rendered with its sample defaults, one after another under the page's one
 * `h1`. Written here from the registry's index and the blocks' own files, so a new block is in it without a list to
 * keep. A block whose heading is an `h1` by default (`headingLevel: Heading = 'h1'`, read from its main file) is
 * given `headingLevel="h2"`, as a page that shows it inside another does, to keep one `h1`; and a block is given
 * what `blockExtras` lists for it.
 * @param {IndexItem[]} blocks
 */
function everyBlockSource(blocks) {
  const exportName = (/** @type {string} */ name) =>
    name.replace(/(^|-)(\w)/g, (_match, _dash, letter) => letter.toUpperCase());
  // A file's import path in the app, from the target the registry gives it (`@components/…` → `@/components/…`).
  const importPath = (/** @type {string} */ target) => target.replace(/^@/, '@/').replace(/\.tsx?$/, '');
  const rendered = blocks.map((item) => {
    /** @type {{ files: { target: string, content: string }[] }} */
    const full = JSON.parse(readFileSync(join(dist, `r/${item.name}.json`), 'utf8'));
    const main = full.files.find((file) => file.target.endsWith(`/${item.name}.tsx`));
    if (!main) throw new Error(`the block ${item.name} has no ${item.name}.tsx`);
    const imports = [`import { ${exportName(item.name)} } from '${importPath(main.target)}';`];
    const props = [];
    if (/\bheadingLevel:\s*\w+\s*=\s*'h1'/.test(main.content)) props.push('headingLevel="h2"');
    const extra = blockExtras[item.name];
    if (extra) {
      imports.push(extra.import);
      props.push(extra.prop);
    }
    return { name: item.name, imports, element: `<${[exportName(item.name), ...props].join(' ')} />` };
  });
  console.log(`  the every-block page: ${rendered.map((block) => block.element).join(' ')}`);
  return [
    '// Written by scripts/test-registry.mjs from the registry: every block it publishes, with its sample defaults.',
    ...rendered.flatMap((block) => block.imports),
    '',
    'export function EveryBlock() {',
    '  return (',
    '    <main className="flex flex-col gap-12 pb-12">',
    '      <h1 className="mx-auto w-full max-w-5xl px-6 pt-6 text-2xl font-bold">Every Paper Kit block</h1>',
    ...rendered.map((block) => `      ${block.element}`),
    '    </main>',
    '  );',
    '}',
    '',
  ].join('\n');
}

/**
 * One page in Chromium: console, requests, axe in both modes (with the calendar open where there is one), and the
 * colours of the kit's card and of the app's own button.
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {string} what
 * @param {{ surface: Record<'light' | 'dark', string>, themeCss: string }} theme
 * @param {(page: import('@playwright/test').Page) => Promise<void>} [more] further checks on the loaded page
 */
async function checkPage(browser, url, what, theme, more) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    if (protocol !== 'data:' && hostname !== 'localhost' && hostname !== '127.0.0.1')
      problems.push(`request to ${hostname}`);
  });
  try {
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const axe = async () =>
      (await new AxeBuilder({ page }).withTags(axeTags).exclude(axeExclude).analyze()).violations.map(
        (violation) => `${violation.id} (${violation.nodes.length})`,
      );
    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      const element = document.querySelector('.font-pk-sans');
      return {
        family: element ? getComputedStyle(element).fontFamily : null,
        loaded: document.fonts.check('16px "Montserrat Variable"'),
      };
    });
    if (font.family !== null)
      check(
        font.family.startsWith('"Montserrat Variable"') && font.loaded,
        `${what}: font-pk-sans sets the kit's Montserrat, and it loads (${font.family})`,
      );
    const datePicker = page.getByRole('button', { name: 'Choose date' }).first();
    const hasCalendar = (await datePicker.count()) > 0;
    for (const mode of /** @type {const} */ (['light', 'dark'])) {
      // The switch, then the end of every colour transition it starts (the kit's buttons ease their colours).
      await page.evaluate(async (dark) => {
        document.documentElement.classList.toggle('dark', dark);
        // A transition cut short by another rejects its promise: that one is over too. An endless animation
        // (a striped progress bar) never finishes, and needs no waiting for.
        await Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        );
      }, mode === 'dark');
      const onLoad = await axe();
      check(
        onLoad.length === 0,
        `${what}, ${mode}: axe finds nothing${onLoad.length ? `: ${onLoad.join(', ')}` : ''}`,
      );
      if (hasCalendar) {
        await datePicker.click();
        await page.getByRole('dialog').waitFor();
        await page.getByRole('grid').first().waitFor();
        const open = await axe();
        check(
          open.length === 0,
          `${what}, ${mode}: axe finds nothing with the calendar open${open.length ? `: ${open.join(', ')}` : ''}`,
        );
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      // What is drawn, against what each theme declares: the kit's card surface, the app's own button. Colours
      // are compared as drawn in sRGB, since a build may write one in another space (Next.js turns oklch into lab).
      const colours = await page.evaluate(
        ({ surface, primary }) => {
          const canvas = document.createElement('canvas');
          canvas.width = 1;
          canvas.height = 1;
          const context = canvas.getContext('2d', { willReadFrequently: true });
          /** @param {string | null} colour @returns {number[] | null} */
          const rgb = (colour) => {
            if (!colour || !context) return null;
            context.clearRect(0, 0, 1, 1);
            context.fillStyle = colour;
            context.fillRect(0, 0, 1, 1);
            return [...context.getImageData(0, 0, 1, 1).data];
          };
          const card = document.querySelector('[data-slot="card"]');
          const button = document.querySelector('[data-slot="app-button"]');
          const cardColour = card ? getComputedStyle(card).backgroundColor : null;
          const buttonColour = button ? getComputedStyle(button).backgroundColor : null;
          return {
            card: cardColour,
            cardRgb: rgb(cardColour),
            surface: surface,
            surfaceRgb: rgb(surface),
            button: buttonColour,
            buttonRgb: rgb(buttonColour),
            primary: primary,
            primaryRgb: rgb(primary),
          };
        },
        {
          surface: theme.surface[mode],
          primary: declared(theme.themeCss, mode === 'dark' ? '.dark' : ':root', '--primary'),
        },
      );
      /** @param {number[] | null} a @param {number[] | null} b */
      const same = (a, b) =>
        !!a && !!b && a.every((channel, index) => Math.abs(channel - (b[index] ?? -9)) <= 1);
      if (colours.card !== null)
        check(
          same(colours.cardRgb, colours.surfaceRgb),
          `${what}, ${mode}: a kit card is the theme item's ${mode} pk-surface (${colours.card}, expected ${colours.surface})`,
        );
      if (colours.button !== null)
        check(
          same(colours.buttonRgb, colours.primaryRgb),
          `${what}, ${mode}: the app's own button keeps the app's own --primary (${colours.button}, expected ${colours.primary})`,
        );
    }
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    if (more) await more(page);
    check(
      problems.length === 0,
      `${what}: no console error or warning, no hydration error, no other host${problems.length ? `: ${problems.join('; ')}` : ''}`,
    );
  } finally {
    await context.close();
  }
}

/**
 * The pagination of the every-component page in link form: `?page=3` is the current page, rendered where the app
 * renders (on the server in Next.js), and following "Next page" loads page 4.
 * @param {import('@playwright/test').Page} page @param {string} what
 */
async function checkPaginationLinks(page, what) {
  const base = page.url().split('?')[0]?.split('#')[0] ?? '';
  await page.goto(`${base}?page=3`);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.waitFor();
  const current = await pages.locator('[aria-current="page"]').textContent();
  const next = await pages.getByRole('link', { name: 'Next page' }).getAttribute('href');
  await pages.getByRole('link', { name: 'Next page' }).click();
  await page.waitForURL(/\?page=4$/);
  const after = await pages.locator('[aria-current="page"]').textContent();
  check(
    current === '3' && next === '?page=4' && after === '4',
    `${what}: the pagination's pages are links; ?page=3 shows page 3, and Next page leads to page 4 (${current}, ${next}, ${after})`,
  );
}

/**
 * Runs in the page: what is focused now and, for a new stop, what makes it less than visible. Must not reference
 * anything outside itself. The idea of tests/e2e/keyboard-tour.spec.ts, for a page without a navbar: a box, on
 * screen (wholly, where it fits), not hidden or transparent, with a focus indicator (the kit's `focusRing` outline,
 * a field's group's `:focus-within` outline, or else a box-shadow ring).
 * @param {boolean} first whether this is the first stop, where the tour starts
 * @returns {{ state: 'new' | 'guard' | 'body' | 'first' | 'repeat', label: string, problems: string[] }}
 */
function inspectFocus(first) {
  const tour = /** @type {{ keyboardTour?: { first: Element, seen: Set<Element> } }} */ (
    /** @type {unknown} */ (window)
  );
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement)
    return { state: 'body', label: 'document.body', problems: [] };
  // Radix's focus guards, at the ends of <body> while an overlay is open: focus passes them on at once.
  if (element.hasAttribute('data-radix-focus-guard')) return { state: 'guard', label: '', problems: [] };
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${text}"`;
  if (first) tour.keyboardTour = { first: element, seen: new Set() };
  else if (element === tour.keyboardTour?.first) return { state: 'first', label, problems: [] };
  else if (tour.keyboardTour?.seen.has(element)) return { state: 'repeat', label, problems: [] };
  tour.keyboardTour?.seen.add(element);

  /** @type {string[]} */
  const problems = [];
  const rect = element.getBoundingClientRect();
  const box = `{x ${Math.round(rect.x)}, y ${Math.round(rect.y)}, w ${Math.round(rect.width)}, h ${Math.round(rect.height)}}`;
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  if (rect.width <= 0 || rect.height <= 0) problems.push(`an empty box ${box}`);
  /** @param {number} start @param {number} size @param {number} limit */
  const inAxis = (start, size, limit) =>
    size <= limit ? start >= -1 && start + size <= limit + 1 : start < limit && start + size > 0;
  if (!inAxis(rect.left, rect.width, width) || !inAxis(rect.top, rect.height, height))
    problems.push(`not in the ${width}x${height} viewport: ${box}`);
  const style = getComputedStyle(element);
  if (style.visibility !== 'visible') problems.push(`visibility: ${style.visibility}`);
  let opacity = 1;
  for (let node = /** @type {Element | null} */ (element); node; node = node.parentElement)
    opacity *= Number(getComputedStyle(node).opacity);
  if (opacity < 0.1) problems.push(`opacity ${opacity}`);
  /** @param {Element | null} target */
  const ringOf = (target) => {
    if (!target) return { shown: false, summary: 'none' };
    const { outlineStyle, outlineWidth, outlineColor, boxShadow } = getComputedStyle(target);
    const clear = outlineColor === 'transparent' || /(?:,|\/)\s*0(?:\.0+)?\s*\)$/.test(outlineColor);
    const outline = outlineStyle !== 'none' && parseFloat(outlineWidth) > 0 && !clear;
    return {
      shown: outline || boxShadow !== 'none',
      summary: `outline ${outlineStyle} ${outlineWidth} ${outlineColor}, box-shadow ${boxShadow}`,
    };
  };
  const own = ringOf(element);
  // An input inside an input group: the group draws the ring through :focus-within.
  const isField = /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName);
  const ringed =
    own.shown ||
    (isField &&
      (ringOf(element.parentElement).shown || ringOf(element.parentElement?.parentElement ?? null).shown));
  if (!ringed) problems.push(`no focus indicator (${own.summary})`);
  return { state: 'new', label, problems };
}

/**
 * A keyboard tour of a page: from the top, Tab until focus leaves the page or comes back to the first stop (200
 * presses at most), and at every stop the focused element is visible (`inspectFocus`) and has an accessible name,
 * as Chromium's accessibility tree gives it (the DevTools protocol's partial tree of the focused node).
 * @param {import('@playwright/test').Page} page @param {string} what
 */
async function keyboardTour(page, what) {
  const maxPresses = 200;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('Accessibility.enable');
  // From the top of the document: focus a stand-in at the very top and remove it.
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus({ preventScroll: true });
    start.remove();
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const stops = [];
  let end = '';
  for (let press = 1; press <= maxPresses && !end; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(inspectFocus, stops.length === 0);
    if (stop.state === 'guard') continue;
    if (stop.state !== 'new') {
      end = stop.state;
      if (stop.state === 'repeat')
        problems.push(`${stop.label}: focus came back here before leaving (a trap)`);
      break;
    }
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      backendNodeId: node.backendNodeId,
      fetchRelatives: false,
    });
    const ax = nodes.find((candidate) => candidate.backendDOMNodeId === node.backendNodeId) ?? nodes[0];
    const name = String(ax?.name?.value ?? '').trim();
    const role = String(ax?.role?.value ?? 'none');
    if (!name) stop.problems.push(`no accessible name (role ${role}${ax?.ignored ? ', ignored' : ''})`);
    stops.push(`${role} "${name}"`);
    problems.push(...stop.problems.map((problem) => `stop ${stops.length} ${stop.label}: ${problem}`));
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId ?? '' });
  }
  await cdp.detach();
  if (!end) problems.push(`focus neither left the page nor came back to the start in ${maxPresses} presses`);
  console.log(`  ${what}: the keyboard tour's ${stops.length} stops: ${stops.join(', ')}`);
  check(
    problems.length === 0 && stops.length > 0,
    `${what}: a keyboard tour of ${stops.length} Tab stops (until ${end || 'the cap'}), every one visible, with a focus indicator, and named${problems.length ? `: ${problems.join('; ')}` : ''}`,
  );
}

/**
 * One app: set up, every item added, built, served and looked at.
 * @param {Fixture} fixture @param {string} work @param {string} registryUrl @param {IndexItem[]} items
 * @param {import('@playwright/test').Browser} browser @param {GuardedCli} guarded
 * @param {((app: string) => Promise<void>) | null} beforeAdd checks to make once the registry is set up
 */
async function proveApp(fixture, work, registryUrl, items, browser, guarded, beforeAdd) {
  console.log(`\n${fixture.name} app (${relative(root, fixture.folder)})`);
  const app = join(work, fixture.name.toLowerCase().replace(/\W/g, ''));
  cpSync(fixture.folder, app, {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|dist|\.next)$|next-env\.d\.ts$/.test(path),
  });
  // What both apps share: the app's own theme, button and `cn` (shadcn's), and the page of every component.
  const shared = (/** @type {string} */ file) => join(root, 'tests/registry/shared', file);
  /** @type {[string, string][]} */
  const copies = [
    [shared('app-theme.css'), fixture.css],
    [shared('app-button.tsx'), join(fixture.folders['@ui'] ?? '', 'button.tsx')],
    [shared('utils.ts'), join(fixture.folders['@lib'] ?? '', 'utils.ts')],
    [
      shared('every-component.tsx'),
      join(fixture.folders['@components'] ?? '', 'fixture/every-component.tsx'),
    ],
  ];
  for (const [from, to] of copies) {
    mkdirSync(dirname(join(app, to)), { recursive: true });
    cpSync(from, join(app, to));
  }
  writeFileSync(
    join(app, fixture.folders['@components'] ?? '', 'fixture/every-example.tsx'),
    everyExampleSource(items.filter((item) => item.type === 'registry:example')),
  );
  writeFileSync(
    join(app, fixture.folders['@components'] ?? '', 'fixture/every-block.tsx'),
    everyBlockSource(items.filter((item) => item.type === 'registry:block')),
  );
  if (fixture.rtl) {
    // What shadcn's right-to-left guide has an app do: "rtl": true for the CLI, dir="rtl" on <html>, and the
    // direction provider (our `direction` item) around the app.
    const configFile = join(app, 'components.json');
    writeFileSync(
      configFile,
      `${JSON.stringify({ ...JSON.parse(readFileSync(configFile, 'utf8')), rtl: true }, null, 2)}\n`,
    );
    const indexFile = join(app, 'index.html');
    writeFileSync(
      indexFile,
      readFileSync(indexFile, 'utf8').replace('<html lang="en">', '<html lang="en" dir="rtl">'),
    );
    const mainFile = join(app, 'src/main.tsx');
    const main = readFileSync(mainFile, 'utf8')
      .replace(
        "import './index.css';",
        "import { DirectionProvider } from '@/components/ui/paper-kit/direction';\nimport './index.css';",
      )
      .replace('<StrictMode>', '<StrictMode>\n    <DirectionProvider dir="rtl">')
      .replace('</StrictMode>', '  </DirectionProvider>\n  </StrictMode>');
    check(
      main.includes('<DirectionProvider dir="rtl">'),
      `${fixture.name}: the app is wrapped in the direction provider`,
    );
    writeFileSync(mainFile, main);
  }
  const themeBefore = readFileSync(join(app, fixture.css), 'utf8');

  const [installed, installTime] = timed(() =>
    run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], app),
  );
  check(installed.ok, `npm ci installs the app (${installTime})`);

  // The one-time setup the documentation shows: one command writes the registries entry.
  const setUp = guarded.run(['registry', 'add', `${namespace}=${registryUrl}`], app);
  const config = JSON.parse(readFileSync(join(app, 'components.json'), 'utf8'));
  check(
    setUp.ok && config.registries?.[namespace] === registryUrl,
    `shadcn registry add ${namespace}=…/r/{name}.json writes the registries entry`,
  );
  if (beforeAdd) await beforeAdd(app);

  const names = items.map((item) => `${namespace}/${item.name}`);
  const blockCount = items.filter((item) => item.type === 'registry:block').length;
  const [added, addTime] = timed(() => guarded.run(['add', ...names, '--yes'], app));
  timings.push(`${fixture.name}: add of ${names.length} items (${blockCount} blocks) ${addTime}`);
  check(added.ok, `shadcn add of all ${names.length} items (${blockCount} blocks) exits 0 (${addTime})`);

  const missing = [];
  /** @type {string[]} */
  const rewritten = [];
  for (const item of items) {
    const given = JSON.parse(readFileSync(join(dist, `r/${item.name}.json`), 'utf8')).files ?? [];
    for (const file of given) {
      const [alias = '', ...rest] = (file.target ?? '').split('/');
      const folder = fixture.folders[alias];
      const written = folder ? join(app, folder, ...rest) : '';
      if (!written || !existsSync(written)) {
        missing.push(`${item.name}: ${file.target}`);
        continue;
      }
      const text = readFileSync(written, 'utf8').trim();
      // A server-components app keeps "use client". Another has the CLI take it out, though only of every other
      // such file: its pattern is a global regular expression, which keeps its place from one file to the next.
      // Either way the file is right there.
      const expected = [
        file.content.trim(),
        ...(fixture.rsc ? [] : [file.content.replace(/^"use client"\n/, '').trim()]),
      ];
      if (expected.includes(text)) continue;
      // With "rtl": true the CLI rewrites classes: ours are logical already, so all it may do is add `rtl:`
      // classes (the twin of a translate-x, which the file has already). Anything else is a difference.
      const withoutRtl = (/** @type {string} */ source) => source.replace(/[ \t]*\brtl:[^\s'"`]+/g, '');
      if (fixture.rtl && expected.some((given) => withoutRtl(given) === withoutRtl(text))) {
        const added =
          [...text.matchAll(/\brtl:[^\s'"`]+/g)].length -
          [...file.content.matchAll(/\brtl:[^\s'"`]+/g)].length;
        rewritten.push(`${file.target.replace(/^.*\//, '')} (+${added} rtl:)`);
        continue;
      }
      missing.push(`${item.name}: ${file.target} differs`);
    }
  }
  if (fixture.rtl) {
    console.log(`  the CLI's rtl rewrite only added rtl: classes, to: ${rewritten.join(', ') || 'no file'}`);
  }
  check(
    missing.length === 0,
    `every item's files are in the app as the registry gave them${missing.length ? `: ${missing.join('; ')}` : ''}`,
  );

  const themeAfter = readFileSync(join(app, fixture.css), 'utf8');
  const lost = declarationLines(themeBefore).filter((line) => !declarationLines(themeAfter).includes(line));
  check(
    lost.length === 0,
    `the app's own theme lines are unchanged${lost.length ? `: lost ${lost.join(' ')}` : ''}`,
  );
  check(
    /--pk-primary:/.test(themeAfter) && /--color-pk-primary:/.test(themeAfter),
    'the theme item added the pk- colours',
  );

  const started = Date.now();
  const built = fixture.build(app).every((step) => step.ok);
  const buildTime = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  timings.push(`${fixture.name}: build ${buildTime}`);
  check(built, `the app builds (${buildTime})`);
  if (!built) return;

  const server = await fixture.start(app);
  try {
    /** @type {{ cssVars: Record<'light' | 'dark', Record<string, string>> }} */
    const themeItem = JSON.parse(readFileSync(join(dist, 'r/theme.json'), 'utf8'));
    const theme = {
      surface: {
        light: themeItem.cssVars.light['pk-surface'] ?? '',
        dark: themeItem.cssVars.dark['pk-surface'] ?? '',
      },
      themeCss: themeBefore,
    };
    for (const { path, what } of fixture.pages) {
      await checkPage(
        browser,
        `http://localhost:${server.port}${path}`,
        `${fixture.name} ${what}`,
        theme,
        async (page) => {
          if (what === 'every component') await checkPaginationLinks(page, `${fixture.name} ${what}`);
          if (fixture.rtl && what === 'every component') {
            // The components read the direction: the arrow at the switch's "on" end (the left) sets it on, and
            // the slider's ArrowLeft raises its value.
            const toggle = page.getByRole('switch').first();
            const before = await toggle.getAttribute('aria-checked');
            await toggle.focus();
            await page.keyboard.press(before === 'true' ? 'ArrowRight' : 'ArrowLeft');
            const after = await toggle.getAttribute('aria-checked');
            const thumb = page.getByRole('slider').first();
            const start = Number(await thumb.getAttribute('aria-valuenow'));
            await thumb.focus();
            await page.keyboard.press('ArrowLeft');
            const raised = Number(await thumb.getAttribute('aria-valuenow'));
            check(
              (await page.evaluate(() => document.documentElement.dir)) === 'rtl' &&
                after !== before &&
                raised > start,
              `${fixture.name} ${what}: right to left, the switch's arrows and the slider's ArrowLeft follow the direction (switch ${before} → ${after}, slider ${start} → ${raised})`,
            );
          }
          if (what === 'every block') await keyboardTour(page, `${fixture.name} ${what}`);
          if (what === 'every example') {
            // The examples are live: a switch turns on, a modal opens and closes again.
            const toggle = page.getByRole('switch', { name: 'Autoplay videos' });
            await toggle.click();
            const on = await toggle.getAttribute('aria-checked');
            await page.getByRole('button', { name: 'Launch demo modal' }).click();
            const dialog = await page.getByRole('dialog', { name: 'Delete this project?' }).isVisible();
            await page.keyboard.press('Escape');
            check(
              on === 'true' && dialog,
              `${fixture.name} ${what}: the examples respond (a switch, a modal)`,
            );
          }
        },
      );
    }
  } finally {
    server.stop();
  }
}

async function main() {
  if (!existsSync(join(dist, 'r/registry.json')))
    throw new Error('no registry in dist/r/: run "npm run build" first');
  const executablePath = requireChromium();
  /** @type {{ items: IndexItem[] }} */
  const index = JSON.parse(readFileSync(join(dist, 'r/registry.json'), 'utf8'));
  const registryHost = new URL(
    execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim() ||
      'https://registry.npmjs.org/',
  ).hostname;
  const site = await serveFolder(dist);
  const registryUrl = `http://localhost:${site.port}/r/{name}.json`;
  const work = mkdtempSync(join(tmpdir(), 'paper-kit-registry-'));
  const guarded = new GuardedCli(work, registryHost);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const bin = (/** @type {string} */ app, /** @type {string} */ name) => join(app, 'node_modules/.bin', name);
  /** @type {Fixture} */
  const vite = {
    name: 'Vite',
    folder: join(root, 'tests/registry/vite-app'),
    css: 'src/index.css',
    folders: {
      '@ui': 'src/components/ui',
      '@lib': 'src/lib',
      '@hooks': 'src/hooks',
      '@components': 'src/components',
    },
    rsc: false,
    build: (app) => [run(bin(app, 'tsc'), ['--noEmit'], app), run(bin(app, 'vite'), ['build'], app)],
    start: (app) => {
      console.log(`  the app's build: ${(folderBytes(join(app, 'dist')) / 1024).toFixed(1)} kB in dist/`);
      return serveFolder(join(app, 'dist'));
    },
    pages: [
      { path: '/', what: 'every component' },
      { path: '/#examples', what: 'every example' },
      { path: '/#blocks', what: 'every block' },
    ],
  };
  /** @type {Fixture[]} */
  const fixtures = [
    vite,
    { ...vite, name: 'Vite RTL', rtl: true },
    {
      name: 'Next.js',
      folder: join(root, 'tests/registry/next-app'),
      css: 'app/globals.css',
      folders: { '@ui': 'components/ui', '@lib': 'lib', '@hooks': 'hooks', '@components': 'components' },
      rsc: true,
      build: (app) => [run(bin(app, 'next'), ['build'], app, guarded.env)],
      start: (app) =>
        serveCommand(bin(app, 'next'), (port) => ['start', '--port', String(port)], {
          cwd: app,
          env: guarded.env,
          seconds: 60,
        }),
      pages: [
        { path: '/', what: 'every component' },
        { path: '/examples', what: 'every example' },
        { path: '/blocks', what: 'every block' },
      ],
    },
  ];
  try {
    for (const fixture of fixtures) {
      await proveApp(
        fixture,
        work,
        registryUrl,
        index.items,
        browser,
        guarded,
        fixture.name === 'Vite'
          ? async (app) => {
              await checkCliAnswers(guarded, app, join(dist, 'r/registry.json'));
              checkBlockCliAnswers(
                guarded,
                app,
                index.items.filter((item) => item.type === 'registry:block').map((item) => item.name),
              );
            }
          : null,
      );
    }
    const strangers = guarded.strangers();
    check(
      strangers.length === 0,
      `the CLI, npm and next looked up no host but localhost and ${registryHost}${strangers.length ? `: ${strangers.join(', ')}` : ''}`,
    );
    console.log(`\n${timings.join('\n')}`);
  } finally {
    await browser.close();
    site.stop();
    if (failures.length === 0) rmSync(work, { recursive: true, force: true });
    else console.log(`The apps are left in ${work} to look at.`);
  }
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`test-registry: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
