import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import { kitRegistry } from './scripts/kit-registry';
import { kitSource } from './scripts/kit-source-plugin';
import { themeBootScript } from './src/shell/theme';

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
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
 * Starts fetching the current route's page chunk alongside the entry, instead of after the entry has run and
 * asked for it. An empty fragment is the home page (the router redirects there).
 */
function pagePreloadScript(pages: Record<string, string[]>): string {
  return (
    `(function(){var m=${JSON.stringify(pages)};` +
    `var p=(/^#\\/([^?\\/]*)/.exec(location.hash)||[])[1]||'home';` +
    `(m[p]||[]).forEach(function(f){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.href='./'+f;document.head.appendChild(l)})})();`
  );
}

/**
 * Writes what <head> needs before first paint: the theme boot script (so no flash of the wrong theme), and in a
 * build, the page-chunk preload, a Content-Security-Policy that allows the site's own origin only (and the two
 * inline scripts by hash), plus a preload of the Latin Montserrat file so text does not reflow when it arrives.
 */
function siteHead(): Plugin {
  return {
    name: 'site-head',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const tags: HtmlTagDescriptor[] = [{ tag: 'script', children: themeBootScript, injectTo: 'head' }];
        if (context.bundle) {
          const preload = pagePreloadScript(pageChunks(context.bundle));
          tags.push({ tag: 'script', children: preload, injectTo: 'head' });
          const policy = [
            "default-src 'self'",
            `script-src 'self' ${sha256(themeBootScript)} ${sha256(preload)}`,
            // Radix injects <style> elements (scroll locking); inline styles carry no script.
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data:",
            "font-src 'self'",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'none'",
          ].join('; ');
          // Right after <meta charset>: a policy applies only to what comes after it.
          html = html.replace(
            /<meta charset="UTF-8" \/>/,
            (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
          );
          const font = Object.values(context.bundle).find((file) =>
            /montserrat-latin-wght-normal.*\.woff2$/.test(file.fileName),
          );
          if (!font) throw new Error('site-head: the Latin Montserrat font is missing from the build.');
          tags.push({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `./${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          });
        }
        return { html, tags };
      },
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
  plugins: [react(), siteHead(), kitSource(), kitRegistry()],
  resolve: { alias: command === 'build' ? reactRouterProductionBuild() : [] },
  // Found by the dev server only when the calendar first opens, which would reload the page then.
  optimizeDeps: { include: ['react-day-picker'] },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React and its JSX runtime in one chunk: the documentation's many lazy chunks otherwise split them in two
        // (0.3 kB more on every route's first paint).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/]react[\\/]/ }],
        },
        // A kit file's documented source is named apart from the kit file's code: `source-slider-….js`.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.endsWith('?kit-source')
            ? 'assets/source-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
}));
