// The checks of one app the global setup has set up, added every item to, built and served: one test each.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations, settleAnimations } from '../shared/axe';
import { keyboardTour } from '../shared/keyboard';
import { watchForProblems } from '../shared/page-problems';
import {
  app as appById,
  declarationLines,
  declared,
  expect,
  keepApps,
  namespace,
  readState,
  registryIndex,
  registryItem,
  root,
  stepMessage,
  test,
  type PageKind,
  type RegistryApp,
  type StepName,
} from './support';

/** The app's own theme, as the setup copied it in before the `add`. */
const appTheme = readFileSync(join(root, 'tests/registry/shared/app-theme.css'), 'utf8');

const MAX_PRESSES = 200;

async function setMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), mode === 'dark');
  // The kit's buttons ease their colours: what is checked is the end of the switch.
  await settleAnimations(page);
}

/**
 * The background colour of the first element `selector` finds, and `expected`, each as drawn in sRGB: a build may
 * write a colour in another space (Next.js turns oklch into lab).
 */
async function backgroundAgainst(page: Page, selector: string, expected: string) {
  const drawn = await page.evaluate(
    ({ selector, expected }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const rgb = (colour: string) => {
        if (!context) return null;
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data];
      };
      const element = document.querySelector(selector);
      const actual = element ? getComputedStyle(element).backgroundColor : null;
      return { actual, actualRgb: actual ? rgb(actual) : null, expectedRgb: rgb(expected) };
    },
    { selector, expected },
  );
  const same =
    !!drawn.actualRgb &&
    !!drawn.expectedRgb &&
    drawn.actualRgb.every((channel, index) => Math.abs(channel - (drawn.expectedRgb?.[index] ?? -9)) <= 1);
  return { actual: drawn.actual, same };
}

/** One page of the app in Chromium, loaded once for all its tests, which run in order. */
function provePage(app: RegistryApp, path: string, what: PageKind): void {
  test.describe(what, () => {
    let context: BrowserContext | undefined;
    let page: Page;
    let problems: string[] = [];

    test.beforeAll(async ({ browser }) => {
      const { url, steps } = readState().apps[app.id];
      test.skip(steps.build?.ok !== true, 'the app did not build');
      try {
        if (!url) throw new Error(`${app.id} is not served: ${stepMessage(steps.serve)}`);
        context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        page = await context.newPage();
        problems = await watchForProblems(page);
        await page.goto(`${url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
      } catch (error) {
        keepApps(`${app.id} ${what}: ${String(error)}`);
        throw error;
      }
    });
    test.afterAll(async () => {
      await context?.close();
    });

    if (what === 'every component') {
      test("font-pk-sans sets the kit's Montserrat, and it loads", async () => {
        const font = await page.evaluate(async () => {
          await document.fonts.ready;
          const element = document.querySelector('.font-pk-sans');
          return {
            family: element ? getComputedStyle(element).fontFamily : null,
            loaded: document.fonts.check('16px "Montserrat Variable"'),
          };
        });
        expect(font.family, 'the font of an element with font-pk-sans').toMatch(/^"Montserrat Variable"/);
        expect(font.loaded, 'Montserrat Variable has loaded').toBe(true);
      });
    }

    for (const mode of ['light', 'dark'] as const) {
      test(`${mode}: axe finds nothing`, async () => {
        await setMode(page, mode);
        expect(await axeViolations(page)).toEqual([]);
      });

      if (what !== 'every block') {
        test(`${mode}: axe finds nothing with the calendar open`, async () => {
          await setMode(page, mode);
          await page.getByRole('button', { name: 'Choose date' }).first().click();
          await page.getByRole('dialog').waitFor();
          await page.getByRole('grid').first().waitFor();
          const violations = await axeViolations(page);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
          expect(violations).toEqual([]);
        });
      }

      test(`${mode}: a kit card is the theme item's ${mode} pk-surface`, async () => {
        await setMode(page, mode);
        const surface = registryItem('theme').cssVars?.[mode]['pk-surface'] ?? '';
        const card = await backgroundAgainst(page, '[data-slot="card"]', surface);
        expect(card.actual, 'the background of a [data-slot="card"]').not.toBeNull();
        expect(card.same, `a card drawn in ${card.actual}, the theme's pk-surface is ${surface}`).toBe(true);
      });

      if (what === 'every component') {
        test(`${mode}: the app's own button keeps the app's own --primary`, async () => {
          await setMode(page, mode);
          const primary = declared(appTheme, mode === 'dark' ? '.dark' : ':root', '--primary');
          const button = await backgroundAgainst(page, '[data-slot="app-button"]', primary);
          expect(button.actual, 'the background of the [data-slot="app-button"]').not.toBeNull();
          expect(button.same, `the button drawn in ${button.actual}, the app's --primary is ${primary}`).toBe(
            true,
          );
        });
      }
    }

    if (what === 'every component') {
      test("the pagination's pages are links; ?page=3 shows page 3, and Next page leads to page 4", async () => {
        await setMode(page, 'light');
        const base = page.url().split('?')[0]?.split('#')[0] ?? '';
        await page.goto(`${base}?page=3`);
        const pages = page.getByRole('navigation', { name: 'Pages' });
        const next = pages.getByRole('link', { name: 'Next page' });
        await expect(pages.locator('[aria-current="page"]')).toHaveText('3');
        await expect(next).toHaveAttribute('href', '?page=4');
        await next.click();
        await page.waitForURL(/\?page=4$/);
        await expect(pages.locator('[aria-current="page"]')).toHaveText('4');
      });
    }

    if (what === 'every component' && app.rtl) {
      test("right to left, the switch's arrows and the slider's ArrowLeft follow the direction", async () => {
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        // The arrow at the switch's "on" end (the left) sets it on; the slider's ArrowLeft raises its value.
        const toggle = page.getByRole('switch').first();
        const before = await toggle.getAttribute('aria-checked');
        await toggle.focus();
        await page.keyboard.press(before === 'true' ? 'ArrowRight' : 'ArrowLeft');
        await expect(toggle).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
        const thumb = page.getByRole('slider').first();
        const start = Number(await thumb.getAttribute('aria-valuenow'));
        await thumb.focus();
        await page.keyboard.press('ArrowLeft');
        await expect
          .poll(async () => Number(await thumb.getAttribute('aria-valuenow')))
          .toBeGreaterThan(start);
      });
    }

    if (what === 'every example') {
      test('the examples respond (a switch, a modal)', async () => {
        await setMode(page, 'light');
        const toggle = page.getByRole('switch', { name: 'Autoplay videos' });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-checked', 'true');
        await page.getByRole('button', { name: 'Launch demo modal' }).click();
        await expect(page.getByRole('dialog', { name: 'Delete this project?' })).toBeVisible();
        await page.keyboard.press('Escape');
      });
    }

    if (what === 'every block') {
      test("the blocks lay out by their container: the theme item's container widths reach the app's Tailwind", async () => {
        // The feature grid's list, with its section pinned to each width in turn: items on the first row.
        const perRow = await page.evaluate(() => {
          const heading = Array.from(document.querySelectorAll('h2')).find(
            (element) => element.textContent === 'Let’s talk about the kit',
          );
          const section = heading?.closest('section');
          const list = section?.querySelector('ul');
          if (!list || !section) return null;
          const counts: Record<number, number> = {};
          for (const width of [375, 600, 1000]) {
            section.style.width = `${width}px`;
            const items = Array.from(list.children);
            const top = items[0]?.getBoundingClientRect().top ?? NaN;
            counts[width] = items.filter(
              (item) => Math.abs(item.getBoundingClientRect().top - top) < 2,
            ).length;
          }
          section.style.width = '';
          return counts;
        });
        expect(perRow, 'the feature grid: items on its first row at 375, 600 and 1000 px').toEqual({
          375: 1,
          600: 2,
          1000: 4,
        });
      });

      test('a keyboard tour: every Tab stop is visible, with a focus ring, and named', async () => {
        await setMode(page, 'light');
        const tour = await keyboardTour(page, MAX_PRESSES);
        const stops = tour.stops.map((stop) => `${stop.role} "${stop.name}"`);
        console.log(`${app.id} ${what}: the keyboard tour's ${stops.length} stops: ${stops.join(', ')}`);
        expect(
          tour.end,
          `focus neither left the page nor came back in ${MAX_PRESSES} presses`,
        ).not.toBeNull();
        expect(tour.problems, `${tour.problems.length} problems in ${stops.length} stops`).toEqual([]);
        expect(stops.length).toBeGreaterThan(0);
      });
    }

    // Last: what every test before it caused on the page.
    test('no console error or warning, no hydration error, no other host', () => {
      expect(problems).toEqual([]);
    });
  });
}

/** Every check of one app, in one `describe` named after it. */
export function proveApp(id: RegistryApp['id']): void {
  const app = appById(id);
  const record = () => readState().apps[id];
  const expectStep = (name: StepName) => {
    const step = record().steps[name];
    expect(step?.ok, stepMessage(step)).toBe(true);
  };

  test.describe(id, () => {
    test('npm ci installs the app', () => expectStep('install'));

    test(`shadcn registry add ${namespace}=…/r/{name}.json writes the registries entry`, () => {
      expectStep('registryAdd');
      const config = JSON.parse(readFileSync(join(record().dir, 'components.json'), 'utf8'));
      expect(config.registries?.[namespace]).toBe(readState().registryUrl);
    });

    if (app.rtl) {
      test('the app is wrapped in the direction provider', () => {
        expect(readFileSync(join(record().dir, 'src/main.tsx'), 'utf8')).toContain(
          '<DirectionProvider dir="rtl">',
        );
      });
    }

    test('shadcn add of every item exits 0', () => expectStep('add'));

    test("every item's files are where the registry put them, as it gave them", () => {
      const dir = record().dir;
      const missing: string[] = [];
      const rewritten: string[] = [];
      const rtlClasses = /\brtl:[^\s'"`]+/g;
      for (const item of registryIndex()) {
        for (const file of registryItem(item.name).files ?? []) {
          const [alias = '', ...rest] = file.target.split('/');
          const folder = app.folders[alias];
          const written = folder ? join(dir, folder, ...rest) : '';
          if (!written || !existsSync(written)) {
            missing.push(`${item.name}: ${file.target}`);
            continue;
          }
          const text = readFileSync(written, 'utf8').trim();
          // A server-components app keeps "use client". Another has the CLI take it out, though only of every other
          // such file: its pattern is a global regular expression, which keeps its place from one file to the next.
          // Either way the file is right there.
          const expected = [
            file.content.trim(),
            ...(app.rsc ? [] : [file.content.replace(/^"use client"\n/, '').trim()]),
          ];
          if (expected.includes(text)) continue;
          // With "rtl": true the CLI rewrites classes: ours are logical already, so all it may do is add `rtl:`
          // classes (the twin of a translate-x, which the file has already). Anything else is a difference.
          const withoutRtl = (source: string) => source.replace(/[ \t]*\brtl:[^\s'"`]+/g, '');
          if (app.rtl && expected.some((given) => withoutRtl(given) === withoutRtl(text))) {
            const added =
              [...text.matchAll(rtlClasses)].length - [...file.content.matchAll(rtlClasses)].length;
            rewritten.push(`${file.target.replace(/^.*\//, '')} (+${added} rtl:)`);
            continue;
          }
          missing.push(`${item.name}: ${file.target} differs`);
        }
      }
      if (app.rtl) {
        console.log(
          `${id}: the CLI's rtl rewrite only added rtl: classes, to: ${rewritten.join(', ') || 'no file'}`,
        );
      }
      expect(missing, 'files missing or not as the registry gave them').toEqual([]);
    });

    test("the app's own theme lines are unchanged", () => {
      const after = declarationLines(readFileSync(join(record().dir, app.css), 'utf8'));
      expect(declarationLines(appTheme).filter((line) => !after.includes(line))).toEqual([]);
    });

    test('the theme item added the pk- colours', () => {
      const after = readFileSync(join(record().dir, app.css), 'utf8');
      expect(after).toMatch(/--pk-primary:/);
      expect(after).toMatch(/--color-pk-primary:/);
    });

    test('the app builds', () => expectStep('build'));

    for (const { path, what } of app.pages) provePage(app, path, what);
  });
}
