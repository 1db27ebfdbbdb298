import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { KitApiReader } from '../../scripts/kit-api';
import {
  docHref,
  kitFiles,
  kitFolder,
  nameOf,
  openDoc,
  sourceOf,
  switchDoc,
  titleOf,
  type KitFile,
} from './documentation';
import { expect, expectNoViolations, sweepTimeout, test } from './fixtures';
import { chromiumOnly } from '../engines';
import { inGroup, kitTags, tags } from '../tested-for';

/*
 * Every kit file's documentation page (#/documentation?component=<file>): the source shown exactly as it is on disk,
 * with the shadcn command that installs it; the API table as the file declares it; axe clean; and the demo as its
 * example file.
 */

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
async function expectSourceOnDisk(page: Page, { slug, file, text }: KitFile): Promise<void> {
  await expect(page).toHaveTitle(titleOf(nameOf(slug)));
  expect(await sourceOf(page).textContent(), `the source shown for ${file}`).toBe(text);
  // The command names the file's item, and the registry serves that item with this file in it.
  const install = page.getByRole('region', { name: 'Install' });
  await expect(install.locator('pre').first()).toHaveText(`npx shadcn@latest add @paper-kit-a11y/${slug}`);
  const item = await page.request.get(new URL(`r/${slug}.json`, page.url().split('#')[0]).href);
  expect(item.ok(), `r/${slug}.json`).toBe(true);
  expect(((await item.json()) as { files: { path: string }[] }).files[0]?.path).toBe(`src/kit/${file}`);
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  // In Source: Cost names the file too.
  const source = page.getByRole('region', { name: 'Source', exact: true });
  await expect(source.getByText(`src/kit/${file}`, { exact: true })).toBeVisible();
  await expect(source.getByText(`· ${lines} lines`, { exact: true })).toBeVisible();
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
      // Up to 6.7 s a page at 3× CPU, on one worker.
      sweepTimeout(batch.length, 15_000);
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
