// Makes sure the three engines and the screen reader are there for the browser tests, installing what is missing,
// so that `npm ci && npm test` passes on a fresh machine. `npm test` runs it before the browser tests.
//
// Chromium:
// 1. A Chromium found where the tests look (scripts/chromium.mjs) is used as it is.
// 2. Otherwise Playwright downloads its own (`playwright install chromium`), where downloads work.
// 3. Otherwise, as root (or with password-less sudo) on Debian, apt-get installs Debian's `chromium`.
// Firefox, WebKit and Orca (scripts/engines.mjs): Debian's `firefox-esr`, `webkit2gtk-driver`, `xvfb`, `orca` and
// what Orca runs in, installed with apt-get where missing; Playwright's own builds of Firefox and WebKit do not run
// these tests.
// Whatever cannot be found or installed stops it, with exactly what to run.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { chromiumCandidates, findChromium } from './chromium.mjs';
import { missingEnginePrograms } from './engines.mjs';

/**
 * Runs a command and says whether it succeeded. Its output is kept back, and only its last lines are shown when it
 * fails, so a CI log shows what was done without hundreds of lines of package-manager progress.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function run(command, args, env = process.env) {
  console.log(`ensure-browser: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status === 0) return true;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
  const tail = output.trim().split('\n').slice(-8);
  console.log(`ensure-browser: that failed (exit ${result.status ?? 'none'}); its last lines:`);
  for (const line of tail) console.log(`  | ${line}`);
  return false;
}

/**
 * The version a Chromium prints, or null when it cannot start (a missing shared library, say).
 * @param {string} path
 */
function versionOf(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** @returns {string | null} a Chromium that starts, or null */
function workingChromium() {
  const path = findChromium();
  if (!path) return null;
  const version = versionOf(path);
  if (version) {
    console.log(`ensure-browser: the browser tests will use ${path} (${version})`);
    return path;
  }
  console.error(`ensure-browser: ${path} is there but does not start ("${path} --version" failed).`);
  return null;
}

function installWithPlaywright() {
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
  return run(process.execPath, [cli, 'install', 'chromium']);
}

/** The command prefix that runs apt-get with root rights, or null when this user has none. */
function rootPrefix() {
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : null;
}

/** @param {string[]} packages Debian packages to install with apt-get */
function installWithApt(packages) {
  if (spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.log('ensure-browser: no apt-get on this machine, so no Debian package either.');
    return false;
  }
  const prefix = rootPrefix();
  if (!prefix) {
    console.log(
      'ensure-browser: apt-get needs root, and this user is not root and has no password-less sudo.',
    );
    return false;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [command = 'apt-get', ...rest] = [...prefix, 'apt-get'];
  return (
    run(command, [...rest, 'update', '-qq'], env) &&
    run(command, [...rest, 'install', '-y', '-qq', ...packages], env)
  );
}

function ensureChromium() {
  if (workingChromium()) return 0;
  if (!findChromium())
    console.log('ensure-browser: no Chromium found; installing one for the browser tests.');

  if (installWithPlaywright() && workingChromium()) return 0;
  console.log('ensure-browser: Playwright could not install its Chromium here; trying Debian’s package.');
  if (installWithApt(['chromium']) && workingChromium()) return 0;

  console.error(
    [
      '',
      'ensure-browser: no working Chromium, and none could be installed from here.',
      `Looked at: ${chromiumCandidates().join(', ')}.`,
      'Install one, then run the tests again:',
      '  npx playwright install --with-deps chromium     (where downloads from cdn.playwright.dev work)',
      '  sudo apt-get install chromium                   (Debian or Ubuntu)',
      'or point CHROME_PATH at an installed Chromium or Chrome: CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
  return 1;
}

function ensureOtherEnginesAndOrca() {
  const missing = missingEnginePrograms();
  if (missing.length === 0) {
    console.log('ensure-browser: Firefox, WebKitWebDriver, MiniBrowser, Xvfb and Orca are there.');
    return 0;
  }
  const packages = [...new Set(missing.map((program) => program.debian))];
  console.log(
    `ensure-browser: missing ${missing.map((program) => program.path).join(', ')}; installing ${packages.join(', ')}.`,
  );
  if (installWithApt(packages) && missingEnginePrograms().length === 0) return 0;
  console.error(
    [
      '',
      `ensure-browser: ${missingEnginePrograms()
        .map((program) => program.path)
        .join(', ')} still missing.`,
      `Install Debian's packages, then run the tests again: sudo apt-get install ${packages.join(' ')}`,
      'or point FIREFOX_PATH, WEBKIT_DRIVER_PATH and MINIBROWSER_PATH at your own.',
    ].join('\n'),
  );
  return 1;
}

process.exit(ensureChromium() || ensureOtherEnginesAndOrca());
