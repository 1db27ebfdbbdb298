import { kitTags, shownOn } from '../tested-for';
import { lowContrastParts } from './boundaries';
import { expect, routes, test, useStoredTheme, viewports, visitComplete } from './fixtures';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`3:1 boundaries and states, ${theme} theme`, () => {
    test.use({ viewport: viewports.wide });

    for (const route of routes) {
      test(`#/${route.path}`, kitTags(...shownOn(route.path)), async ({ page }) => {
        await useStoredTheme(page, theme);
        await visitComplete(page, route.path);
        const problems = await page.evaluate(lowContrastParts);
        expect(problems.map(({ what, ratio }) => `${ratio}:1 ${what}`)).toEqual([]);
      });
    }
  });
}
