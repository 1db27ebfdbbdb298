import type { Plugin } from 'vite';
import { searchIndex } from './search-index';

/*
 * `virtual:search-index`: the documentation's search index (`scripts/search-index.ts`) as a module whose default
 * export is the list. The search imports it with `import()` when it first opens, so it is a chunk of its own that no
 * route loads on its first paint.
 */

const id = 'virtual:search-index';
const resolved = `\0${id}`;

export function searchIndexModule(): Plugin {
  let root = '';
  return {
    name: 'search-index',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (source) => (source === id ? resolved : null),
    load(source) {
      if (source !== resolved) return null;
      // JSON.parse of a string literal is parsed faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(searchIndex(root)))});`;
    },
  };
}
