import { describe, expect, it } from 'vitest';
import { palettes, paletteVariables, semanticColors, type ThemePalette } from '../../src/design-tokens';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Every foreground/background pair the kit uses, with the WCAG 2.2 AA ratio it must reach. */
function pairs(palette: ThemePalette): [string, string, string, number][] {
  const list: [string, string, string, number][] = [
    ['ink on paper', palette.ink, palette.paper, 4.5],
    ['ink on surface', palette.ink, palette.surface, 4.5],
    ['ink on muted surface', palette.ink, palette.surfaceMuted, 4.5],
    ['muted text on paper', palette.muted, palette.paper, 4.5],
    ['muted text on surface', palette.muted, palette.surface, 4.5],
    ['muted text on muted surface', palette.muted, palette.surfaceMuted, 4.5],
    ['hero ink on hero', palette.heroInk, palette.hero, 4.5],
    ['focus ring on paper', palette.ring, palette.paper, 3],
    ['focus ring on surface', palette.ring, palette.surface, 3],
    ['focus ring on hero', palette.heroRing, palette.hero, 3],
    ['control boundary on surface', palette.borderStrong, palette.surface, 3],
    ['control boundary on paper', palette.borderStrong, palette.paper, 3],
    ['control boundary on muted surface', palette.borderStrong, palette.surfaceMuted, 3],
  ];
  const { background, ...codeInks } = palette.code;
  for (const [token, ink] of Object.entries(codeInks)) {
    list.push([`source listing: ${token} on its background`, ink, background, 4.5]);
  }
  list.push(['focus ring on a source listing', palette.ring, background, 3]);
  for (const color of semanticColors) {
    const shades = palette.semantic[color];
    list.push(
      [`${color}: text on its fill`, shades.onSolid, shades.solid, 4.5],
      [`${color}: text colour on paper`, shades.text, palette.paper, 4.5],
      [`${color}: text colour on surface`, shades.text, palette.surface, 4.5],
      [`${color}: text colour on muted surface`, shades.text, palette.surfaceMuted, 4.5],
      [`${color}: text colour on its soft tint`, shades.text, shades.soft, 4.5],
      [`${color}: a solid control's edge on paper`, shades.edge, palette.paper, 3],
      [`${color}: a solid control's edge on surface`, shades.edge, palette.surface, 3],
      [`${color}: a solid control's edge on muted surface`, shades.edge, palette.surfaceMuted, 3],
    );
  }
  return list;
}

describe.each(['light', 'dark'] as const)('the %s palette', (theme) => {
  it.each(pairs(palettes[theme]))('%s reaches AA', (_name, foreground, background, minimum) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });

  it('is written out as one CSS variable per token', () => {
    const variables = paletteVariables(palettes[theme]);
    expect(variables['--pk-primary']).toBe(palettes[theme].semantic.primary.solid);
    expect(Object.values(variables).every((value) => /^#[0-9a-f]{6}$/.test(value))).toBe(true);
  });
});

describe('contrast', () => {
  it('matches the WCAG formula at its extremes', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#777777', '#777777')).toBe(1);
  });
});
