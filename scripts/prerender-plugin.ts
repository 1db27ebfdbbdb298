import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/*
 * After the site's build, renders every route's first screen to HTML (src/prerender.tsx, built for Node on the
 * spot with the same Vite config): home's goes into index.html's #root, every other's into `p/<route>.html` (and
 * `p/documentation/<file>.html` for each kit file's page, `p/documentation/block/<block>.html` for each block's),
 * for the head script to fetch. Any error while rendering fails the build.
 */

/** What src/prerender.tsx exports, as its Node build is imported here. */
interface PrerenderModule {
  firstScreens: readonly { key: string; path: string }[];
  renderFirstScreen(path: string): Promise<string>;
}

export function prerenderFirstScreens(): Plugin {
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
