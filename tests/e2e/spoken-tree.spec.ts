import { expect, test, viewports, visit } from './fixtures';
import { section } from './home';
import { exposedOutside } from './speech';
import { kitTags, shownOn } from '../tested-for';

/*
 * What a screen reader finds of a control's state and of an open modal, in Chromium's accessibility tree
 * (tests/e2e/speech.ts): a checkbox, radio or switch is never named by a state, which its role and state say; and
 * nothing behind an open modal is left for a reading cursor to reach.
 */

/** The day every test here runs on, so the calendar opens on the same month. */
const today = new Date('2026-11-25T10:00:00');

test.describe('a control’s name never states its state', () => {
  const stateWords = /\b(on|off|checked|unchecked|not set|unset|selected|enabled|disabled)\b/i;

  for (const path of [
    'home',
    'documentation?component=choice',
    'documentation?component=switch',
    'user-profile',
  ]) {
    test(
      `#/${path}: no checkbox, radio or switch is named by a state`,
      kitTags(
        ...shownOn(path).filter((slug) => slug === 'choice' || slug === 'switch'),
        ...shownOn(path).filter((slug) => slug.startsWith('profile-')),
      ),
      async ({ page }) => {
        await visit(page, path);
        if (path === 'home') await section(page, 'Toggle buttons').scrollIntoViewIfNeeded();
        // The playground's own controls are named by a prop (`disabled`, a choice's "not set"): a name of code the
        // developer looks for, not a state, and its role and state are said after it.
        const controls = page.locator(
          ':is(input[type="checkbox"], input[type="radio"], [role="switch"]):not([data-slot="playground-controls"] *)',
        );
        await expect(controls.first()).toBeAttached();
        const names = await controls.evaluateAll((elements) =>
          elements.map((element) => {
            const labelledBy = element.getAttribute('aria-labelledby');
            const label =
              element.getAttribute('aria-label') ??
              (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
              ((element as HTMLInputElement).labels?.[0]?.textContent || null);
            return (label ?? '').trim();
          }),
        );
        expect(names.length).toBeGreaterThan(0);
        expect(names.filter((name) => stateWords.test(name))).toEqual([]);
      },
    );
  }
});

test.describe('nothing behind an open modal is in the accessibility tree', () => {
  test('the modal', kitTags('modal', 'use-inert-outside'), async ({ page }) => {
    await page.clock.setFixedTime(today);
    await visit(page, 'home');
    // Move the carousel once, so its live region holds text, as it does for a visitor who used it.
    await section(page, 'Carousel').getByRole('button', { name: 'Next slide' }).click();
    await page.getByRole('button', { name: 'Launch demo modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
    await expect(dialog).toBeVisible();
    // Only the landmark that holds the button that opened it, emptied: the button stays in the tree (useInertOutside).
    expect(await exposedOutside(page, dialog)).toEqual(['main', 'region']);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('[inert]:not([data-slot="carousel-slide"])')).toHaveCount(0);
  });

  test('the date picker’s calendar', kitTags('date-picker', 'use-inert-outside'), async ({ page }) => {
    await page.clock.setFixedTime(today);
    await visit(page, 'home');
    await section(page, 'Datepicker').getByRole('button', { name: 'Choose date' }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    // Only the landmarks that hold the button that opened it, emptied and unnamed (see the modal's).
    expect(await exposedOutside(page, page.locator('[data-slot="date-picker-calendar"]'))).toEqual([
      'main',
      'region',
    ]);
    await page.keyboard.press('Escape');
    await expect(page.locator('[inert]:not([data-slot="carousel-slide"])')).toHaveCount(0);
  });

  test('the side menu', kitTags('use-inert-outside'), async ({ page }) => {
    await page.setViewportSize(viewports.narrow);
    await visit(page, 'home');
    await page.getByRole('button', { name: /menu/i }).first().click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Only the landmarks that hold the burger, emptied but for it (see the modal's).
    expect(await exposedOutside(page, menu)).toEqual(['banner', 'navigation "Site"']);
    await page.keyboard.press('Escape');
    await expect(page.locator('[inert]:not([data-slot="carousel-slide"])')).toHaveCount(0);
  });
});
