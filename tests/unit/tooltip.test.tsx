import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../src/kit/tooltip';

beforeAll(() => {
  // Radix measures the trigger and content to place the tooltip; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function DemoTooltip() {
  return (
    <TooltipProvider delayDuration={0}>
      <main>
        <Tooltip>
          <TooltipTrigger>on top</TooltipTrigger>
          <TooltipContent side="top">Tooltip on top</TooltipContent>
        </Tooltip>
      </main>
    </TooltipProvider>
  );
}

describe('Tooltip', () => {
  it('appears on keyboard focus, describes its trigger, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<DemoTooltip />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'on top' });
    expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Tooltip on top');
    expect(trigger).toHaveAccessibleDescription('Tooltip on top');

    // Its arrow is a drawing, hidden from assistive technology.
    expect(document.querySelector('[data-radix-popper-content-wrapper] svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('appears on hover and goes away when the pointer moves off', async () => {
    const user = userEvent.setup();
    render(<DemoTooltip />);
    const trigger = screen.getByRole('button', { name: 'on top' });
    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Tooltip on top');
    // Radix keeps it open while the pointer heads for the tooltip: move well away from both.
    const main = screen.getByRole('main');
    await user.pointer({ target: main, coords: { clientX: 300, clientY: 300 } });
    await user.pointer({ target: main, coords: { clientX: 310, clientY: 310 } });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it("renders inside its trigger's landmark, so no text sits outside every landmark", async () => {
    const user = userEvent.setup();
    render(<DemoTooltip />);
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(await screen.findByRole('tooltip'));
  });
});
