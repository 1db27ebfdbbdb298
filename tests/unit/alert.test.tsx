import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert, AlertList, type AlertItem } from '../../src/kit/alert';

const fourAlerts: AlertItem[] = [
  { id: 'saved', color: 'success', message: 'Profile saved.' },
  { id: 'tip', color: 'info', message: 'A tip.' },
  {
    id: 'quota',
    color: 'warning',
    message: 'Almost out of space.',
    icon: <svg data-testid="warning-icon" />,
  },
  { id: 'failed', color: 'danger', message: 'Upload failed.' },
];

const dismissButton = (color: string) => screen.getByRole('button', { name: `Dismiss ${color} alert` });
const messages = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('Alert', () => {
  it('shows its message with no live role, in its colour', () => {
    render(<Alert color="danger">Something broke.</Alert>);
    const alert = screen.getByText('Something broke.').closest('[data-slot="alert"]');
    expect(alert).toHaveClass('pk-tone-danger', 'bg-pk-tone', 'text-pk-tone-foreground');
    expect(alert).not.toHaveAttribute('role');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hides its icon from screen readers', () => {
    render(
      <Alert color="info" icon={<svg data-testid="icon" />}>
        Note
      </Alert>,
    );
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('has a named dismiss button, described by the message, that calls onDismiss', async () => {
    const onDismiss = vi.fn();
    render(
      <Alert color="success" onDismiss={onDismiss} dismissLabel="Dismiss saved notice">
        Saved.
      </Alert>,
    );
    const button = screen.getByRole('button', { name: 'Dismiss saved notice' });
    expect(button).toHaveAccessibleDescription('Saved.');
    await userEvent.click(button);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('names the dismiss button "Dismiss alert" by default', () => {
    render(
      <Alert color="warning" onDismiss={() => {}}>
        Careful.
      </Alert>,
    );
    expect(screen.getByRole('button', { name: 'Dismiss alert' })).toBeInTheDocument();
  });
});

describe('AlertList', () => {
  it('renders every item as a list item in a named region, with distinct dismiss names', () => {
    render(<AlertList aria-label="Notifications" defaultItems={fourAlerts} />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(messages()).toEqual(['Profile saved.', 'A tip.', 'Almost out of space.', 'Upload failed.']);
    for (const color of ['success', 'info', 'warning', 'danger'])
      expect(dismissButton(color)).toBeInTheDocument();
    expect(screen.getByTestId('warning-icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('numbers the dismiss names of alerts of the same colour', () => {
    render(
      <AlertList
        aria-label="Notifications"
        defaultItems={[
          { id: 'a', color: 'info', message: 'First' },
          { id: 'b', color: 'info', message: 'Second' },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Dismiss info alert 1' })).toHaveAccessibleDescription('First');
    expect(screen.getByRole('button', { name: 'Dismiss info alert 2' })).toHaveAccessibleDescription(
      'Second',
    );
  });

  it('dismissing a middle alert removes it and focuses the next alert’s dismiss button', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<AlertList aria-label="Notifications" defaultItems={fourAlerts} onDismiss={onDismiss} />);
    await user.click(dismissButton('info'));
    expect(messages()).toEqual(['Profile saved.', 'Almost out of space.', 'Upload failed.']);
    expect(dismissButton('warning')).toHaveFocus();
    expect(onDismiss).toHaveBeenCalledWith('tip');
    expect(screen.getByRole('status')).toHaveTextContent('Alert dismissed, 3 remaining');
  });

  it('dismissing the last alert focuses the previous alert’s dismiss button', async () => {
    const user = userEvent.setup();
    render(<AlertList aria-label="Notifications" defaultItems={fourAlerts} />);
    dismissButton('danger').focus();
    await user.keyboard('{Enter}');
    expect(messages()).toEqual(['Profile saved.', 'A tip.', 'Almost out of space.']);
    expect(dismissButton('warning')).toHaveFocus();
  });

  it('dismissing the only alert focuses the list itself and says none remain', async () => {
    const user = userEvent.setup();
    render(<AlertList aria-label="Notifications" defaultItems={[fourAlerts[0] as AlertItem]} />);
    await user.click(dismissButton('success'));
    expect(messages()).toEqual([]);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveFocus();
    expect(region).toHaveAttribute('tabindex', '-1');
    expect(region).toHaveTextContent('No alerts');
    expect(screen.getByRole('status')).toHaveTextContent('Alert dismissed, none remaining');
  });

  it('lets the caller name the dismiss buttons', () => {
    render(
      <AlertList
        aria-label="Notifications"
        defaultItems={fourAlerts}
        dismissLabel={(item) => `Close ${item.id}`}
      />,
    );
    expect(screen.getByRole('button', { name: 'Close quota' })).toBeInTheDocument();
  });

  it('throws when two items share an id', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const twice = [fourAlerts[0], fourAlerts[0]] as AlertItem[];
    expect(() => render(<AlertList aria-label="Notifications" defaultItems={twice} />)).toThrow(
      'AlertList: option "defaultItems" repeats the id "saved"',
    );
  });
});
