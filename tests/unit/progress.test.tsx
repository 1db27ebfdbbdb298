import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Progress } from '../../src/kit/progress';

describe('Progress', () => {
  it('is a named progressbar with its value, minimum and maximum', () => {
    render(<Progress aria-label="Upload" value={25} color="success" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).not.toHaveAttribute('aria-valuetext');
  });

  it('can be named by a visible element', () => {
    render(
      <>
        <span id="copy-label">Copying files</span>
        <Progress aria-labelledby="copy-label" value={50} />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Copying files' })).toBeInTheDocument();
  });

  it('fills to the value in the chosen colour, with the label inside it also given as aria-valuetext', () => {
    render(<Progress aria-label="Copy" value={50} color="info" valueText="Copying file 2 of 4…" />);
    const bar = screen.getByRole('progressbar', { name: 'Copy' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Copying file 2 of 4…');
    const indicator = bar.querySelector('[data-slot="progress-indicator"]');
    expect(indicator).toHaveStyle({ width: '50%' });
    expect(indicator).toHaveClass('pk-tone-info', 'bg-pk-tone', 'text-pk-tone-foreground');
    expect(indicator).toHaveTextContent('Copying file 2 of 4…');
  });

  it('adds stripes, and moves them only when animated and motion is welcome', () => {
    render(
      <>
        <Progress aria-label="Still" value={75} striped />
        <Progress aria-label="Moving" value={75} animated />
      </>,
    );
    const indicator = (name: string) =>
      screen.getByRole('progressbar', { name }).querySelector('[data-slot="progress-indicator"]');
    const stripes = 'before:bg-size-[1rem_1rem]';
    const motion = 'motion-safe:before:animate-[pk-progress-stripes_600s_linear_infinite]';
    expect(indicator('Still')).toHaveClass(stripes);
    expect(indicator('Still')).not.toHaveClass(motion);
    expect(indicator('Moving')).toHaveClass(stripes, motion);
    // They move by a transform, which the compositor runs, not by background-position, which repaints.
    const keyframes = document.head.querySelector('style')?.textContent ?? '';
    expect(keyframes).toContain('@keyframes pk-progress-stripes');
    expect(keyframes).toContain('transform: translateX(-600rem)');
    // Right to left the layer reaches out at the other end, and moves the other way.
    expect(indicator('Moving')).toHaveClass(
      'motion-safe:before:-end-[601rem]',
      'rtl:motion-safe:before:animate-[pk-progress-stripes-rtl_600s_linear_infinite]',
    );
    expect(keyframes).toContain('@keyframes pk-progress-stripes-rtl');
    expect(keyframes).toContain('transform: translateX(600rem)');
    expect(keyframes).not.toContain('background-position');
  });

  it('accepts the ends of the range, showing no sliver at 0', () => {
    render(
      <>
        <Progress aria-label="Empty" value={0} />
        <Progress aria-label="Full" value={100} />
      </>,
    );
    const empty = screen.getByRole('progressbar', { name: 'Empty' });
    expect(empty).toHaveAttribute('aria-valuenow', '0');
    expect(empty.querySelector('[data-slot="progress-indicator"]')).not.toHaveClass('border-e-2');
    expect(screen.getByRole('progressbar', { name: 'Full' })).toHaveAttribute('aria-valuenow', '100');
  });

  it.each([-1, 100.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws for the value %s, naming it',
    (value) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => render(<Progress aria-label="Bad" value={value} />)).toThrow(
        `Progress: prop "value" must be a number from 0 to 100, got ${String(value)}`,
      );
    },
  );
});
