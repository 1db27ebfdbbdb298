import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { kitRecord } from '../shared/records';
import { expect, SITE_NAME } from './fixtures';

/*
 * The documentation page (#/documentation), as its specs (documentation-*.spec.ts) find it: the kit's files as they
 * are on disk, the page's parts, and moving between components. A component is picked by the route's query
 * (`?component=<file name>`), never by an `#id`.
 */

export const kitFolder = fileURLToPath(new URL('../../src/kit/', import.meta.url));

/** Every file of the kit as it is on disk, read once: `slider.tsx` is slug `slider`. */
export const kitFiles = readdirSync(kitFolder)
  .filter((file) => /\.tsx?$/.test(file))
  .sort()
  .map((file) => ({
    file,
    slug: file.replace(/\.tsx?$/, ''),
    text: readFileSync(join(kitFolder, file), 'utf8'),
  }));

export type KitFile = (typeof kitFiles)[number];

export function kitFile(slug: string): KitFile {
  const found = kitFiles.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`src/kit/ has no file named ${slug}.ts or ${slug}.tsx`);
  return found;
}

/** The name the page shows for a kit file, from its documentation record. */
export function nameOf(slug: string): string {
  const entry = kitRecord(slug);
  if (!entry) throw new Error(`the documentation has no record of the kit file "${slug}"`);
  return entry.name;
}

export const docHref = (slug: string) => `#/documentation?component=${slug}`;
export const titleOf = (name: string) => `${name} · Documentation · ${SITE_NAME}`;

export const heading = (page: Page) => page.locator('main h1');
export const kitNav = (page: Page) => page.getByRole('navigation', { name: 'Kit files' });
export const listToggle = (page: Page) =>
  kitNav(page).getByRole('button', { name: `All ${kitFiles.length} kit files` });
export const sourceOf = (page: Page) => page.locator('pre[data-slot="source"]');
export const copyStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Copied / });
export const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

/** Waits until a component's whole documentation is on screen: its h1, and the source of its own file. */
export async function expectDocShown(page: Page, slug: string): Promise<void> {
  await expect(heading(page)).toHaveText(nameOf(slug));
  await expect(page.getByRole('button', { name: `Copy ${kitFile(slug).file}`, exact: true })).toBeVisible();
  await expect(sourceOf(page)).toBeAttached();
}

/** Opens a component's documentation by a fresh load of its address, as a shared link would. */
export async function openDoc(page: Page, slug: string): Promise<void> {
  await page.goto(`./${docHref(slug)}`);
  await expectDocShown(page, slug);
}

/** Moves to another component the way a link does (a new history entry), without reloading the page. */
export async function switchDoc(page: Page, slug: string): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), docHref(slug));
  await expectDocShown(page, slug);
}
