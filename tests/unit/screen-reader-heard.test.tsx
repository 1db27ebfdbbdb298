import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentationPage } from '../../src/pages/documentation/DocumentationPage';
import { ScreenReaderHeard } from '../../src/pages/documentation/ScreenReaderHeard';

/*
 * A documentation page's "Screen reader" section, as the build gives it: vitest.config.ts points the build step at
 * the fixture runs (tests/unit/fixtures/heard: a switch, the modal, and browse mode on the sign-up card's page), so
 * these pages show tables whatever the last real run holds.
 */

const modalJourney = 'modal dialog: Enter opens it with its title, Escape closes it back on its button';

beforeEach(() => {
  // Tables and listings measure whether they overflow; jsdom has no ResizeObserver (nor layout).
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <DocumentationPage />
    </MemoryRouter>,
  );

/** The section, once the page's body has come. */
const section = () => screen.findByRole('region', { name: 'Screen reader' }, { timeout: 10_000 });

/** A table's rows, each as its cells' text: the header row first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('the Screen reader section', () => {
  it('comes after Tested for, says which reader, browsers and day, and has a table a journey', async () => {
    renderAt('/documentation?component=modal');
    const heard = await section();
    const jumps = screen.getByRole('navigation', { name: 'On this page' });
    const titles = within(jumps)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(titles.indexOf('Screen reader')).toBe(titles.indexOf('Tested for') + 1);
    expect(heard).toHaveTextContent(
      'what was heard in the screen-reader tests’ last run (Orca 43.1 in Firefox 153.8.0esr and Chromium 156.0.7461.102 on 2026-11-28)',
    );
    expect(heard).toHaveTextContent('Passed: 2 of 3 steps in Firefox and 3 of 3 steps in Chromium.');
    expect(within(heard).getByRole('heading', { level: 3 })).toHaveTextContent(modalJourney);

    const table = within(heard).getByRole('table', { name: `${modalJourney}: each step and what was heard` });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((column) => [column.textContent, column.getAttribute('scope')])).toEqual([
      ['Step', 'col'],
      ['Must be heard', 'col'],
      ['Orca in Firefox', 'col'],
      ['Orca in Chromium', 'col'],
    ]);
    const steps = within(table).getAllByRole('rowheader');
    expect(steps.map((step) => step.getAttribute('scope'))).toEqual(['row', 'row', 'row']);
    // The step, its keys, and (for a narrow table, hidden where there is room) what must be heard.
    expect(steps[1]).toHaveTextContent(
      'Enter on "Launch demo modal"EnterMust be heard: “Delete this project?”, “dialog”',
    );
    expect(within(steps[1] as HTMLElement).getByText('Enter', { selector: 'kbd' })).toBeInTheDocument();
    // Passed or failed in words, a failed step with why, and every line said, in order.
    const [, , enter] = rowsOf(table);
    expect(enter?.slice(1)).toEqual([
      '“Delete this project?”, “dialog”',
      'Failed"Delete this project?" was not said; "dialog" was not saidNothing was heard.',
      'Passed“Components · Paper Kit A11y document web.”“Delete this project? dialog The project, its three pages and every draft in it would be gone for good.”“Close push button.”',
    ]);
    const chromium = within(table).getAllByRole('cell')[5] as HTMLElement;
    expect(
      within(chromium)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      '“Components · Paper Kit A11y document web.”',
      '“Delete this project? dialog The project, its three pages and every draft in it would be gone for good.”',
      '“Close push button.”',
    ]);
    // The first page loads the documentation's modules cold.
  }, 20_000);

  it('is on a block’s page too, with the journeys that name the block', async () => {
    renderAt('/documentation?block=sign-up-card');
    const heard = await section();
    const [table] = within(heard).getAllByRole('table');
    expect(within(table as HTMLElement).getAllByRole('rowheader')).toHaveLength(3);
    expect(within(table as HTMLElement).getByText('Control', { selector: 'kbd' })).toBeInTheDocument();
  });

  it('says so for a component no journey goes through', async () => {
    renderAt('/documentation?component=card');
    const heard = await section();
    expect(heard).toHaveTextContent(
      'No journey of the screen-reader tests goes through Card yet (their last run: Orca 43.1 in Firefox 153.8.0esr and Chromium 156.0.7461.102 on 2026-11-28).',
    );
    expect(within(heard).queryByRole('table')).toBeNull();
  });

  it('shows a phrase written as a pattern as it is written, as code, a step with nothing to hear, and each browser’s phrases where they differ', () => {
    const runs = [
      { reader: 'Orca 43.1', browser: 'Firefox 153.8.0', date: '2026-11-28' },
      { reader: 'Orca 43.1', browser: 'Chromium 156.0', date: '2026-11-28' },
    ];
    const result = (expected: string[]) => ({ expected, heard: ['checked'], passed: true });
    render(
      <ScreenReaderHeard
        name="Choice"
        report={{
          runs,
          journeys: [
            {
              name: 'checkbox',
              rows: [
                {
                  does: 'Space again',
                  keys: ['Space'],
                  results: [result(['/^checked$/', 'box']), result(['/^checked$/', 'box'])],
                },
                { does: 'Tab six times', keys: [], results: [result([]), null] },
                { does: 'Space', keys: ['Space'], results: [result(['not checked']), result(['unchecked'])] },
              ],
            },
          ],
        }}
      />,
    );
    const [, space, tab, differ] = rowsOf(
      screen.getByRole('table', { name: 'checkbox: each step and what was heard' }),
    );
    expect(space?.[1]).toBe('/^checked$/, “box”');
    expect(screen.getAllByText('/^checked$/', { selector: 'code' })).toHaveLength(2);
    expect(tab?.[1]).toBe('Nothing in particular.');
    expect(tab?.[3]).toBe('Not in this run.');
    expect(differ?.[1]).toBe('In Firefox: “not checked”In Chromium: “unchecked”');
  });

  it('says so when no run has been recorded yet', () => {
    render(<ScreenReaderHeard name="Switch" report={{ runs: [], journeys: [] }} />);
    expect(
      screen.getByText(/^No screen-reader run has been recorded yet: once the screen-reader tests have run/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
