import { DirectionProvider as RadixDirectionProvider } from '@radix-ui/react-direction';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DirectionDemo } from '../../src/examples/direction-demo';
import { DirectionProvider, useDirection, type Direction } from '../../src/kit/direction';

function Shows({ dir }: { dir?: Direction }) {
  return <p>{useDirection(dir)}</p>;
}

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('useDirection', () => {
  it('is ltr with nothing set', () => {
    render(<Shows />);
    expect(screen.getByText(/^(ltr|rtl)$/)).toHaveTextContent('ltr');
  });

  it('follows <html dir>, and its changes', async () => {
    document.documentElement.dir = 'rtl';
    render(<Shows />);
    expect(screen.getByText(/^(ltr|rtl)$/)).toHaveTextContent('rtl');
    await act(async () => {
      document.documentElement.dir = 'ltr';
      // The MutationObserver reports after the current task.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText(/^(ltr|rtl)$/)).toHaveTextContent('ltr');
  });

  it('takes the kit provider over the page, even ltr, and a component’s own dir over both', () => {
    document.documentElement.dir = 'rtl';
    render(
      <DirectionProvider dir="ltr">
        <Shows />
        <DirectionProvider direction="rtl" dir="ltr">
          <Shows dir="ltr" />
          <Shows />
        </DirectionProvider>
      </DirectionProvider>,
    );
    expect(screen.getAllByText(/^(ltr|rtl)$/).map((element) => element.textContent)).toEqual([
      'ltr',
      'ltr',
      'rtl',
    ]);
  });

  it('takes rtl from a Radix (shadcn/ui) provider', () => {
    render(
      <RadixDirectionProvider dir="rtl">
        <Shows />
      </RadixDirectionProvider>,
    );
    expect(screen.getByText(/^(ltr|rtl)$/)).toHaveTextContent('rtl');
  });

  it('leaves an outer provider in charge when given no direction', () => {
    render(
      <DirectionProvider dir="rtl">
        <DirectionProvider>
          <Shows />
        </DirectionProvider>
      </DirectionProvider>,
    );
    expect(screen.getByText(/^(ltr|rtl)$/)).toHaveTextContent('rtl');
  });
});

describe('the direction demo', () => {
  it('turns its part of the page and the tabs’ keys together: ArrowLeft moves on right to left, ArrowRight left to right', async () => {
    const user = userEvent.setup();
    render(<DirectionDemo />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tablist', { name: 'Steps' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.click(tab('Step 1'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('Step 2')).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('radio', { name: 'Left to right' }));
    expect(screen.getByRole('tablist', { name: 'Steps' }).closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await user.click(tab('Step 2'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Step 3')).toHaveAttribute('aria-selected', 'true');
  });
});
