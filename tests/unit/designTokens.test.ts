import { contrastWCAG21 } from 'colorjs.io/fn';
import { describe, expect, it } from 'vitest';
import { palettes, paletteVariables } from '../../src/design-tokens';
import { colourPairs } from '../../src/palette/pairs';
import { evaluatePairs } from '../../src/palette/solve';

describe.each(['light', 'dark'] as const)('the %s palette', (theme) => {
  const results = evaluatePairs(palettes[theme]);

  it.each(results.filter((result) => result.target !== null))(
    '$name reaches $target:1',
    ({ ratio, target }) => {
      expect(ratio).toBeGreaterThanOrEqual(target as number);
    },
  );

  it('measures each pair as colorjs.io does: its WCAG 2.1 ratio, and its APCA Lc beside it', () => {
    for (const { pair, foreground, background, ratio, apca } of results) {
      // A blend is measured unrounded; its hex is rounded to whole bytes, so compare token pairs only.
      if (typeof pair.foreground !== 'string' || typeof pair.background !== 'string') continue;
      expect(ratio).toBeCloseTo(contrastWCAG21(foreground, background), 10);
      expect(apca).toEqual(expect.any(Number));
    }
  });

  it('is written out as one CSS variable per token', () => {
    const variables = paletteVariables(palettes[theme]);
    expect(variables['--pk-primary']).toBe(palettes[theme].semantic.primary.solid);
    expect(Object.values(variables).every((value) => /^#[0-9a-f]{6}$/.test(value))).toBe(true);
  });
});

describe('the pair list', () => {
  it('names each pair once', () => {
    const names = colourPairs.map((pair) => pair.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('exempts only disabled controls, and says why', () => {
    for (const pair of colourPairs.filter((pair) => pair.exempt)) {
      expect(pair.name).toMatch(/disabled/);
      expect(pair.exempt).toMatch(/WCAG 1\.4\.3 and 1\.4\.11 exempt inactive components/);
    }
  });

  it('measures white on black at 21:1, dark text on light as positive APCA Lc', () => {
    const [ink] = evaluatePairs(palettes.light, 'AA', { pairs: colourPairs.slice(0, 1) });
    expect(ink?.name).toBe('ink on paper');
    expect(ink?.apca).toBeGreaterThan(90);
    const [white] = evaluatePairs(palettes.light, 'AA', {
      pairs: [{ name: 'white on black', kind: 'text', foreground: 'white', background: 'black', where: '' }],
    });
    expect(white?.ratio).toBeCloseTo(21);
    expect(white?.apca).toBeLessThan(-100);
  });
});
