// Serves the built site from dist/ the way a static host would: gzip for text, long caching for hashed assets.
// Usage: node scripts/serve.mjs [--port 4173] [--mount /some/sub/path/] [--dist folder]
// --mount serves the same files under a sub-path too, to prove the build works from any folder of a host.
// --dist serves another build folder than dist/ (so several builds can be tested side by side).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';

const args = process.argv.slice(2);
/** @param {string} name @returns {string | null} the value after `name`, or null when it is not given */
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? null : (args[index + 1] ?? null);
};
const portOption = option('--port') ?? '4173';
const port = Number(portOption);
const mount = option('--mount');
const root = resolve(option('--dist') ?? fileURLToPath(new URL('../dist', import.meta.url)));
if (!Number.isInteger(port) || port <= 0)
  throw new Error(`--port must be a positive integer, got ${portOption}`);
if (mount !== null && !/^\/.+\/$/.test(mount))
  throw new Error(`--mount must start and end with "/", got ${mount}`);
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build found at ${root}. Run "npm run build" first.`);
  process.exit(1);
}

/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  // The documentation pages' Markdown (r/docs/*.md), which their "Copy page" button fetches.
  '.md': 'text/markdown; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.md']);

const server = createServer((request, response) => {
  let path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (mount && path.startsWith(mount)) path = `/${path.slice(mount.length)}`;
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(root, path));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const extension = extname(file);
  /** @type {Record<string, string>} */
  const headers = {
    'content-type': types[extension] ?? 'application/octet-stream',
    'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  const gzip = compressible.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (gzip) headers['content-encoding'] = 'gzip';
  response.writeHead(200, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
});

server.listen(port, '127.0.0.1', () => {
  console.log(
    `Serving ${root} at http://localhost:${port}/${mount ? ` and http://localhost:${port}${mount}` : ''}`,
  );
});
