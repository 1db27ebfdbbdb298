// What the registry test's global setup and its specs share: the apps, the state the setup leaves for the tests,
// the guarded CLI, and the test fixture that keeps the apps on disk when a test fails.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const dist = join(root, 'dist');
export const cli = join(root, 'node_modules/shadcn/dist/index.js');
const guard = join(root, 'scripts/network-guard.mjs');

// The namespace the documentation tells developers to use, read from where the site declares it.
export const namespace =
  /registryNamespace = '([^']+)'/.exec(
    readFileSync(join(root, 'src/pages/documentation/registry.ts'), 'utf8'),
  )?.[1] ?? '';
if (!namespace) throw new Error('src/pages/documentation/registry.ts declares no registryNamespace');

export type PageKind = 'every component' | 'every example' | 'every block';

/** One app the registry is added to: a copy of `folder`, with the files the apps share copied in. */
export interface RegistryApp {
  id: 'vite-app' | 'vite-app-rtl' | 'next-app';
  kind: 'vite' | 'next';
  folder: string;
  /** The app's own stylesheet, which the theme item adds to. */
  css: string;
  /** Where components.json's aliases point (`@ui` → `src/components/ui`). */
  folders: Record<string, string>;
  rsc: boolean;
  rtl: boolean;
  pages: { path: string; what: PageKind }[];
}

const vite: RegistryApp = {
  id: 'vite-app',
  kind: 'vite',
  folder: join(root, 'tests/registry/vite-app'),
  css: 'src/index.css',
  folders: {
    '@ui': 'src/components/ui',
    '@lib': 'src/lib',
    '@hooks': 'src/hooks',
    '@components': 'src/components',
  },
  rsc: false,
  rtl: false,
  pages: [
    { path: '/', what: 'every component' },
    { path: '/#examples', what: 'every example' },
    { path: '/#blocks', what: 'every block' },
  ],
};

export const apps: RegistryApp[] = [
  vite,
  // The Vite app again, right to left.
  { ...vite, id: 'vite-app-rtl', rtl: true },
  {
    id: 'next-app',
    kind: 'next',
    folder: join(root, 'tests/registry/next-app'),
    css: 'app/globals.css',
    folders: { '@ui': 'components/ui', '@lib': 'lib', '@hooks': 'hooks', '@components': 'components' },
    rsc: true,
    rtl: false,
    pages: [
      { path: '/', what: 'every component' },
      { path: '/examples', what: 'every example' },
      { path: '/blocks', what: 'every block' },
    ],
  },
];

export function app(id: RegistryApp['id']): RegistryApp {
  const found = apps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no registry app ${id}`);
  return found;
}

/** A command's outcome, as the setup records it and a test reports it. */
export interface Step {
  ok: boolean;
  output: string;
  seconds: number;
}

export type StepName = 'install' | 'registryAdd' | 'add' | 'build' | 'serve';

/** What the global setup leaves for the tests (a JSON file named by $REGISTRY_STATE). */
export interface SetupState {
  work: string;
  registryUrl: string;
  registryHost: string;
  /** Every host name the guarded processes looked up and were refused. */
  guardLog: string;
  /** A copy of the Vite app with the registry set up and nothing added, for the CLI's answers. */
  cliApp: string;
  /** Its `npm ci`, then `shadcn registry add`: the first that failed, or the second. */
  cliSetup: Step;
  apps: Record<
    RegistryApp['id'],
    { dir: string; steps: Partial<Record<StepName, Step>>; url: string | null }
  >;
}

export function readState(): SetupState {
  const file = process.env.REGISTRY_STATE;
  if (!file) throw new Error('no $REGISTRY_STATE: run the registry test with playwright.registry.config.ts');
  return JSON.parse(readFileSync(file, 'utf8')) as SetupState;
}

/** The environment of a child process: this one's, without the colours Playwright forces on its workers. */
export function childEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.FORCE_COLOR;
  delete env.DEBUG_COLORS;
  return env;
}

/** The environment of the CLI, the npm it starts and `next`: the network guard loaded into each. */
export function guardedEnv(state: Pick<SetupState, 'registryHost' | 'guardLog'>): NodeJS.ProcessEnv {
  return childEnv({
    NODE_OPTIONS: `--import ${guard}`,
    NETWORK_GUARD_ALLOW: ['localhost', state.registryHost].join(','),
    NETWORK_GUARD_LOG: state.guardLog,
    NEXT_TELEMETRY_DISABLED: '1',
  });
}

/** Runs a command to its end; its output is kept, for a failure to show. */
export function run(command: string, args: string[], cwd: string, env = childEnv()): Promise<Step> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const finish = (ok: boolean) => done({ ok, output, seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      output += String(error);
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/** The shadcn CLI (the project's pinned one), guarded. */
export function shadcn(args: string[], cwd: string, state = readState()): Promise<Step> {
  return run(process.execPath, [cli, ...args], cwd, guardedEnv(state));
}

/** A step's failure, for a test's message: the command's output. */
export function stepMessage(step: Step | undefined): string {
  return step ? step.output.trim().slice(-4000) : 'the setup did not run this step';
}

/**
 * The value of a custom property in one block of a stylesheet (`:root`, `.dark`), as written.
 */
export function declared(css: string, block: string, property: string): string {
  const body = new RegExp(`^${block.replace('.', '\\.')} \\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
  const value = new RegExp(`${property}:\\s*([^;]+);`).exec(body)?.[1]?.trim();
  if (!value) throw new Error(`no ${property} in ${block} of the stylesheet`);
  return value;
}

/** A stylesheet's declarations (`--primary: …`), imports, custom variants and `@apply` lines, trimmed. */
export function declarationLines(css: string): string[] {
  return css
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^--[\w-]+:|^@(import|custom-variant)|^@apply/.test(line));
}

/** A registry item as `dist/r/<name>.json` gives it. */
export interface RegistryItem {
  name: string;
  type: string;
  docs?: string;
  files?: { path: string; target: string; content: string }[];
  cssVars?: Record<'light' | 'dark', Record<string, string>>;
}

export function registryItem(name: string): RegistryItem {
  return JSON.parse(readFileSync(join(dist, `r/${name}.json`), 'utf8')) as RegistryItem;
}

/** The registry's index, `dist/r/registry.json`. */
export function registryIndex(): { name: string; type: string }[] {
  return (
    JSON.parse(readFileSync(join(dist, 'r/registry.json'), 'utf8')) as {
      items: { name: string; type: string }[];
    }
  ).items;
}

/** Marks the run as failed, so the global teardown leaves the apps on disk to look at. */
export function keepApps(what: string): void {
  if (process.env.REGISTRY_STATE) writeFileSync(join(readState().work, 'failed'), `${what}\n`, { flag: 'a' });
}

/** The registry test's `test`: a failed test keeps the apps (`keepApps`). */
export const test = base.extend<{ keepAppsOnFailure: undefined }>({
  keepAppsOnFailure: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) keepApps(testInfo.titlePath.join(' › '));
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
