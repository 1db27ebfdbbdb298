import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentationPage } from '../../src/pages/documentation/DocumentationPage';
import { readBrand, setSiteBrand, type StoredBrand } from '../../src/shell/brand';

// A brand as the studio's "Use on this site" stores it, with one entry the stylesheet would refuse.
const brand: StoredBrand = {
  light: { '--pk-primary': '#de1d88', '--pk-paper': '#fdf6fa', '--pk-radius-card': '6px', '--pk-ink': 'red' },
  dark: { '--pk-primary': '#ff77bb', '--pk-paper': '#1a1016' },
};

const renderOverview = () =>
  render(
    <MemoryRouter initialEntries={['/documentation']}>
      <DocumentationPage />
    </MemoryRouter>,
  );

/** The theme section of the documentation's front page. */
const themeSection = async () => screen.findByRole('region', { name: 'The theme' }, { timeout: 5000 });

afterEach(() => act(() => setSiteBrand(null)));

describe('the documentation’s theme section with a brand on the site', () => {
  it('says nothing of a brand while the site shows Paper Kit’s theme', async () => {
    renderOverview();
    const section = await themeSection();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(section.textContent).not.toMatch(/uses your brand/);
  });

  it('shows the brand’s values, light and dark, and says the files are Paper Kit’s defaults', async () => {
    act(() => setSiteBrand(brand));
    renderOverview();
    const section = await themeSection();
    expect(section.textContent).toMatch(/This site now uses your brand/);
    expect(section.textContent).toMatch(/theme files below are Paper Kit’s defaults/);
    const table = within(section).getByRole('table', { name: /brand’s values/ });
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr') as HTMLTableRowElement;
    expect([...row('--pk-primary').cells].map((cell) => cell.textContent)).toEqual([
      '--pk-primary',
      '#de1d88',
      '#ff77bb',
    ]);
    expect([...row('--pk-radius-card').cells].map((cell) => cell.textContent)).toEqual([
      '--pk-radius-card',
      '6px',
      '–',
    ]);
    // What the stylesheet refuses is not shown as the site's colour either.
    expect(within(table).queryByRole('rowheader', { name: '--pk-ink' })).toBeNull();
  });

  it('follows the brand as the studio changes it, and leaves when it is reset', async () => {
    renderOverview();
    const section = await themeSection();
    act(() => setSiteBrand(brand));
    expect(within(section).getByRole('table').textContent).toContain('#de1d88');
    act(() => setSiteBrand({ light: { '--pk-primary': '#0044aa' }, dark: {} }));
    expect(within(section).getByRole('table').textContent).toContain('#0044aa');
    expect(within(section).getByRole('table').textContent).not.toContain('#de1d88');
    act(() => setSiteBrand(null));
    expect(within(section).queryByRole('table')).toBeNull();
  });
});

describe('readBrand', () => {
  it('keeps what the stylesheet would take, and is null for no brand or text that is not one', () => {
    expect(readBrand(JSON.stringify(brand))).toEqual({
      light: { '--pk-primary': '#de1d88', '--pk-paper': '#fdf6fa', '--pk-radius-card': '6px' },
      dark: { '--pk-primary': '#ff77bb', '--pk-paper': '#1a1016' },
    });
    expect(readBrand(null)).toBeNull();
    expect(readBrand('{not json')).toBeNull();
    expect(readBrand('"a string"')).toBeNull();
    expect(readBrand(JSON.stringify({ light: { color: '#000000' }, dark: null }))).toBeNull();
  });
});
