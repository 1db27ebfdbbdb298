// A real screen reader in the tests: Orca, the Linux desktop's, reading Firefox or Chromium over AT-SPI. One
// session per worker: a display (Xvfb), a D-Bus session with the accessibility bus, a window manager, the browser
// (launched by Playwright, headed, so the tests can open pages and look into them) and Orca, which writes what it
// says to a transcript (orca-customizations.py). Keys go through the X server (xdotool), as a person's do, so Orca
// hears them as it hears a keyboard. Every process the session starts is stopped by its id when it ends.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { chromium, firefox, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumForTests } from '../../scripts/chromium.mjs';
import { firefoxPath } from '../../scripts/engines.mjs';
import { appReady, type Driver } from '../shared/driver';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ReaderBrowser = 'firefox' | 'chromium';

/** The keys a test presses, as xdotool names them: the kit's keys, Orca's browse-mode keys and its commands. */
export const xKeys = {
  Tab: 'Tab',
  'Shift+Tab': 'shift+Tab',
  Enter: 'Return',
  Space: 'space',
  Escape: 'Escape',
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
  ArrowUp: 'Up',
  ArrowDown: 'Down',
  Home: 'Home',
  End: 'End',
  PageUp: 'Prior',
  PageDown: 'Next',
  // Orca's browse mode, on the desktop layout: next heading, heading of a level, landmark, table, link; Orca+Tab is
  // its next form field.
  h: 'h',
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  m: 'm',
  t: 't',
  k: 'k',
  'Orca+Tab': 'Insert+Tab',
  // Orca's "read all" (say all) from where the reading cursor is, on the desktop layout.
  ReadAll: 'KP_Add',
  // The top of the page, in browse mode.
  'Control+Home': 'ctrl+Home',
  // Orca+A: from browse mode to focus mode and back (Insert is the Orca key of the desktop layout).
  'Orca+A': 'Insert+a',
} as const;

export type ReaderKey = keyof typeof xKeys;

/** How long Orca may take to start speaking after a key, and how long a pause ends what it says. */
const firstWordWithin = 2_000;
const quietFor = 400;

/** Lines Orca says of the browser's own window, not of the page. */
const notThePage = [
  /^Screen reader on\.$/,
  /— Mozilla Firefox frame\.$/,
  / - Chromium frame\.$/,
  /^Finished loading /,
];

/** A process the session started: killed with its process group, so its own children go with it. */
interface Started {
  name: string;
  child: ChildProcess;
}

export class ReaderSession {
  private readonly started: Started[] = [];
  private context: BrowserContext | null = null;
  private read = 0;
  /** Where the transcript of the page now open starts: a page starts in browse mode. */
  private pageStart = 0;
  /** The page, as Playwright drives it: for opening addresses and looking into the DOM, never for keys. */
  page!: Page;
  /** Orca's and the browser's versions, for the published tables. */
  versions = { orca: '', browser: '' };

  private constructor(
    readonly browser: ReaderBrowser,
    private readonly folder: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** Starts a session on its own display and D-Bus session; `baseURL` is the site's address. */
  static async start(browser: ReaderBrowser, baseURL: string): Promise<ReaderSession> {
    const folder = mkdtempSync(path.join(tmpdir(), `orca-${browser}-`));
    const transcript = path.join(folder, 'transcript.txt');
    writeFileSync(transcript, '');
    const session = new ReaderSession(browser, folder, {});
    try {
      const bus = session.spawn(
        'dbus-daemon',
        ['--session', '--nofork', '--print-address=1'],
        process.env,
        true,
      );
      const address = await firstLine(bus.stdout, bus, 'dbus-daemon');
      // Xvfb picks a display no other X server holds and says which (-displayfd), so sessions never collide.
      const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
        detached: true,
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      });
      session.started.push({ name: 'Xvfb', child: xvfb });
      const display = await firstLine(xvfb.stdio[3] as Readable, xvfb, 'Xvfb');
      const runtime = path.join(folder, 'runtime');
      mkdirSync(runtime, { mode: 0o700 });
      Object.assign(session.env, {
        ...process.env,
        DISPLAY: `:${display}`,
        DBUS_SESSION_BUS_ADDRESS: address,
        XDG_RUNTIME_DIR: runtime,
        GNOME_ACCESSIBILITY: '1',
        ACCESSIBILITY_ENABLED: '1',
        ORCA_TRANSCRIPT: transcript,
      });
      session.spawn('openbox', []);
      session.spawn('/usr/libexec/at-spi-bus-launcher', ['--launch-immediately']);
      await until(() => session.screenReaderEnabled(), 10_000, 'the accessibility bus');
      await session.launchBrowser(baseURL);
      await session.startOrca();
      return session;
    } catch (error) {
      await session.stop();
      throw error;
    }
  }

  private spawn(command: string, args: string[], env = this.env, piped = false): ChildProcess {
    const child = spawn(command, args, {
      env,
      detached: true,
      stdio: ['ignore', piped ? 'pipe' : 'ignore', 'ignore'],
    });
    this.started.push({ name: command, child });
    return child;
  }

  /** Tells the accessibility bus that a screen reader runs, as GNOME does when Orca starts. */
  private async screenReaderEnabled(): Promise<boolean> {
    try {
      await run(
        'gdbus',
        [
          'call',
          '--session',
          '--dest',
          'org.a11y.Bus',
          '--object-path',
          '/org/a11y/bus',
          '--method',
          'org.freedesktop.DBus.Properties.Set',
          'org.a11y.Status',
          'ScreenReaderEnabled',
          '<true>',
        ],
        { env: this.env },
      );
      return true;
    } catch {
      return false;
    }
  }

  private async launchBrowser(baseURL: string): Promise<void> {
    const profile = path.join(this.folder, 'profile');
    if (this.browser === 'chromium') {
      // An app window: no toolbar or tab strip, so the keyboard is in the page from the start, as in a kiosk.
      this.context = await chromium.launchPersistentContext(profile, {
        headless: false,
        viewport: null,
        executablePath: chromiumForTests(),
        args: [...chromiumArgs, '--force-renderer-accessibility', `--app=${baseURL}`],
        baseURL,
        env: this.env,
      });
    } else {
      this.context = await firefox.launchPersistentContext(profile, {
        headless: false,
        viewport: null,
        channel: 'moz-firefox',
        executablePath: firefoxPath,
        firefoxUserPrefs: { 'browser.startup.page': 0, 'browser.newtabpage.enabled': false },
        baseURL,
        env: this.env,
      });
    }
    this.page = this.context.pages()[0] ?? (await this.context.newPage());
    this.versions.browser = `${this.browser === 'chromium' ? 'Chromium' : 'Firefox'} ${await this.browserVersion()}`;
  }

  private async browserVersion(): Promise<string> {
    const program = this.browser === 'chromium' ? chromiumForTests() : firefoxPath;
    const { stdout } = await run(program, ['--version']);
    return /[\d.]+/.exec(stdout)?.[0] ?? stdout.trim();
  }

  private async startOrca(): Promise<void> {
    const prefs = path.join(this.folder, 'orca');
    mkdirSync(prefs);
    copyFileSync(path.join(here, 'orca-customizations.py'), path.join(prefs, 'orca-customizations.py'));
    const { stdout } = await run('orca', ['--version']);
    this.versions.orca = `Orca ${stdout.trim()}`;
    this.spawn('/usr/bin/python3', [path.join(here, 'launch-orca.py'), prefs]);
    await until(() => this.transcript().length > 0, 30_000, 'Orca to speak');
    await this.quiet();
  }

  /** Everything Orca has said since the session started, a line an utterance. */
  transcript(): string[] {
    return readFileSync(String(this.env.ORCA_TRANSCRIPT), 'utf8').split('\n').filter(Boolean);
  }

  /** Orca's mode in the page, as it last said: "Browse mode" (its start) or "Focus mode". */
  mode(): 'browse' | 'focus' {
    const said = this.transcript()
      .slice(this.pageStart)
      .findLast((line) => line === 'Focus mode' || line === 'Browse mode');
    return said === 'Focus mode' ? 'focus' : 'browse';
  }

  /** What Orca has said since the last call, without the lines about the browser's own window. */
  heard(): string[] {
    const lines = this.transcript();
    const said = lines.slice(this.read);
    this.read = lines.length;
    return said.filter((line) => !notThePage.some((pattern) => pattern.test(line)));
  }

  /**
   * Waits until Orca has been silent for a moment (at most `within` ms for it to start, if it has not), or until it
   * has spoken for `atMost` ms.
   */
  async quiet(within = 0, atMost = 15_000): Promise<void> {
    const start = Date.now();
    const before = this.transcript().length;
    let count = before;
    let changedAt = Date.now();
    for (;;) {
      await sleep(50);
      const now = this.transcript().length;
      if (now !== count) [count, changedAt] = [now, Date.now()];
      const spoke = count > before;
      if (!spoke && Date.now() - start < within) continue;
      if (Date.now() - changedAt >= quietFor) return;
      if (Date.now() - start > atMost) return;
    }
  }

  /** Whether the keyboard is in the page yet: once a click has put it there, every load keeps it there. */
  private keyboardInPage = false;

  /**
   * Opens `#/<path>` (a fresh load, so each journey starts from a quiet page), waits until React runs it and Orca has
   * finished with it, and puts the keyboard in the page. What Orca said meanwhile is left out of `heard()`, unless
   * `arrival` asks for it: then the next `heard()` begins with what it said of the page as it arrived.
   */
  async goto(route: string, { arrival = false } = {}): Promise<void> {
    if (!this.keyboardInPage) {
      await this.load('home');
      await this.keyboardIntoPage();
      this.keyboardInPage = true;
      await this.quiet(1_500);
    }
    this.heard();
    await this.load(route);
    await this.quiet(1_500);
    if (!arrival) this.heard();
  }

  private async load(route: string): Promise<void> {
    this.pageStart = this.transcript().length;
    await this.page.goto(`./?fresh=${Date.now()}#/${route}`);
    await this.page.waitForFunction(appReady);
  }

  /**
   * The browser's window in front, and the keyboard in the page. Firefox launched by Playwright leaves it in its
   * toolbar: a click on the page's h1 (no control, so it does nothing else) puts it in, as a person's click would.
   */
  private async keyboardIntoPage(): Promise<void> {
    const { stdout } = await run('xdotool', ['search', '--onlyvisible', '--name', 'Paper Kit A11y'], {
      env: this.env,
    });
    const window = stdout.trim().split('\n')[0];
    if (!window) throw new Error(`${this.browser}: no window of the site is shown`);
    // Openbox may not yet have said that it can activate windows (_NET_ACTIVE_WINDOW) just after it started, or
    // after a window closed: then the window is given the keyboard directly.
    await run('xdotool', ['windowactivate', '--sync', window], { env: this.env }).catch(() =>
      run('xdotool', ['windowfocus', '--sync', window], { env: this.env }),
    );
    if (this.browser !== 'firefox') return;
    const point = await this.page.evaluate(() => {
      const heading = document.querySelector('main h1');
      if (!heading) return null;
      const box = heading.getBoundingClientRect();
      const inner = window as unknown as { mozInnerScreenX: number; mozInnerScreenY: number };
      return {
        x: Math.round(inner.mozInnerScreenX + box.left + 2),
        y: Math.round(inner.mozInnerScreenY + box.top + box.height / 2),
      };
    });
    if (!point) throw new Error('firefox: the page has no h1 to click into');
    await run('xdotool', ['mousemove', '--sync', String(point.x), String(point.y), 'click', '1'], {
      env: this.env,
    });
  }

  /** Presses a key through the X server and waits until Orca has said what it says of it. */
  async press(key: ReaderKey): Promise<void> {
    await run('xdotool', ['key', '--clearmodifiers', xKeys[key]], { env: this.env });
    // Read all goes on to the end of the page: a documentation page takes Orca some 20 s here.
    await this.quiet(firstWordWithin, key === 'ReadAll' ? 45_000 : 15_000);
  }

  /**
   * The session as a journey's driver (tests/shared/driver.ts): pages opened fresh, keys through the X server, and
   * a focus the test moves waited on until Orca has said it. With `arrival`, what Orca says of a page as it arrives
   * is the first step's to hear.
   */
  driver({ arrival = false } = {}): Driver<ReaderKey> {
    return {
      engine: this.browser,
      open: (route) => this.goto(route, { arrival }),
      run: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) =>
        this.page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown),
      press: (key) => this.press(key),
      settle: (within = 1_500) => this.quiet(within),
      useMode: async (mode) => {
        if (this.mode() !== mode) await this.press('Orca+A');
      },
      focusedName: () => {
        throw new Error('A screen-reader test asserts what Orca said, not the name a browser computes.');
      },
    };
  }

  /** Stops every process the session started, by its id, the last started first. */
  async stop(): Promise<void> {
    await this.context?.close().catch(() => undefined);
    for (const { child } of this.started.reverse()) {
      if (child.pid === undefined || child.exitCode !== null) continue;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    await sleep(300);
    for (const { child } of this.started) {
      if (child.pid === undefined || child.exitCode !== null) continue;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    rmSync(this.folder, { recursive: true, force: true });
  }
}

/** The first line a child prints on `stream` (its standard output, or a descriptor of its own). */
function firstLine(stream: Readable | null, child: ChildProcess, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    stream?.on('data', (chunk: Buffer) => {
      text += String(chunk);
      const line = text.split('\n')[0];
      if (text.includes('\n') && line) resolve(line.trim());
    });
    child.on('exit', (code) => reject(new Error(`${name} exited (${code}) before it said where it is`)));
  });
}

/** Polls `ready` every 100 ms until it holds, or fails saying what did not happen. */
async function until(ready: () => boolean | Promise<boolean>, timeout: number, what: string): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`waited ${timeout / 1000} s for ${what}`);
    await sleep(100);
  }
}
