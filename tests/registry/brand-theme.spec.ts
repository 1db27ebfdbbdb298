// A theme made in the site's theme studio, downloaded as a registry:theme item and installed with the real CLI in
// place of the kit's theme: the app builds, and its kit components are drawn in the brand's solved colours.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveFolder } from '../../scripts/serve-folder.mjs';
import { solveTheme } from '../../src/palette/solve';
import { computedColour } from '../shared/colours';
import { declared, expect, namespace, readState, run, shadcn, stepMessage, test } from './support';

const brand = { primary: '#e0218a', danger: '#b3261e' };

/** The page the app shows: a solid primary button and a checked box, both drawn in the theme's colours. */
const page = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@/components/ui/paper-kit/button';
import { Checkbox } from '@/components/ui/paper-kit/choice';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <main className="flex flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold">A brand's theme</h1>
      <Button color="primary">Primary</Button>
      <Button color="danger">Danger</Button>
      <Checkbox label="Checked" defaultChecked />
      <div data-testid="card" className="rounded-pk-card border p-4">A card's corners</div>
    </main>
  </StrictMode>,
);
`;

test('a theme from the studio installs in place of the kit’s, and the app’s kit components take its colours', async ({
  page: browser,
}) => {
  test.setTimeout(300_000);
  const state = readState();
  const site = state.registryUrl.replace('r/{name}.json', '');
  const dir = join(state.work, 'brand-theme-app');
  // A copy of the app with the registry set up and nothing added, as a developer's app would be.
  cpSync(state.cliApp, dir, { recursive: true, filter: (path) => !/[\\/](node_modules|dist)$/.test(path) });
  // Its one page is this test's: the pages of every item, which the copy carries, import items not added here.
  rmSync(join(dir, 'src/components/fixture'), { recursive: true });
  writeFileSync(join(dir, 'src/main.tsx'), page);

  // The studio, as a developer uses it: a link with the brand's colours, then Download.
  await browser.goto(`${site}#/themes?${new URLSearchParams({ ...brand, radius: '6' })}`);
  const [download] = await Promise.all([
    browser.waitForEvent('download'),
    browser.getByRole('button', { name: 'Download the theme item' }).click(),
  ]);
  await download.saveAs(join(dir, 'paper-kit-brand-theme.json'));

  const install = await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], dir);
  expect(install.ok, stepMessage(install)).toBe(true);
  const add = await shadcn(['add', `${namespace}/button`, `${namespace}/choice`, '--yes'], dir, state);
  expect(add.ok, stepMessage(add)).toBe(true);
  const addTheme = await shadcn(['add', './paper-kit-brand-theme.json', '--yes', '--overwrite'], dir, state);
  expect(addTheme.ok, stepMessage(addTheme)).toBe(true);

  const solved = solveTheme(brand);
  const css = readFileSync(join(dir, 'src/index.css'), 'utf8');
  expect(declared(css, ':root', '--pk-primary')).toBe(solved.light.semantic.primary.solid);
  expect(declared(css, '.dark', '--pk-danger-text')).toBe(solved.dark.semantic.danger.text);

  const tsc = await run(join(dir, 'node_modules/.bin/tsc'), ['--noEmit'], dir);
  expect(tsc.ok, stepMessage(tsc)).toBe(true);
  const build = await run(join(dir, 'node_modules/.bin/vite'), ['build'], dir);
  expect(build.ok, stepMessage(build)).toBe(true);

  const server = await serveFolder(join(dir, 'dist'));
  try {
    await browser.goto(`http://localhost:${server.port}/`);
    const painted = (hex: string) => computedColour(browser, hex);
    const background = (name: string) =>
      browser
        .getByRole('button', { name, exact: true })
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('Primary')).toBe(await painted(solved.light.semantic.primary.solid));
    expect(await background('Danger')).toBe(await painted(solved.light.semantic.danger.solid));
    expect(
      await browser.getByTestId('card').evaluate((element) => getComputedStyle(element).borderTopLeftRadius),
    ).toBe('6px');
    await browser.evaluate(() => document.documentElement.classList.add('dark'));
    const checked = await painted(solved.dark.semantic.primary.edge);
    // Polled: the box eases its colours into the dark theme's.
    await expect
      .poll(() =>
        browser
          .getByRole('checkbox', { name: 'Checked' })
          .evaluate((element) => getComputedStyle(element).borderTopColor),
      )
      .toBe(checked);
  } finally {
    server.stop();
  }
});
