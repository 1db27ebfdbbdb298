import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyStatus, docHref, kitFile, openDoc, switchDoc } from './documentation';
import { allowClipboard, expect, expectNoViolations, test, visit } from './fixtures';
import { chromiumOnly } from '../engines';

/*
 * Copying from the documentation: a kit file's source, its shadcn command and, by hand, its packages at the site's
 * versions; the front page's registry command and entry for the address it is served from, and the theme files,
 * each exactly as on disk and announced once copied.
 */

const dependencyVersions = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies;

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
