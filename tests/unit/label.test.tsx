import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Label } from '../../src/kit/label';

describe('Label', () => {
  it('renders its text in a non-interactive span', () => {
    render(<Label color="success">New</Label>);
    const label = screen.getByText('New');
    expect(label.tagName).toBe('SPAN');
    expect(label).toHaveAttribute('data-slot', 'label');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('fills with the chosen colour and its readable foreground, default when none is chosen', () => {
    render(
      <>
        <Label color="warning">Warning</Label>
        <Label>Default</Label>
      </>,
    );
    expect(screen.getByText('Warning')).toHaveClass(
      'pk-tone-warning',
      'bg-pk-tone',
      'text-pk-tone-foreground',
    );
    expect(screen.getByText('Default')).toHaveClass(
      'pk-tone-default',
      'bg-pk-tone',
      'text-pk-tone-foreground',
    );
  });

  it("puts the caller's className last, so it wins", () => {
    render(<Label className="px-4">Wide</Label>);
    const label = screen.getByText('Wide');
    expect(label).toHaveClass('px-4');
    expect(label).not.toHaveClass('px-2.5');
  });
});
