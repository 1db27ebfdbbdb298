import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { blockRecords, blockRecord } from '../shared/records';
import {
  allowClipboard,
  axeViolations,
  expect,
  expectNoViolations,
  SITE_NAME,
  test,
  useStoredTheme,
  viewports,
  visit,
} from './fixtures';
import { inGroup, kitTags, tags } from '../tested-for';

/*
 * The documentation's blocks (#/documentation?block=<folder>): every folder of src/blocks/ with a live preview of
 * its sample, its keys and notes, its install command and its files exactly as on disk; links in a preview that
 * stay on the page and say where they go; axe clean in both themes and widths.
 */

const blockFolder = fileURLToPath(new URL('../../src/blocks/', import.meta.url));

/** Every block folder as it is on disk: its files, the main one (`<block>.tsx`) first. */
const blocks = readdirSync(blockFolder)
  .sort()
  .map((slug) => {
    const main = `${slug}.tsx`;
    const files = readdirSync(join(blockFolder, slug))
      .filter((file) => /\.tsx?$/.test(file))
      .sort((a, b) => Number(b === main) - Number(a === main) || a.localeCompare(b));
    return { slug, files };
  });

function nameOf(slug: string): string {
  const entry = blockRecord(slug);
  if (!entry) throw new Error(`the documentation has no record of the block "${slug}"`);
  return entry.name;
}

const blockHref = (slug: string) => `#/documentation?block=${slug}`;
const heading = (page: Page) => page.locator('main h1');
const preview = (page: Page) => page.locator('[data-slot="block-preview"]');
// The preview's own status, under its frame (the blocks in it may have theirs).
const previewStatus = (page: Page) => page.locator('[data-slot="block-preview"] + p[role="status"]');
const blockNav = (page: Page) => page.getByRole('navigation', { name: 'Blocks' });

/**
 * What each preview must show of its block's sample: its heading, at the level the page gives it (an h2, under the
 * page's own h1), and one of its controls.
 */
const samples: Record<string, (frame: Locator) => Locator[]> = {
  'sign-up-card': (frame) => [
    frame.getByRole('heading', { level: 2, name: 'Welcome' }),
    frame.getByRole('button', { name: 'Register' }),
  ],
  'register-card': (frame) => [
    frame
      .getByRole('region', { name: 'Register' })
      .getByRole('heading', { level: 2, name: 'Create an account' }),
    frame.getByRole('link', { name: 'Open the full sign-up page' }),
  ],
  'profile-header': (frame) => [
    frame.getByRole('heading', { level: 2, name: 'Sanna Berg' }),
    frame.getByRole('button', { name: 'Settings' }),
  ],
  'profile-connections': (frame) => [
    frame.getByRole('tab', { name: 'Follows', selected: true }),
    frame.getByRole('checkbox', { name: 'Inès Caron' }),
  ],
  'landing-hero': (frame) => [
    frame.getByRole('heading', { level: 2, name: 'Your story, on good paper' }),
    frame.getByRole('link', { name: 'See the components' }),
  ],
  'feature-grid': (frame) => [
    frame.getByRole('heading', { level: 2, name: 'Let’s talk about the kit' }),
    frame.getByRole('link', { name: 'How we test' }),
  ],
  'team-cards': (frame) => [
    frame.getByRole('heading', { level: 2, name: 'Meet the team' }),
    frame.getByRole('link', { name: 'Email Amara Obi' }),
  ],
  'contact-form': (frame) => [
    frame.getByRole('heading', { level: 2, name: 'Write to the team' }),
    frame.getByRole('button', { name: 'Send Message' }),
  ],
};

/** Waits until a block's page is all there: its h1, its preview's sample, and its Source section. */
async function expectBlockShown(page: Page, slug: string): Promise<void> {
  await expect(heading(page)).toHaveText(nameOf(slug));
  const sample = samples[slug];
  if (!sample) throw new Error(`the test knows no sample of the block "${slug}"`);
  for (const part of sample(preview(page))) await expect(part).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Source' })).toBeVisible();
  // The page's h1 is its only one: every block in a preview has its heading under it.
  await expect(page.locator('h1')).toHaveCount(1);
}

async function openBlock(page: Page, slug: string): Promise<void> {
  await page.goto(`./${blockHref(slug)}`);
  await expectBlockShown(page, slug);
}

/** Moves to another block the way a link does (a new history entry), without reloading the page. */
async function switchBlock(page: Page, slug: string): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), blockHref(slug));
  await expectBlockShown(page, slug);
}

test('the block records and the Blocks navigation list exactly the folders of src/blocks/', async ({
  page,
}) => {
  expect(blocks.length).toBeGreaterThan(0);
  expect(blockRecords.map((entry) => entry.slug).sort()).toEqual(blocks.map((block) => block.slug));
  await visit(page, 'documentation');
  const links = await blockNav(page)
    .getByRole('link')
    .evaluateAll((elements) =>
      elements.map((link) => `${link.textContent?.trim()} → ${link.getAttribute('href')}`),
    );
  expect(links).toEqual(blockRecords.map((entry) => `${entry.name} → ${blockHref(entry.slug)}`));
  // The front page lists them too, each a link to its page.
  const overview = page.getByRole('region', { name: 'Blocks' });
  for (const entry of blockRecords) {
    await expect(overview.getByRole('link', { name: new RegExp(`^${entry.name}`) })).toHaveAttribute(
      'href',
      blockHref(entry.slug),
    );
  }
});

// Each theme and width: every block's page in turn, the first opened by its address and the others as a link
// does, so that the page is loaded once per setup.
for (const theme of ['light', 'dark'] as const) {
  for (const viewport of [viewports.narrow, viewports.wide]) {
    test(
      `every block's page: its h1 and preview, no axe violations (${theme}, ${viewport.width} px): ` +
        blocks.map((block) => block.slug).join(', '),
      tags(
        inGroup('axe'),
        kitTags(...blocks.flatMap(({ slug }) => [slug, ...(slug === 'profile-header' ? ['popover'] : [])])),
      ),
      async ({ page }) => {
        test.setTimeout(30_000 + blocks.length * 10_000);
        await page.setViewportSize(viewport);
        await useStoredTheme(page, theme);
        for (const [index, { slug }] of blocks.entries()) {
          await (index === 0 ? openBlock(page, slug) : switchBlock(page, slug));
          // The preview fits the column: nothing sticks out sideways, at 375 px either.
          expect
            .soft(
              await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
              `${blockHref(slug)}: how far the page scrolls sideways`,
            )
            .toBe(0);
          // Soft: one run names the problems of every block.
          expect.soft(await axeViolations(page), `axe on ${blockHref(slug)}`).toEqual([]);
          if (slug === 'profile-header') {
            await preview(page).getByRole('button', { name: 'Settings' }).click();
            await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
            expect
              .soft(await axeViolations(page), 'axe on the profile header with its Settings popover open')
              .toEqual([]);
            await page.keyboard.press('Escape');
            await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
            await expect(preview(page).getByRole('button', { name: 'Settings' })).toBeFocused();
          }
        }
      },
    );
  }
}

test('a deep link opens the block with its h1 focused, its title set and the window at the top', async ({
  page,
}) => {
  await openBlock(page, 'team-cards');
  await expect(heading(page)).toBeFocused();
  await expect(page).toHaveTitle(`${nameOf('team-cards')} · Documentation · ${SITE_NAME}`);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(blockNav(page).getByRole('link', { name: nameOf('team-cards') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: 'the landing page' })).toHaveAttribute('href', '#/landing');
});

test('a link of the Blocks navigation leads to the block’s page, focusing its h1; Back returns', async ({
  page,
}) => {
  await visit(page, 'documentation?component=slider');
  await blockNav(page)
    .getByRole('link', { name: nameOf('feature-grid'), exact: true })
    .click();
  await expect(page).toHaveURL(/#\/documentation\?block=feature-grid$/);
  await expectBlockShown(page, 'feature-grid');
  await expect(heading(page)).toBeFocused();
  await expect(page).toHaveTitle(`${nameOf('feature-grid')} · Documentation · ${SITE_NAME}`);
  await expect(blockNav(page).locator('[aria-current]')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Kit files' }).locator('[aria-current]')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/#\/documentation\?component=slider$/);
  await expect(heading(page)).toHaveText('Slider');
  await expect(blockNav(page).locator('[aria-current]')).toHaveCount(0);
});

test.describe('narrow screens', () => {
  test.use({ viewport: viewports.narrow });

  test('one toggle opens the kit files and the blocks; picking a block closes it and focuses the h1', async ({
    page,
  }) => {
    await visit(page, 'documentation');
    const toggle = page
      .getByRole('navigation', { name: 'Kit files' })
      .getByRole('button', { name: `kit files and ${blocks.length} blocks` });
    const link = blockNav(page).getByRole('link', { name: nameOf('contact-form'), exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    await expectNoViolations(page, 'the open lists of kit files and blocks');
    await link.click();
    await expectBlockShown(page, 'contact-form');
    await expect(heading(page)).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
  });
});

test('an unknown block says so, and its link leads to the front page', async ({ page }) => {
  await page.goto(`./${blockHref('nope')}`);
  await expect(heading(page)).toHaveText('No such block');
  await expect(heading(page)).toBeFocused();
  await expect(page).toHaveTitle(`No such block · Documentation · ${SITE_NAME}`);
  await expect(page.getByRole('main').getByText('nope', { exact: true })).toBeVisible();
  await expect(blockNav(page).locator('[aria-current]')).toHaveCount(0);
  await page.getByRole('link', { name: 'documentation’s front page' }).click();
  await expect(page).toHaveURL(/#\/documentation$/);
  await expect(heading(page)).toHaveText('Documentation');
});

test('a link in a preview stays on the page and says where it goes, in the status under the preview', async ({
  page,
}) => {
  const links = [
    { slug: 'register-card', name: 'Open the full sign-up page', href: '/sign-up' },
    { slug: 'landing-hero', name: 'Meet the team', href: '#team' },
    { slug: 'landing-hero', name: 'See the components', href: '/components' },
    { slug: 'feature-grid', name: 'Pick a theme', href: '/themes' },
    { slug: 'profile-connections', name: 'Find artists', href: '/artists' },
  ];
  for (const [index, { slug, name, href }] of links.entries()) {
    if (index === 0) await openBlock(page, slug);
    else if (slug !== links[index - 1]?.slug) await switchBlock(page, slug);
    // A new block's preview starts with nothing to say.
    if (slug !== links[index - 1]?.slug) await expect(previewStatus(page)).toHaveText('');
    if (slug === 'profile-connections') await preview(page).getByRole('tab', { name: 'Following' }).click();
    const url = page.url();
    const link = preview(page).getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await link.click();
    await expect(previewStatus(page)).toHaveText(`In your app, this link goes to ${href}.`);
    expect(page.url()).toBe(url);
    await expect(heading(page)).toHaveText(nameOf(slug));
  }
  // By keyboard too.
  await preview(page).getByRole('tab', { name: 'Follows' }).click();
  await preview(page).getByRole('tab', { name: 'Follows' }).press('ArrowRight');
  await expect(preview(page).getByRole('tab', { name: 'Following', selected: true })).toBeFocused();
  const url = page.url();
  await preview(page).getByRole('link', { name: 'Find artists' }).press('Enter');
  await expect(previewStatus(page)).toHaveText('In your app, this link goes to /artists.');
  expect(page.url()).toBe(url);
});

test.describe('install and source', () => {
  test.beforeEach(async ({ context }) => {
    await allowClipboard(context);
  });

  test('every block’s Copy button copies its shadcn command, the item the registry serves', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    for (const [index, { slug }] of blocks.entries()) {
      await (index === 0 ? openBlock(page, slug) : switchBlock(page, slug));
      const install = page.getByRole('region', { name: 'Install', exact: true });
      const command = `npx shadcn@latest add @paper-kit-a11y/${slug}`;
      await expect(install.locator('pre').first()).toHaveText(command);
      await install.getByRole('button', { name: 'Copy the shadcn command' }).click();
      await expect(install.getByRole('status').filter({ hasText: /^Copied / })).toHaveText(
        'Copied the shadcn command',
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
      const item = await page.request.get(new URL(`r/${slug}.json`, page.url().split('#')[0]).href);
      expect(item.ok(), `r/${slug}.json`).toBe(true);
      const json = (await item.json()) as { name: string; type: string; files: { path: string }[] };
      expect([json.name, json.type]).toEqual([slug, 'registry:block']);
      expect(json.files[0]?.path).toBe(`src/blocks/${slug}/${slug}.tsx`);
    }
  });

  test('Install names the kit files and the blocks a block brings, each linking to its page', async ({
    page,
  }) => {
    await openBlock(page, 'register-card');
    const install = page.getByRole('region', { name: 'Install', exact: true });
    await expect(install.getByRole('link', { name: nameOf('sign-up-card') })).toHaveAttribute(
      'href',
      blockHref('sign-up-card'),
    );
    await expect(install.getByRole('link', { name: 'input.tsx' })).toHaveAttribute(
      'href',
      '#/documentation?component=input',
    );
    await expect(install).toContainText(
      'has no "use client": in a Next.js App Router app it renders on the server',
    );
    await expect(install).toContainText('It has no pictures of its own');
    await switchBlock(page, 'team-cards');
    await expect(install).toContainText('as inline SVG data: URLs in pictures.ts');
    await switchBlock(page, 'contact-form');
    await expect(install).toContainText('starts with "use client": in a Next.js App Router app the block');
  });

  test('the source toggle shows every file of the block, exactly as on disk, the main file first', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    for (const [index, { slug, files }] of blocks.entries()) {
      await (index === 0 ? openBlock(page, slug) : switchBlock(page, slug));
      const source = page.getByRole('region', { name: 'Source', exact: true });
      await expect(source.locator('pre[data-slot="source"]')).toHaveCount(0);
      await source.getByRole('button', { name: 'Show the source' }).click();
      await expect(source.getByRole('button', { name: 'Hide the source' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(source.getByText(`src/blocks/${slug}/${slug}.tsx`, { exact: true })).toBeVisible();
      await expect(source.locator('pre[data-slot="source"]')).toHaveCount(files.length);
      for (const [at, file] of files.entries()) {
        await expect(source.getByText(`src/blocks/${slug}/${file}`, { exact: true })).toBeVisible();
        expect(
          await source.locator('pre[data-slot="source"]').nth(at).textContent(),
          `src/blocks/${slug}/${file}`,
        ).toBe(readFileSync(join(blockFolder, slug, file), 'utf8'));
      }
    }
  });
});

test('On this page lists the block’s sections, and a button focuses its heading', async ({ page }) => {
  await openBlock(page, 'profile-connections');
  const titles = [
    'Preview',
    'Keyboard and screen reader',
    'Tested for',
    'Screen reader',
    'Props',
    'Cost',
    'Install',
    'Source',
  ];
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('button')).toHaveText(titles);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(titles);
  await expect(
    page.getByRole('table', { name: `Keys ${nameOf('profile-connections')} answers to` }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'ProfileConnections props' })).toBeAttached();
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('button', { name: 'Install' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Install' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Install' })).toBeInViewport();
});

test.describe('block code loads on its own block’s page only', () => {
  const blockChunk = new RegExp(`/assets/(${blocks.map((block) => block.slug).join('|')})-[^/]+\\.js$`);

  test('the front page and a kit file’s page fetch no block’s code', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await visit(page, 'documentation');
    await page.waitForLoadState('networkidle');
    await page.evaluate((hash) => (window.location.hash = hash), '#/documentation?component=slider');
    await expect(heading(page)).toHaveText('Slider');
    await page.waitForLoadState('networkidle');
    expect(fetched.length).toBeGreaterThan(2);
    expect(fetched.filter((file) => blockChunk.test(file))).toEqual([]);
  });

  test('a block’s page fetches its own chunks and those of the blocks it uses, no other', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await openBlock(page, 'register-card');
    await page.waitForLoadState('networkidle');
    const names = fetched.flatMap((file) => blockChunk.exec(file)?.[1] ?? []);
    expect([...new Set(names)].sort()).toEqual(['register-card', 'sign-up-card']);
  });
});
