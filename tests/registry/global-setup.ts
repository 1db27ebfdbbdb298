// The registry test's global setup: serves dist/ on localhost and, in a temporary folder, does in each app what the
// documentation tells a developer to do (the one-line `shadcn registry add`, then `shadcn add` of every item), then
// builds and serves it. Each command's outcome is recorded for the tests to check (`SetupState`), not thrown, so a
// failure is reported by the test named after it. The returned teardown stops the servers and removes the folder,
// unless a test failed.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serveCommand, serveFolder } from '../../scripts/serve-folder.mjs';
import {
  apps,
  dist,
  guardedEnv,
  namespace,
  registryIndex,
  registryItem,
  root,
  run,
  shadcn,
  type RegistryApp,
  type SetupState,
  type Step,
  type StepName,
} from './support';

type IndexItem = { name: string; type: string };

const exportName = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_match, _dash, letter) => letter.toUpperCase());

/**
 * The example page the apps show: every example the registry publishes, one section each. Written from the
 * registry's index, so a new demo is in it without a list to keep.
 */
function everyExampleSource(examples: IndexItem[]): string {
  return [
    '// Written by the registry test from the registry: every example it publishes, one section each.',
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
 */
const blockExtras: Record<string, { import: string; prop: string }> = {
  'profile-header': {
    import:
      "import { ProfileSettings } from '@/components/paper-kit/blocks/profile-header/profile-settings';",
    prop: 'actions={<ProfileSettings />}',
  },
};

/**
 * The block page the apps show: every block the registry publishes, its component (the one the block is named
 * after, in its main file `<block>.tsx`) with its sample defaults, one after another under the page's one `h1`.
 * Written from the registry's index and the blocks' own files, so a new block is in it without a list to keep. A
 * block whose heading is an `h1` by default (`headingLevel: Heading = 'h1'` in its main file) is given
 * `headingLevel="h2"`, as a page that shows it inside another does, and a block is given what `blockExtras` lists.
 */
function everyBlockSource(blocks: IndexItem[]): string {
  // A file's import path in the app, from the target the registry gives it (`@components/…` → `@/components/…`).
  const importPath = (target: string) => target.replace(/^@/, '@/').replace(/\.tsx?$/, '');
  const rendered = blocks.map((item) => {
    const main = (registryItem(item.name).files ?? []).find((file) =>
      file.target.endsWith(`/${item.name}.tsx`),
    );
    if (!main) throw new Error(`the block ${item.name} has no ${item.name}.tsx`);
    const imports = [`import { ${exportName(item.name)} } from '${importPath(main.target)}';`];
    const props = [];
    if (/\bheadingLevel:\s*\w+\s*=\s*'h1'/.test(main.content)) props.push('headingLevel="h2"');
    const extra = blockExtras[item.name];
    if (extra) {
      imports.push(extra.import);
      props.push(extra.prop);
    }
    return { imports, element: `<${[exportName(item.name), ...props].join(' ')} />` };
  });
  return [
    '// Written by the registry test from the registry: every block it publishes, with its sample defaults.',
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
 * A copy of the app in `dir`, with what the apps share (their own theme, button and `cn`, and the page of every
 * component), the pages of every example and every block, and for right to left what shadcn's guide has an app
 * do: "rtl": true for the CLI, dir="rtl" on <html>, and the direction provider (the `direction` item) around it.
 */
function copyApp(app: RegistryApp, dir: string, items: IndexItem[]): void {
  cpSync(app.folder, dir, {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|dist|\.next)$|next-env\.d\.ts$/.test(path),
  });
  const shared = (file: string) => join(root, 'tests/registry/shared', file);
  const components = app.folders['@components'] ?? '';
  const copies: [string, string][] = [
    [shared('app-theme.css'), app.css],
    [shared('app-button.tsx'), join(app.folders['@ui'] ?? '', 'button.tsx')],
    [shared('utils.ts'), join(app.folders['@lib'] ?? '', 'utils.ts')],
    [shared('every-component.tsx'), join(components, 'fixture/every-component.tsx')],
  ];
  for (const [from, to] of copies) {
    mkdirSync(dirname(join(dir, to)), { recursive: true });
    cpSync(from, join(dir, to));
  }
  writeFileSync(
    join(dir, components, 'fixture/every-example.tsx'),
    everyExampleSource(items.filter((item) => item.type === 'registry:example')),
  );
  writeFileSync(
    join(dir, components, 'fixture/every-block.tsx'),
    everyBlockSource(items.filter((item) => item.type === 'registry:block')),
  );
  if (!app.rtl) return;
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));
  edit('components.json', (text) => `${JSON.stringify({ ...JSON.parse(text), rtl: true }, null, 2)}\n`);
  edit('index.html', (text) => text.replace('<html lang="en">', '<html lang="en" dir="rtl">'));
  edit('src/main.tsx', (text) =>
    text
      .replace(
        "import './index.css';",
        "import { DirectionProvider } from '@/components/ui/paper-kit/direction';\nimport './index.css';",
      )
      .replace('<StrictMode>', '<StrictMode>\n    <DirectionProvider dir="rtl">')
      .replace('</StrictMode>', '  </DirectionProvider>\n  </StrictMode>'),
  );
}

function folderBytes(folder: string): number {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => statSync(join(folder, file)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);
}

/** Both steps run, as a developer's `npm run build` would report them; the build is good when both are. */
async function buildApp(app: RegistryApp, dir: string, state: SetupState): Promise<Step> {
  const bin = (name: string) => join(dir, 'node_modules/.bin', name);
  const steps =
    app.kind === 'vite'
      ? [await run(bin('tsc'), ['--noEmit'], dir), await run(bin('vite'), ['build'], dir)]
      : [await run(bin('next'), ['build'], dir, guardedEnv(state))];
  return {
    ok: steps.every((step) => step.ok),
    output: steps.map((step) => step.output).join('\n'),
    seconds: steps.reduce((sum, step) => sum + step.seconds, 0),
  };
}

async function serveApp(app: RegistryApp, dir: string, state: SetupState) {
  if (app.kind === 'vite') return serveFolder(join(dir, 'dist'));
  return serveCommand(join(dir, 'node_modules/.bin/next'), (port) => ['start', '--port', String(port)], {
    cwd: dir,
    env: guardedEnv(state),
    seconds: 60,
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(dist, 'r/registry.json'))) {
    throw new Error('no registry in dist/r/: run "npm run build" first');
  }
  const items = registryIndex();
  const registryHost = new URL(
    execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim() ||
      'https://registry.npmjs.org/',
  ).hostname;
  const work = mkdtempSync(join(tmpdir(), 'paper-kit-registry-'));
  const servers: { stop: () => void }[] = [];
  const teardown = async () => {
    for (const server of servers) server.stop();
    if (existsSync(join(work, 'failed'))) console.log(`The apps are left in ${work} to look at.`);
    else rmSync(work, { recursive: true, force: true });
  };
  try {
    const site = await serveFolder(dist);
    servers.push(site);
    const state: SetupState = {
      work,
      registryUrl: `http://localhost:${site.port}/r/{name}.json`,
      registryHost,
      guardLog: join(work, 'hosts.log'),
      cliApp: join(work, 'cli-app'),
      cliSetup: { ok: false, output: 'not set up', seconds: 0 },
      apps: {} as SetupState['apps'],
    };
    writeFileSync(state.guardLog, '');
    const names = items.map((item) => `${namespace}/${item.name}`);
    const timings: string[] = [];

    // One app: copied, installed, set up, every item added, built and served. Each app's steps run in turn, the
    // apps side by side.
    const prove = async (app: RegistryApp) => {
      const dir = join(work, app.id);
      const record: SetupState['apps'][RegistryApp['id']] = { dir, steps: {}, url: null };
      state.apps[app.id] = record;
      const step = async (name: StepName, work: () => Promise<Step>) => {
        const result = await work();
        record.steps[name] = result;
        timings.push(`${app.id}: ${name} ${result.ok ? '' : 'FAILED '}${result.seconds.toFixed(1)} s`);
        return result.ok;
      };
      copyApp(app, dir, items);
      await step('install', () => run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], dir));
      await step('registryAdd', () =>
        shadcn(['registry', 'add', `${namespace}=${state.registryUrl}`], dir, state),
      );
      await step('add', () => shadcn(['add', ...names, '--yes'], dir, state));
      if (!(await step('build', () => buildApp(app, dir, state)))) return;
      if (app.kind === 'vite') {
        console.log(
          `${app.id}: the build is ${(folderBytes(join(dir, 'dist')) / 1024).toFixed(1)} kB in dist/`,
        );
      }
      const started = Date.now();
      try {
        const server = await serveApp(app, dir, state);
        servers.push(server);
        record.url = `http://localhost:${server.port}`;
        record.steps.serve = { ok: true, output: '', seconds: (Date.now() - started) / 1000 };
      } catch (error) {
        record.steps.serve = { ok: false, output: String(error), seconds: (Date.now() - started) / 1000 };
      }
    };
    // The CLI's answers are asked of a copy of the Vite app with the registry set up and nothing added yet.
    const prepareCliApp = async () => {
      copyApp(apps[0] as RegistryApp, state.cliApp, items);
      const installed = await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], state.cliApp);
      const setUp = installed.ok
        ? await shadcn(['registry', 'add', `${namespace}=${state.registryUrl}`], state.cliApp, state)
        : installed;
      state.cliSetup = setUp;
    };
    await Promise.all([...apps.map(prove), prepareCliApp()]);
    console.log(timings.sort().join('\n'));

    const stateFile = join(work, 'state.json');
    writeFileSync(stateFile, JSON.stringify(state, null, 2));
    // The workers start after this and inherit it.
    process.env.REGISTRY_STATE = stateFile;
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
