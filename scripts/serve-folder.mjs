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
 * Starts a server (`command args…`, told its port by `portArgs`) on a free port and resolves once it answers HTTP
 * at `/`; rejects with what it printed if it exits first or stays silent for `seconds`.
 * @param {string} command
 * @param {(port: number) => string[]} portArgs the arguments, given the port
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, seconds?: number }} [options]
 * @returns {Promise<{ port: number, stop: () => void }>}
 */
export async function serveCommand(command, portArgs, { cwd, env, seconds = 15 } = {}) {
  const port = await findFreePort();
  const server = spawn(command, portArgs(port), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {string[]} */
  const output = [];
  server.stdout?.on('data', (chunk) => output.push(String(chunk)));
  server.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const name = [command, ...portArgs(port)].join(' ');
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`${name} exited with code ${server.exitCode}: ${output.join('').trim()}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return { port, stop: () => server.kill() };
    } catch {
      // Not listening yet.
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  server.kill();
  throw new Error(`${name} did not answer on port ${port} within ${seconds} s: ${output.join('').trim()}`);
}

/**
 * Serves `folder` with scripts/serve.mjs on a free port and resolves once it answers HTTP.
 * @param {string} folder
 * @returns {Promise<{ port: number, stop: () => void }>}
 */
export function serveFolder(folder) {
  return serveCommand(process.execPath, (port) => [serveScript, '--port', String(port), '--dist', folder]);
}
