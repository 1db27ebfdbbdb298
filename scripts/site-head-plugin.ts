import { dirname } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { firstScreenScript } from '../src/shell/firstScreen';
import { brandBootScript } from '../src/shell/brand';
import { colorSchemeBootScript } from '../src/shell/colorScheme';
import { readRecords } from './doc-records';
import { basicFontFile } from './montserrat-subset';

/*
 * Writes what <head> needs before first paint: the theme boot script (so no flash of the wrong theme), and in a
 * build, the first-screen script (src/shell/firstScreen.ts), which also loads the JavaScript once the first screen
 * is painted, a preload of the Montserrat file the site's text uses, and the stylesheet, inline. The scripts come
 * first: the head is parsed in order, and the first-screen script starts its fetch the sooner. The
 * Content-Security-Policy that names the two scripts by hash is csp-plugin.ts's, which runs after this one.
 */

/**
 * The page folders (`src/pages/<route path>/`) with a lazy page (`<Name>Page.tsx`): the routes the head script
 * knows. The folder name is the route's path, so no second list of routes is kept here. Their chunks are not loaded
 * with the entry: React asks for them as it hydrates (src/main.tsx).
 */
function pageFolders(bundle: Rollup.OutputBundle): string[] {
  return Object.values(bundle).flatMap((file) => {
    const folder =
      file.type === 'chunk' &&
      file.isDynamicEntry &&
      /\/src\/pages\/([^/]+)\/[A-Za-z]+Page\.tsx$/.exec(file.facadeModuleId ?? '')?.[1];
    return folder ? [folder] : [];
  });
}

/**
 * The entry's <script type="module"> and <link rel="modulepreload"> tags as Vite writes them, taken out of the
 * HTML for the head script to add once the first screen has been painted.
 */
function takeEntryTags(html: string): { html: string; entry: string; imports: string[] } {
  const entries: string[] = [];
  const imports: string[] = [];
  const rest = html
    .replace(/\s*<script type="module" crossorigin src="\.\/([^"]+)"><\/script>/g, (_tag, file: string) => {
      entries.push(file);
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="\.\/([^"]+)">/g, (_tag, file: string) => {
      imports.push(file);
      return '';
    });
  const [entry] = entries;
  if (entries.length !== 1 || !entry) {
    throw new Error(
      `site-head: expected one entry <script type="module"> in index.html, found ${entries.length}.`,
    );
  }
  return { html: rest, entry, imports };
}

/**
 * The stylesheet's <link> as Vite writes it, replaced by a <style> with the same rules, so that first paint waits
 * for no second request: the whole stylesheet is 12.5 kB gzip, and one round trip on a slow line costs more than
 * those bytes do inside the HTML. Its relative `url()`s are rewritten from the stylesheet's folder to the page's.
 * The file leaves the build: with `cssCodeSplit: false` no lazy chunk lists it among the files to fetch before
 * it runs, so nothing else asks for it.
 */
function inlineStylesheet(html: string, bundle: Rollup.OutputBundle): { html: string; css: string } {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\.\/([^"]+\.css)">/g)];
  const [link] = links;
  const file = link?.[1] ? bundle[link[1]] : undefined;
  if (links.length !== 1 || !link || file?.type !== 'asset') {
    throw new Error(`site-head: expected one stylesheet <link> in index.html, found ${links.length}.`);
  }
  const folder = dirname(file.fileName);
  const css = String(file.source).replace(
    /url\((['"]?)\.\/([^'")]+)\1\)/g,
    (_url, quote: string, path: string) => `url(${quote}./${folder}/${path}${quote})`,
  );
  // Rollup's way to leave a file out of the output: delete it from the bundle object.
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
  delete bundle[file.fileName];
  return { html: html.replace(link[0], '<style-here>'), css };
}

export function siteHead(): Plugin {
  let root = '';
  return {
    name: 'site-head',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) {
          return [{ tag: 'script', children: colorSchemeBootScript() + brandBootScript(), injectTo: 'head' }];
        }
        const taken = takeEntryTags(html);
        const font = Object.values(context.bundle).find(
          (file) => file.type === 'asset' && file.originalFileNames.includes(basicFontFile),
        );
        if (!font) throw new Error(`site-head: the build has no ${basicFontFile}.`);
        // An `optional` font is used at first paint only if preloaded (the browser then waits for it a moment).
        const fontPreload = `<link rel="preload" href="./${font.fileName}" as="font" type="font/woff2" crossorigin>`;
        const records = readRecords(root);
        const firstScreen = firstScreenScript({
          pages: pageFolders(context.bundle),
          documented: records.kit.map((record) => record.slug),
          blocks: records.blocks.map((record) => record.slug),
          entry: taken.entry,
          imports: taken.imports,
        });
        const inlined = inlineStylesheet(taken.html, context.bundle);
        return inlined.html.replace(/\n(\s*)<style-here>/, (_placeholder, indent: string) =>
          [
            `<script>${colorSchemeBootScript()}${brandBootScript()}</script>`,
            `<script>${firstScreen}</script>`,
            fontPreload,
            `<style>${inlined.css}</style>`,
          ]
            .map((tag) => `\n${indent}${tag}`)
            .join(''),
        );
      },
    },
  };
}
