// Starts the site's static server (scripts/serve.mjs) on a free port, for the scripts that need a build served
// while they look at it: the benchmark and the registry test.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serveScript = fileURLToPath(new URL('./serve.mjs', import.meta.url));

/** @returns {Promise<number>} a TCP port nothing listens on right now */
function findFreePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolvePort(port) : reject(new Error('Could not find a free port'))));
    });
  });
}

/**
 * Serves `folder` with scripts/serve.mjs on a free port and resolves once it answers HTTP.
 * @param {string} folder
 * @returns {Promise<{ port: number, stop: () => void }>}
 */
export async function serveFolder(folder) {
  const port = await findFreePort();
  const server = spawn(process.execPath, [serveScript, '--port', String(port), '--dist', folder], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  /** @type {string[]} */
  const stderr = [];
  server.stderr?.on('data', (chunk) => stderr.push(String(chunk)));
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`scripts/serve.mjs exited with code ${server.exitCode}: ${stderr.join('').trim()}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return { port, stop: () => server.kill() };
    } catch {
      // Not listening yet.
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  server.kill();
  throw new Error(`scripts/serve.mjs did not answer on port ${port} within 15 s`);
}
