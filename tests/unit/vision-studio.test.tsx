import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { VisionControl, visionStyle } from '../../src/pages/themes/VisionPreview';
import { VisionReport } from '../../src/pages/themes/VisionReport';
import { solveTheme } from '../../src/palette/solve';
import { filterMatrixValues, type Vision } from '../../src/palette/vision';

function Controlled() {
  const [vision, setVision] = useState<Vision>('normal');
  return (
    <>
      <VisionControl vision={vision} onChange={setVision} />
      <div data-testid="panes" style={visionStyle(vision)} />
    </>
  );
}

describe('the studio’s “See it as”', () => {
  it('is a named group of radios that puts the tested matrix on the panes and says which simulation is on', async () => {
    const { container } = render(<Controlled />);
    const group = screen.getByRole('group', { name: 'See it as' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: 'Normal vision' })).toBeChecked();
    expect(screen.getByTestId('panes').style.filter).toBe('');
    expect(container.querySelector('filter')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Tritanopia' }));
    expect(screen.getByRole('radio', { name: 'Tritanopia' })).toBeChecked();
    expect(screen.getByText(/^Both themes as seen with tritanopia, simulated/)).toBeInTheDocument();
    expect(screen.getByTestId('panes').style.filter).toBe('url(#studio-vision-filter)');
    const filter = container.querySelector('filter#studio-vision-filter');
    expect(filter).toHaveAttribute('color-interpolation-filters', 'linearRGB');
    expect(filter?.querySelector('feColorMatrix')).toHaveAttribute(
      'values',
      filterMatrixValues('tritanopia'),
    );
  });
});

describe('the report’s status colours', () => {
  it('lists every pair under every simulation in both themes, in words', () => {
    // Lemon at AAA keeps one pair too close for achromatopsia in each theme (tests/unit/vision.test.ts logs it).
    render(
      <VisionReport
        solved={solveTheme({
          primary: '#ffe14d',
          neutral: '#7a7263',
          success: '#34c759',
          danger: '#ff3b30',
          strictness: 'AAA',
        })}
      />,
    );
    const table = screen.getByRole('table', { name: /^The ΔE OK between each pair of status fills/ });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4 * 6);
    const tooClose = within(table).getAllByText('too close');
    expect(tooClose).toHaveLength(2);
    expect(screen.getByText(/2 of 48 pairs stay too close/)).toBeInTheDocument();
  });

  it('says so when every pair is apart', () => {
    render(
      <VisionReport
        solved={solveTheme({ primary: '#1f6f71', danger: '#b92409', success: '#2e8540', info: '#1d4e89' })}
      />,
    );
    expect(screen.getByText(/Every pair is apart in both themes\./)).toBeInTheDocument();
    expect(screen.queryByText('too close')).toBeNull();
  });
});
