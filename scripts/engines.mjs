// Firefox and WebKit for the browser tests, found in one place (Chromium has scripts/chromium.mjs): Debian's
// packages, since Playwright cannot download its own browsers on these machines.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Firefox ESR, driven by Playwright over WebDriver BiDi (its `moz-firefox` channel). */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Debian's `webkit2gtk-driver`: a W3C WebDriver server that drives WebKitGTK's MiniBrowser. */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** MiniBrowser needs a display; Xvfb gives it one (its `--headless` does not start on these machines). */
export const xvfbPath = '/usr/bin/Xvfb';

/**
 * Each engine's programs and the Debian package that brings each one: what ensure-browser installs. Orca, the
 * screen reader the screen-reader tests listen with (tests/orca), comes with what it runs in: the accessibility
 * bus, a D-Bus session, a window manager to give the browser's window focus, and xdotool to type.
 */
export const enginePackages = [
  { engine: 'Firefox', path: firefoxPath, debian: 'firefox-esr' },
  { engine: 'WebKit', path: webkitDriverPath, debian: 'webkit2gtk-driver' },
  { engine: 'WebKit', path: miniBrowserPath, debian: 'webkit2gtk-driver' },
  { engine: 'WebKit', path: xvfbPath, debian: 'xvfb' },
  { engine: 'Orca', path: '/usr/bin/orca', debian: 'orca' },
  { engine: 'Orca', path: '/usr/libexec/at-spi-bus-launcher', debian: 'at-spi2-core' },
  { engine: 'Orca', path: '/usr/bin/dbus-daemon', debian: 'dbus' },
  { engine: 'Orca', path: '/usr/bin/gdbus', debian: 'libglib2.0-bin' },
  { engine: 'Orca', path: '/usr/lib/python3/dist-packages/pyatspi/__init__.py', debian: 'python3-pyatspi' },
  { engine: 'Orca', path: '/usr/bin/openbox', debian: 'openbox' },
  { engine: 'Orca', path: '/usr/bin/xdotool', debian: 'xdotool' },
];

/** @returns {{ engine: string, path: string, debian: string }[]} the programs not on this machine */
export function missingEnginePrograms() {
  return enginePackages.filter((program) => !existsSync(program.path));
}

/** Firefox preferences for the tests: the page may read the clipboard without the paste prompt. */
export const firefoxTestPrefs = { 'dom.events.testing.asyncClipboard': true };

/**
 * Starts a program and waits until `ready` resolves, or fails with what it printed.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {() => Promise<boolean>} ready polled every 100 ms
 */
async function startProgram(command, args, env, ready) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk) => (output = `${output}${chunk}`.slice(-2000)));
  let exited = null;
  child.on('exit', (code) => (exited = code));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (exited !== null) throw new Error(`${command} ${args.join(' ')} exited (${exited}): ${output}`);
    if (await ready().catch(() => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${command} ${args.join(' ')} did not become ready in 10 s: ${output}`);
}

/**
 * Starts Xvfb on display `:display` and WebKitWebDriver on `port` against it. Stop both with `stop()`.
 * @param {{ display: number, port: number }} where
 */
export async function startWebKitDriver({ display, port }) {
  for (const program of enginePackages.filter((candidate) => candidate.engine === 'WebKit')) {
    if (!existsSync(program.path)) {
      throw new Error(
        `WebKit tests need ${program.path} (Debian's ${program.debian}). Run "npm run ensure-browser", ` +
          `or as root "apt-get install ${program.debian}".`,
      );
    }
  }
  const socket = `/tmp/.X11-unix/X${display}`;
  // A screen smaller than the narrowest window: with no window manager, X gives the keyboard to the window under the
  // pointer, which starts at the screen's centre. On a large screen a narrow window is not under it, and its page
  // never has focus (no :focus-visible, no focus ring). Windows may be larger than the screen.
  const xvfb = await startProgram(
    xvfbPath,
    [`:${display}`, '-screen', '0', '400x300x24', '-nolisten', 'tcp'],
    process.env,
    async () => existsSync(socket),
  );
  const env = { ...process.env, DISPLAY: `:${display}` };
  let driver;
  try {
    driver = await startProgram(webkitDriverPath, [`--port=${port}`], env, async () => {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      return response.ok;
    });
  } catch (error) {
    xvfb.kill();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    capabilities: {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
    },
    stop() {
      driver.kill();
      xvfb.kill();
    },
  };
}
