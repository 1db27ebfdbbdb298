import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Calendar, labelDay } from '../../src/kit/calendar';

const tabbableDays = () =>
  within(screen.getByRole('grid'))
    .getAllByRole('button')
    .filter((button) => button.tabIndex === 0)
    .map((button) => button.getAttribute('aria-label'));

describe('Calendar', () => {
  it('right to left, reads right to left and moves to the next day with ArrowLeft', async () => {
    const user = userEvent.setup();
    render(
      <Calendar
        mode="single"
        dir="rtl"
        defaultMonth={new Date(2026, 10, 1)}
        today={new Date(2026, 10, 25)}
      />,
    );
    expect(screen.getByRole('grid').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    screen.getByRole('button', { name: 'Today, Wednesday 25 November 2026' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Thursday 26 November 2026' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Tuesday 24 November 2026' })).toHaveFocus();
  });

  it('names each day with its number as it is shown (WCAG 2.5.3), today and the picked day said as such', () => {
    render(
      <Calendar
        mode="single"
        selected={new Date(2026, 10, 10)}
        defaultMonth={new Date(2026, 10, 1)}
        today={new Date(2026, 10, 25)}
      />,
    );
    expect(screen.getByRole('button', { name: 'Tuesday 10 November 2026, selected' })).toHaveTextContent(
      /^10$/,
    );
    expect(screen.getByRole('button', { name: 'Today, Wednesday 25 November 2026' })).toHaveTextContent(
      /^25$/,
    );
    for (const button of within(screen.getByRole('grid')).getAllByRole('button')) {
      expect((button.getAttribute('aria-label') ?? '').split(/[\s,]+/)).toContain(button.textContent);
    }
  });

  it('keeps only the focused day tabbable after the keys turn the month, so Shift+Tab leaves the grid', async () => {
    const user = userEvent.setup();
    render(<Calendar mode="single" defaultMonth={new Date(2026, 10, 1)} today={new Date(2026, 10, 25)} />);
    expect(tabbableDays()).toEqual(['Today, Wednesday 25 November 2026']);
    screen.getByRole('button', { name: 'Today, Wednesday 25 November 2026' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('grid')).toHaveAccessibleName('December 2026');
    expect(screen.getByRole('button', { name: 'Wednesday 2 December 2026' })).toHaveFocus();
    expect(tabbableDays()).toEqual(['Wednesday 2 December 2026']);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: /next month/i })).toHaveFocus();
    // Back in: the day that had focus is still the one Tab reaches.
    expect(tabbableDays()).toEqual(['Wednesday 2 December 2026']);
  });

  it('labels a day in British English order when DayPicker gives no date library', () => {
    const label = labelDay(new Date(2026, 0, 5), { today: false, selected: false } as never);
    expect(label).toBe('Monday 5 January 2026');
  });

  it('with no mode, names each day cell with its number as shown, as the buttons are (label in name)', () => {
    render(<Calendar defaultMonth={new Date(2026, 2, 1)} today={new Date(2026, 2, 9)} />);
    expect(within(screen.getByRole('grid')).queryAllByRole('button')).toEqual([]);
    const cell = within(screen.getByRole('grid')).getByRole('gridcell', { name: 'Sunday 1 March 2026' });
    expect(cell).toHaveTextContent(/^1$/);
  });
});
