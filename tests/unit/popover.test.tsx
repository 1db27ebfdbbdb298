import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Popover, PopoverBody, PopoverContent, PopoverTitle, PopoverTrigger } from '../../src/kit/popover';

beforeAll(() => {
  // Radix measures the trigger and content to place the popover; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function DemoPopover() {
  return (
    <>
      <Popover>
        <PopoverTrigger>on left</PopoverTrigger>
        <PopoverContent side="left">
          <PopoverTitle>Popover on left</PopoverTitle>
          <PopoverBody>A note about the button.</PopoverBody>
        </PopoverContent>
      </Popover>
      <p>Outside</p>
    </>
  );
}

async function openPopover() {
  const user = userEvent.setup();
  render(<DemoPopover />);
  const trigger = screen.getByRole('button', { name: 'on left' });
  await user.click(trigger);
  return { user, trigger };
}

describe('Popover', () => {
  it('opens on click as a dialog labelled by its title, with its body', async () => {
    const errors = vi.spyOn(console, 'error');
    const { trigger } = await openPopover();
    const popover = screen.getByRole('dialog', { name: 'Popover on left' });
    expect(popover).toHaveTextContent('A note about the button.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(popover).toContainElement(document.activeElement as HTMLElement);
    expect(errors).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { user, trigger } = await openPopover();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user } = await openPopover();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from the keyboard too', async () => {
    const user = userEvent.setup();
    render(<DemoPopover />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Popover on left' })).toBeInTheDocument();
  });

  it('hides its arrow, a drawing, from assistive technology', async () => {
    await openPopover();
    const arrow = screen.getByRole('dialog').querySelector('svg');
    expect(arrow).toHaveAttribute('aria-hidden', 'true');
  });

  it('lets Tab leave a popover with nothing to focus inside, closing it; Shift+Tab goes back to the trigger', async () => {
    const { user, trigger } = await openPopover();
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Radix’s Tab within a popover that has controls', async () => {
    const user = userEvent.setup();
    render(
      <Popover>
        <PopoverTrigger>Filters</PopoverTrigger>
        <PopoverContent>
          <PopoverTitle>Filters</PopoverTitle>
          <button type="button">Apply</button>
        </PopoverContent>
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
  });

  it('logs an error when the popover has no title to name it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <Popover>
        <PopoverTrigger>Open</PopoverTrigger>
        <PopoverContent>
          <PopoverBody>Untitled.</PopoverBody>
        </PopoverContent>
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('PopoverContent has no accessible name'));
  });
});
