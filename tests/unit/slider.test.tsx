import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Slider, type SliderProps } from '../../src/kit/slider';
import { DirectionProvider } from '../../src/kit/direction';
import { SliderConfigError } from '../../src/kit/slider-options';

// jsdom has no ResizeObserver (Radix measures the thumbs) and no pointer capture (Radix captures on pointerdown).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
const captures = new WeakMap<Element, Set<number>>();
Element.prototype.setPointerCapture = function (this: Element, pointerId: number) {
  captures.set(this, (captures.get(this) ?? new Set()).add(pointerId));
};
Element.prototype.hasPointerCapture = function (this: Element, pointerId: number) {
  return captures.get(this)?.has(pointerId) ?? false;
};
Element.prototype.releasePointerCapture = function (this: Element, pointerId: number) {
  if (captures.get(this)?.delete(pointerId)) {
    this.dispatchEvent(new PointerEvent('lostpointercapture', { bubbles: true, pointerId }));
  }
};

let prefersReducedMotion = false;

beforeEach(() => {
  prefersReducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduced-motion') && prefersReducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

/** The slider is 320 px wide and its track is inset by half a thumb (10 px) at each end, as in a browser. */
function stubGeometry() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const slot = this.dataset.slot;
    if (slot === 'slider') return DOMRect.fromRect({ x: 0, y: 0, width: 320, height: 24 });
    if (slot === 'slider-track') return DOMRect.fromRect({ x: 10, y: 9, width: 300, height: 6 });
    return DOMRect.fromRect();
  });
}
/** The x coordinate of a fraction of the track. */
const along = (fraction: number) => 10 + fraction * 300;

function parts(container: HTMLElement) {
  const root = container.querySelector<HTMLElement>('[data-slot="slider"]');
  const track = container.querySelector<HTMLElement>('[data-slot="slider-track"]');
  if (!root || !track) throw new Error('slider not rendered');
  return { root, track, bars: [...container.querySelectorAll<HTMLElement>('[data-slot="slider-connect"]')] };
}

function renderSingle(props: Partial<SliderProps> = {}) {
  const result = render(<Slider aria-label="Volume" start={40} min={0} max={100} step={1} {...props} />);
  return { ...result, ...parts(result.container), thumb: screen.getByRole('slider', { name: 'Volume' }) };
}

function renderRange(props: Partial<SliderProps> = {}) {
  const result = render(
    <>
      <span id="price-label">Price</span>
      <Slider aria-labelledby="price-label" start={[20, 60]} min={0} max={100} step={1} {...props} />
    </>,
  );
  return {
    ...result,
    ...parts(result.container),
    group: screen.getByRole('group', { name: 'Price' }),
    low: screen.getByRole('slider', { name: 'Minimum' }),
    high: screen.getByRole('slider', { name: 'Maximum' }),
  };
}

const valueOf = (thumb: HTMLElement) => Number(thumb.getAttribute('aria-valuenow'));

describe('Slider: a single value starting at 40', () => {
  it('is named by the slider’s label and reports its value, range and text', () => {
    const { thumb } = renderSingle();
    expect(thumb).toHaveAttribute('aria-valuenow', '40');
    expect(thumb).toHaveAttribute('aria-valuemin', '0');
    expect(thumb).toHaveAttribute('aria-valuemax', '100');
    expect(thumb).toHaveAttribute('aria-valuetext', '40');
    expect(thumb).toHaveAttribute('aria-orientation', 'horizontal');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('can be named by a visible label through aria-labelledby', () => {
    render(
      <>
        <span id="volume-label">Volume</span>
        <Slider aria-labelledby="volume-label" start={40} />
      </>,
    );
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('moves one step with the arrows, ten with PageUp/PageDown, and to the ends with Home/End', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const onValueCommit = vi.fn();
    const { thumb } = renderSingle({ onValueChange, onValueCommit });
    await user.tab();
    expect(thumb).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '41');
    expect(thumb).toHaveAttribute('aria-valuetext', '41');
    expect(onValueChange).toHaveBeenLastCalledWith([41]);
    expect(onValueCommit).toHaveBeenLastCalledWith([41]);
    await user.keyboard('{PageUp}');
    expect(thumb).toHaveAttribute('aria-valuenow', '51');
    await user.keyboard('{PageDown}{ArrowLeft}{ArrowDown}{ArrowUp}');
    expect(thumb).toHaveAttribute('aria-valuenow', '40');
    await user.keyboard('{Home}');
    expect(thumb).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}');
    expect(thumb).toHaveAttribute('aria-valuenow', '100');
    expect(thumb).toHaveAttribute('aria-valuetext', '100');
    await user.keyboard('{ArrowRight}{PageUp}');
    expect(thumb).toHaveAttribute('aria-valuenow', '100');
    // Eight moves; the last two keys, at the end already, changed nothing.
    expect(onValueChange).toHaveBeenCalledTimes(8);
  });

  it('shows the value rounded to 2 decimals in aria-valuetext and the tooltip', async () => {
    const user = userEvent.setup();
    const { container } = renderSingle({ min: 0, max: 1, step: 0.001, start: 0.456, tooltips: true });
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb).toHaveAttribute('aria-valuenow', '0.456');
    expect(thumb).toHaveAttribute('aria-valuetext', '0.46');
    const tooltip = container.querySelector('[data-slot="slider-tooltip"]');
    expect(tooltip).toHaveTextContent('0.46');
    expect(tooltip).toHaveAttribute('aria-hidden', 'true');
    await user.tab();
    await user.keyboard('{PageUp}');
    expect(tooltip).toHaveTextContent('0.47');
  });

  it('shows no tooltip unless asked', () => {
    const { container } = renderSingle();
    expect(container.querySelector('[data-slot="slider-tooltip"]')).not.toBeInTheDocument();
  });

  it('fills the bar below the handle in the chosen colour', () => {
    const { bars } = renderSingle({ color: 'danger' });
    expect(bars).toHaveLength(1);
    expect(bars[0]).toHaveClass('pk-tone-danger', 'bg-pk-tone-edge');
    expect(bars[0]).toHaveStyle({ left: '0%', right: '60%' });
  });
});

describe('Slider: a range starting at 20 to 60', () => {
  it('is a group named by its label, each handle with its own name and reachable bounds', () => {
    const { group, low, high } = renderRange();
    expect(group).toContainElement(low);
    expect(group).toContainElement(high);
    expect(low).toHaveAttribute('aria-valuenow', '20');
    expect(low).toHaveAttribute('aria-valuemin', '0');
    expect(low).toHaveAttribute('aria-valuemax', '60');
    expect(high).toHaveAttribute('aria-valuenow', '60');
    expect(high).toHaveAttribute('aria-valuemin', '20');
    expect(high).toHaveAttribute('aria-valuemax', '100');
  });

  it('takes other names for its handles', () => {
    render(<Slider aria-label="Price" start={[20, 60]} thumbLabels={['From', 'To']} />);
    expect(screen.getByRole('slider', { name: 'From' })).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByRole('slider', { name: 'To' })).toHaveAttribute('aria-valuenow', '60');
  });

  it('fills the bar between the handles', () => {
    const { bars } = renderRange();
    expect(bars).toHaveLength(1);
    expect(bars[0]).toHaveClass('pk-tone-primary', 'bg-pk-tone-edge');
    expect(bars[0]).toHaveStyle({ left: '20%', right: '40%' });
  });

  it('stops a handle at its neighbour instead of crossing it, and updates the other’s bounds', async () => {
    const user = userEvent.setup();
    const { low, high } = renderRange();
    await user.tab();
    expect(low).toHaveFocus();
    await user.keyboard('{End}');
    expect(low).toHaveAttribute('aria-valuenow', '60');
    expect(high).toHaveAttribute('aria-valuenow', '60');
    expect(high).toHaveAttribute('aria-valuemin', '60');
    await user.keyboard('{ArrowRight}{PageUp}');
    expect(low).toHaveAttribute('aria-valuenow', '60');
    await user.keyboard('{PageDown}');
    expect(low).toHaveAttribute('aria-valuenow', '50');
  });

  it('sends the Maximum handle’s Home to its own lowest value, not the Minimum handle to 0', async () => {
    const user = userEvent.setup();
    const { low, high } = renderRange();
    await user.tab();
    await user.tab();
    expect(high).toHaveFocus();
    await user.keyboard('{Home}');
    expect(high).toHaveAttribute('aria-valuenow', '20');
    expect(low).toHaveAttribute('aria-valuenow', '20');
  });

  it('keeps margin and limit for the keyboard, and narrows each handle’s bounds to them', async () => {
    const user = userEvent.setup();
    const { low, high } = renderRange({ start: [30, 50], margin: 10, limit: 30 });
    expect(low).toHaveAttribute('aria-valuemin', '20');
    expect(low).toHaveAttribute('aria-valuemax', '40');
    expect(high).toHaveAttribute('aria-valuemin', '40');
    expect(high).toHaveAttribute('aria-valuemax', '60');
    await user.tab();
    await user.keyboard('{PageUp}{PageUp}');
    expect(low).toHaveAttribute('aria-valuenow', '40');
    await user.keyboard('{Home}');
    expect(low).toHaveAttribute('aria-valuenow', '20');
    await user.tab();
    await user.keyboard('{End}');
    expect(high).toHaveAttribute('aria-valuenow', '50');
    await user.keyboard('{Home}');
    expect(high).toHaveAttribute('aria-valuenow', '30');
  });

  it('keeps the padding from the ends', async () => {
    const user = userEvent.setup();
    const { low, high } = renderRange({ padding: [10, 5] });
    expect(low).toHaveAttribute('aria-valuemin', '10');
    expect(high).toHaveAttribute('aria-valuemax', '95');
    await user.tab();
    await user.keyboard('{Home}');
    expect(low).toHaveAttribute('aria-valuenow', '10');
    await user.tab();
    await user.keyboard('{End}');
    expect(high).toHaveAttribute('aria-valuenow', '95');
  });
});

/** Two animation frames: as long as the slider waits before it lets jumps glide. */
const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('Slider: pointer', () => {
  it('moves the nearest handle to a tap on the track, where the pointer is', () => {
    stubGeometry();
    const onValueCommit = vi.fn();
    const { track, thumb } = renderSingle({ onValueCommit });
    fireEvent.pointerDown(track, { pointerId: 1, clientX: along(0.75) });
    expect(thumb).toHaveAttribute('aria-valuenow', '75');
    fireEvent.pointerUp(track, { pointerId: 1, clientX: along(0.75) });
    expect(onValueCommit).toHaveBeenCalledExactlyOnceWith([75]);
  });

  it('with "tap", does not follow the pointer after the tap; with "snap", it does', () => {
    stubGeometry();
    const tap = renderSingle();
    fireEvent.pointerDown(tap.track, { pointerId: 1, clientX: along(0.25) });
    fireEvent.pointerMove(tap.track, { pointerId: 1, clientX: along(0.9) });
    expect(tap.thumb).toHaveAttribute('aria-valuenow', '25');
    tap.unmount();

    const snap = renderSingle({ behaviour: 'snap' });
    fireEvent.pointerDown(snap.track, { pointerId: 1, clientX: along(0.25) });
    fireEvent.pointerMove(snap.track, { pointerId: 1, clientX: along(0.9) });
    expect(snap.thumb).toHaveAttribute('aria-valuenow', '90');
  });

  it('with "none", ignores the track but lets the handle be dragged', () => {
    stubGeometry();
    const { track, thumb } = renderSingle({ behaviour: 'none' });
    fireEvent.pointerDown(track, { pointerId: 1, clientX: along(0.75) });
    expect(thumb).toHaveAttribute('aria-valuenow', '40');
    fireEvent.pointerDown(thumb, { pointerId: 2, clientX: along(0.4) });
    fireEvent.pointerMove(thumb, { pointerId: 2, clientX: along(0.6) });
    expect(thumb).toHaveAttribute('aria-valuenow', '60');
  });

  it('keeps the margin when a handle is dragged towards its neighbour', () => {
    stubGeometry();
    const { low, high } = renderRange({ margin: 10 });
    fireEvent.pointerDown(low, { pointerId: 1, clientX: along(0.2) });
    fireEvent.pointerMove(low, { pointerId: 1, clientX: along(0.95) });
    expect(low).toHaveAttribute('aria-valuenow', '50');
    expect(high).toHaveAttribute('aria-valuenow', '60');
  });

  it('drags the bar between two handles with "drag", within the rules, and commits once', () => {
    stubGeometry();
    const onValueCommit = vi.fn();
    const { bars, low, high } = renderRange({
      start: [30, 50],
      margin: 10,
      limit: 40,
      behaviour: 'tap-drag',
      onValueCommit,
    });
    const [bar] = bars;
    if (!bar) throw new Error('no bar');
    fireEvent.pointerDown(bar, { pointerId: 1, clientX: along(0.4) });
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: along(0.6) });
    expect([valueOf(low), valueOf(high)]).toEqual([50, 70]);
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: along(1.5) });
    expect([valueOf(low), valueOf(high)]).toEqual([80, 100]);
    fireEvent.pointerUp(bar, { pointerId: 1, clientX: along(1.5) });
    expect(onValueCommit).toHaveBeenCalledExactlyOnceWith([80, 100]);
  });

  it('animates jumps but not dragging, and never under reduced motion', async () => {
    stubGeometry();
    const animated = '*:transition-[left,right,top,bottom]';
    const { root, thumb, unmount } = renderSingle();
    // The first placement never glides: the transition comes two frames after the thumbs are drawn.
    expect(root).not.toHaveClass(animated);
    await waitFor(() => expect(root).toHaveClass(animated));
    expect(root).toHaveStyle({ '--slider-animation-duration': '300ms' });
    fireEvent.pointerDown(thumb, { pointerId: 1, clientX: along(0.4) });
    fireEvent.pointerMove(thumb, { pointerId: 1, clientX: along(0.5) });
    expect(root).not.toHaveClass(animated);
    fireEvent.pointerUp(thumb, { pointerId: 1, clientX: along(0.5) });
    expect(root).toHaveClass(animated);
    unmount();

    const still = renderSingle({ animate: false });
    await twoFrames();
    expect(still.root).not.toHaveClass(animated);
    still.unmount();
    prefersReducedMotion = true;
    const reduced = renderSingle();
    await twoFrames();
    expect(reduced.root).not.toHaveClass(animated);
  });
});

describe('Slider: orientation, direction and state', () => {
  it('goes up with ArrowUp when vertical', async () => {
    const user = userEvent.setup();
    const { thumb } = renderSingle({ orientation: 'vertical' });
    expect(thumb).toHaveAttribute('aria-orientation', 'vertical');
    await user.tab();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(thumb).toHaveAttribute('aria-valuenow', '41');
  });

  it.each([
    ['when its direction is rtl', { direction: 'rtl' } as const],
    ['when no direction is given and it reads right to left', { dir: 'rtl' } as const],
  ])('grows leftwards %s: ArrowLeft increases and the bar fills from the right', async (_when, props) => {
    const user = userEvent.setup();
    const { thumb, bars, root } = renderSingle(props);
    if ('dir' in props) expect(root).toHaveAttribute('dir', 'rtl');
    expect(bars[0]).toHaveStyle({ right: '0%', left: '60%' });
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(thumb).toHaveAttribute('aria-valuenow', '41');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '39');
  });

  it('keeps a direction it is given, whatever the page reads: ltr grows rightwards on a right-to-left page', async () => {
    const user = userEvent.setup();
    const { low, bars } = renderRange({ dir: 'rtl', direction: 'ltr' });
    expect(bars[0]).toHaveStyle({ left: '20%', right: '40%' });
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(low).toHaveAttribute('aria-valuenow', '21');
  });

  it('takes the reading direction from a DirectionProvider; a vertical slider still grows upwards', async () => {
    const user = userEvent.setup();
    render(
      <DirectionProvider dir="rtl">
        <Slider aria-label="Across" start={50} />
        <Slider aria-label="Up" orientation="vertical" start={50} />
      </DirectionProvider>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('slider', { name: 'Across' })).toHaveAttribute('aria-valuenow', '51');
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('slider', { name: 'Up' })).toHaveAttribute('aria-valuenow', '51');
  });

  it('does nothing when disabled: no tab stop, no keys, no pointer', async () => {
    stubGeometry();
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { thumb, track } = renderSingle({ disabled: true, onValueChange });
    expect(thumb).toHaveAttribute('aria-disabled', 'true');
    expect(thumb).not.toHaveAttribute('tabindex');
    await user.tab();
    expect(thumb).not.toHaveFocus();
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    fireEvent.pointerDown(track, { pointerId: 1, clientX: along(0.75) });
    expect(thumb).toHaveAttribute('aria-valuenow', '40');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('follows a controlled value and only reports moves', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [values, setValues] = useState([20, 60]);
      return (
        <>
          <Slider aria-label="Price" value={values} onValueChange={setValues} />
          <output>{values.join('-')}</output>
          <button type="button" onClick={() => setValues([0, 100])}>
            Reset
          </button>
        </>
      );
    }
    render(<Controlled />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('21-60');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('slider', { name: 'Minimum' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('slider', { name: 'Maximum' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('stays where a controlling page keeps it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Slider aria-label="Volume" value={[40]} onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenCalledWith([41]);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('goes back to its start when its form is reset', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Settings">
        <Slider aria-label="Price" name="price" start={[20, 60]} />
      </form>,
    );
    const [low, high] = screen.getAllByRole('slider');
    if (!low || !high) throw new Error('two handles expected');
    await user.tab();
    await user.keyboard('{PageUp}');
    await user.tab();
    await user.keyboard('{PageUp}');
    expect([valueOf(low), valueOf(high)]).toEqual([30, 70]);
    act(() => screen.getByRole('form', { name: 'Settings' }).dispatchEvent(new Event('reset')));
    expect([valueOf(low), valueOf(high)]).toEqual([20, 60]);
  });
});

describe('Slider: bad configuration', () => {
  beforeEach(() => {
    // React reports a render error on the console as well as throwing it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('throws a SliderConfigError for a bad option', () => {
    expect(() => render(<Slider aria-label="Volume" start={40} limit={10} />)).toThrow(SliderConfigError);
    expect(() => render(<Slider aria-label="Volume" start={120} />)).toThrow(/`start`.*got 120/);
  });

  it('throws for a controlled value that breaks a rule, or for both value and start', () => {
    expect(() => render(<Slider aria-label="Price" value={[60, 20]} />)).toThrow(/`start\[1\]`.*got 20/);
    expect(() => render(<Slider aria-label="Price" value={[40]} start={40} />)).toThrow(/`start`/);
  });

  it('throws for handle names that do not fit', () => {
    expect(() => render(<Slider aria-label="Price" start={[20, 60]} thumbLabels={['Low']} />)).toThrow(
      /`thumbLabels`/,
    );
  });
});
