import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { faceCodePoints } from './unicode-range';

/*
 * The Montserrat file that index.html preloads holds only the characters the site's own text uses: the site writes
 * it at build time from @fontsource-variable/montserrat's Latin file (every weight, kerning and ligatures kept), so
 * it is 24.8 kB where the whole Latin file is 38.0 kB. A smaller file arrives sooner, in time for `font-display:
 * optional` on more first visits, and takes less of a slow line from the page's first screen. Its characters are
 * whatever src/styles.css's @font-face for it names in `unicode-range`: the stylesheet is the one list, and the
 * rest of the Latin file's characters stay with the Latin file, loaded only by a page that shows one.
 */

/** The generated file, where src/styles.css's `url()` finds it (the folder is not in Git). */
export const basicFontFile = 'src/assets/fonts/montserrat-basic-wght.woff2';

/** The code points src/styles.css gives the generated file. Throws if it has no @font-face for it. */
export function basicFontCodePoints(stylesheet: string): number[] {
  return faceCodePoints(stylesheet, basicFontFile.split('/').pop() ?? '', 'src/styles.css');
}

/** Writes the file (only when its bytes change, so a dev server does not see a change that is none). */
export async function writeBasicFont(root: string): Promise<void> {
  const points = basicFontCodePoints(readFileSync(join(root, 'src/styles.css'), 'utf8'));
  const latin = createRequire(join(root, 'package.json')).resolve(
    '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2',
  );
  const font = await subsetFont(readFileSync(latin), String.fromCodePoint(...points), {
    targetFormat: 'woff2',
  });
  const target = join(root, basicFontFile);
  if (existsSync(target) && readFileSync(target).equals(font)) return;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, font);
}

/**
 * Writes the file before anything reads the stylesheet, in a build and in the dev server alike; the dev server
 * writes it again when src/styles.css changes (its unicode-range may have).
 */
export function montserratBasicSubset(): Plugin {
  let root = process.cwd();
  return {
    name: 'montserrat-basic-subset',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      await writeBasicFont(root);
    },
    configureServer(server) {
      const stylesheet = join(root, 'src/styles.css');
      server.watcher.on('change', (file) => {
        if (file !== stylesheet) return;
        writeBasicFont(root).catch((error: unknown) =>
          server.config.logger.error(`montserrat-basic-subset: ${String(error)}`),
        );
      });
    },
  };
}
