import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Carousel, type CarouselSlide } from '../../src/kit/carousel';

/**
 * jsdom lays nothing out, so Embla cannot measure its slides. A stand-in with Embla's API shape keeps the index
 * and emits `select`, which is all the carousel reads from it.
 */
const embla = vi.hoisted(() => {
  const listeners = new Map<string, Set<() => void>>();
  const state = { index: 0, count: 3, jumps: [] as boolean[], real: false };
  const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener());
  const go = (index: number, jump = false) => {
    state.index = (index + state.count) % state.count;
    state.jumps.push(jump);
    emit('select');
  };
  const api = {
    on(event: string, listener: () => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return api;
    },
    off(event: string, listener: () => void) {
      listeners.get(event)?.delete(listener);
      return api;
    },
    selectedScrollSnap: () => state.index,
    scrollTo: (index: number, jump?: boolean) => go(index, jump),
    scrollNext: (jump?: boolean) => go(state.index + 1, jump),
    scrollPrev: (jump?: boolean) => go(state.index - 1, jump),
  };
  const reset = () => {
    listeners.clear();
    state.index = 0;
    state.jumps = [];
    state.real = false;
  };
  return { api, state, reset };
});

vi.mock('embla-carousel-react', async (importOriginal) => {
  const real = await importOriginal<typeof import('embla-carousel-react')>();
  return {
    default: (...args: Parameters<typeof real.default>) =>
      embla.state.real ? real.default(...args) : [() => {}, embla.api],
  };
});

let prefersReducedMotion = false;

beforeEach(() => {
  embla.reset();
  prefersReducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && prefersReducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const slides: CarouselSlide[] = ['Dunes', 'Harbour', 'Forest'].map((name) => ({
  id: name.toLowerCase(),
  image: { src: `/${name}.svg`, alt: `${name} at dusk`, width: 1200, height: 675 },
  caption: `${name} caption`,
}));

const dunes = slides[0] as CarouselSlide;
const region = () => screen.getByRole('region', { name: 'Featured places' });
const liveRegion = () => region().querySelector('[aria-live]');
const slideGroups = () =>
  within(region())
    .getAllByRole('group', { hidden: true })
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
const pickers = () => screen.getByRole('group', { name: 'Choose slide to display' });
const currentDot = () =>
  within(pickers())
    .getAllByRole('button')
    .filter((dot) => dot.getAttribute('aria-disabled') === 'true');

describe('Carousel', () => {
  it('is a labelled carousel region of slides named "N of M"', () => {
    render(<Carousel aria-label="Featured places" slides={slides} />);
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = slideGroups();
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    groups.forEach((group) => expect(group).toHaveAttribute('aria-roledescription', 'slide'));
    expect(screen.getByRole('img', { name: 'Dunes at dusk' })).toHaveAttribute('width', '1200');
  });

  it('offers the APG’s grouped slide pickers: a named group of buttons named as their slides, the current one aria-disabled', async () => {
    const user = userEvent.setup();
    render(<Carousel aria-label="Featured places" slides={slides} />);
    const buttons = within(pickers()).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
      slideGroups().map((group) => group.getAttribute('aria-label')),
    );
    expect(currentDot()).toEqual([buttons[0]]);
    expect(buttons[0]).not.toBeDisabled();
    expect(buttons[0]).not.toHaveAttribute('aria-current');
    // Pressing the slide already shown changes nothing.
    await user.click(buttons[0] as HTMLElement);
    expect(currentDot()).toEqual([buttons[0]]);
    // Nothing moved, so nothing is said: the live region stays empty until a first move.
    expect(liveRegion()).toHaveTextContent(/^$/);
  });

  it('keeps slides out of view inert', () => {
    render(<Carousel aria-label="Featured places" slides={slides} />);
    const [first, second, third] = slideGroups();
    expect(first).not.toHaveAttribute('inert');
    expect(second).toHaveAttribute('inert');
    expect(third).toHaveAttribute('inert');
  });

  it('moves the current dot, the inert slides and the live text with next and previous', async () => {
    const user = userEvent.setup();
    render(<Carousel aria-label="Featured places" slides={slides} />);
    expect(currentDot()).toEqual([within(pickers()).getByRole('button', { name: '1 of 3' })]);

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toEqual([within(pickers()).getByRole('button', { name: '2 of 3' })]);
    expect(screen.getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('inert');
    expect(screen.getByText('Slide 2 of 3')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentDot()).toEqual([within(pickers()).getByRole('button', { name: '3 of 3' })]);
    expect(currentDot()[0]).toHaveAttribute('aria-disabled', 'true');
  });

  it('goes straight to a slide from its dot', async () => {
    // Embla reads the last slide's margin, which jsdom reports as "" unless a rule sets it.
    const margins = document.createElement('style');
    margins.textContent = '[data-slot="carousel-slide"] { margin-right: 0px; }';
    document.head.append(margins);
    onTestFinished(() => margins.remove());
    const user = userEvent.setup();
    render(<Carousel aria-label="Featured places" slides={slides} />);
    await user.click(within(pickers()).getByRole('button', { name: '3 of 3' }));
    expect(currentDot()).toEqual([within(pickers()).getByRole('button', { name: '3 of 3' })]);
    expect(embla.state.index).toBe(2);
  });

  it('follows the arrow keys while focus is inside', async () => {
    const user = userEvent.setup();
    render(<Carousel aria-label="Featured places" slides={slides} />);
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(embla.state.index).toBe(2);
    await user.keyboard('{ArrowLeft}');
    expect(embla.state.index).toBe(1);
  });

  it('right to left, reads right to left and shows the next slide with ArrowLeft', async () => {
    const user = userEvent.setup();
    render(<Carousel aria-label="Featured places" slides={slides} dir="rtl" />);
    expect(screen.getByRole('region', { name: 'Featured places' })).toHaveAttribute('dir', 'rtl');
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(embla.state.index).toBe(2);
    await user.keyboard('{ArrowRight}');
    expect(embla.state.index).toBe(1);
  });

  it('jumps instead of gliding when reduced motion is preferred', async () => {
    prefersReducedMotion = true;
    const user = userEvent.setup();
    render(<Carousel aria-label="Featured places" slides={slides} />);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(embla.state.jumps).toEqual([true]);
  });

  it('shows no pause button unless it auto-rotates', () => {
    render(<Carousel aria-label="Featured places" slides={slides} />);
    expect(screen.queryByRole('button', { name: /slide rotation/ })).not.toBeInTheDocument();
  });

  it('auto-rotates with a pause button, pausing on hover and while paused', () => {
    vi.useFakeTimers();
    render(<Carousel aria-label="Featured places" slides={slides} autoRotate interval={3000} />);
    const pause = screen.getByRole('button', { name: 'Pause slide rotation' });
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    expect(liveRegion()).toHaveTextContent(/^$/);

    act(() => vi.advanceTimersByTime(3000));
    expect(embla.state.index).toBe(1);

    fireEvent.mouseEnter(region());
    act(() => vi.advanceTimersByTime(9000));
    expect(embla.state.index).toBe(1);
    fireEvent.mouseLeave(region());

    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(9000));
    expect(embla.state.index).toBe(1);
    expect(screen.getByText('Slide 2 of 3')).toHaveAttribute('aria-live', 'polite');
  });

  it('pauses while focus is inside', () => {
    vi.useFakeTimers();
    render(<Carousel aria-label="Featured places" slides={slides} autoRotate interval={3000} />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(9000));
    expect(embla.state.index).toBe(0);
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    act(() => vi.advanceTimersByTime(3000));
    expect(embla.state.index).toBe(1);
  });

  it('never rotates, and offers no pause button, when reduced motion is preferred', () => {
    prefersReducedMotion = true;
    vi.useFakeTimers();
    render(<Carousel aria-label="Featured places" slides={slides} autoRotate interval={3000} />);
    expect(screen.queryByRole('button', { name: /slide rotation/ })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(9000));
    expect(embla.state.index).toBe(0);
  });

  it('drives the real Embla, given a fake layout of 300 px slides side by side', async () => {
    embla.state.real = true;
    const Observer = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    vi.stubGlobal('ResizeObserver', Observer);
    vi.stubGlobal('IntersectionObserver', Observer);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      const siblings = this.parentElement ? [...this.parentElement.children] : [];
      return this.dataset.slot === 'carousel-slide' ? 300 * siblings.indexOf(this) : 0;
    });
    // Embla reads the last slide's margin, which jsdom reports as "" unless a rule sets it.
    const margins = document.createElement('style');
    margins.textContent = '[data-slot="carousel-slide"] { margin-right: 0px; }';
    document.head.append(margins);
    onTestFinished(() => margins.remove());
    const user = userEvent.setup();
    render(<Carousel aria-label="Featured places" slides={slides} />);
    await user.click(within(pickers()).getByRole('button', { name: '3 of 3' }));
    expect(currentDot()).toEqual([within(pickers()).getByRole('button', { name: '3 of 3' })]);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toEqual([within(pickers()).getByRole('button', { name: '1 of 3' })]);
    expect(screen.getByRole('group', { name: '1 of 3' })).not.toHaveAttribute('inert');
  });

  it('refuses bad configuration, naming the option and value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Carousel aria-label="x" slides={[]} />)).toThrow(/`slides`.*\[\]/);
    expect(() => render(<Carousel aria-label="x" slides={[dunes, dunes]} />)).toThrow(/"dunes"/);
    expect(() => render(<Carousel aria-label="x" slides={slides} interval={0} />)).toThrow(
      /`interval`.*got 0/,
    );
  });
});
