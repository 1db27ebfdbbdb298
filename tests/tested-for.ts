// What the project's own tests check of each kit file and block, as its documentation page's "Tested for" section
// lists it (scripts/kit-tests.ts reads it at build time). The rules, in one place, for the tests and the build:
//
// - A browser test names the kit files and blocks it exercises with Playwright tags, `@kit:<slug>`: the kit file's
//   name (`@kit:slider`) or the block's folder (`@kit:sign-up-card`). `kitTags('slider', 'tabs')` makes them, and
//   `tags(chromiumOnly('budget'), kitTags('slider'))` joins them with a test's other tags.
// - Its group (keyboard, screen reader, axe…) is its spec file's, from `specGroups`; a test of a mixed file says
//   its own with `inGroup('axe')`.
// - The unit tests in `tests/unit/<slug>.test.ts(x)` test the kit file `<slug>`: their group is `unit`.
// - A test that runs in more than one engine is listed under `engines` too, read from Playwright's projects.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRecords } from '../scripts/doc-records';
import { importSpecifiers } from '../scripts/source-highlight';

// From the path, not with `new URL('../', …)`: a jsdom test environment's own URL class resolves it elsewhere.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each group's heading on the page, in the order the page shows them. */
export const testGroups = {
  keyboard: 'Keyboard, as the W3C APG patterns have it',
  'screen-reader': 'Screen reader: spoken output and the accessibility tree',
  axe: 'axe: WCAG 2.2 A and AA, and best practice',
  'forced-colours': 'Forced colours',
  'right-to-left': 'Right to left',
  contrast: 'Contrast and boundaries',
  reflow: 'Reflow, text size and text spacing',
  pictures: 'Pictures compared with baselines',
  browser: 'Behaviour, in a browser',
  unit: 'Behaviour, in jsdom (unit tests)',
  engines: 'In more than one engine',
} as const;

export type TestGroupId = keyof typeof testGroups;

/**
 * The group of every test in a spec file, by its path from the project's root; a test whose file mixes kinds says
 * its own with `inGroup`. Every spec that tags a test with `@kit:` must be here (tests/unit/node/tested-for.test.ts).
 */
export const specGroups: Record<string, TestGroupId> = {
  'tests/e2e/a11y.spec.ts': 'axe',
  'tests/e2e/boundaries.spec.ts': 'contrast',
  'tests/e2e/container-blocks.spec.ts': 'reflow',
  'tests/e2e/documentation-axe.spec.ts': 'axe',
  'tests/e2e/documentation-blocks.spec.ts': 'browser',
  'tests/e2e/documentation-kit-pages.spec.ts': 'browser',
  'tests/e2e/forced-colors.spec.ts': 'forced-colours',
  'tests/e2e/home-content.spec.ts': 'browser',
  'tests/e2e/home-controls.spec.ts': 'browser',
  'tests/e2e/home-navigation.spec.ts': 'browser',
  'tests/e2e/home-overlays.spec.ts': 'keyboard',
  'tests/e2e/home-quality.spec.ts': 'axe',
  'tests/e2e/journeys.spec.ts': 'keyboard',
  'tests/e2e/keyboard-tour.spec.ts': 'keyboard',
  'tests/e2e/landing.spec.ts': 'browser',
  'tests/e2e/pages-visual.spec.ts': 'pictures',
  'tests/e2e/playground.spec.ts': 'browser',
  'tests/e2e/reader-tree.spec.ts': 'screen-reader',
  'tests/e2e/reader-tree-early.spec.ts': 'screen-reader',
  'tests/e2e/reflow.spec.ts': 'reflow',
  'tests/e2e/rtl-direction.spec.ts': 'right-to-left',
  'tests/e2e/rtl-keys.spec.ts': 'right-to-left',
  'tests/e2e/rtl-layout.spec.ts': 'right-to-left',
  'tests/e2e/rtl-pages.spec.ts': 'right-to-left',
  'tests/e2e/rtl-visual.spec.ts': 'right-to-left',
  'tests/e2e/scroll-lock.spec.ts': 'browser',
  'tests/e2e/side-menu.spec.ts': 'keyboard',
  'tests/e2e/signup.spec.ts': 'browser',
  'tests/e2e/skippable-sections.spec.ts': 'browser',
  'tests/e2e/spoken.spec.ts': 'screen-reader',
  'tests/e2e/spoken-tree.spec.ts': 'screen-reader',
  'tests/e2e/themes.spec.ts': 'contrast',
  'tests/e2e/user-profile.spec.ts': 'browser',
  'tests/e2e/visual.spec.ts': 'pictures',
  'tests/webkit/journeys.spec.ts': 'keyboard',
  'tests/webkit/routes.spec.ts': 'keyboard',
};

/** The tag prefix that names a kit file or a block, and the one that sets a test's group. */
export const kitTagPrefix = '@kit:';
export const groupTagPrefix = '@group:';

/** The kit files' names (`slider`, from `src/kit/slider.tsx`), read from the folder. */
export const kitFileSlugs: readonly string[] = readdirSync(path.join(root, 'src/kit'))
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => file.replace(/\.tsx?$/, ''))
  .sort();

/** The blocks' names (`sign-up-card`, a folder of `src/blocks/`), read from the folder. */
export const blockSlugs: readonly string[] = readdirSync(path.join(root, 'src/blocks'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Throws, naming the value, unless `slug` is a kit file or a block. */
function checkedSlug(slug: string, where: string): string {
  if (!kitFileSlugs.includes(slug) && !blockSlugs.includes(slug)) {
    throw new Error(`${where}: "${slug}" is neither a kit file (src/kit/) nor a block (src/blocks/).`);
  }
  return slug;
}

/** Tags naming the kit files and blocks a test exercises: `test('…', kitTags('slider'), async …)`. */
export function kitTags(...slugs: string[]): { tag: string[] } {
  return {
    tag: [...new Set(slugs)].sort().map((slug) => `${kitTagPrefix}${checkedSlug(slug, 'kitTags')}`),
  };
}

/** The tag that puts a test in another group than its spec file's: `inGroup('axe')`. */
export function inGroup(group: Exclude<TestGroupId, 'engines'>): { tag: string } {
  if (!(group in testGroups))
    throw new Error(`inGroup: "${group}" is not one of ${Object.keys(testGroups)}.`);
  return { tag: `${groupTagPrefix}${group}` };
}

/** A test's details with the tags of each part: `tags(chromiumOnly('budget'), kitTags('slider'))`. */
export function tags(...parts: { tag?: string | string[] }[]): { tag: string[] } {
  return { tag: parts.flatMap((part) => part.tag ?? []) };
}

const records = readRecords(root);
const componentSlugs = new Set(
  records.kit.filter((record) => record.group === 'component').map((record) => record.slug),
);
const blocks = new Set(records.blocks.map((record) => record.slug));

/** The TypeScript file an import names without its extension, if there is one. */
function sourceFile(base: string): string | undefined {
  return [base, `${base}.ts`, `${base}.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/**
 * The kit components and blocks a route shows, read from its page's files: every kit file and block their imports
 * reach (static or lazy), through the page's own files, the examples and the blocks, but not through a kit file (a
 * date picker's calendar is not on the page until it opens) nor the shell (on every page, and a kit component of
 * none). Helpers are left out: a page shows components. `documentation?component=slider` shows the slider and
 * `documentation?block=team-cards` that block; the documentation's front page shows the documentation's own parts.
 * An address that is no route shows the not-found page, as the site does.
 */
export function shownOn(address: string): string[] {
  const [route = '', query = ''] = address.split('?');
  if (route === 'documentation') {
    const params = new URLSearchParams(query);
    const slug = params.get('component') ?? params.get('block');
    return slug === null ? [] : [checkedSlug(slug, `shownOn("${address}")`)];
  }
  const pages = path.join(root, 'src/pages');
  const folder = existsSync(path.join(pages, route)) && route !== '' ? route : 'not-found';
  const pageFolder = path.join(pages, folder);
  const kitFolder = path.join(root, 'src/kit');
  const blockFolder = path.join(root, 'src/blocks');
  // What is followed: the page's folder, the parts pages share, the examples and the blocks.
  const followed = [pageFolder, path.join(pages, 'shared'), path.join(root, 'src/examples'), blockFolder];
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      const imported = specifier.startsWith('.')
        ? sourceFile(path.resolve(path.dirname(file), specifier))
        : undefined;
      if (!imported) continue;
      if (path.dirname(imported) === kitFolder) {
        found.add(path.basename(imported).replace(/\.tsx?$/, ''));
      } else if (followed.some((folder) => imported.startsWith(`${folder}${path.sep}`))) {
        if (imported.startsWith(`${blockFolder}${path.sep}`))
          found.add(path.basename(path.dirname(imported)));
        visit(imported);
      }
    }
  };
  for (const file of readdirSync(pageFolder).filter((name) => /\.tsx?$/.test(name))) {
    visit(path.join(pageFolder, file));
  }
  return [...found].filter((slug) => componentSlugs.has(slug) || blocks.has(slug)).sort();
}

/**
 * The ones of `slugs` a keyboard reaches: those whose documentation record lists keys. A keyboard tour passes over a
 * label, a progress bar or a picture: it checks nothing of them.
 */
export function withKeys(slugs: readonly string[]): string[] {
  const keyed = new Set(
    [...records.kit, ...records.blocks]
      .filter((record) => record.keys.length > 0)
      .map((record) => record.slug),
  );
  return slugs.filter((slug) => keyed.has(slug));
}
