import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { kitRegistry } from './scripts/kit-registry';
import { kitSource } from './scripts/kit-source-plugin';
import { basicFontFile, montserratBasicSubset } from './scripts/montserrat-subset';
import { contentSecurityPolicy } from './src/csp';
import { blockCatalog, catalog } from './src/pages/documentation/catalog';
import { firstScreenScript } from './src/shell/firstScreen';
import { themeBootScript } from './src/shell/theme';

/** The base64 SHA-256 digest a Content-Security-Policy names an inline script by. */
function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

/**
 * For each page folder (`src/pages/<route path>/`), the chunk files its lazy page (`<Name>Page.tsx`) needs beyond
 * the entry. The folder name is the route's path, so no second list of routes is kept here; chunks a page loads
 * later by itself (below-the-fold sections) are left out on purpose.
 */
function pageChunks(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pages: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const folder =
      chunk.isDynamicEntry &&
      /\/src\/pages\/([^/]+)\/[A-Za-z]+Page\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
    if (!folder) continue;
    const files = new Set<string>();
    const collect = (current: Rollup.OutputChunk | undefined) => {
      if (!current || current.isEntry || files.has(current.fileName)) return;
      files.add(current.fileName);
      current.imports.forEach((fileName) => collect(byFileName.get(fileName)));
    };
    collect(chunk);
    pages[folder] = [...files];
  }
  return pages;
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
 * Writes what <head> needs before first paint: the theme boot script (so no flash of the wrong theme), and in a
 * build, the first-screen script (src/shell/firstScreen.ts), which also loads the JavaScript once the first screen
 * is painted, the Content-Security-Policy (src/csp.ts) with the two inline scripts' hashes, a preload of the
 * Montserrat file the site's text uses, and the stylesheet, inline. The scripts come first: the head is parsed in
 * order, and the first-screen script starts its fetch the sooner.
 */
function siteHead(): Plugin {
  return {
    name: 'site-head',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) {
          return [{ tag: 'script', children: themeBootScript, injectTo: 'head' }];
        }
        const taken = takeEntryTags(html);
        const font = Object.values(context.bundle).find(
          (file) => file.type === 'asset' && file.originalFileNames.includes(basicFontFile),
        );
        if (!font) throw new Error(`site-head: the build has no ${basicFontFile}.`);
        // An `optional` font is used at first paint only if preloaded (the browser then waits for it a moment).
        const fontPreload = `<link rel="preload" href="./${font.fileName}" as="font" type="font/woff2" crossorigin>`;
        const firstScreen = firstScreenScript({
          pages: pageChunks(context.bundle),
          documented: catalog.map((entry) => entry.slug),
          blocks: blockCatalog.map((entry) => entry.slug),
          entry: taken.entry,
          imports: taken.imports,
        });
        const policy = contentSecurityPolicy([sha256(themeBootScript), sha256(firstScreen)]);
        const inlined = inlineStylesheet(taken.html, context.bundle);
        return (
          inlined.html
            // Right after <meta charset>: a policy applies only to what comes after it.
            .replace(
              /<meta charset="UTF-8" \/>/,
              (charset) =>
                `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
            )
            .replace(/\n(\s*)<style-here>/, (_placeholder, indent: string) =>
              [
                `<script>${themeBootScript}</script>`,
                `<script>${firstScreen}</script>`,
                fontPreload,
                `<style>${inlined.css}</style>`,
              ]
                .map((tag) => `\n${indent}${tag}`)
                .join(''),
            )
        );
      },
    },
  };
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

/** What src/prerender.tsx exports, as its Node build is imported here. */
interface PrerenderModule {
  firstScreens: readonly { key: string; path: string }[];
  renderFirstScreen(path: string): Promise<string>;
}

/**
 * After the site's build, renders every route's first screen to HTML (src/prerender.tsx, built for Node on the
 * spot): home's goes into index.html's #root, every other's into `p/<route>.html` (and
 * `p/documentation/<file>.html` for each kit file's page, `p/documentation/block/<block>.html` for each block's),
 * for the head script to fetch. Any error while
 * rendering fails the build.
 */
function prerenderFirstScreens(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-first-screens',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const indexPath = join(outDir, 'index.html');
      // A build that failed wrote no index.html, and its own error is the one to report (Vite calls this hook
      // after a failed build too, without saying it failed).
      if (!existsSync(indexPath)) return;
      const serverDir = join(config.root, 'node_modules/.cache/prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
        },
      });
      const server = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as PrerenderModule;
      const index = readFileSync(indexPath, 'utf8');
      const emptyRoot = '<div id="root"></div>';
      if (!index.includes(emptyRoot)) throw new Error('prerender: index.html has no empty <div id="root">.');
      for (const { key, path } of server.firstScreens) {
        const markup = await server.renderFirstScreen(path);
        if (key === 'home') {
          writeFileSync(indexPath, index.replace(emptyRoot, `<div id="root">${markup}</div>`));
        } else {
          const file = join(outDir, 'p', `${key}.html`);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, markup);
        }
      }
    },
  };
}

/**
 * react-router's package exports only its development build, whose warnings stay switched on in production
 * (remix-run/react-router#14102). A site build takes the production build the package ships beside it: the same
 * code with the warnings off, 0.5 kB less gzip on every route. Both entry points move together, so the site never
 * holds two copies of the router's contexts.
 */
function reactRouterProductionBuild() {
  const folder = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const entries = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return Object.entries(entries).map(([specifier, file]) => {
    const replacement = join(folder, file);
    if (!existsSync(replacement)) {
      throw new Error(
        `vite.config.ts: react-router no longer ships ${replacement}; remove its production alias.`,
      );
    }
    return { find: new RegExp(`^${specifier}$`), replacement };
  });
}

export default defineConfig(({ command }) => ({
  // Relative asset URLs: the built site works from any static host at any sub-path.
  base: './',
  // A constant, so the prerendered footer and the hydrating one agree whatever year the page is read in.
  define: { __BUILD_YEAR__: String(new Date().getFullYear()) },
  plugins: [
    react(),
    montserratBasicSubset(),
    siteHead(),
    kitSource(),
    kitRegistry(),
    prerenderFirstScreens(),
  ],
  resolve: { alias: command === 'build' ? reactRouterProductionBuild() : [] },
  // Found by the dev server only when the calendar first opens, which would reload the page then.
  optimizeDeps: { include: ['react-day-picker'] },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    // One stylesheet, inlined into index.html by site-head; split, every lazy chunk would fetch it again.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // React and its JSX runtime in one chunk: the documentation's many lazy chunks otherwise split them in two
        // (0.3 kB more on every route's first paint).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/]react[\\/]/ }],
        },
        // A file's documented source is named apart from its code: `source-slider-….js`, `source-slider-demo-….js`.
        chunkFileNames: (chunk) =>
          /\?(kit|site)-source$/.test(chunk.facadeModuleId ?? '')
            ? 'assets/source-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
}));
