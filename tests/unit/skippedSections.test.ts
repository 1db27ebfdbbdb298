import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  drawSkippedSections,
  observeSkippableSection,
  skipFarSections,
} from '../../src/shell/skippedSections';

/** An IntersectionObserver whose reports the test gives: `report(section, near)`. */
class FakeNearness {
  static current: FakeNearness | null = null;
  constructor(private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeNearness.current = this;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  report(target: Element, isIntersecting: boolean) {
    this.callback([{ target, isIntersecting }]);
  }
}

const report = (section: Element, near: boolean) => FakeNearness.current?.report(section, near);

const main = () => document.querySelector('main') as HTMLElement;

/** A section holding `size` elements, on the page. */
function section(size: number): HTMLElement {
  const element = document.createElement('section');
  for (let index = 1; index < size; index += 1) element.append(document.createElement('p'));
  main().append(element);
  return element;
}

let frames: FrameRequestCallback[] = [];
/** Runs the frame the page asked for, then the task it queued to run once that frame is painted. */
async function paintFrame() {
  const callbacks = frames;
  frames = [];
  callbacks.forEach((callback) => callback(0));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const skipped = (sections: HTMLElement[]) => sections.map((element) => element.hasAttribute('data-skipped'));
let cleanups: (() => void)[] = [];

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeNearness);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  document.body.innerHTML = '<main></main>';
});

afterEach(() => {
  cleanups.forEach((cleanup) => cleanup());
  cleanups = [];
  frames = [];
  vi.unstubAllGlobals();
});

/** Sections of these sizes on the page, each observed: as many as there are sizes. */
function observed<Sizes extends number[]>(...sizes: Sizes): { [Index in keyof Sizes]: HTMLElement } {
  const sections = sizes.map(section);
  cleanups = sections.map(observeSkippableSection);
  return sections as { [Index in keyof Sizes]: HTMLElement };
}

describe('skippable sections', () => {
  it('are marked far from what the observer reports, and only the far ones are skipped for a theme switch', () => {
    const [near, far] = observed(10, 10);
    report(near, true);
    report(far, false);
    expect(far).toHaveAttribute('data-far');
    expect(near).not.toHaveAttribute('data-far');
    skipFarSections();
    expect(skipped([near, far])).toEqual([false, true]);
  });

  it('are drawn again only after the next frame is painted, about 200 elements a frame, nearest the screen first', async () => {
    const sections = observed(150, 150, 150);
    // Two screens above, three below, and just below the screen.
    const tops = [-2 * innerHeight, 3 * innerHeight, innerHeight + 100];
    sections.forEach((element, index) => {
      const top = tops[index] ?? 0;
      element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 100, height: 300 });
      report(element, false);
    });
    skipFarSections();
    drawSkippedSections();
    expect(skipped(sections)).toEqual([true, true, true]);
    await paintFrame();
    expect(skipped(sections)).toEqual([false, true, false]);
    await paintFrame();
    expect(skipped(sections)).toEqual([false, false, false]);
    expect(sections.some((element) => element.hasAttribute('data-transitions-held'))).toBe(false);
  });

  it('after a theme switch hold each section’s transitions for the frame it is drawn in, then let them go', async () => {
    const sections = observed(100, 100);
    sections.forEach((element) => report(element, false));
    const held = () => sections.map((element) => element.hasAttribute('data-transitions-held'));
    skipFarSections();
    drawSkippedSections({ holdTransitions: true });
    await paintFrame();
    expect(skipped(sections)).toEqual([false, false]);
    expect(held()).toEqual([true, true]);
    await paintFrame();
    expect(held()).toEqual([false, false]);
    // A later catch-up, not after a theme switch, holds nothing.
    skipFarSections();
    drawSkippedSections();
    await paintFrame();
    expect(held()).toEqual([false, false]);
  });

  it('are skipped while the page is inert behind a layer, and drawn again once it is not', async () => {
    const [near, far] = observed(10, 10);
    report(near, true);
    report(far, false);
    main().setAttribute('inert', '');
    await Promise.resolve();
    expect(skipped([near, far])).toEqual([false, true]);
    // Scrolled away behind the layer (the date picker leaves the page free to scroll), a section is skipped too.
    report(near, false);
    expect(skipped([near, far])).toEqual([true, true]);
    main().removeAttribute('inert');
    await Promise.resolve();
    expect(skipped([near, far])).toEqual([true, true]);
    await paintFrame();
    expect(skipped([near, far])).toEqual([false, false]);
  });

  it('stop being drawn again while a layer covers the page, and go on once it has gone', async () => {
    const sections = observed(400, 400);
    sections.forEach((element) => report(element, false));
    skipFarSections();
    drawSkippedSections();
    main().setAttribute('inert', '');
    await Promise.resolve();
    await paintFrame();
    expect(skipped(sections)).toEqual([true, true]);
    main().removeAttribute('inert');
    await Promise.resolve();
    await paintFrame();
    expect(skipped(sections)).toEqual([false, true]);
  });

  it('are drawn at once when they come near the screen, or focus moves into them', () => {
    const [first, second] = observed(10, 10);
    report(first, false);
    report(second, false);
    skipFarSections();
    report(first, true);
    const field = document.createElement('input');
    second.append(field);
    field.focus();
    expect(skipped([first, second])).toEqual([false, false]);
  });

  it('lose their marks when they leave the page', () => {
    const [far] = observed(10);
    report(far, false);
    skipFarSections();
    cleanups.forEach((cleanup) => cleanup());
    cleanups = [];
    expect(far).not.toHaveAttribute('data-far');
    expect(far).not.toHaveAttribute('data-skipped');
  });
});
