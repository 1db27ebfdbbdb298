import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * What is done to a prerendered page before its chunks have arrived is held, then done again once it has hydrated.
 * The module keeps whether the page has hydrated, so each test takes a fresh copy.
 */

async function freshModule() {
  vi.resetModules();
  return import('../../src/shell/pageHydration');
}

/** A prerendered page: plain markup in #main, with no React handlers yet. */
function prerenderedPage(): { main: HTMLElement; button: HTMLButtonElement; link: HTMLAnchorElement } {
  document.body.innerHTML = `
    <header><button id="burger">Menu</button></header>
    <main id="main">
      <button id="save"><svg><path d=""></path></svg>Save</button>
      <a id="link" href="#/signup">Sign up</a>
      <span id="slider" role="slider" tabindex="0">5</span>
      <form id="form"><input name="email"><button type="submit" id="send">Send</button></form>
    </main>`;
  const main = document.getElementById('main') as HTMLElement;
  return {
    main,
    button: document.getElementById('save') as HTMLButtonElement,
    link: document.getElementById('link') as HTMLAnchorElement,
  };
}

describe('holding what is done to the page until it has hydrated', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('holds a click on a button, then clicks it again once the page has hydrated', async () => {
    const { PageHydrated, holdPageEventsUntilHydrated } = await freshModule();
    const { button } = prerenderedPage();
    const clicks: boolean[] = [];
    holdPageEventsUntilHydrated();
    // React's own listener, which would drop the click on a page it has not hydrated.
    document.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    button.querySelector('path')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).toEqual([]);

    render(<PageHydrated />);
    expect(clicks).toEqual([false]);

    // Held once: after hydration a click goes straight through.
    button.click();
    expect(clicks).toEqual([false, false]);
  });

  it('lets a link, the shell and Tab go through at once', async () => {
    const { PageHydrated, holdPageEventsUntilHydrated } = await freshModule();
    const { link } = prerenderedPage();
    const seen: string[] = [];
    holdPageEventsUntilHydrated();
    document.addEventListener('click', (event) => seen.push(`click ${(event.target as Element).id}`));
    document.addEventListener('keydown', (event) => seen.push(`key ${event.key}`));
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    document.getElementById('burger')?.click();
    document
      .getElementById('slider')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(seen).toEqual(['click link', 'click burger', 'key Tab']);
    render(<PageHydrated />);
  });

  it("holds a widget's arrow keys and a form's submit, and does them again in order", async () => {
    const { PageHydrated, holdPageEventsUntilHydrated } = await freshModule();
    prerenderedPage();
    const seen: string[] = [];
    holdPageEventsUntilHydrated();
    document.addEventListener('keydown', (event) => seen.push(`key ${event.key}`));
    document.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(`submit by ${(event as SubmitEvent).submitter?.id ?? 'Enter'}`);
    });
    const slider = document.getElementById('slider') as HTMLElement;
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    slider.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    const form = document.getElementById('form') as HTMLFormElement;
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(seen).toEqual([]);

    render(<PageHydrated />);
    expect(seen).toEqual(['key ArrowRight', 'submit by Enter']);
  });

  it('holds nothing once the page has hydrated', async () => {
    const { PageHydrated, holdPageEventsUntilHydrated } = await freshModule();
    const { button } = prerenderedPage();
    render(<PageHydrated />);
    holdPageEventsUntilHydrated();
    const clicks: string[] = [];
    document.addEventListener('click', () => clicks.push('click'));
    button.click();
    expect(clicks).toEqual(['click']);
  });
});
