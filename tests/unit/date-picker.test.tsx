import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from '../../src/kit/date-picker';

const field = () => screen.getByRole('textbox', { name: 'Start date' });
const chooseButton = () => screen.getByRole('button', { name: 'Choose date' });

async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(chooseButton());
  const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
  await screen.findByRole('grid');
  return dialog;
}

describe('DatePicker', () => {
  it('labels the field and shows the yyyy-mm-dd placeholder', () => {
    render(<DatePicker label="Start date" />);
    expect(field()).toHaveAttribute('placeholder', 'yyyy-mm-dd');
    expect(chooseButton()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens a modal calendar dialog and focuses today when nothing is chosen', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Start date" />);
    const dialog = await openCalendar(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Today, /));
  });

  it('answers the click with the named dialog at once, focus off the button, and draws the days in the next frames', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Start date" />);
    // The calendar's code is in: the days would be drawn in the same commit as the dialog without the wait.
    await openCalendar(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(chooseButton());
    expect(screen.getByRole('dialog', { name: 'Choose date' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(document.activeElement).toBe(document.body);
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Today, /));
  });

  it('keeps focus in the open calendar (Tab wraps), and leaves the page free to scroll', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Start date" />);
    const dialog = await openCalendar(user);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Today, /));
    // No scroll lock: nothing on <body> changes (a lock restyles the whole page as it opens and as it closes).
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    expect(document.body.style.overflow).toBe('');
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('opens on the month of a typed date with that day selected and focused', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Start date" />);
    await user.type(field(), '2024-02-29');
    await openCalendar(user);
    expect(screen.getByRole('grid')).toHaveAccessibleName('February 2024');
    const day = screen.getByRole('button', { name: /^Thursday 29 February 2024, selected$/ });
    expect(day.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(day).toHaveFocus());
  });

  it('picks a day with the arrow keys and Enter, writes yyyy-mm-dd, closes and returns focus', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Start date" defaultValue="2026-01-31" />);
    await openCalendar(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Saturday 31 January 2026, selected$/ })).toHaveFocus(),
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('grid')).toHaveAccessibleName('February 2026');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field()).toHaveValue('2026-02-08');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chooseButton()).toHaveFocus();
  });

  it('says the picked day once, in a status that is empty otherwise, and makes the page behind inert while open', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Start date" defaultValue="2026-01-31" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    await openCalendar(user);
    // All but the button that opened it, which stays, hidden (useInertOutside).
    expect(field()).toHaveAttribute('inert');
    const opener = document.querySelector('[data-slot="date-picker-trigger"]');
    expect(opener?.closest('[inert]')).toBeNull();
    expect(opener).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Saturday 31 January 2026/ })).toHaveFocus(),
    );
    await user.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('Picked Friday 30 January 2026'));
    expect(field()).not.toHaveAttribute('inert');
    expect(chooseButton()).toHaveFocus();
    // Typing says itself; the status empties again.
    await user.type(field(), '{Backspace}');
    expect(status).toHaveTextContent(/^$/);
  });

  it('moves by month with PageUp/PageDown and to the week start with Home', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Start date" defaultValue="2026-03-18" />);
    await openCalendar(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Wednesday 18 March 2026, selected$/ })).toHaveFocus(),
    );
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid')).toHaveAccessibleName('April 2026');
    await user.keyboard('{Home}{Enter}');
    // April 18th 2026 is a Saturday; the week starts on Sunday the 12th.
    expect(field()).toHaveValue('2026-04-12');
  });

  it('closes on Escape without changing the field, and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Start date" defaultValue="2026-05-05" />);
    await openCalendar(user);
    await user.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chooseButton()).toHaveFocus();
    expect(field()).toHaveValue('2026-05-05');
  });

  it.each([
    ['2026-02-30', /no such day/],
    ['2026-13-01', /no such day/],
    ['abcd', /yyyy-mm-dd/],
  ])('flags %s when the field is left, and links the message', async (typed, message) => {
    const user = userEvent.setup();
    render(<DatePicker label="Start date" />);
    await user.type(field(), typed);
    expect(field()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(message);
  });

  it('clears the message once the text is fixed, and treats an empty field as fine', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Start date" />);
    await user.type(field(), '2026-02-30');
    await user.tab();
    await user.clear(field());
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(field()).not.toHaveAttribute('aria-describedby');
    await user.tab();
    expect(screen.queryByText(/no such day|yyyy-mm-dd,/)).not.toBeInTheDocument();
  });

  it('opens on the current month when the text is not a date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 6, 15, 12));
    try {
      const user = userEvent.setup();
      render(<DatePicker label="Start date" defaultValue="2026-02-30" />);
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      await openCalendar(user);
      expect(screen.getByRole('grid')).toHaveAccessibleName('July 2026');
    } finally {
      vi.useRealTimers();
    }
  });

  it('works controlled: reports edits and picks through onValueChange', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    function Controlled() {
      const [date, setDate] = useState('2026-06-10');
      return (
        <DatePicker
          label="Start date"
          value={date}
          onValueChange={(next) => {
            changes.push(next);
            setDate(next);
          }}
        />
      );
    }
    render(<Controlled />);
    await openCalendar(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Wednesday 10 June 2026, selected$/ })).toHaveFocus(),
    );
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(changes).toEqual(['2026-06-09']);
    expect(field()).toHaveValue('2026-06-09');
  });

  it('refuses value and defaultValue together, naming both', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(<DatePicker label="Start date" value="2026-01-01" defaultValue="2026-01-02" />),
    ).toThrow(/`value`.*`defaultValue`.*"2026-01-01".*"2026-01-02"/);
  });
});
