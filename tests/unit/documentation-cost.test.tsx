import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { KitSource } from '../../src/pages/documentation/docTypes';
import { buttonCostFixture } from './fixtures/cost';
import { ComponentIndex } from '../../src/pages/documentation/ComponentIndex';
import { DocumentationPage } from '../../src/pages/documentation/DocumentationPage';
import { ItemCost } from '../../src/pages/documentation/ItemCost';
import { blockEntries, kitEntries } from '../../src/pages/documentation/records';

/*
 * "Cost" on a kit file's and a block's page, and the figures beside each name in the documentation's index: what each
 * adds to an app's JavaScript, gzip, measured when the site is built (scripts/kit-cost.ts, which
 * tests/unit/node/kit-cost.test.ts tests; the registry test holds the figures to real installs).
 */

const kitSources = import.meta.glob<KitSource>('../../src/kit/*.{ts,tsx}', {
  query: '?kit-source',
  import: 'default',
  eager: true,
});
const buttonCost = Object.entries(kitSources).find(([path]) => path.endsWith('/button.tsx'))?.[1].cost;

const cost = buttonCostFixture;

describe('the Cost section', () => {
  it('says the figure and what it leaves out, then a table of the parts, each with what it includes', () => {
    render(<ItemCost name="Button" cost={cost} />);
    expect(screen.getByText(/^Button adds 11\.1 kB of JavaScript to an app, gzip/)).toHaveTextContent(
      'React and React DOM are not counted',
    );
    const table = screen.getByRole('table', { name: 'What Button adds to an app’s JavaScript, gzip' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Part', 'What it includes', 'Gzip']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Its own file', 'src/kit/button.tsx', '1.1\u00a0kB1.1 kilobytes'],
      ['The kit files it needs', 'src/kit/cn.ts, src/kit/tones.ts', '0.4\u00a0kB0.4 kilobytes'],
      ['Its npm packages', '@radix-ui/react-slot@1.5.0, clsx@2.1.1', '9.6\u00a0kB9.6 kilobytes'],
      ['Total', '11.1\u00a0kB11.1 kilobytes'],
    ]);
    // Each part is a row's header, for a screen reader reading a figure.
    expect(within(table).getByRole('rowheader', { name: 'Its npm packages' })).toHaveAttribute(
      'scope',
      'row',
    );
    expect(
      screen.getByText(/^Measured when this site was built, on 2026-11-28, with Rolldown 1\.2\.19/),
    ).toBeVisible();
  });

  it('gives a figure to the eye as kB and to a screen reader in words', () => {
    render(<ItemCost name="Button" cost={cost} />);
    const total = screen.getByRole('rowheader', { name: 'Total' }).nextElementSibling;
    expect(within(total as HTMLElement).getByText('11.1 kilobytes')).toHaveClass('sr-only');
    expect(within(total as HTMLElement).getByText('11.1 kB')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says when a part has nothing, and names a block’s second part for blocks too', () => {
    render(
      <ItemCost
        name="Sign-up card"
        block
        cost={{ ...cost, kitFiles: [], packages: [], gzip: { own: 900, kit: 0, packages: 0, total: 900 } }}
      />,
    );
    expect(
      screen.getByRole('rowheader', { name: 'The kit files and blocks it needs' }).nextElementSibling,
    ).toHaveTextContent('Nothing');
  });
});

describe('the figures the build measured', () => {
  it('are on a kit file’s page, in On this page and in its Cost section', async () => {
    expect(buttonCost?.gzip.total).toBeGreaterThan(1024);
    render(
      <MemoryRouter initialEntries={['/documentation?component=button']}>
        <DocumentationPage />
      </MemoryRouter>,
    );
    const jumps = await screen.findByRole('navigation', { name: 'On this page' }, { timeout: 10_000 });
    expect(within(jumps).getByRole('button', { name: 'Cost' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Cost' });
    const total = ((buttonCost?.gzip.total ?? 0) / 1024).toFixed(1);
    expect(within(section).getByRole('rowheader', { name: 'Total' }).nextElementSibling).toHaveTextContent(
      `${total} kilobytes`,
    );
  }, 20_000);

  it('are beside every kit file’s and block’s name in the index', () => {
    render(
      <MemoryRouter>
        <ComponentIndex current={null} currentBlock={null} />
      </MemoryRouter>,
    );
    for (const [navigation, entries] of [
      ['Kit files', kitEntries],
      ['Blocks', blockEntries],
    ] as const) {
      const items = within(screen.getByRole('navigation', { name: navigation })).getAllByRole('listitem');
      expect(items).toHaveLength(entries.length);
      for (const item of items) {
        // The link keeps its name; the figure follows it, in words for a screen reader.
        expect(within(item).getByRole('link').textContent).not.toMatch(/kB/);
        expect(item).toHaveTextContent(/\d+\.\d kB\d+\.\d kilobytes gzip$/);
      }
    }
    const button = within(screen.getByRole('navigation', { name: 'Kit files' }))
      .getByRole('link', { name: 'Button' })
      .closest('li');
    expect(button).toHaveTextContent(`${((buttonCost?.gzip.total ?? 0) / 1024).toFixed(1)} kilobytes gzip`);
  });
});
