import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cspMeta } from './scripts/csp-plugin';
import { docRecords } from './scripts/doc-records';
import { kitCosts } from './scripts/kit-cost';
import { kitMarkdown } from './scripts/kit-markdown-plugin';
import { kitRegistry } from './scripts/kit-registry';
import { kitSource } from './scripts/kit-source-plugin';
import { montserratBasicSubset } from './scripts/montserrat-subset';
import { prerenderFirstScreens } from './scripts/prerender-plugin';
import { reactRouterProductionBuild } from './scripts/react-router-production';
import { searchIndexModule } from './scripts/search-index-plugin';
import { siteHead } from './scripts/site-head-plugin';

export default defineConfig({
  // Relative asset URLs: the built site works from any static host at any sub-path.
  base: './',
  // A constant, so the prerendered footer and the hydrating one agree whatever year the page is read in.
  define: { __BUILD_YEAR__: String(new Date().getFullYear()) },
  plugins: [
    react(),
    reactRouterProductionBuild(),
    montserratBasicSubset(),
    siteHead(),
    // After site-head: it hashes the inline scripts site-head writes.
    cspMeta(),
    kitSource(),
    // What each kit file and block adds to an app, measured by bundling it alone: the index's figures, r/costs.json.
    kitCosts(),
    docRecords(),
    kitRegistry(),
    // Every documentation page as Markdown (r/docs/<slug>.md) and llms.txt, for "Copy page" and AI assistants.
    kitMarkdown(),
    // The documentation's search index, a chunk loaded when the search first opens.
    searchIndexModule(),
    prerenderFirstScreens(),
  ],
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
});
