import { chromiumArgs, chromiumForTests } from '../../scripts/chromium.mjs';
import { expect, test, viewports } from './fixtures';
import { loadForReading, readerFindings, readPage } from './reader-tree';
import { kitTags, shownOn } from '../tested-for';

/*
 * The same check as reader-tree.spec.ts with accessibility on from the browser's start, as when a screen reader is
 * already running: Chromium then builds the tree along with the page, a tree of its own kind (it kept sections that
 * were skipped, where the tree built later left them out).
 */
test.use({
  launchOptions: {
    executablePath: chromiumForTests(),
    args: [...chromiumArgs, '--force-renderer-accessibility'],
  },
});

for (const path of ['home', 'documentation?component=slider']) {
  test(
    `#/${path}: a reader finds everything shown, at both widths`,
    kitTags(...shownOn(path)),
    async ({ page }) => {
      for (const viewport of [viewports.narrow, viewports.wide]) {
        await page.setViewportSize(viewport);
        await loadForReading(page, path);
        const found = readerFindings(await readPage(page));
        expect.soft(found.missing, `${viewport.width} px`).toEqual([]);
        expect(found.shown).toBeGreaterThan(50);
      }
    },
  );
}
