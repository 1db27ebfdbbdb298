// The registry, proved with the real shadcn CLI (`npm run test:registry`; `npm test` runs it after the browser
// tests). On a copy of the fixture app in tests/registry/fixture (Vite, React, TypeScript, Tailwind 4, a
// hand-written components.json and a shadcn-style theme), it does what the documentation tells a developer to do:
// the one-time `registries` entry, then `npx shadcn add` of every item, from the built site served on localhost.
// Then it checks what the CLI left:
// - every item's file is where it belongs, as the registry gave it;
// - the app's own theme lines are all still there, unchanged;
// - `tsc --noEmit` and `vite build` pass;
// - the built page, which renders every component, loads in Chromium with no console error and no request to
//   another host; axe finds nothing, in light and under the app's `.dark` (also with the date picker's calendar
//   open); the kit's surfaces take the theme item's light and dark colours, and the app's own button keeps the
//   app's own primary in both;
// - the CLI, and the npm it starts, looked up no host but localhost and the npm registry.
// It needs a build in dist/ (npm test builds first) and Chromium (npm run ensure-browser).
/* global document, getComputedStyle -- in the functions that page.evaluate runs in the browser */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { serveFolder } from './serve-folder.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(root, 'dist');
const fixture = join(root, 'tests/registry/vite-app');
const cli = join(root, 'node_modules/shadcn/dist/index.js');
// The namespace the documentation tells developers to use, read from where the site declares it.
const namespace =
  /registryNamespace: '([^']+)'/.exec(readFileSync(join(root, 'src/site.ts'), 'utf8'))?.[1] ?? '';
if (!namespace) throw new Error('src/site.ts declares no registryNamespace');

/** @type {string[]} */
const failures = [];
/** @param {boolean} ok @param {string} what */
function check(ok, what) {
  console.log(`${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
}

/**
 * Runs a command in the app, its output shown only when it fails.
 * @param {string} command @param {string[]} args @param {string} cwd @param {NodeJS.ProcessEnv} [env]
 */
function run(command, args, cwd, env = process.env) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ok = result.status === 0;
  if (!ok) console.log(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return { ok, output: `${result.stdout}${result.stderr}` };
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

async function main() {
  if (!existsSync(join(dist, 'r/registry.json')))
    throw new Error('no registry in dist/r/: run "npm run build" first');
  const executablePath = requireChromium();
  /** @type {{ items: { name: string, type: string, files?: { path: string, target?: string }[] }[] }} */
  const index = JSON.parse(readFileSync(join(dist, 'r/registry.json'), 'utf8'));
  const site = await serveFolder(dist);
  const work = mkdtempSync(join(tmpdir(), 'paper-kit-registry-'));
  const app = join(work, 'app');
  /** @type {{ port: number, stop: () => void } | null} */
  let appServer = null;
  try {
    cpSync(fixture, app, {
      recursive: true,
      filter: (path) => !path.includes('node_modules') && !path.endsWith('/dist'),
    });
    const themeBefore = readFileSync(join(app, 'src/index.css'), 'utf8');

    console.log('Installing the fixture app’s packages (npm ci)…');
    check(
      run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], app).ok,
      'npm ci installs the fixture app',
    );

    // The one-time setup the documentation shows: where the namespace's items are.
    const config = JSON.parse(readFileSync(join(app, 'components.json'), 'utf8'));
    config.registries = { [namespace]: `http://localhost:${site.port}/r/{name}.json` };
    writeFileSync(join(app, 'components.json'), `${JSON.stringify(config, null, 2)}\n`);

    const registryHost = new URL(
      execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim() ||
        'https://registry.npmjs.org/',
    ).hostname;
    const hostLog = join(work, 'hosts.log');
    writeFileSync(hostLog, '');
    const names = index.items.map((item) => `${namespace}/${item.name}`);
    console.log(`Adding ${names.length} items with the shadcn CLI…`);
    const started = Date.now();
    const added = run(process.execPath, [cli, 'add', ...names, '--yes', '--cwd', app], app, {
      ...process.env,
      NODE_OPTIONS: `--import ${join(root, 'scripts/network-guard.mjs')}`,
      NETWORK_GUARD_ALLOW: ['localhost', registryHost].join(','),
      NETWORK_GUARD_LOG: hostLog,
    });
    const addSeconds = (Date.now() - started) / 1000;
    check(added.ok, `shadcn add of every item exits 0 (${addSeconds.toFixed(1)} s)`);
    const strangers = [...new Set(readFileSync(hostLog, 'utf8').split('\n').filter(Boolean))];
    check(
      strangers.length === 0,
      `the CLI looked up no host but localhost and ${registryHost}${strangers.length ? `: ${strangers.join(', ')}` : ''}`,
    );

    const folders = { '@ui': 'src/components/ui', '@lib': 'src/lib', '@hooks': 'src/hooks' };
    const missing = [];
    for (const item of index.items) {
      for (const file of item.files ?? []) {
        const target = file.target ?? '';
        const [alias = '', ...rest] = target.split('/');
        const folder = folders[/** @type {keyof typeof folders} */ (alias)];
        const written = folder ? join(app, folder, ...rest) : '';
        if (!written || !existsSync(written)) missing.push(`${item.name}: ${target}`);
        else {
          const given = JSON.parse(readFileSync(join(dist, `r/${item.name}.json`), 'utf8')).files[0].content;
          // The app is not a server-components app ("rsc": false), so the CLI takes "use client" out, though
          // only of every other such file: its pattern is a global regular expression, which keeps its place
          // from one file to the next. Either way the file is right.
          const text = readFileSync(written, 'utf8').trim();
          if (text !== given.trim() && text !== given.replace(/^"use client"\n/, '').trim())
            missing.push(`${item.name}: ${target} differs`);
        }
      }
    }
    check(
      missing.length === 0,
      `every item's file is in the app as the registry gave it${missing.length ? `: ${missing.join('; ')}` : ''}`,
    );

    const themeAfter = readFileSync(join(app, 'src/index.css'), 'utf8');
    const kept = declarationLines(themeBefore);
    const now = declarationLines(themeAfter);
    const lost = kept.filter((line) => !now.includes(line));
    check(
      lost.length === 0,
      `the app's own theme lines are unchanged${lost.length ? `: lost ${lost.join(' ')}` : ''}`,
    );
    check(
      /--pk-primary:/.test(themeAfter) && /--color-pk-primary:/.test(themeAfter),
      'the theme item added the pk- colours',
    );

    check(run(join(app, 'node_modules/.bin/tsc'), ['--noEmit'], app).ok, 'tsc --noEmit passes');
    check(run(join(app, 'node_modules/.bin/vite'), ['build'], app).ok, 'vite build passes');
    const appDist = join(app, 'dist');
    if (existsSync(appDist))
      console.log(
        `  the app's build: ${(folderBytes(appDist) / 1024).toFixed(1)} kB in ${relative(app, appDist)}/`,
      );

    appServer = await serveFolder(appDist);
    const browser = await chromium.launch({ executablePath, args: chromiumArgs });
    try {
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
      await page.goto(`http://localhost:${appServer.port}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const axe = () =>
        new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
      // The theme's font, where the app asks for it with font-pk-sans, loaded from the app's own files.
      const font = await page.evaluate(async () => {
        await document.fonts.ready;
        const card = document.querySelector('.font-pk-sans');
        return {
          family: card ? getComputedStyle(card).fontFamily : 'none',
          loaded: document.fonts.check('16px "Montserrat Variable"'),
        };
      });
      check(
        font.family.startsWith('"Montserrat Variable"') && font.loaded,
        `font-pk-sans sets the kit's Montserrat, and it loads (${font.family})`,
      );
      /** @type {{ cssVars: Record<'light' | 'dark', Record<string, string>> }} */
      const themeItem = JSON.parse(readFileSync(join(dist, 'r/theme.json'), 'utf8'));
      for (const mode of /** @type {const} */ (['light', 'dark'])) {
        // The switch, then the end of every colour transition it starts (the kit's buttons ease their colours).
        await page.evaluate(async (dark) => {
          document.documentElement.classList.toggle('dark', dark);
          // A transition cut short by another rejects its promise: that one is over too.
          await Promise.all(
            document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
          );
        }, mode === 'dark');
        const onLoad = (await axe()).violations.map((violation) => violation.id);
        check(
          onLoad.length === 0,
          `${mode}: axe finds nothing${onLoad.length ? `: ${onLoad.join(', ')}` : ''}`,
        );
        await page.getByRole('button', { name: /choose date/i }).click();
        await page.getByRole('dialog').waitFor();
        const withCalendar = (await axe()).violations.map((violation) => violation.id);
        check(
          withCalendar.length === 0,
          `${mode}: axe finds nothing with the calendar open${withCalendar.length ? `: ${withCalendar.join(', ')}` : ''}`,
        );
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        // What is drawn, against what each theme declares: the kit's card surface, the app's own button.
        const colours = await page.evaluate(
          ({ surface, primary }) => {
            /** @param {string} colour */
            const resolve = (colour) => {
              const probe = document.createElement('div');
              probe.style.backgroundColor = colour;
              document.body.append(probe);
              const computed = getComputedStyle(probe).backgroundColor;
              probe.remove();
              return computed;
            };
            const card = document.querySelector('.bg-pk-surface');
            const button = document.querySelector('[data-slot="app-button"]');
            return {
              card: card ? getComputedStyle(card).backgroundColor : 'none',
              surface: resolve(surface),
              button: button ? getComputedStyle(button).backgroundColor : 'none',
              primary: resolve(primary),
            };
          },
          {
            surface: themeItem.cssVars[mode]['pk-surface'] ?? '',
            primary: declared(themeBefore, mode === 'dark' ? '.dark' : ':root', '--primary'),
          },
        );
        check(
          colours.card === colours.surface,
          `${mode}: a kit card is the theme item's ${mode} pk-surface (${colours.card}, expected ${colours.surface})`,
        );
        check(
          colours.button === colours.primary,
          `${mode}: the app's own button keeps the app's own --primary (${colours.button}, expected ${colours.primary})`,
        );
      }
      check(
        problems.length === 0,
        `no console error and no other host${problems.length ? `: ${problems.join('; ')}` : ''}`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    appServer?.stop();
    site.stop();
    if (failures.length === 0) rmSync(work, { recursive: true, force: true });
    else console.log(`The app is left in ${work} to look at.`);
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
