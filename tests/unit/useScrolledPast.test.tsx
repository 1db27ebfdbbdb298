import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { useScrolledPast } from '../../src/shell/useScrolledPast';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function Probe() {
  return <p>{useScrolledPast(150) ? 'past' : 'within'}</p>;
}

/** Renders the probe and counts its renders through React's Profiler. */
function renderCounted() {
  const count = { renders: 0 };
  render(
    <Profiler id="probe" onRender={() => (count.renders += 1)}>
      <Probe />
    </Profiler>,
  );
  return count;
}

describe('useScrolledPast', () => {
  it('is false up to the threshold and true beyond it', () => {
    scrollWindowTo(0);
    render(<Probe />);
    scrollWindowTo(150);
    expect(screen.getByText('within')).toBeInTheDocument();
    scrollWindowTo(151);
    expect(screen.getByText('past')).toBeInTheDocument();
    scrollWindowTo(150);
    expect(screen.getByText('within')).toBeInTheDocument();
  });

  it('re-renders only when the answer changes, not on every scroll event', () => {
    scrollWindowTo(0);
    const count = renderCounted();
    const afterMount = count.renders;
    for (let y = 1; y <= 150; y += 7) scrollWindowTo(y);
    expect(count.renders).toBe(afterMount);
    for (let y = 151; y <= 400; y += 7) scrollWindowTo(y);
    expect(count.renders).toBe(afterMount + 1);
  });
});
