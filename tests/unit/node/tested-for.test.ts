// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  forgetTestedFor,
  readTestedFor,
  testedFor,
  unitTestTitles,
  type PlaywrightListing,
} from '../../../scripts/kit-tests';
import { blockRecords, kitRecords } from '../../shared/records';
import { blockSlugs, inGroup, kitFileSlugs, kitTags, shownOn, specGroups, tags } from '../../tested-for';

/*
 * "Tested for" (tests/tested-for.ts, scripts/kit-tests.ts): every component and block is named by a browser test,
 * every rule says which file or slug breaks it, and the list follows the tests: a renamed test changes it.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** A listing of one spec file with one test, as Playwright's JSON reporter writes it. */
function listing(file: string, title: string, tagList: string[], projects = ['chromium']): PlaywrightListing {
  return {
    suites: [
      {
        title: file,
        file,
        specs: [{ title, file, tags: tagList, tests: projects.map((projectName) => ({ projectName })) }],
      },
    ],
  };
}

describe('what the tests check of each kit file and block', () => {
  it('names every component and block in a browser test, and every helper with a unit file in it', async () => {
    const record = await readTestedFor(root);
    expect(Object.keys(record).sort()).toEqual([...kitFileSlugs, ...blockSlugs].sort());
    const browserChecked = (slug: string) =>
      (record[slug] ?? []).some((group) => group.id !== 'unit' && group.checks.length > 0);
    const components = kitRecords.filter((entry) => entry.group === 'component').map((entry) => entry.slug);
    expect(components).toHaveLength(20);
    expect(components.filter((slug) => !browserChecked(slug))).toEqual([]);
    expect(blockRecords).toHaveLength(8);
    expect(blockRecords.map((entry) => entry.slug).filter((slug) => !browserChecked(slug))).toEqual([]);
    const unitFiles = readdirSync(path.join(root, 'tests/unit'));
    for (const slug of kitFileSlugs.filter((name) =>
      unitFiles.some((file) => file.startsWith(`${name}.test.`)),
    )) {
      expect(record[slug]?.find((group) => group.id === 'unit')?.checks.length, slug).toBeGreaterThan(0);
    }
    // The journeys run in three engines, and the page says so.
    const engines = record['slider']?.find((group) => group.id === 'engines');
    expect(engines?.checks).toContainEqual(
      expect.objectContaining({ engines: ['Chromium', 'Firefox', 'WebKit'] }),
    );
  }, 60_000);

  it('gives a group to every spec file it lists, and lists only files there are', () => {
    for (const file of Object.keys(specGroups)) expect(existsSync(path.join(root, file)), file).toBe(true);
    expect(() => testedFor(listing('tests/e2e/budget.spec.ts', 'a budget', ['kit:slider']), [])).toThrowError(
      /tests\/e2e\/budget\.spec\.ts tags tests with @kit: but has no group/,
    );
    expect(() =>
      testedFor(listing('tests/e2e/budget.spec.ts', 'a budget', ['kit:slider', 'group:tours']), []),
    ).toThrowError(/@group:tours, which is not one of/);
    const grouped = testedFor(
      listing('tests/e2e/budget.spec.ts', 'a budget', ['kit:slider', 'group:axe']),
      [],
    );
    expect(grouped['slider']?.map((group) => group.id)).toEqual(['axe']);
  });

  it('refuses a tag that names neither a kit file nor a block, naming the test and the slug', () => {
    expect(() => testedFor(listing('tests/e2e/a11y.spec.ts', 'axe', ['kit:slidr']), [])).toThrowError(
      'kit-tests: tests/e2e/a11y.spec.ts: "axe" is tagged @kit:slidr, which is neither a kit file nor a block.',
    );
    expect(() => kitTags('slider', 'slidr')).toThrowError(
      'kitTags: "slidr" is neither a kit file (src/kit/) nor a block (src/blocks/).',
    );
    expect(() => shownOn('documentation?component=slidr')).toThrowError(/"slidr" is neither a kit file/);
  });

  it('joins a check run by two suites into one, in every engine that runs it, and lists it under engines', () => {
    const both: PlaywrightListing = {
      suites: [
        ...listing('tests/e2e/journeys.spec.ts', 'slider: keys', ['kit:slider'], ['chromium', 'firefox'])
          .suites,
        ...listing('tests/webkit/journeys.spec.ts', 'slider: keys', ['kit:slider'], ['webkit']).suites,
      ],
    };
    const groups = testedFor(both, [])['slider'];
    const check = {
      title: 'slider: keys',
      files: ['tests/e2e/journeys.spec.ts', 'tests/webkit/journeys.spec.ts'],
      engines: ['Chromium', 'Firefox', 'WebKit'],
    };
    expect(groups?.map((group) => [group.id, group.checks])).toEqual([
      ['keyboard', [check]],
      ['engines', [check]],
    ]);
  });

  it('reads unit test titles after their describes, templates as written, it.each and skipped ones too', () => {
    const text = [
      "describe('Slider', () => {",
      "  it('moves', () => {});",
      '  it.each([1, 2])(`takes ${"%s"} steps`, () => {});',
      "  describe('range', () => { test.skip('keeps order', () => {}); });",
      '});',
      'it(name, () => {});',
    ].join('\n');
    expect(unitTestTitles({ file: 'tests/unit/slider.test.ts', text })).toEqual([
      'Slider › moves',
      'Slider › takes ${"%s"} steps',
      'Slider › range › keeps order',
    ]);
  });

  it('joins a test’s tags: the chromium-only reason, the group and the kit files', () => {
    expect(tags({ tag: '@chromium-only:budget' }, inGroup('axe'), kitTags('tabs', 'slider', 'tabs'))).toEqual(
      {
        tag: ['@chromium-only:budget', '@group:axe', '@kit:slider', '@kit:tabs'],
      },
    );
  });
});

describe('a renamed or removed test changes the list', () => {
  const fixture = mkdtempSync(path.join(tmpdir(), 'tested-for-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  /** A tiny Playwright project: its own config, one spec with tagged tests, and a unit file named after a kit file. */
  const write = (titles: string[]) => {
    mkdirSync(path.join(fixture, 'tests/e2e'), { recursive: true });
    mkdirSync(path.join(fixture, 'tests/unit'), { recursive: true });
    if (!existsSync(path.join(fixture, 'node_modules'))) {
      symlinkSync(path.join(root, 'node_modules'), path.join(fixture, 'node_modules'), 'dir');
      writeFileSync(path.join(fixture, 'package.json'), '{ "type": "module" }\n');
      writeFileSync(
        path.join(fixture, 'playwright.config.ts'),
        "export default { projects: [{ name: 'chromium', testDir: 'tests/e2e' }] };\n",
      );
      writeFileSync(
        path.join(fixture, 'tests/unit/slider.test.ts'),
        "import { it } from 'vitest';\nit('moves by its step', () => {});\n",
      );
    }
    const tested = JSON.stringify(path.join(root, 'tests/tested-for.ts'));
    writeFileSync(
      path.join(fixture, 'tests/e2e/journeys.spec.ts'),
      [
        "import { test } from '@playwright/test';",
        `import { kitTags } from ${tested};`,
        ...titles.map((title) => `test(${JSON.stringify(title)}, kitTags('slider'), () => {});`),
        "test('names no kit file', () => {});",
        '',
      ].join('\n'),
    );
  };

  /** The slider's checks, read the way the build reads them. */
  const sliderChecks = async () => {
    forgetTestedFor();
    const groups = (await readTestedFor(fixture))['slider'] ?? [];
    return Object.fromEntries(groups.map((group) => [group.id, group.checks.map((check) => check.title)]));
  };

  it('lists the tagged tests, then the renamed one under its new name, then none once it is removed', async () => {
    write(['slider: arrows move it', 'slider: Home and End']);
    expect(await sliderChecks()).toEqual({
      keyboard: ['slider: arrows move it', 'slider: Home and End'],
      unit: ['moves by its step'],
    });
    write(['slider: the arrow keys move it', 'slider: Home and End']);
    expect(await sliderChecks()).toEqual({
      keyboard: ['slider: the arrow keys move it', 'slider: Home and End'],
      unit: ['moves by its step'],
    });
    write(['slider: Home and End']);
    expect(await sliderChecks()).toEqual({ keyboard: ['slider: Home and End'], unit: ['moves by its step'] });
  }, 60_000);

  it('fails with the command and what it printed when the listing fails', async () => {
    write(['slider: arrows move it']);
    writeFileSync(path.join(fixture, 'tests/e2e/broken.spec.ts'), 'this is not TypeScript(\n');
    forgetTestedFor();
    await expect(readTestedFor(fixture)).rejects.toThrowError(
      /"npx playwright test --list --reporter=json" failed in .*broken\.spec\.ts/s,
    );
    rmSync(path.join(fixture, 'tests/e2e/broken.spec.ts'));
  }, 60_000);
});
