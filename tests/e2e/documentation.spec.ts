import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { KitApiReader } from '../../scripts/kit-api';
import { readTestedFor } from '../../scripts/kit-tests';
import { blockRecords, kitRecords, kitRecord } from '../shared/records';
import {
  allowClipboard,
  axeViolations,
  expect,
  routes,
  SITE_NAME,
  test,
  useStoredTheme,
  viewports,
  visit,
  visitComplete,
  waitForApp,
} from './fixtures';
import { chromiumOnly } from '../engines';
import { inGroup, kitTags, tags } from '../tested-for';

/*
 * The documentation page (#/documentation): every file of src/kit/ listed, its source shown exactly as it is on
 * disk and copyable, deep links and Back that behave, axe clean in both themes and widths, and its code loaded on
 * no other route. A component is picked by the route's query (`?component=<file name>`), never by an `#id`.
 */

const kitFolder = fileURLToPath(new URL('../../src/kit/', import.meta.url));

/** Every file of the kit as it is on disk, read once: `slider.tsx` is slug `slider`. */
const kitFiles = readdirSync(kitFolder)
  .filter((file) => /\.tsx?$/.test(file))
  .sort()
  .map((file) => ({
    file,
    slug: file.replace(/\.tsx?$/, ''),
    text: readFileSync(join(kitFolder, file), 'utf8'),
  }));

function kitFile(slug: string): (typeof kitFiles)[number] {
  const found = kitFiles.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`src/kit/ has no file named ${slug}.ts or ${slug}.tsx`);
  return found;
}

/** The name the page shows for a kit file, from its documentation record. */
function nameOf(slug: string): string {
  const entry = kitRecord(slug);
  if (!entry) throw new Error(`the documentation has no record of the kit file "${slug}"`);
  return entry.name;
}

const dependencyVersions = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies;

const docHref = (slug: string) => `#/documentation?component=${slug}`;
const titleOf = (name: string) => `${name} · Documentation · ${SITE_NAME}`;

const heading = (page: Page) => page.locator('main h1');
const kitNav = (page: Page) => page.getByRole('navigation', { name: 'Kit files' });
const listToggle = (page: Page) =>
  kitNav(page).getByRole('button', { name: `All ${kitFiles.length} kit files` });
const sourceOf = (page: Page) => page.locator('pre[data-slot="source"]');
const copyStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Copied / });
const sectionJumps = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

/** Waits until a component's whole documentation is on screen: its h1, and the source of its own file. */
async function expectDocShown(page: Page, slug: string): Promise<void> {
  await expect(heading(page)).toHaveText(nameOf(slug));
  await expect(page.getByRole('button', { name: `Copy ${kitFile(slug).file}`, exact: true })).toBeVisible();
  await expect(sourceOf(page)).toBeAttached();
}

/** Opens a component's documentation by a fresh load of its address, as a shared link would. */
async function openDoc(page: Page, slug: string): Promise<void> {
  await page.goto(`./${docHref(slug)}`);
  await expectDocShown(page, slug);
}

/** Moves to another component the way a link does (a new history entry), without reloading the page. */
async function switchDoc(page: Page, slug: string): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), docHref(slug));
  await expectDocShown(page, slug);
}

/** Waits until every finite animation and transition (a fade, the navbar's colour) has ended. */
const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** axe, once what is on screen has stopped moving; `where` names the page in the failure. */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  await animationsDone(page);
  expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
}

/** The links of a list as `name → href` pairs, sorted, for one readable comparison. */
const linkPairs = (links: Locator) =>
  links.evaluateAll((elements) =>
    elements.map((link) => `${link.textContent?.trim()} → ${link.getAttribute('href')}`).sort(),
  );

test('the kit-files nav lists exactly the files in src/kit/, by name, each linking to its ?component=', async ({
  page,
}) => {
  expect(kitFiles.length).toBeGreaterThan(0);
  await visit(page, 'documentation');
  await expect(heading(page)).toHaveText('Documentation');
  const expected = kitFiles.map(({ slug }) => `${nameOf(slug)} → ${docHref(slug)}`).sort();
  expect(await linkPairs(kitNav(page).getByRole('link'))).toEqual(expected);
  // On the front page no file is the current one; on a component's page exactly that one is.
  await expect(kitNav(page).locator('[aria-current]')).toHaveCount(0);
  await switchDoc(page, 'slider');
  await expect(kitNav(page).locator('[aria-current]')).toHaveCount(1);
  await expect(kitNav(page).getByRole('link', { name: nameOf('slider'), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

/** Every demo, `src/examples/<file>-demo.tsx`, as it is on disk. */
const exampleFolder = fileURLToPath(new URL('../../src/examples/', import.meta.url));
const examples = readdirSync(exampleFolder)
  .filter((file) => file.endsWith('-demo.tsx'))
  .sort()
  .map((file) => ({
    file,
    slug: file.replace(/-demo\.tsx$/, ''),
    text: readFileSync(join(exampleFolder, file), 'utf8'),
  }));

/** The reading of the kit files the build makes, done here in Node from the files on disk: once per worker. */
let apiReader: KitApiReader | undefined;
const readApi = (file: string) => {
  apiReader ??= new KitApiReader(
    kitFiles.map((kit) => join(kitFolder, kit.file)),
    fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
  );
  return apiReader.read(join(kitFolder, file));
};

/** The source shown is the file on disk, character for character, and its shadcn command installs it. */
async function expectSourceOnDisk(
  page: Page,
  { slug, file, text }: (typeof kitFiles)[number],
): Promise<void> {
  await expect(page).toHaveTitle(titleOf(nameOf(slug)));
  expect(await sourceOf(page).textContent(), `the source shown for ${file}`).toBe(text);
  // The command names the file's item, and the registry serves that item with this file in it.
  const install = page.getByRole('region', { name: 'Install' });
  await expect(install.locator('pre').first()).toHaveText(`npx shadcn@latest add @paper-kit-a11y/${slug}`);
  const item = await page.request.get(new URL(`r/${slug}.json`, page.url().split('#')[0]).href);
  expect(item.ok(), `r/${slug}.json`).toBe(true);
  expect(((await item.json()) as { files: { path: string }[] }).files[0]?.path).toBe(`src/kit/${file}`);
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  await expect(page.getByText(`src/kit/${file}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`· ${lines} lines`, { exact: true })).toBeVisible();
}

/** The API table shows what the kit file declares: the rows and their TSDoc, and what it inherits. */
async function expectApiTable(page: Page, file: string): Promise<void> {
  const plain = (text: string) => text.replace(/`/g, '');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = readApi(file);
  expect(parts.length, file).toBeGreaterThan(0);
  for (const part of parts) {
    // Each export is a heading ("Alert Component"), with its description, table and inherits beneath it.
    const title = page.getByRole('heading', {
      level: 3,
      name: new RegExp(`^${escape(part.name)}\\s*${part.kind}$`, 'i'),
    });
    await expect(title).toBeVisible();
    const block = title.locator('..');
    await expect(block.getByText(plain(part.description), { exact: true })).toBeVisible();
    if (part.inherits) await expect(block.getByText(plain(part.inherits), { exact: true })).toBeVisible();
    if (part.rows.length === 0) continue;
    const rowHeading =
      part.kind === 'component' ? 'props' : /type|class/.test(part.kind) ? 'fields' : 'parameters';
    const table = block.getByRole('table', { name: `${part.name} ${rowHeading}`, exact: true });
    await expect(table.getByRole('rowheader'), `${file}: ${part.name}`).toHaveText(
      part.rows.map((row) => new RegExp(`^${escape(row.name)}`)),
    );
    await expect(table.locator('tbody td:last-child'), `${file}: ${part.name}`).toHaveText(
      part.rows.map((row) => plain(row.description)),
    );
  }
}

/** The demo is its example file: the page names it, gives its shadcn command, and shows its code on request. */
async function expectDemoIsExample(
  page: Page,
  { slug, file, text }: (typeof examples)[number],
): Promise<void> {
  const demo = page.getByRole('region', { name: 'Demo' });
  await expect(demo.locator('[data-slot="demo"]')).toBeVisible();
  await expect(demo.getByText(`src/examples/${file}`, { exact: true })).toBeVisible();
  const command = `npx shadcn@latest add @paper-kit-a11y/${slug}-demo`;
  await expect(demo.getByText(command, { exact: true })).toBeVisible();
  const toggle = demo.getByRole('button', { name: 'Show the demo’s code' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(demo.getByRole('button', { name: 'Hide the demo’s code' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(await demo.locator('pre[data-slot="source"]').textContent(), `the code shown for ${file}`).toBe(
    text,
  );
  // The registry serves the example under that name, built from this file.
  const item = await page.request.get(new URL(`r/${slug}-demo.json`, page.url().split('#')[0]).href);
  expect(item.ok(), `r/${slug}-demo.json`).toBe(true);
  const json = (await item.json()) as { type: string; files: { path: string }[] };
  expect(json.type).toBe('registry:example');
  expect(json.files[0]?.path).toBe(`src/examples/${file}`);
}

/*
 * Every kit file's page, at 1280 px in the light theme, a few files per test so that the workers share them, each
 * page opened once for all its checks: the source shown is the file on disk and its shadcn command installs it;
 * the API table shows what the file declares; axe finds no violation; and where the file has a demo, the demo is its
 * example file (last: it opens the demo's code).
 */
const perPass = 5;
for (let start = 0; start < kitFiles.length; start += perPass) {
  const batch = kitFiles.slice(start, start + perPass);
  test(
    `every kit file's page, light theme, 1280 px: its source as on disk, with its shadcn command; its API table as ` +
      `the file declares it; no axe violation; its demo as its example file: ${batch.map((kit) => kit.slug).join(', ')}`,
    tags(
      chromiumOnly('budget'),
      chromiumOnly('firefoxCrash'),
      inGroup('axe'),
      kitTags(...batch.map((kit) => kit.slug)),
    ),
    async ({ page }) => {
      test.setTimeout(30_000 + batch.length * 15_000);
      if (start === 0) {
        expect(kitFiles.length, 'the files of src/kit/').toBeGreaterThan(0);
        expect(examples.length, 'the demos of src/examples/').toBeGreaterThan(0);
        // Every demo is checked on its kit file's page: a demo without one would be left out.
        expect(
          examples.filter((example) => !kitFiles.some((kit) => kit.slug === example.slug)).map((e) => e.file),
          'demos with no kit file of their name',
        ).toEqual([]);
      }
      for (const [index, kit] of batch.entries()) {
        await (index === 0 ? openDoc(page, kit.slug) : switchDoc(page, kit.slug));
        await expectSourceOnDisk(page, kit);
        await expectApiTable(page, kit.file);
        await expectNoViolations(page, docHref(kit.slug));
        const example = examples.find((candidate) => candidate.slug === kit.slug);
        if (example) await expectDemoIsExample(page, example);
      }
    },
  );
}

test.describe('deep links, picking a component, and Back', () => {
  test('a deep link opens that component with its h1 focused, its title set and the window at the top', async ({
    page,
  }) => {
    await openDoc(page, 'date-picker');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle(titleOf(nameOf('date-picker')));
    expect(await scrollTop(page)).toBe(0);
    await expect(kitNav(page).getByRole('link', { name: nameOf('date-picker') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('picking components moves focus to each h1 and scrolls to the top; Back retraces every step', async ({
    page,
  }) => {
    await visit(page, 'documentation');
    await kitNav(page)
      .getByRole('link', { name: nameOf('slider'), exact: true })
      .click();
    await expect(page).toHaveURL(/#\/documentation\?component=slider$/);
    await expectDocShown(page, 'slider');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle(titleOf(nameOf('slider')));

    // From far down the page (the sidebar stays in view), the next component starts at the top.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(1000);
    await kitNav(page)
      .getByRole('link', { name: nameOf('modal'), exact: true })
      .click();
    await expect(page).toHaveURL(/#\/documentation\?component=modal$/);
    await expectDocShown(page, 'modal');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle(titleOf(nameOf('modal')));
    await expect.poll(() => scrollTop(page)).toBe(0);
    await expect(kitNav(page).getByRole('link', { name: nameOf('modal') })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goBack();
    await expect(page).toHaveURL(/#\/documentation\?component=slider$/);
    await expectDocShown(page, 'slider');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle(titleOf(nameOf('slider')));

    await page.goBack();
    await expect(page).toHaveURL(/#\/documentation$/);
    await expect(heading(page)).toHaveText('Documentation');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle(`Documentation · ${SITE_NAME}`);
  });

  test('the page announcer names the component on screen: moving between components, and Back', async ({
    page,
  }) => {
    const announcer = page.locator('[data-slot="page-announcer"]');
    await visit(page, 'documentation');
    await expect(announcer).toHaveText('Documentation');
    await switchDoc(page, 'slider');
    await expect(announcer).toHaveText(`${nameOf('slider')} · Documentation`);
    await switchDoc(page, 'modal');
    await expect(announcer).toHaveText(`${nameOf('modal')} · Documentation`);
    await page.goBack();
    await expectDocShown(page, 'slider');
    await expect(announcer).toHaveText(`${nameOf('slider')} · Documentation`);
    await page.goBack();
    await expect(announcer).toHaveText('Documentation');
    // Leaving the documentation, the next page is announced by its own route's title.
    await page.getByRole('banner').getByRole('link', { name: 'Back to Kit' }).click();
    await expect(announcer).toHaveText('Components');
    await expect(page).toHaveTitle(`Components · ${SITE_NAME}`);
  });

  test('an unknown component says so, and its link leads to the front page', async ({ page }) => {
    await page.goto(`./${docHref('no-such-file')}`);
    await expect(heading(page)).toHaveText('No such component');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle(titleOf('No such component'));
    await expect(page.getByRole('main').getByText('no-such-file', { exact: true })).toBeVisible();
    await expect(kitNav(page).locator('[aria-current]')).toHaveCount(0);
    await page.getByRole('link', { name: 'documentation’s front page' }).click();
    await expect(page).toHaveURL(/#\/documentation$/);
    await expect(heading(page)).toHaveText('Documentation');
  });
});

test.describe('copying', () => {
  test.beforeEach(async ({ context }) => {
    await allowClipboard(context);
  });

  test('Copy puts the whole file on the clipboard and announces "Copied <file>"', async ({ page }) => {
    const { file, text } = kitFile('slider');
    await openDoc(page, 'slider');
    await expect(copyStatus(page)).toHaveCount(0);
    await page.getByRole('button', { name: `Copy ${file}`, exact: true }).click();
    await expect(copyStatus(page)).toHaveText(`Copied ${file}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });

  test(
    'Install gives the shadcn command, and by hand the packages at the site’s versions and the kit files; both copy',
    chromiumOnly('firefoxCrash'),
    async ({ page }) => {
      await openDoc(page, 'slider');
      const install = page.getByRole('region', { name: 'Install' });

      // With the shadcn CLI: one command names the item in the kit's namespace.
      const shadcn = 'npx shadcn@latest add @paper-kit-a11y/slider';
      await expect(install.locator('pre').first()).toHaveText(shadcn);
      await install.getByRole('button', { name: 'Copy the shadcn command' }).click();
      await expect(copyStatus(page)).toHaveText('Copied the shadcn command');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shadcn);

      // In a server-components app: the slider is a client component; the button renders on the server.
      await expect(install).toContainText(
        'It starts with "use client": in a Next.js App Router app it is a client',
      );
      // By hand: every package at the version package.json pins, the slider's own Radix primitive among them.
      const packages = await install.getByRole('listitem').allTextContents();
      expect(packages).toContain(`@radix-ui/react-slider@${dependencyVersions['@radix-ui/react-slider']}`);
      for (const spec of packages) {
        const [, name, version] = /^(.+)@([^@]+)$/.exec(spec) ?? [];
        expect(dependencyVersions[name ?? spec], spec).toBe(version);
      }

      // The other kit files it needs, each a link to its own documentation.
      const kitLinks = await install
        .getByRole('link')
        .filter({ has: page.locator('code') })
        .evaluateAll((links) =>
          links.map((link) => ({
            file: link.querySelector('code')?.textContent ?? '',
            href: link.getAttribute('href'),
          })),
        );
      expect(kitLinks.map((link) => link.file)).toContain('cn.ts');
      for (const { file, href } of kitLinks) {
        expect(href, `the link to ${file}`).toBe(docHref(kitFile(file.replace(/\.tsx?$/, '')).slug));
      }

      // The command installs exactly those packages but React, and the button copies it as shown.
      const command = `npm install ${packages.filter((spec) => !/^react(-dom)?@/.test(spec)).join(' ')}`;
      await expect(install.locator('pre').nth(1)).toHaveText(command);
      await install.getByRole('button', { name: 'Copy the install command' }).click();
      await expect(copyStatus(page).filter({ hasText: 'install' })).toHaveText('Copied the install command');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);

      await switchDoc(page, 'button');
      await expect(page.getByRole('region', { name: 'Install' })).toContainText(
        'it renders as a server component and sends no JavaScript of its own',
      );
    },
  );

  test('the front page shows the one-time registry command and entry for the address it is served from, and a complete example', async ({
    page,
  }) => {
    await page.goto('/deep/sub/path/#/documentation');
    const section = page.getByRole('region', { name: 'Install with the shadcn CLI' });
    const url = new URL('/deep/sub/path/r/{name}.json', page.url()).href.replace('%7Bname%7D', '{name}');
    const command = `npx shadcn@latest registry add @paper-kit-a11y=${url}`;
    await expect(section.locator('pre').first()).toHaveText(command);
    await section.getByRole('button', { name: 'Copy the registry command' }).click();
    await expect(copyStatus(page)).toHaveText('Copied the registry command');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
    const expected = `"registries": {\n  "@paper-kit-a11y": "${url}"\n}`;
    await expect(section.locator('pre').nth(1)).toHaveText(expected);
    await section.getByRole('button', { name: 'Copy the registry entry' }).click();
    await expect(copyStatus(page).filter({ hasText: 'entry' })).toHaveText('Copied the registry entry');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    // The address answers with the registry's items.
    const item = await page.request.get(new URL('/deep/sub/path/r/slider.json', page.url()).href);
    expect(item.ok()).toBe(true);
    expect((await item.json()).name).toBe('slider');
    await expect(section.locator('pre').nth(2)).toHaveText('npx shadcn@latest add @paper-kit-a11y/slider');
    await expect(section.locator('pre').nth(3)).toContainText("from '@/components/ui/paper-kit/slider'");
  });
});

test('the heading outline starts with the page’s h1: the list of kit files before it has no headings', async ({
  page,
}) => {
  for (const path of ['documentation', 'documentation?component=slider']) {
    await visit(page, path);
    if (path !== 'documentation') await expectDocShown(page, 'slider');
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => heading.tagName));
    expect(levels[0], path).toBe('H1');
    // The lists keep their names, from the visible titles.
    await expect(kitNav(page).getByRole('list', { name: 'Components' })).toBeAttached();
    await expect(kitNav(page).getByRole('list', { name: 'Helpers' })).toBeAttached();
  }
});

test('the navbar offers Back to Kit (to #/home), and neither Components nor the upgrade link', async ({
  page,
}) => {
  await openDoc(page, 'modal');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Site' });
  await expect(nav.getByRole('link', { name: 'Back to Kit' })).toHaveAttribute('href', /#\/home$/);
  await expect(nav.getByRole('link', { name: 'Components', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /Upgrade to Pro/ })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Back to Kit' }).click();
  await expect(page).toHaveURL(/#\/home$/);
});

test.describe('On this page', () => {
  test('lists the sections there are, and each button scrolls to its heading and focuses it', async ({
    page,
  }) => {
    await openDoc(page, 'slider');
    const buttons = sectionJumps(page).getByRole('button');
    const titles = ['Demo', 'Playground', 'Keyboard', 'Tested for', 'API', 'Install', 'Source'];
    await expect(buttons).toHaveText(titles);
    const sectionHeadings = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(sectionHeadings).toHaveText(titles);
    await expect(page.locator('[data-slot="demo"]')).toBeVisible();
    await expect(page.getByRole('table', { name: `Keys ${nameOf('slider')} answers to` })).toBeAttached();

    await sectionJumps(page).getByRole('button', { name: 'Source' }).click();
    const source = page.getByRole('heading', { level: 2, name: 'Source' });
    await expect(source).toBeFocused();
    await expect(source).toBeInViewport();
    expect(await scrollTop(page)).toBeGreaterThan(500);

    // From the top again, another section's button does the same.
    await page.evaluate(() => window.scrollTo(0, 0));
    await sectionJumps(page).getByRole('button', { name: 'Install' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Install' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: 'Install' })).toBeInViewport();
  });

  test('a helper’s page offers buttons for the sections it has, and only those', async ({ page }) => {
    await openDoc(page, 'landmark-portal');
    const present = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(present).toContain('Source');
    await expect(sectionJumps(page).getByRole('button')).toHaveText(present);
    await expect(page.locator('[data-slot="demo"]')).toHaveCount(present.includes('Demo') ? 1 : 0);
  });
});

test('Tested for lists, group by group, the checks the tests make of the slider, and says they run on every change', async ({
  page,
}) => {
  // What the build read: Playwright's listing and the unit test files, read again here the same way.
  const groups = (await readTestedFor(fileURLToPath(new URL('../../', import.meta.url))))['slider'] ?? [];
  const keyboard = groups.find((group) => group.id === 'keyboard');
  expect(keyboard?.checks.length, 'the slider has keyboard checks').toBeGreaterThan(0);
  await openDoc(page, 'slider');
  const section = page.getByRole('region', { name: 'Tested for' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(groups.map((group) => group.title));
  await expect(section).toContainText('These tests run on every change: CI runs them on every push');
  for (const check of [keyboard?.checks[0], groups.find((group) => group.id === 'unit')?.checks[0]]) {
    if (!check) throw new Error('the slider has no keyboard check or no unit test');
    const item = section.getByRole('listitem').filter({ hasText: check.title }).first();
    await expect(item).toContainText(check.files.join(', '));
  }
});

test.describe('boxes that scroll: a named tab stop only when their content does not fit', () => {
  test.use({ viewport: viewports.narrow });

  test('the source listing is a tab stop, even while its section is skipped far below; the keys table becomes one when the page is too narrow for it', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.wide);
    await openDoc(page, 'slider');
    const file = kitFile('slider').file;
    const listing = page.getByRole('region', { name: `Source of ${file}`, exact: true });
    const keysTable = page.getByRole('table', { name: `Keys ${nameOf('slider')} answers to` });
    const keysBox = keysTable.locator('xpath=..');
    await expect(listing).toHaveAttribute('tabindex', '0');
    // At 1280 px the table fits: a plain box, no region and no tab stop.
    await expect(keysTable).toBeAttached();
    await expect(keysBox).not.toHaveAttribute('tabindex');
    await expect(keysBox).not.toHaveAttribute('role');

    // A fresh load at 375 px, the Source section far below; then skipped, as it is while it waits to be drawn
    // again after a layer closed.
    await page.setViewportSize(viewports.narrow);
    await openDoc(page, 'slider');
    await expect(listing).toHaveAttribute('tabindex', '0');
    const section = listing.locator('xpath=ancestor::section[1]');
    await section.evaluate((element) => element.setAttribute('data-skipped', ''));
    await expect(section).toHaveCSS('content-visibility', 'auto');
    await expect(listing).toHaveAttribute('tabindex', '0');
    // Reached by Tab from the Copy button just above it.
    await page.getByRole('button', { name: `Copy ${file}`, exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(listing).toBeFocused();

    // At 320 px the table no longer fits: the box follows the change and becomes a named tab stop.
    await page.setViewportSize({ width: 320, height: 640 });
    await keysTable.scrollIntoViewIfNeeded();
    await expect(keysBox).toHaveAttribute('tabindex', '0');
    await expect(keysBox).toHaveAttribute('role', 'region');
    await expect(keysBox).toHaveAccessibleName(`Keys ${nameOf('slider')} answers to`);
  });
});

test.describe('narrow screens: the list of kit files behind a toggle', () => {
  test.use({ viewport: viewports.narrow });

  test('the list is closed, opens on the toggle, and closes once a component is picked, focusing its h1', async ({
    page,
  }) => {
    await openDoc(page, 'slider');
    const modalLink = kitNav(page).getByRole('link', { name: nameOf('modal'), exact: true });
    await expect(listToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(modalLink).toBeHidden();

    await listToggle(page).click();
    await expect(listToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(modalLink).toBeVisible();
    await expect(kitNav(page).getByRole('link')).toHaveCount(kitFiles.length);

    await modalLink.click();
    await expect(page).toHaveURL(/#\/documentation\?component=modal$/);
    await expectDocShown(page, 'modal');
    await expect(heading(page)).toBeFocused();
    await expect(listToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(modalLink).toBeHidden();
  });

  test('on a wide screen there is no toggle and the list is always shown', async ({ page }) => {
    await page.setViewportSize(viewports.wide);
    await openDoc(page, 'slider');
    await expect(listToggle(page)).toBeHidden();
    await expect(kitNav(page).getByRole('link', { name: nameOf('modal'), exact: true })).toBeVisible();
  });
});

test.describe('the documentation’s code loads on its route only', () => {
  const documentationChunk = /\/assets\/(DocumentationPage-|source-)[^/]*\.js$/;

  for (const path of [
    ...routes.filter((route) => !route.documentation).map((route) => route.path),
    'no-such-page',
  ]) {
    test(`#/${path} fetches neither the page’s chunk nor any kit source`, async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      if (path === 'home') {
        // Home's lower sections load as they come into view: bring every one in, until the page stops growing.
        await visitComplete(page, path);
        await expect(page.getByRole('heading', { level: 2, name: 'Take what you need' })).toBeVisible();
      } else {
        await visit(page, path);
      }
      await page.waitForLoadState('networkidle');
      expect(fetched.length).toBeGreaterThan(2);
      expect(fetched.filter((file) => documentationChunk.test(file))).toEqual([]);
    });
  }

  test('a component’s page fetches the page’s chunk and that one kit file’s source, no other', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await openDoc(page, 'slider');
    await page.waitForLoadState('networkidle');
    const loaded = fetched.filter((file) => documentationChunk.test(file));
    expect(loaded.filter((file) => /\/DocumentationPage-/.test(file))).toHaveLength(1);
    expect(loaded.filter((file) => /\/source-/.test(file))).toEqual([
      expect.stringMatching(/\/assets\/source-slider-[^/]+\.js$/),
    ]);
  });
});

test.describe('axe', tags(chromiumOnly('firefoxCrash'), inGroup('axe')), () => {
  const sampled = ['slider', 'modal', 'date-picker', 'navbar'];

  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [viewports.narrow, viewports.wide]) {
      const narrow = viewport === viewports.narrow;
      // At 1280 px in the light theme every kit file gets its own check above, the sampled ones among them.
      const slugs = theme === 'light' && !narrow ? [] : sampled;
      const what = ['the front page', ...slugs, ...(narrow ? ['the open list of kit files'] : [])];
      test(
        `${what.join(', ')}: no violations, ${theme} theme, ${viewport.width} px`,
        kitTags(...slugs),
        async ({ page }) => {
          await page.setViewportSize(viewport);
          await useStoredTheme(page, theme);
          await visit(page, 'documentation');
          await expectNoViolations(page, '#/documentation');
          for (const slug of slugs) {
            await switchDoc(page, slug);
            await expectNoViolations(page, docHref(slug));
          }
          if (narrow) {
            await listToggle(page).click();
            await expect(
              kitNav(page).getByRole('link', { name: nameOf('modal'), exact: true }),
            ).toBeVisible();
            await expectNoViolations(page, 'the open list of kit files');
          }
        },
      );
    }
  }

  // Every kit file's page at 1280 px in the light theme: with the other checks of that page, above.
});

// The demos' overlays that the home page does not have: a modal without a description, and a date picker's calendar
// opened from inside the documentation's own layout (its portal lands in the demo's section).
for (const theme of ['light', 'dark'] as const) {
  test(
    `the demos' own overlays have no axe violations (${theme}, 375 px)`,
    tags(chromiumOnly('firefoxCrash'), inGroup('axe'), kitTags('modal', 'date-picker', 'calendar')),
    async ({ page }) => {
      await page.setViewportSize(viewports.narrow);
      await useStoredTheme(page, theme);
      await openDoc(page, 'modal');
      await page.getByRole('button', { name: 'Modal without description' }).click();
      const modal = page.getByRole('dialog', { name: 'Subscribe' });
      await expect(modal).toBeVisible();
      await expectNoViolations(page, 'the modal without a description');
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();

      await switchDoc(page, 'date-picker');
      await page.getByRole('button', { name: 'Choose date' }).first().click();
      const calendar = page.getByRole('dialog', { name: 'Choose date' });
      await expect(
        calendar.getByRole('gridcell').getByRole('button').and(page.locator(':focus')),
      ).toBeVisible();
      await expectNoViolations(page, 'the open calendar');
    },
  );
}

test(
  'the front page shows the theme files on request, exactly as on disk, and copies them',
  chromiumOnly('firefoxCrash'),
  async ({ page, context }) => {
    await allowClipboard(context);
    await visit(page, 'documentation');
    const toggle = page.getByRole('button', { name: 'Show the theme files' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('pre[data-slot="source"]')).toHaveCount(0);
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide the theme files' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const root = fileURLToPath(new URL('../../', import.meta.url));
    const files = ['tailwind.config.ts', 'src/design-tokens.ts', 'src/styles.css'];
    await expect(page.locator('pre[data-slot="source"]')).toHaveCount(files.length);
    for (const [index, path] of files.entries()) {
      const onDisk = readFileSync(join(root, path), 'utf8');
      expect(await page.locator('pre[data-slot="source"]').nth(index).textContent()).toBe(onDisk);
    }
    await page.getByRole('button', { name: 'Copy design-tokens.ts', exact: true }).click();
    await expect(copyStatus(page)).toHaveText('Copied design-tokens.ts');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      readFileSync(join(root, 'src/design-tokens.ts'), 'utf8'),
    );
    await expectNoViolations(page, 'the front page with the theme files open');
  },
);

/** The rows of a page's API tables, as Markdown's would read: name (and "required"), type, default, description. */
const apiRowsShown = (section: Locator) =>
  section.locator('table tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = row.querySelectorAll('td');
      const name = row.querySelector('th > code')?.textContent ?? '';
      const badges = Array.from(row.querySelectorAll('th span'));
      const required = badges.some((badge) => badge.textContent === 'required') ? ' *required*' : '';
      return [
        `${name}${required}`,
        cells[0]?.textContent ?? '',
        cells[1]?.querySelector('code')?.textContent ?? '–',
        cells[2]?.textContent ?? '',
      ].join(' | ');
    }),
  );

/**
 * The rows of a Markdown text's four-column tables (not their header rows, nor anything in a code fence), read as
 * the page shows them: escapes undone, code as its text.
 */
function apiRowsIn(markdown: string): string[] {
  const rows: string[] = [];
  let fence: string | null = null;
  const lines = markdown.split('\n');
  for (const [index, line] of lines.entries()) {
    const ticks = /^`{3,}/.exec(line)?.[0];
    if (ticks && (fence === null || ticks === fence)) fence = fence === null ? ticks : null;
    const cells = line.slice(2, -2).split(' | ');
    const header = lines[index + 1]?.startsWith('| --- ');
    if (fence !== null || !line.startsWith('| ') || cells.length !== 4 || header || line.startsWith('| --- '))
      continue;
    const text = (cell: string) =>
      cell
        .replace(/\\\|/g, '|')
        .replace(/<br>/g, '\n')
        .replace(/(`+) ?(.*?) ?\1(?!`)/g, '$2');
    rows.push(cells.map(text).join(' | '));
  }
  return rows;
}

test('every page’s Markdown, served at a sub-path, holds the API rows and the source its page shows, and llms.txt links every page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/deep/sub/path/#/documentation');
  await waitForApp(page);
  const folder = page.url().split('#')[0] ?? '';
  expect(new URL(folder).pathname).toBe('/deep/sub/path/');
  const index = await page.request.get(new URL('llms.txt', folder).href);
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const links = [...(await index.text()).matchAll(/^- \[[^\]]+\]\(([^)]+)\): /gm)].map((match) => match[1]);
  const pages = [
    ...kitRecords.map((entry) => ({ slug: entry.slug, query: `component=${entry.slug}`, name: entry.name })),
    ...blockRecords.map((entry) => ({ slug: entry.slug, query: `block=${entry.slug}`, name: entry.name })),
  ];
  expect([...links].sort()).toEqual(pages.map(({ slug }) => `r/docs/${slug}.md`).sort());

  for (const { slug, query, name } of pages) {
    // Each link followed from llms.txt's own address, as a reader of it would.
    const response = await page.request.get(new URL(`r/docs/${slug}.md`, index.url()).href);
    expect(response.status(), slug).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const markdown = await response.text();
    expect(markdown.startsWith(`# ${name}\n`), slug).toBe(true);

    await page.evaluate((hash) => (window.location.hash = hash), `#/documentation?${query}`);
    await expect(heading(page)).toHaveText(name);
    await expect(page.getByRole('button', { name: 'Copy page', exact: true })).toBeVisible();
    const isBlock = query.startsWith('block=');
    if (isBlock) {
      await page
        .getByRole('region', { name: 'Source', exact: true })
        .getByRole('button', { name: 'Show the source' })
        .click();
    }
    await expect(sourceOf(page).first()).toBeAttached();
    for (const text of await sourceOf(page).allTextContents())
      expect(markdown.includes(text), `${slug}: a source listing`).toBe(true);

    const api = page.getByRole('region', { name: isBlock ? 'Props' : 'API', exact: true });
    const shown = (await api.count()) > 0 ? await apiRowsShown(api) : [];
    expect(apiRowsIn(markdown).sort(), `${slug}: the API rows`).toEqual(shown.sort());
  }
});

test.describe('Copy page', () => {
  test.beforeEach(async ({ context }) => {
    await allowClipboard(context);
  });

  test('puts the page’s Markdown on the clipboard and announces it once; the front page copies llms.txt', async ({
    page,
  }) => {
    await openDoc(page, 'slider');
    const copyPage = page.getByRole('button', { name: 'Copy page', exact: true });
    await expect(copyPage).toHaveAccessibleDescription('Copies this page as Markdown, for an AI assistant.');
    await copyPage.click();
    // One status says it, once (toHaveText fails on two).
    await expect(copyStatus(page)).toHaveText('Copied the page as Markdown');
    const folder = page.url().split('#')[0] ?? '';
    const markdown = await (await page.request.get(new URL('r/docs/slider.md', folder).href)).text();
    expect(markdown).toContain('\n## Source\n');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);

    await page.evaluate(() => (window.location.hash = '#/documentation'));
    await expect(heading(page)).toHaveText('Documentation');
    await page.getByRole('button', { name: 'Copy page', exact: true }).click();
    await expect(copyStatus(page)).toHaveText('Copied the kit’s index as Markdown');
    const index = await (await page.request.get(new URL('llms.txt', folder).href)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(index);
  });

  test('says so in words when the page’s Markdown cannot be loaded, or the browser refuses the clipboard', async ({
    page,
    guard,
  }) => {
    await page.route('**/r/docs/button.md', (route) => route.abort('internetdisconnected'));
    await openDoc(page, 'button');
    await page.getByRole('button', { name: 'Copy page', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Could not load' })).toHaveText(
      'Could not load the page as Markdown: check the connection, then try again.',
    );
    // The refused request is this test's own doing.
    const mine = guard.problems.filter((problem) => problem.includes('ERR_INTERNET_DISCONNECTED'));
    expect(mine.length).toBeGreaterThan(0);
    guard.problems.splice(
      0,
      guard.problems.length,
      ...guard.problems.filter((problem) => !mine.includes(problem)),
    );

    // A browser that refuses the clipboard: the notice links the Markdown, to copy from there.
    await page.unroute('**/r/docs/button.md');
    await page.evaluate(() => {
      const refuse = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { write: refuse, writeText: refuse },
      });
    });
    await page.getByRole('button', { name: 'Copy page', exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: 'does not allow copying' });
    await expect(notice).toHaveText(
      'This browser does not allow copying here: open the page as Markdown and copy it from there.',
    );
    await expect(notice.getByRole('link', { name: 'the page as Markdown' })).toHaveAttribute(
      'href',
      'r/docs/button.md',
    );
  });
});
