import { OKLab, sRGB } from 'colorjs.io/fn';
import { describe, expect, it } from 'vitest';
import { colourName, logoColours, spokenColour, type LogoColour } from '../../src/palette/logo';
import { sniffLogo } from '../../src/pages/themes/readLogo';

type Rgba = readonly [number, number, number, number];

/** RGBA bytes of `count` pixels of each colour, in runs. */
function pixelsOf(...runs: [Rgba, number][]): Uint8ClampedArray {
  const total = runs.reduce((sum, [, count]) => sum + count, 0);
  const pixels = new Uint8ClampedArray(total * 4);
  let at = 0;
  for (const [colour, count] of runs) {
    for (let index = 0; index < count; index++, at += 4) pixels.set(colour, at);
  }
  return pixels;
}

const rgba = (hex: string, alpha = 255): Rgba => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
  alpha,
];

const labOf = (hex: string) => {
  const [r, g, b] = rgba(hex);
  return sRGB.to(OKLab, [r / 255, g / 255, b / 255]);
};
/** ΔE in OKLab: the straight distance. */
const distance = (one: string, other: string) => {
  const [a, b] = [labOf(one), labOf(other)];
  return Math.hypot(...a.map((value, axis) => (value ?? 0) - (b[axis] ?? 0)));
};

function colours(pixels: Uint8ClampedArray): LogoColour[] {
  const reading = logoColours(pixels);
  if (!reading.ok) throw new Error(`expected colours, got ${reading.problem}`);
  return reading.colours;
}

describe('logoColours', () => {
  it('finds the two colours of a flat two-colour logo, exactly, with their shares', () => {
    const found = colours(
      pixelsOf(
        [rgba('#0a8f8f'), 700],
        [rgba('#1b2a4a'), 300],
        // anti-aliased edges between them, and a transparent background, are not colours of the logo
        [rgba('#13607a'), 8],
        [rgba('#ffffff', 0), 2000],
      ),
    );
    expect(found.map((colour) => colour.hex)).toEqual(['#0a8f8f', '#1b2a4a']);
    const [teal, navy] = found;
    expect(teal?.share).toBeCloseTo(700 / 1008, 2);
    expect(navy?.share).toBeCloseTo(300 / 1008, 2);
    expect(teal?.name).toBe('teal');
    expect(navy?.name).toBe('dark blue');
    expect(teal && spokenColour(teal)).toBe('teal #0a8f8f, 69\u00a0% of the logo');
  });

  it('spreads several colours along a gradient, each covering part of it', () => {
    // red to blue in 256 even steps
    const steps: [Rgba, number][] = [];
    for (let step = 0; step < 256; step++) steps.push([[255 - step, 40, step, 255], 10]);
    const found = colours(pixelsOf(...steps));
    expect(found.length).toBeGreaterThanOrEqual(4);
    expect(found.length).toBeLessThanOrEqual(6);
    // No colour takes most of a gradient, and together they cover all of it.
    for (const colour of found) expect(colour.share).toBeLessThan(0.5);
    expect(found.reduce((sum, colour) => sum + colour.share, 0)).toBeCloseTo(1, 5);
    // One near each end, and they are spread: no two alike.
    expect(Math.min(...found.map((colour) => distance(colour.hex, '#ff2800')))).toBeLessThan(0.12);
    expect(Math.min(...found.map((colour) => distance(colour.hex, '#0028ff')))).toBeLessThan(0.12);
    for (const one of found) {
      for (const other of found)
        if (one !== other) expect(distance(one.hex, other.hex)).toBeGreaterThan(0.03);
    }
  });

  it('says a logo of transparent pixels alone has no colour', () => {
    expect(logoColours(pixelsOf([rgba('#0a8f8f', 40), 500], [rgba('#000000', 0), 500]))).toEqual({
      ok: false,
      problem: 'transparent',
    });
    expect(logoColours(new Uint8ClampedArray(0))).toEqual({ ok: false, problem: 'transparent' });
  });

  it('says a logo of one grey has no colour, and names the grey', () => {
    expect(logoColours(pixelsOf([rgba('#808080'), 900], [rgba('#828282'), 100]))).toEqual({
      ok: false,
      problem: 'one-grey',
      hex: '#808080',
    });
  });

  it('a black and white logo is not one grey: it offers both, black as Primary', () => {
    const reading = logoColours(pixelsOf([rgba('#ffffff'), 600], [rgba('#111111'), 400]));
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.colours.map((colour) => colour.name)).toEqual(['white', 'black']);
    expect(reading.suggestion.primary?.hex).toBe('#111111');
  });

  it('suggests the colour as Primary and the grey as Neutral', () => {
    const reading = logoColours(pixelsOf([rgba('#6b6450'), 600], [rgba('#e0218a'), 400]));
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.colours.map((colour) => colour.hex)).toEqual(['#6b6450', '#e0218a']);
    expect(reading.suggestion.primary?.hex).toBe('#e0218a');
    expect(reading.suggestion.neutral?.hex).toBe('#6b6450');
    expect(reading.suggestion.success).toBeUndefined();
  });

  it('suggests status colours by hue, leaving Primary’s colour as Primary', () => {
    const reading = logoColours(
      pixelsOf(
        [rgba('#0a66c2'), 400],
        [rgba('#34c759'), 200],
        [rgba('#f2a900'), 150],
        [rgba('#d93a3a'), 150],
        [rgba('#3d7dd8'), 100],
      ),
    );
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    const { suggestion } = reading;
    expect(suggestion.primary?.hex).toBe('#0a66c2');
    expect(suggestion.success?.hex).toBe('#34c759');
    expect(suggestion.warning?.hex).toBe('#f2a900');
    expect(suggestion.danger?.hex).toBe('#d93a3a');
    expect(suggestion.info?.hex).toBe('#3d7dd8');
    expect(suggestion.neutral).toBeUndefined();
  });
});

describe('colourName', () => {
  it.each([
    [0.5, 0, 0, 'grey'],
    [1, 0, 0, 'white'],
    [0.1, 0.01, 0, 'black'],
    [0.63, 0.26, 29, 'red'],
    [0.97, 0.21, 110, 'light yellow'],
    [0.87, 0.29, 142, 'light green'],
    [0.45, 0.31, 264, 'blue'],
    [0.3, 0.1, 264, 'dark blue'],
    [0.55, 0.04, 80, 'greyish amber'],
    [0.6, 0.2, 355, 'pink'],
  ])('L %f C %f h %f is %s', (l, c, h, name) => {
    expect(colourName(l, c, h)).toBe(name);
  });
});

describe('sniffLogo', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (value: string) => new TextEncoder().encode(value);
  it.each([
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
    ['a WebP', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'webp'],
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    [
      'an SVG after a declaration, a comment and a doctype',
      text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg width="1">'),
      'svg',
    ],
    ['text', text('Our brand colours are teal and navy.'), null],
    ['HTML holding an SVG', text('<html><body><svg></svg></body></html>'), null],
    ['a PNG cut short', bytes(0x89, 0x50, 0x4e), null],
    ['a RIFF that is not WebP', text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '), null],
  ])('%s is %s', (_, head, kind) => {
    expect(sniffLogo(head)).toBe(kind);
  });
});
