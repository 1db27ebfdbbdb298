import type { Locator, Page } from '@playwright/test';
import { expect, layoutShifts, recordLayoutShifts, test, viewports, visit, visitComplete } from './fixtures';

/*
 * Home's showcase sections and the documentation's sections are skipped by the browser while they are more than half
 * a screen away (content-visibility: auto, src/pages/shared/SectionSkippedWhileUnseen.tsx). A reader must not notice: the
 * page keeps its length, nothing jumps, find-in-page and the jumps to a section land on it, and a menu or tooltip
 * opened in a section that had been skipped appears beside its trigger.
 */

/** After two frames, and the IntersectionObserver's report that follows them. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );

/** Home's showcase sections (the hero and the closing words are not skipped). */
const sectionsSelector = 'main section[class*="contain-intrinsic-size"]';
const showcaseSections = (page: Page) => page.locator(sectionsSelector);

/** The page's height and the top of each showcase section, in CSS pixels from the top of the page. */
const layout = (page: Page) =>
  page.evaluate(
    (selector) => ({
      height: document.documentElement.scrollHeight,
      tops: Array.from(document.querySelectorAll(selector), (section) =>
        Math.round(section.getBoundingClientRect().top + scrollY),
      ),
    }),
    sectionsSelector,
  );

/** Whether the browser skips the element now: content-visibility: auto, and its contents not drawn. */
const isSkipped = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).contentVisibility === 'auto');

for (const viewport of [viewports.narrow, viewports.wide]) {
  test.describe(`home at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('sections far from the screen are skipped, those near it are not, and the page keeps its length', async ({
      page,
    }) => {
      await visitComplete(page, 'home');
      await settle(page);
      const states = await showcaseSections(page).evaluateAll((sections) =>
        sections.map((section) => {
          const box = section.getBoundingClientRect();
          return {
            name: section.querySelector('h2')?.textContent ?? '?',
            // More than half a screen above or below the viewport.
            far: box.bottom < -innerHeight / 2 || box.top > innerHeight * 1.5,
            near: box.bottom > -innerHeight / 2 + 1 && box.top < innerHeight * 1.5 - 1,
            skipped: getComputedStyle(section).contentVisibility === 'auto',
          };
        }),
      );
      expect(states.filter((state) => state.far).length).toBeGreaterThan(10);
      for (const state of states) {
        if (state.far) expect(state.skipped, `${state.name} is far from the screen`).toBe(true);
        if (state.near) expect(state.skipped, `${state.name} is near the screen`).toBe(false);
      }

      // With nothing skipped, every section is where it was and the page is as long.
      const skipping = await layout(page);
      await page.addStyleTag({ content: '[data-skip-unseen] { content-visibility: visible !important; }' });
      await settle(page);
      expect(await layout(page)).toEqual(skipping);
    });

    test('scrolling down the whole page and back up shifts nothing', async ({ page }) => {
      await recordLayoutShifts(page);
      await visitComplete(page, 'home');
      await settle(page);
      // From here: what loading the page shifted is the layout-shift tests' (home-quality.spec.ts).
      await page.evaluate(() => {
        const record = (window as unknown as { __layoutShift: { total: number; shifts: string[] } })
          .__layoutShift;
        record.total = 0;
        record.shifts.length = 0;
      });
      for (const direction of [1, -1]) {
        for (let step = 0; step < 200; step += 1) {
          const atEnd = await page.evaluate((sign) => {
            window.scrollBy(0, (sign * innerHeight) / 2);
            return sign > 0
              ? innerHeight + scrollY >= document.documentElement.scrollHeight - 1
              : scrollY <= 0;
          }, direction);
          await settle(page);
          if (atEnd) break;
        }
      }
      const record = await layoutShifts(page);
      expect(record.total, record.shifts.join('\n')).toBe(0);
    });

    test('find-in-page finds text in a skipped section and shows it', async ({ page }) => {
      await visitComplete(page, 'home');
      await settle(page);
      const examples = page.getByRole('region', { name: 'Completed with examples', exact: true });
      expect(await isSkipped(examples)).toBe(true);
      const found = await page.evaluate(() => {
        // window.find: Chromium's find-in-page, from a script.
        const find = (window as unknown as { find: (text: string) => boolean }).find;
        const hit = find('see every part working with the others');
        const node = getSelection()?.anchorNode;
        return { hit, inside: node?.parentElement?.closest('section')?.getAttribute('aria-labelledby') };
      });
      expect(found).toEqual({ hit: true, inside: 'examples-title' });
      await expect(examples.getByText(/see every part working with the others/)).toBeInViewport();
    });

    test('a menu and a tooltip in sections that had been skipped open beside their triggers', async ({
      page,
    }) => {
      await visitComplete(page, 'home');
      await settle(page);
      const navbars = page.getByRole('region', { name: 'Menus and navbars', exact: true });
      const nav = navbars.getByRole('navigation', { name: 'Primary navbar example', exact: true });
      // Down to the bottom, where the navbars' section is skipped, and back to it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await settle(page);
      expect(await isSkipped(navbars)).toBe(true);
      if (viewport.width < 992) await nav.getByRole('button', { name: 'Toggle navigation' }).click();
      const more = nav.getByRole('button', { name: /^More/ });
      await more.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await settle(page);
      expect(await isSkipped(navbars)).toBe(false);

      // Opened with the pointer, the menu is drawn next to its button and nothing is chosen by the click.
      await more.click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(page).toHaveURL(/#\/home$/);
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expectBeside(menu, more);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      const overlays = page.getByRole('region', { name: 'Popovers and tooltips', exact: true });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await settle(page);
      expect(await isSkipped(overlays)).toBe(true);
      const trigger = overlays.getByRole('button', { name: /tooltip on bottom/i });
      await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await settle(page);
      await trigger.hover();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      await expectBeside(tooltip, trigger);
    });

    test('focus that reaches a section before the observer has said it is near opens its tooltip beside its trigger', async ({
      page,
    }) => {
      await visitComplete(page, 'home');
      await settle(page);
      const overlays = page.getByRole('region', { name: 'Popovers and tooltips', exact: true });
      const trigger = overlays.getByRole('button', { name: /tooltip on top/i });
      await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await settle(page);
      // Focus on the stop before the trigger, on screen too. Then the state a fast Tab meets on a busy machine: the
      // section still marked skipped, the IntersectionObserver's report that it is near not yet delivered.
      await trigger.evaluate((element) => {
        const stops = Array.from(
          document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex]'),
        ).filter((stop) => stop.tabIndex >= 0);
        stops[stops.indexOf(element as HTMLElement) - 1]?.focus({ preventScroll: true });
        element.closest('section')?.setAttribute('data-skip-unseen', '');
      });
      await page.keyboard.press('Tab');
      await expect(trigger).toBeFocused();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      await expectBeside(tooltip, trigger);
      await settle(page);
      await expectBeside(tooltip, trigger);
    });
  });
}

/** `floating` is drawn within 24 px of `anchor`, above, below or beside it (not over it), and wholly on screen. */
async function expectBeside(floating: Locator, anchor: Locator): Promise<void> {
  await floating.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  const [box, near] = [await floating.boundingBox(), await anchor.boundingBox()];
  if (!box || !near) throw new Error('the floating part or its anchor is not drawn');
  const gapX = Math.max(near.x - (box.x + box.width), box.x - (near.x + near.width), 0);
  const gapY = Math.max(near.y - (box.y + box.height), box.y - (near.y + near.height), 0);
  expect(Math.max(gapX, gapY), JSON.stringify({ box, near })).toBeLessThanOrEqual(24);
  // Beside, not over it: the two boxes overlap by no more than a pixel's rounding.
  const overlapX = Math.min(box.x + box.width, near.x + near.width) - Math.max(box.x, near.x);
  const overlapY = Math.min(box.y + box.height, near.y + near.height) - Math.max(box.y, near.y);
  expect(
    Math.min(overlapX, overlapY),
    `covers its anchor: ${JSON.stringify({ box, near })}`,
  ).toBeLessThanOrEqual(1);
  await expect(floating).toBeInViewport({ ratio: 1 });
}

test.describe('documentation', () => {
  test('a jump to a skipped section lands on its heading, which stays where it landed', async ({ page }) => {
    await visit(page, 'documentation?component=slider');
    const source = page.getByRole('region', { name: 'Source', exact: true });
    await expect(source).toBeAttached();
    await settle(page);
    expect(await isSkipped(source)).toBe(true);
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('button', { name: 'Source' })
      .click();
    const heading = source.getByRole('heading', { level: 2, name: 'Source' });
    await expect(heading).toBeFocused();
    const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const landed = await top();
    // Below the fixed navbar, at the top of the screen.
    expect(landed).toBeGreaterThan(0);
    expect(landed).toBeLessThan(200);
    await settle(page);
    expect(await isSkipped(source)).toBe(false);
    expect(await top()).toBe(landed);
  });
});
