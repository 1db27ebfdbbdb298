import type { Locator, Page } from '@playwright/test';
import { expect, layoutShifts, recordLayoutShifts, test, viewports, visitComplete } from './fixtures';
import { readerFindings, readPage } from './reader-tree';
import { kitTags } from '../tested-for';

/*
 * Home's showcase sections and the documentation's sections may be skipped by the browser (content-visibility:
 * auto, src/shell/skippedSections.ts), but only while they are more than half a screen away and out of a reader's
 * reach: behind a modal layer, or for the frames of a theme switch. At rest every section is drawn, so the whole
 * page is in the accessibility tree (reader-tree.spec.ts); once a layer closes or the theme has switched, the
 * sections skipped meanwhile are drawn again within a few frames. A reader must not notice: nothing jumps, no
 * colour eases in late, and a menu or tooltip opened in a section that had been skipped appears beside its trigger.
 */

/** Home's showcase sections (the hero and the closing words are not skippable). */
const sectionsSelector = 'main section[class*="contain-intrinsic-size"]';

interface SectionState {
  name: string;
  /** More than half a screen above or below the viewport. */
  far: boolean;
  /** Within half a screen of the viewport, with a pixel to spare for rounding. */
  near: boolean;
  skipped: boolean;
}

/** Where each showcase section is, and whether the browser skips it now. */
const sectionStates = (page: Page): Promise<SectionState[]> =>
  page.evaluate((selector) => {
    return Array.from(document.querySelectorAll(selector), (section) => {
      const box = section.getBoundingClientRect();
      return {
        name: section.querySelector('h2')?.textContent ?? '?',
        far: box.bottom < -innerHeight / 2 || box.top > innerHeight * 1.5,
        near: box.bottom > -innerHeight / 2 + 1 && box.top < innerHeight * 1.5 - 1,
        skipped: getComputedStyle(section).contentVisibility === 'auto',
      };
    });
  }, sectionsSelector);

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

/**
 * Once the site's IntersectionObserver has reported what the last change (a scroll, a load) moved: an observer made
 * now reports at the next rendering update, in the one task that delivers every observer's reports of that update.
 */
const settle = (page: Page) =>
  page.evaluate(
    (selector) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        document.querySelectorAll(selector).forEach((section) => observer.observe(section));
      }),
    sectionsSelector,
  );

/** Resolves once no section is skipped any more. */
const allDrawn = (page: Page) =>
  expect
    .poll(
      async () => (await sectionStates(page)).filter((state) => state.skipped).map((state) => state.name),
      {
        message: 'sections still skipped',
      },
    )
    .toEqual([]);

const modalTrigger = (page: Page) => page.getByRole('button', { name: 'Launch demo modal', exact: true });

for (const viewport of [viewports.narrow, viewports.wide]) {
  test.describe(`home at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('at rest no section is skipped, far or near', async ({ page }) => {
      await visitComplete(page, 'home');
      await settle(page);
      const states = await sectionStates(page);
      expect(states.filter((state) => state.far).length).toBeGreaterThan(10);
      expect(states.filter((state) => state.skipped).map((state) => state.name)).toEqual([]);
      // Down to the bottom and back: still none.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      expect((await sectionStates(page)).filter((state) => state.skipped)).toEqual([]);
    });

    test('behind the modal far sections are skipped and near ones are not; once it closes all are drawn again, the page whole in the tree, and nothing moved', async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      await visitComplete(page, 'home');
      await modalTrigger(page).scrollIntoViewIfNeeded();
      await settle(page);
      // From here: what loading the page shifted is the layout-shift tests' (home-quality.spec.ts).
      await page.evaluate(() => {
        const record = (window as unknown as { __layoutShift: { total: number; shifts: string[] } })
          .__layoutShift;
        record.total = 0;
        record.shifts.length = 0;
      });
      const drawn = await layout(page);
      await modalTrigger(page).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const states = await sectionStates(page);
      expect(states.filter((state) => state.far).length).toBeGreaterThan(10);
      for (const state of states) {
        if (state.far) expect(state.skipped, `${state.name} is far from the screen`).toBe(true);
        if (state.near) expect(state.skipped, `${state.name} is near the screen`).toBe(false);
      }
      // Skipped, every section keeps its height: the page is as long and every section where it was.
      expect(await layout(page)).toEqual(drawn);

      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await allDrawn(page);
      expect(readerFindings(await readPage(page)).missing).toEqual([]);
      expect(await layout(page)).toEqual(drawn);
      const record = await layoutShifts(page);
      expect(record.total, record.shifts.join('\n')).toBe(0);
    });

    test('a theme switch skips the far sections for its frame, then draws them in the new colours with no transition', async ({
      page,
    }) => {
      await visitComplete(page, 'home');
      await settle(page);
      const seen = await page.evaluate(async (selector) => {
        const sections = Array.from(document.querySelectorAll(selector));
        const far = (section: Element) => {
          const box = section.getBoundingClientRect();
          return box.bottom < -innerHeight / 2 || box.top > innerHeight * 1.5;
        };
        const toggle = Array.from(document.querySelectorAll('header button')).find(
          (button) => button.textContent === 'Dark theme',
        ) as HTMLButtonElement;
        // A click from a script: no pointer over the toggle, whose own hover could ease.
        toggle.click();
        const farCount = sections.filter((section) => far(section)).length;
        const skippedFar = sections.filter(
          (section) => far(section) && getComputedStyle(section).contentVisibility === 'auto',
        ).length;
        const skippedNear = sections.filter(
          (section) => !far(section) && getComputedStyle(section).contentVisibility === 'auto',
        ).length;
        // Then, frame by frame for a second: the transitions running, and whether any section is still skipped.
        let transitions = 0;
        let lastSkipped = 0;
        for (let frame = 0; frame < 60; frame += 1) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          transitions = Math.max(
            transitions,
            document.getAnimations().filter((animation) => animation instanceof CSSTransition).length,
          );
          lastSkipped = sections.filter(
            (section) => getComputedStyle(section).contentVisibility === 'auto',
          ).length;
        }
        return {
          far: farCount,
          skippedFar,
          skippedNear,
          transitions,
          lastSkipped,
          dark: document.documentElement.classList.contains('dark'),
          holding: document.documentElement.classList.contains('pk-switching-theme'),
        };
      }, sectionsSelector);
      expect(seen.far).toBeGreaterThan(10);
      expect(seen).toEqual({
        far: seen.far,
        skippedFar: seen.far,
        skippedNear: 0,
        transitions: 0,
        lastSkipped: 0,
        dark: true,
        holding: false,
      });
      expect(readerFindings(await readPage(page)).missing).toEqual([]);
    });

    test(
      'a menu and a tooltip in sections that were skipped behind the modal open beside their triggers',
      kitTags('dropdown-menu', 'tooltip'),
      async ({ page }) => {
        await visitComplete(page, 'home');
        // Found by their headings' ids: behind the modal they are inert, and out of reach of a search by role.
        const navbars = page.locator('section[aria-labelledby="navbars-title"]');
        const overlays = page.locator('section[aria-labelledby="overlays-title"]');
        // The modal opened from the bottom of the page, where both sections are far: skipped, then drawn again.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await settle(page);
        await modalTrigger(page).evaluate((element) => (element as HTMLElement).click());
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await isSkipped(navbars)).toBe(true);
        expect(await isSkipped(overlays)).toBe(true);
        await page.keyboard.press('Escape');
        await allDrawn(page);

        const nav = navbars.getByRole('navigation', { name: 'Primary navbar example', exact: true });
        if (viewport.width < 992) await nav.getByRole('button', { name: 'Toggle navigation' }).click();
        const more = nav.getByRole('button', { name: /^More/ });
        await more.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await settle(page);
        // Opened with the pointer, the menu is drawn next to its button and nothing is chosen by the click.
        await more.click();
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await expect(page).toHaveURL(/#\/home$/);
        await expectBeside(menu, more);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();

        const trigger = overlays.getByRole('button', { name: /tooltip on bottom/i });
        await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await settle(page);
        await trigger.hover();
        const tooltip = page.getByRole('tooltip');
        await expect(tooltip).toBeVisible();
        await expectBeside(tooltip, trigger);
      },
    );

    test(
      'focus that reaches a section still waiting to be drawn draws it before its tooltip opens',
      kitTags('tooltip'),
      async ({ page }) => {
        await visitComplete(page, 'home');
        const overlays = page.getByRole('region', { name: 'Popovers and tooltips', exact: true });
        const trigger = overlays.getByRole('button', { name: /tooltip on top/i });
        await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await settle(page);
        // Focus on the stop before the trigger, on screen too. Then the state a fast Tab meets on a busy machine just
        // after a layer closed: the section still skipped, waiting for its turn to be drawn again.
        await trigger.evaluate((element) => {
          const stops = Array.from(
            document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex]'),
          ).filter((stop) => stop.tabIndex >= 0);
          stops[stops.indexOf(element as HTMLElement) - 1]?.focus({ preventScroll: true });
          element.closest('section')?.setAttribute('data-skipped', '');
        });
        expect(await isSkipped(overlays)).toBe(true);
        await page.keyboard.press('Tab');
        await expect(trigger).toBeFocused();
        const tooltip = page.getByRole('tooltip');
        await expect(tooltip).toBeVisible();
        await expectBeside(tooltip, trigger);
        await settle(page);
        await expectBeside(tooltip, trigger);
      },
    );
  });
}

test.describe('home at 375 px', () => {
  test.use({ viewport: viewports.narrow });

  test('behind the date picker’s calendar the page still scrolls, and a section scrolled near is drawn', async ({
    page,
  }) => {
    await visitComplete(page, 'home');
    const choose = page.getByRole('button', { name: 'Choose date', exact: true });
    await choose.scrollIntoViewIfNeeded();
    await settle(page);
    await choose.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const tabs = page.locator(sectionsSelector).filter({ has: page.getByRole('heading', { name: 'Tabs' }) });
    await expect.poll(() => isSkipped(tabs)).toBe(true);
    await tabs.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect.poll(() => isSkipped(tabs)).toBe(false);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await allDrawn(page);
  });
});

/** Whether the browser skips the element now: content-visibility: auto, and its contents not drawn. */
function isSkipped(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => getComputedStyle(element).contentVisibility === 'auto');
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
