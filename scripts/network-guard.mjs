// Loaded into the shadcn CLI and the npm it starts (`NODE_OPTIONS=--import …`) by the registry test: every host
// name they look up that is not allowed is refused, and written down, so the test can say what was reached for.
// Allowed: NETWORK_GUARD_ALLOW (comma-separated host names). Log: NETWORK_GUARD_LOG (a file).
import dns from 'node:dns';
import { appendFileSync } from 'node:fs';

const allowed = new Set((process.env.NETWORK_GUARD_ALLOW ?? 'localhost').split(',').filter(Boolean));
const logFile = process.env.NETWORK_GUARD_LOG;

/** @param {string} hostname */
function refused(hostname) {
  if (allowed.has(hostname) || hostname === '127.0.0.1' || hostname === '::1') return null;
  if (logFile) appendFileSync(logFile, `${hostname}\n`);
  return Object.assign(new Error(`network-guard: ${hostname} is not allowed`), {
    code: 'ENOTFOUND',
    hostname,
  });
}

const lookup = dns.lookup;
/** @type {typeof dns.lookup} */
const guardedLookup = /** @type {typeof dns.lookup} */ (
  /** @param {string} hostname @param {unknown[]} rest */
  function (hostname, ...rest) {
    const error = refused(hostname);
    if (!error) return Reflect.apply(lookup, dns, [hostname, ...rest]);
    const callback = rest.at(-1);
    if (typeof callback === 'function') process.nextTick(() => callback(error));
    return undefined;
  }
);
dns.lookup = guardedLookup;

const promisesLookup = dns.promises.lookup;
/** @type {typeof dns.promises.lookup} */
const guardedPromisesLookup = /** @type {typeof dns.promises.lookup} */ (
  /** @param {string} hostname @param {unknown[]} rest */
  async function (hostname, ...rest) {
    const error = refused(hostname);
    if (error) throw error;
    return Reflect.apply(promisesLookup, dns.promises, [hostname, ...rest]);
  }
);
dns.promises.lookup = guardedPromisesLookup;
