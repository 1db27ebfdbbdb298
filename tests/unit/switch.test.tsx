import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DirectionProvider } from '../../src/kit/direction';
import { Switch, type SwitchProps, type SwitchValue } from '../../src/kit/switch';

function renderSwitch(props: SwitchProps = {}) {
  render(
    <>
      <label htmlFor="sw">Notifications</label>
      <Switch id="sw" {...props} />
    </>,
  );
  return screen.getByRole('switch', { name: 'Notifications' });
}

describe('Switch', () => {
  it('shows ON and OFF by default, and other labels when asked', () => {
    const element = renderSwitch();
    expect(element).toHaveTextContent('ON');
    expect(element).toHaveTextContent('OFF');
    const custom = render(<Switch aria-label="Custom" onLabel="YES" offLabel="NO" />);
    expect(custom.getByRole('switch', { name: 'Custom' })).toHaveTextContent(/YES.*NO/);
  });

  it('toggles with a click, Space and Enter', async () => {
    const user = userEvent.setup();
    const element = renderSwitch();
    expect(element).toHaveAttribute('aria-checked', 'false');
    await user.click(element);
    expect(element).toHaveAttribute('aria-checked', 'true');
    await user.keyboard(' ');
    expect(element).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(element).toHaveAttribute('aria-checked', 'true');
  });

  it('sets on with ArrowRight and off with ArrowLeft, whatever it was', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const element = renderSwitch({ onCheckedChange: onChange });
    element.focus();
    await user.keyboard('{ArrowRight}');
    expect(element).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}');
    expect(element).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(element).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{ArrowLeft}');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('right to left, sets on with ArrowLeft and off with ArrowRight, and says its direction to CSS', async () => {
    const user = userEvent.setup();
    const element = renderSwitch({ dir: 'rtl' });
    expect(element).toHaveAttribute('dir', 'rtl');
    element.focus();
    await user.keyboard('{ArrowLeft}');
    expect(element).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}');
    expect(element).toHaveAttribute('aria-checked', 'false');
  });

  it('takes its direction from a DirectionProvider, or else from <html dir>', async () => {
    const user = userEvent.setup();
    const provided = render(
      <DirectionProvider dir="rtl">
        <Switch aria-label="Provided" />
      </DirectionProvider>,
    );
    const inProvider = provided.getByRole('switch', { name: 'Provided' });
    inProvider.focus();
    await user.keyboard('{ArrowLeft}');
    expect(inProvider).toHaveAttribute('aria-checked', 'true');
    provided.unmount();

    document.documentElement.dir = 'rtl';
    onTestFinished(() => document.documentElement.removeAttribute('dir'));
    const element = renderSwitch();
    expect(element).toHaveAttribute('dir', 'rtl');
    element.focus();
    await user.keyboard('{ArrowRight}');
    expect(element).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{ArrowLeft}');
    expect(element).toHaveAttribute('aria-checked', 'true');
  });

  it('is indeterminate when its value is null: drawn half-way and described as not set', async () => {
    const user = userEvent.setup();
    const element = renderSwitch({ defaultChecked: null });
    expect(element).toHaveAttribute('data-indeterminate');
    expect(element).toHaveAccessibleDescription('Not set');
    await user.click(element);
    expect(element).toHaveAttribute('aria-checked', 'true');
    expect(element).not.toHaveAttribute('data-indeterminate');
    expect(element).not.toHaveAccessibleDescription();
  });

  it('reaches on or off from null by arrow keys', async () => {
    const user = userEvent.setup();
    const element = renderSwitch({ defaultChecked: null });
    element.focus();
    await user.keyboard('{ArrowLeft}');
    expect(element).toHaveAttribute('aria-checked', 'false');
    expect(element).not.toHaveAttribute('data-indeterminate');
  });

  it.each([
    ['disabled', { disabled: true }],
    ['read-only', { readOnly: true }],
  ] as const)('blocks every change when %s', async (_name, props) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const element = renderSwitch({ ...props, defaultChecked: true, onCheckedChange: onChange });
    await user.click(element);
    element.focus();
    await user.keyboard(' {Enter}{ArrowLeft}{ArrowRight}');
    expect(element).toHaveAttribute('aria-checked', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says it is read-only, and stays focusable', () => {
    const element = renderSwitch({ readOnly: true });
    expect(element).toHaveAttribute('aria-readonly', 'true');
    element.focus();
    expect(element).toHaveFocus();
  });

  it('follows its owner when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<SwitchValue>(null);
      return (
        <>
          <Switch aria-label="Controlled" checked={value} onCheckedChange={setValue} />
          <output>{String(value)}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('switch', { name: 'Controlled' }));
    expect(screen.getByRole('status')).toHaveTextContent('true');
  });
});
