import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox, Radio } from '../../src/kit/choice';
import { FieldLabel, Input, InputGroup, InputGroupInput, Textarea } from '../../src/kit/input';

describe('Input', () => {
  it('shows an error message, linked to the input, and marks it invalid', () => {
    render(
      <>
        <FieldLabel htmlFor="name">Username</FieldLabel>
        <Input id="name" validation="danger" message="Sorry, that username's taken. Try another?" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("Sorry, that username's taken. Try another?");
  });

  it('keeps the caller’s own description beside its message', () => {
    render(
      <>
        <p id="hint">Letters only.</p>
        <Input aria-label="Name" aria-describedby="hint" validation="success" message="Looks good." />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeValid();
    expect(input).toHaveAccessibleDescription('Letters only. Looks good.');
  });

  it('shows its state by a shape as well as colour: a tick or an exclamation mark before the message', () => {
    const { container } = render(
      <>
        <Input aria-label="Good" validation="success" message="Looks good." />
        <Input aria-label="Bad" validation="danger" message="Too short." />
        <Input aria-label="Plain" message="Letters only." />
      </>,
    );
    const icons = [...container.querySelectorAll('[data-slot="field-message"]')].map(
      (message) => message.querySelector('[data-slot="field-message-icon"]')?.getAttribute('class') ?? 'none',
    );
    expect(icons[0]).toMatch(/lucide-circle-check/);
    expect(icons[1]).toMatch(/lucide-circle-alert/);
    expect(icons[2]).toBe('none');
    // The icon is decoration: the description is the message's words alone.
    expect(screen.getByRole('textbox', { name: 'Bad' })).toHaveAccessibleDescription('Too short.');
  });

  it('is valid and undescribed by default', () => {
    render(<Input aria-label="Plain" placeholder="Default" />);
    const input = screen.getByRole('textbox', { name: 'Plain' });
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('gives textareas the same states', () => {
    render(<Textarea aria-label="Message" validation="danger" message="Too long." />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Too long.');
  });

  it('styles the input group with :focus-within, so focus needs no state of its own', async () => {
    render(
      <InputGroup data-testid="group">
        <InputGroupInput aria-label="Search" />
      </InputGroup>,
    );
    expect(screen.getByTestId('group').className).toContain('focus-within:');
    await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
    expect(screen.getByTestId('group')).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('Checkbox and Radio', () => {
  it('toggle when their label text is clicked', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Subscribe" />);
    await user.click(screen.getByText('Subscribe'));
    expect(screen.getByRole('checkbox', { name: 'Subscribe' })).toBeChecked();
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Keep me signed in" disabled defaultChecked />);
    await user.click(screen.getByText('Keep me signed in'));
    expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).toBeChecked();
  });

  it('describe themselves with their description', () => {
    render(<Checkbox label="Newsletter" description="Once a week." />);
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toHaveAccessibleDescription('Once a week.');
  });

  it('radios sharing a name hold one choice, and their fieldset names the group', async () => {
    const user = userEvent.setup();
    render(
      <fieldset>
        <legend>Delivery</legend>
        <Radio name="r" label="Standard delivery" />
        <Radio name="r" label="Express delivery" defaultChecked />
      </fieldset>,
    );
    await user.click(screen.getByText('Standard delivery'));
    expect(screen.getByRole('radio', { name: 'Standard delivery' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Express delivery' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Delivery' })).toBeInTheDocument();
  });
});
