import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { solveTheme } from '../../src/palette/solve';
import { paperKitChoices, studioPresets } from '../../src/palette/studio';
import { dtcgTokens, tokensFileName } from '../../src/palette/tokens';
import { chromiumOnly } from '../engines';
import { axeViolations, expect, test, visit } from './fixtures';

/**
 * The theme studio's "Import tokens…": a file made here, given to the file input as a person picking it would, in
 * Chromium and Firefox. What the import logic reads and rejects is unit tested (tests/unit/tokens.test.ts); this
 * checks the page takes the choices, says so once, and lists what it could not read.
 */

async function openStudio(page: Page): Promise<void> {
  await visit(page, 'themes');
  await expect(page.getByRole('textbox', { name: 'Primary', exact: true })).toBeVisible();
}

const importInput = (page: Page) => page.getByLabel('Import tokens…', { exact: true });

/** The studio's polite statuses that speak of an import. */
const importStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'Imported' });

const globalsCss = `:root {
  --radius: 0.25rem;
  --primary: oklch(0.5 0.2 300);
  --destructive: var(--brand-red);
  --muted-foreground: nope;
}
`;

test('a tokens file exported by the studio comes back: its colours, radius and contrast level', async ({
  page,
}) => {
  await openStudio(page);
  const magenta = studioPresets.find((preset) => preset.name === 'Magenta');
  if (!magenta) throw new Error('no Magenta preset');
  const choices = { ...magenta.choices, strictness: 'AAA' as const };
  await importInput(page).setInputFiles({
    name: tokensFileName,
    mimeType: 'application/json',
    buffer: Buffer.from(dtcgTokens(choices)),
  });
  // One status says it, once (toHaveText fails on two).
  await expect(importStatus(page)).toHaveText(`${tokensFileName}: Imported 6 of 6 colours.`);
  await expect(page.getByRole('textbox', { name: 'Primary', exact: true })).toHaveValue('#e0218a');
  await expect(page.getByRole('textbox', { name: 'Info', exact: true })).toHaveValue('#6c5ce7');
  await expect(page.getByRole('radio', { name: /^AAA/ })).toBeChecked();
  await expect(page.getByText('4 px', { exact: true })).toBeVisible();
  const solved = solveTheme({ ...choices.colours, strictness: 'AAA' });
  await expect
    .poll(() =>
      page
        .locator('[data-theme-pane="light"]')
        .evaluate((pane) => pane.style.getPropertyValue('--pk-primary')),
    )
    .toBe(solved.light.semantic.primary.solid);
  await expect(page.getByRole('list', { name: 'What could not be read' })).toHaveCount(0);
});

test('a globals.css with two lines it cannot read lists both, by line, and uses the rest', async ({
  page,
}) => {
  await openStudio(page);
  await importInput(page).setInputFiles({
    name: 'globals.css',
    mimeType: 'text/css',
    buffer: Buffer.from(globalsCss),
  });
  await expect(importStatus(page)).toHaveText(
    'globals.css: Imported 1 of 3 colours; 2 could not be read, listed below.',
  );
  const problems = page.getByRole('list', { name: 'What could not be read' }).getByRole('listitem');
  await expect(problems).toHaveText([
    /^line 4: --destructive: var\(--brand-red\);: danger: a reference to another variable/,
    /^line 5: --muted-foreground: nope;: neutral: "nope" is not a colour/,
  ]);
  await expect(page.getByRole('textbox', { name: 'Primary', exact: true })).toHaveValue('oklch(0.5 0.2 300)');
  await expect(page.getByText('4 px', { exact: true })).toBeVisible();
});

test('a file that is not tokens gets one clear error, and the choices stay', async ({ page }) => {
  await openStudio(page);
  await importInput(page).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello, world'),
  });
  await expect(page.getByRole('status').filter({ hasText: 'notes.txt' })).toHaveText(
    'notes.txt: The file is neither JSON nor CSS: choose a design tokens file (.json) or a shadcn/ui globals.css.',
  );
  await expect(page.getByRole('textbox', { name: 'Primary', exact: true })).toHaveValue('#51cbce');
});

test(
  'axe finds nothing on the studio with an import’s list of problems',
  chromiumOnly('firefoxCrash'),
  async ({ page }) => {
    await openStudio(page);
    await importInput(page).setInputFiles({
      name: 'globals.css',
      mimeType: 'text/css',
      buffer: Buffer.from(globalsCss),
    });
    await expect(page.getByRole('list', { name: 'What could not be read' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);

test(
  'the tokens file downloads as the studio solved it, and its excerpt shows its first lines',
  chromiumOnly('bidiGap'),
  async ({ page }) => {
    await visit(page, 'themes?primary=%23e0218a&radius=6&strictness=AAA');
    await expect(page.getByRole('textbox', { name: 'Primary', exact: true })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the tokens file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(tokensFileName);
    const choices = {
      colours: { ...paperKitChoices.colours, primary: '#e0218a' },
      radius: 6,
      strictness: 'AAA' as const,
    };
    expect(readFileSync(await download.path(), 'utf8')).toBe(dtcgTokens(choices));
    await page.getByRole('button', { name: 'Show the tokens file' }).click();
    await expect(
      page.getByText('"$schema": "https://www.designtokens.org/schemas/2025.10/format.json"'),
    ).toBeVisible();
  },
);
