// What each kit file and block adds to an app, as its documentation page says (dist/r/costs.json, measured at build
// time by scripts/kit-cost.ts), held to the real thing: in the Vite app the global setup has added every item to with
// the shadcn CLI, the app is built with an entry that imports only that item, and its JavaScript, gzip, must have
// grown by the published figure, within 10 % (or 200 bytes, for the smallest items: see `slackBytes`), over the
// same app built with nothing of the kit. The app's own Vite and config build it, React in the bundle as in any app.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { costEntry } from '../../scripts/kit-cost';
import type { BundleCost } from '../../src/pages/documentation/docTypes';
import { app, dist, expect, readState, registryItem, stepMessage, test } from './support';

const costs = JSON.parse(readFileSync(join(dist, 'r/costs.json'), 'utf8')) as Record<
  string,
  Pick<BundleCost, 'gzip'>
>;

/** The share of the published figure the app's growth may differ by. */
const tolerance = 0.1;
/**
 * And the bytes it may always differ by, for the smallest items. The published figure is a gzip stream of the item
 * alone; in the app the item's code follows React's 66 kB, whose window already holds its words (`useEffect`,
 * `Object.defineProperty`, `addEventListener`…), so it codes shorter there, and the first few hundred bytes of a
 * fresh stream code worst of all. Measured on 2026-11-28 (Rolldown 1.2.19, Vite 8.3.8): every item grew the app by
 * 91 to 578 B less than its figure, or 106 B more (calendar), 1 to 5 % of the components; but the hooks and helpers
 * of 0.3 to 0.9 kB grew it by 98 to 185 B less, 14 to 38 % of their figure. 200 B holds those with some room, and is
 * 2 % of the smallest component (Avatar, 9 kB), so 10 % still decides for every component and block.
 */
const slackBytes = 200;

const viteApp = app('vite-app');

/** Where the CLI wrote a registry file in the app: its target (`@ui/paper-kit/button.tsx`) through the app's folders. */
function installedPath(dir: string, target: string): string {
  const slash = target.indexOf('/');
  const folder = viteApp.folders[target.slice(0, slash)];
  if (!folder) throw new Error(`the Vite app has no folder for ${target}`);
  return join(dir, folder, target.slice(slash + 1));
}

/**
 * An entry of the app: React's root, as the app's own main.tsx makes it, and, for an item, every file the CLI
 * installed of it imported whole and kept, by the same lines the measure's entry has (`costEntry`), so nothing of it
 * is shaken away.
 */
function entrySource(files: readonly string[]): string {
  return [
    ...(files.length > 0 ? [costEntry(files)] : []),
    "import { StrictMode } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    '',
    "const container = document.getElementById('root');",
    "if (!container) throw new Error('index.html has no #root');",
    'createRoot(container).render(',
    '  <StrictMode>',
    '    <p>Paper Kit</p>',
    '  </StrictMode>,',
    ');',
    '',
  ].join('\n');
}

type Vite = typeof import('vite');

/** The app built from `entry` by its own Vite and config, nothing written: its JavaScript chunks' gzip bytes. */
async function builtBytes(vite: Vite, dir: string, entry: string): Promise<number> {
  const result = await vite.build({
    root: dir,
    configFile: join(dir, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, copyPublicDir: false, rolldownOptions: { input: entry } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .reduce(
      (sum, chunk) => (chunk.type === 'chunk' ? sum + gzipSync(chunk.code, { level: 9 }).length : sum),
      0,
    );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB (${bytes} B)`;

test.describe('each item’s published cost, against a real install in the Vite app', () => {
  let vite: Vite;
  let dir = '';
  let entries = '';
  let baseline = 0;

  test.beforeAll(async () => {
    const record = readState().apps['vite-app'];
    for (const step of ['add', 'build'] as const) {
      expect(record.steps[step]?.ok, `the Vite app's ${step}: ${stepMessage(record.steps[step])}`).toBe(true);
    }
    dir = record.dir;
    vite = (await import(pathToFileURL(join(dir, 'node_modules/vite/dist/node/index.js')).href)) as Vite;
    entries = join(dir, 'src/cost-entries');
    mkdirSync(entries, { recursive: true });
    const entry = join(entries, 'baseline.tsx');
    writeFileSync(entry, entrySource([]));
    baseline = await builtBytes(vite, dir, entry);
  });

  test.afterAll(() => {
    if (entries) rmSync(entries, { recursive: true, force: true });
  });

  for (const [name, cost] of Object.entries(costs)) {
    test(`${name} grows the app's JavaScript by its published ${(cost.gzip.total / 1024).toFixed(1)} kB`, async () => {
      const files = (registryItem(name).files ?? []).map((file) => {
        const installed = installedPath(dir, file.target);
        // Imported as the app imports its own files, through its `@/` alias.
        return `@/${relative(join(dir, 'src'), installed).replace(/\.tsx?$/, '')}`;
      });
      const entry = join(entries, `${name}.tsx`);
      writeFileSync(entry, entrySource(files));
      const growth = (await builtBytes(vite, dir, entry)) - baseline;
      const published = cost.gzip.total;
      const allowed = Math.max(published * tolerance, slackBytes);
      const difference = growth - published;
      test.info().annotations.push({
        type: 'cost',
        description: `${name}: published ${published} B, the app grew by ${growth} B (${difference >= 0 ? '+' : ''}${difference} B)`,
      });
      expect(
        Math.abs(difference),
        `${name}: the page says ${kb(published)}; the Vite app's JavaScript grew by ${kb(growth)} over its ${kb(baseline)} without it, a difference of ${difference} B (${((difference / published) * 100).toFixed(1)} %), more than the ${Math.round(allowed)} B allowed`,
      ).toBeLessThanOrEqual(allowed);
    });
  }
});
