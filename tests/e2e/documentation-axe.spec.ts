import { docHref, kitNav, listToggle, nameOf, openDoc, switchDoc } from './documentation';
import { expect, expectNoViolations, sweepTimeout, test, useStoredTheme, viewports, visit } from './fixtures';
import { chromiumOnly } from '../engines';
import { kitTags, tags } from '../tested-for';

/*
 * axe on the documentation: its front page and a sample of kit files' pages in both themes and at both widths (every
 * kit file's page at 1280 px in the light theme is checked with its other checks, in documentation-kit-pages.spec.ts),
 * the open list of kit files, and the demos' own overlays.
 */

test.describe('axe', chromiumOnly('firefoxCrash'), () => {
  const sampled = ['slider', 'modal', 'date-picker', 'navbar'];

  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [viewports.narrow, viewports.wide]) {
      const narrow = viewport === viewports.narrow;
      // At 1280 px in the light theme every kit file gets its own check (documentation-kit-pages.spec.ts), the
      // sampled ones among them.
      const slugs = theme === 'light' && !narrow ? [] : sampled;
      const what = ['the front page', ...slugs, ...(narrow ? ['the open list of kit files'] : [])];
      test(
        `${what.join(', ')}: no violations, ${theme} theme, ${viewport.width} px`,
        kitTags(...slugs),
        async ({ page }) => {
          // Up to 5.6 s a page at 3× CPU, on one worker.
          sweepTimeout(what.length, 12_000);
          await page.setViewportSize(viewport);
          await useStoredTheme(page, theme);
          await visit(page, 'documentation');
          await expectNoViolations(page, '#/documentation');
          for (const slug of slugs) {
            await switchDoc(page, slug);
            await expectNoViolations(page, docHref(slug));
          }
          if (narrow) {
            await listToggle(page).click();
            await expect(
              kitNav(page).getByRole('link', { name: nameOf('modal'), exact: true }),
            ).toBeVisible();
            await expectNoViolations(page, 'the open list of kit files');
          }
        },
      );
    }
  }
});

// The demos' overlays that the home page does not have: a modal without a description, and a date picker's calendar
// opened from inside the documentation's own layout (its portal lands in the demo's section).
for (const theme of ['light', 'dark'] as const) {
  test(
    `the demos' own overlays have no axe violations (${theme}, 375 px)`,
    tags(chromiumOnly('firefoxCrash'), kitTags('modal', 'date-picker', 'calendar')),
    async ({ page }) => {
      await page.setViewportSize(viewports.narrow);
      await useStoredTheme(page, theme);
      await openDoc(page, 'modal');
      await page.getByRole('button', { name: 'Modal without description' }).click();
      const modal = page.getByRole('dialog', { name: 'Subscribe' });
      await expect(modal).toBeVisible();
      await expectNoViolations(page, 'the modal without a description');
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();

      await switchDoc(page, 'date-picker');
      await page.getByRole('button', { name: 'Choose date' }).first().click();
      const calendar = page.getByRole('dialog', { name: 'Choose date' });
      await expect(
        calendar.getByRole('gridcell').getByRole('button').and(page.locator(':focus')),
      ).toBeVisible();
      await expectNoViolations(page, 'the open calendar');
    },
  );
}
