import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenMatches, firstScreenScript, firstScreenState } from '../../src/shell/firstScreen';

/*
 * The head script on its own, in jsdom: which first screen it asks for, what it tells main.tsx, and what it loads.
 */

const script = firstScreenScript({
  pages: ['home', 'signup', 'documentation', 'not-found'],
  documented: ['slider', 'use-prefers-reduced-motion'],
  blocks: ['team-cards'],
  entry: 'assets/index.js',
  imports: ['assets/react.js'],
});

const fetchMock = vi.fn<typeof fetch>();

const addListener = window.addEventListener;

/** The hashchange listeners the script has added, removed after each test so runs do not meet. */
const listeners: EventListenerOrEventListenerObject[] = [];

/** Runs the head script at `hash`, as a browser would on opening that address. */
function open(hash: string): void {
  history.replaceState(null, '', hash === '' ? location.pathname : hash);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener, options) => {
    if (type === 'hashchange' && listener) listeners.push(listener);
    addListener.call(window, type, listener, options);
  });
  new Function(script)();
}

const loaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script')].map((element) =>
    element instanceof HTMLScriptElement ? `module ${element.src}` : `preload ${element.href}`,
  );

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.head.replaceChildren();
  document.body.innerHTML = '<div id="root"><h1>Home</h1></div>';
  document.documentElement.removeAttribute('data-first-screen');
  document.documentElement.removeAttribute('data-first-screen-for');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // No paint to report here: the script then loads the JavaScript at once, as in a hidden tab.
  vi.stubGlobal('PerformanceObserver', undefined);
});

afterEach(() => {
  listeners.splice(0).forEach((listener) => window.removeEventListener('hashchange', listener));
  vi.unstubAllGlobals();
});

describe('the first-screen head script', () => {
  it('treats the empty address as home, whose first screen index.html carries', () => {
    open('');
    expect(location.hash).toBe('#/home');
    expect(firstScreenState()).toBe('ready');
    expect(firstScreenMatches()).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loaded()).toEqual([
      `preload ${new URL('assets/react.js', location.href).href}`,
      `module ${new URL('assets/index.js', location.href).href}`,
    ]);
  });

  it("fetches another route's first screen into #root, keeping it hidden until then", async () => {
    let respond: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    open('#/signup');
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('./p/signup.html');
    expect(firstScreenState()).toBe('pending');
    expect(firstScreenMatches()).toBe(false);

    const ready = vi.fn();
    document.addEventListener('pk-first-screen', ready, { once: true });
    respond(new Response('<h1>Welcome</h1>'));
    await vi.waitFor(() => expect(firstScreenState()).toBe('ready'));
    expect(ready).toHaveBeenCalledOnce();
    expect(document.getElementById('root')?.innerHTML).toBe('<h1>Welcome</h1>');
    expect(firstScreenMatches()).toBe(true);
    expect(loaded().map((entry) => entry.replace(/^.*\//, ''))).toEqual(['react.js', 'index.js']);
  });

  it('finds a documented kit file’s page, and a trailing slash changes nothing', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Slider</h1>'));
    open('#/documentation?component=slider');
    expect(fetchMock).toHaveBeenCalledWith('./p/documentation/slider.html');
    await vi.waitFor(() => expect(firstScreenState()).toBe('ready'));
    fetchMock.mockClear();
    document.documentElement.setAttribute('data-first-screen', 'app');
    open('#/signup/');
    expect(fetchMock).toHaveBeenCalledWith('./p/signup.html');
  });

  it('finds a block’s page, and leaves an unknown block to React', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Team cards</h1>'));
    open('#/documentation?block=team-cards');
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('./p/documentation/block/team-cards.html');
    await vi.waitFor(() => expect(firstScreenState()).toBe('ready'));
    fetchMock.mockClear();
    document.documentElement.removeAttribute('data-first-screen');
    open('#/documentation?block=nope');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(firstScreenState()).toBe('client');
  });

  it('sets <html dir> from the address before anything paints, and fetches the right-to-left first screen', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Slider</h1>'));
    open('#/documentation?component=slider&dir=rtl');
    expect(document.documentElement.dir).toBe('rtl');
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('./p/rtl/documentation/slider.html');
    await vi.waitFor(() => expect(firstScreenState()).toBe('ready'));
    expect(firstScreenMatches()).toBe(true);

    fetchMock.mockClear();
    document.documentElement.setAttribute('data-first-screen', 'app');
    open('#/signup');
    expect(document.documentElement.dir).toBe('ltr');
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('./p/signup.html');
  });

  it('fetches home’s right-to-left first screen instead of the one inline, and keeps a query on the empty path', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Home, mirrored</h1>'));
    open('#/?dir=rtl');
    expect(location.hash).toBe('#/home?dir=rtl');
    expect(document.documentElement.dir).toBe('rtl');
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('./p/rtl/home.html');
    expect(firstScreenState()).toBe('pending');
    await vi.waitFor(() => expect(firstScreenState()).toBe('ready'));
    expect(document.getElementById('root')?.innerHTML).toBe('<h1>Home, mirrored</h1>');
  });

  it.each([
    ['an unknown path', '#/no/such/page'],
    ['a path in the wrong case', '#/Home'],
    ['the not-found page’s own folder', '#/not-found'],
    ['a kit file with no page', '#/documentation?component=nope'],
    ['a file name that is not one', '#/documentation?component=../../index'],
  ])('leaves %s to React, with #root hidden', (_name, hash) => {
    open(hash);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(firstScreenState()).toBe('client');
    expect(firstScreenMatches()).toBe(false);
    expect(loaded().at(-1)).toMatch(/^module .*assets\/index\.js$/);
  });

  it('leaves the page to React when the first screen does not arrive', async () => {
    fetchMock.mockResolvedValue(new Response('Not found', { status: 404 }));
    open('#/signup');
    await vi.waitFor(() => expect(firstScreenState()).toBe('client'));
    expect(document.getElementById('root')?.innerHTML).toBe('<h1>Home</h1>');
  });

  it('follows a route change before React runs, and keeps the route when the skip link is followed', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Welcome</h1>'));
    open('#/home');
    location.hash = '#/signup';
    await settle();
    await vi.waitFor(() => expect(firstScreenMatches()).toBe(true));
    expect(document.getElementById('root')?.innerHTML).toBe('<h1>Welcome</h1>');

    location.hash = '#main';
    await settle();
    expect(location.hash).toBe('#/signup');
    expect(firstScreenMatches()).toBe(true);
  });

  it('ignores a first screen that arrives after the address has moved on', async () => {
    const responses: ((response: Response) => void)[] = [];
    fetchMock.mockImplementation(() => new Promise((resolve) => responses.push(resolve)));
    open('#/signup');
    location.hash = '#/documentation?component=slider';
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    responses[0]?.(new Response('<h1>Welcome</h1>'));
    await settle();
    expect(firstScreenState()).toBe('pending');
    responses[1]?.(new Response('<h1>Slider</h1>'));
    await vi.waitFor(() => expect(firstScreenMatches()).toBe(true));
    expect(document.getElementById('root')?.innerHTML).toBe('<h1>Slider</h1>');
  });
});
