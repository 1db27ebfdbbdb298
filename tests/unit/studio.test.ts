import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAND_STORAGE_KEY, brandBootScript, brandCss, type StoredBrand } from '../../src/shell/brand';
import { solveTheme } from '../../src/palette/solve';
import {
  brandOptions,
  paperKitChoices,
  radiusRange,
  readStudioSearch,
  studioPresets,
  studioSearch,
  themeCss,
  type StudioChoices,
} from '../../src/palette/studio';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

const choicesArbitrary: fc.Arbitrary<StudioChoices> = fc.record({
  colours: fc.record(
    Object.fromEntries(
      brandOptions.map(({ option }) => [
        option,
        fc.oneof(
          fc.constant(paperKitChoices.colours[option]),
          hexColour,
          fc.constantFrom('oklch(0.6 0.2 30)', 'rgb(10 200 30)', 'hsl(200 50% 40%)', 'not a colour & more'),
        ),
      ]),
    ) as Record<keyof StudioChoices['colours'], fc.Arbitrary<string>>,
  ),
  radius: fc.integer({ min: radiusRange.min, max: radiusRange.max }),
  strictness: fc.constantFrom('AA' as const, 'AAA' as const),
});

describe('the studio’s address', () => {
  it('round-trips any choices, colours as typed, keeping parameters it does not own', () => {
    fc.assert(
      fc.property(choicesArbitrary, (choices) => {
        const search = studioSearch(choices, '?dir=rtl');
        const read = readStudioSearch(search);
        expect(read.errors).toEqual([]);
        expect(read.choices).toEqual(choices);
        expect(new URLSearchParams(search).get('dir')).toBe('rtl');
      }),
      { numRuns: 2000 },
    );
  });

  it('is empty for Paper Kit’s own choices, and names only what a brand changes', () => {
    expect(studioSearch(paperKitChoices)).toBe('');
    expect(
      studioSearch({ ...paperKitChoices, colours: { ...paperKitChoices.colours, primary: '#e0218a' } }),
    ).toBe('?primary=%23e0218a');
  });

  it('reports a radius or strictness it cannot read, naming the parameter and the value, and ignores it', () => {
    const { choices, errors } = readStudioSearch('?radius=12.5&strictness=best');
    expect(choices.radius).toBe(paperKitChoices.radius);
    expect(choices.strictness).toBe('AA');
    expect(errors.map((error) => error.message)).toEqual([
      'radius: "12.5" is not a whole number of pixels from 0 to 32',
      'strictness: "best" is not AA or AAA',
    ]);
    expect(readStudioSearch('?radius=99').errors[0]?.param).toBe('radius');
    expect(readStudioSearch('?radius=').errors[0]?.param).toBe('radius');
  });
});

describe('the presets', () => {
  it('each solve in both strictnesses, and Paper Kit’s is the studio’s default', () => {
    expect(studioPresets[0]?.choices).toEqual(paperKitChoices);
    for (const preset of studioPresets) {
      for (const strictness of ['AA', 'AAA'] as const) {
        expect(() => solveTheme({ ...preset.choices.colours, strictness })).not.toThrow();
      }
    }
    expect(new Set(studioPresets.map((preset) => preset.name)).size).toBe(studioPresets.length);
  });
});

describe('themeCss', () => {
  it('writes every kit variable for :root and .dark, and the radius', () => {
    const solved = solveTheme({ primary: '#e0218a' });
    const css = themeCss(solved, 6);
    expect(css).toMatch(/^:root \{\n/);
    expect(css).toContain(`  --pk-primary: ${solved.light.semantic.primary.solid};`);
    expect(css).toContain('  --pk-radius-card: 6px;');
    const dark = css.slice(css.indexOf('.dark {'));
    expect(dark).toContain(`  --pk-primary-text: ${solved.dark.semantic.primary.text};`);
    expect(dark).not.toContain('--pk-radius-card');
  });
});

describe('the site’s brand', () => {
  const brand: StoredBrand = {
    light: { '--pk-primary': '#de1d88', '--pk-radius-card': '6px', '--pk-ink': 'red;}body{display:none' },
    dark: { '--pk-primary': '#ff77bb', color: '#000000' },
  };

  it('keeps only --pk- names with hex colours or pixel lengths, whatever storage holds', () => {
    expect(brandCss(brand)).toBe(
      ':root,.light{--pk-primary:#de1d88;--pk-radius-card:6px}.dark{--pk-primary:#ff77bb}',
    );
  });

  it('the boot script writes the same stylesheet before first paint, and nothing for bad storage', () => {
    document.getElementById('pk-brand')?.remove();
    localStorage.setItem(BRAND_STORAGE_KEY, JSON.stringify(brand));
    new Function(brandBootScript())();
    expect(document.getElementById('pk-brand')?.textContent).toBe(brandCss(brand));
    document.getElementById('pk-brand')?.remove();
    localStorage.setItem(BRAND_STORAGE_KEY, '{not json');
    new Function(brandBootScript())();
    expect(document.getElementById('pk-brand')).toBeNull();
    localStorage.removeItem(BRAND_STORAGE_KEY);
  });
});
