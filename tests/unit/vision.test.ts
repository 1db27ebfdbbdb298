// @vitest-environment node
import { OKLCH, sRGB, to } from 'colorjs.io/fn';
import { describe, expect, it } from 'vitest';
import { seededHexColours } from '../../scripts/seeded-colours';
import { solveTheme } from '../../src/palette/solve';
import { studioPresets } from '../../src/palette/studio';
import {
  checkSeparation,
  deficiencies,
  filterMatrixValues,
  seenDifference,
  seenOKLabOfHex,
  separationThreshold,
  simulateHex,
  statusTones,
  visionMatrices,
  type StatusTone,
  type Vision,
} from '../../src/palette/vision';

/*
 * Machado, Oliveira & Fernandes 2009, Table 1, severity 1.0, as the paper and its web page publish it (the same
 * numbers ship as colour-science's CVD_MATRICES_MACHADO2010): transcribed here a second time, from the table, so a
 * slip in either copy fails.
 */
const published = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

describe('the simulations', () => {
  it('are Machado et al. 2009’s matrices at severity 1.0, and Rec. 709 luminance for achromatopsia', () => {
    for (const [vision, matrix] of Object.entries(published)) {
      expect(visionMatrices[vision as Vision]).toEqual(matrix);
    }
    for (const row of visionMatrices.achromatopsia) expect(row).toEqual([0.2126, 0.7152, 0.0722]);
  });

  it('leave white, black and greys as they are (each row of the published matrices sums to 1)', () => {
    for (const vision of deficiencies) {
      for (const grey of ['#ffffff', '#000000', '#808080', '#3a3a3a']) {
        expect(simulateHex(vision, grey)).toBe(grey);
      }
    }
  });

  /*
   * The primaries through each matrix in linear light: each comes out as the matrix's column (clipped to the
   * screen), re-encoded with the sRGB transfer function. Worked by hand from the published table, outside this
   * code: protanopia's red is linear (0.152286, 0.114503, 0), #6d5f00.
   */
  it.each([
    ['protanopia', '#ff0000', '#6d5f00'],
    ['protanopia', '#00ff00', '#ffe500'],
    ['protanopia', '#0000ff', '#0059ff'],
    ['deuteranopia', '#ff0000', '#a39000'],
    ['deuteranopia', '#00ff00', '#efd63a'],
    ['deuteranopia', '#0000ff', '#003dfb'],
    ['tritanopia', '#ff0000', '#ff000f'],
    ['tritanopia', '#00ff00', '#00f7d9'],
    ['tritanopia', '#0000ff', '#006b96'],
    ['achromatopsia', '#ff0000', '#7f7f7f'],
    ['achromatopsia', '#00ff00', '#dcdcdc'],
    ['achromatopsia', '#0000ff', '#4c4c4c'],
  ] as const)('%s turns %s into %s, in linear light', (vision, colour, seen) => {
    expect(simulateHex(vision, colour)).toBe(seen);
  });

  it('confuse what each deficiency is known to confuse, and keep apart what it is not', () => {
    // A brick red and an olive green: far apart in normal vision, one colour to a deuteranope.
    const [red, green] = ['#cc3311', '#558800'];
    expect(seenDifference('normal', red, green)).toBeGreaterThan(0.25);
    expect(seenDifference('deuteranopia', red, green)).toBeLessThan(0.02);
    // A protanope sees red darker, so the two stay apart in lightness; a tritanope tells red from green.
    expect(seenDifference('protanopia', red, green)).toBeGreaterThan(0.1);
    expect(seenDifference('tritanopia', red, green)).toBeGreaterThan(0.25);
    // Blue and purple differ by their red: the same to a protanope.
    expect(seenDifference('normal', '#1f77b4', '#9467bd')).toBeGreaterThan(0.12);
    expect(seenDifference('protanopia', '#1f77b4', '#9467bd')).toBeLessThan(0.03);
    // Under achromatopsia only lightness is left: a difference in OKLab is one of L alone.
    expect(seenDifference('achromatopsia', '#ff0000', '#7f7f7f')).toBeLessThan(0.005);
  });

  it('draw the same numbers as an SVG colour matrix: 4 rows of 5, alpha kept', () => {
    const values = filterMatrixValues('deuteranopia').split(' ').map(Number);
    expect(values).toHaveLength(20);
    expect(values.slice(0, 5)).toEqual([0.367322, 0.860646, -0.227968, 0, 0]);
    expect(values.slice(10, 15)).toEqual([-0.01182, 0.04294, 0.968881, 0, 0]);
    expect(values.slice(15)).toEqual([0, 0, 0, 1, 0]);
    expect(filterMatrixValues('normal')).toBe('1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 1 0');
  });

  it('agree, on the fast path the solver searches with, with colorjs.io’s conversions to 1e-4', () => {
    const next = seededHexColours(7);
    for (let index = 0; index < 300; index++) {
      const [one, other] = [next(), next()];
      for (const vision of deficiencies) {
        const [a, b] = [seenOKLabOfHex(vision, one), seenOKLabOfHex(vision, other)];
        const fast = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
        expect(Math.abs(fast - seenDifference(vision, one, other))).toBeLessThan(1e-4);
      }
    }
  });
});

/** A hex colour's OKLCH lightness, chroma and hue, by colorjs.io. */
function lchOfHex(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels: [number, number, number] = [
    (value >> 16) / 255,
    ((value >> 8) & 255) / 255,
    (value & 255) / 255,
  ];
  const [l, c, h] = to({ space: sRGB, coords: channels, alpha: 1 }, OKLCH).coords;
  return { l: l ?? 0, c: c ?? 0, h: h ?? 0 };
}

describe('the status tones’ separation', () => {
  it('fails tones that a deficiency confuses, and passes tones it does not', () => {
    const confusable = { success: '#2ca02c', danger: '#d62728', warning: '#ffdd00', info: '#1f77b4' };
    const results = checkSeparation(confusable);
    expect(results).toHaveLength(4 * 6);
    const failing = results
      .filter((result) => !result.passes)
      .map((result) => `${result.vision} ${result.pair.join('/')}`);
    expect(failing).toContain('deuteranopia success/danger');
    expect(failing).not.toContain('deuteranopia warning/info');
    expect(
      checkSeparation({ success: '#000000', warning: '#ffffff', danger: '#555555', info: '#aaaaaa' }).every(
        (result) => result.passes,
      ),
    ).toBe(true);
  });

  it('holds in both themes of every preset, or the solver says which pair it could not separate, and for whom', () => {
    const lines: string[] = [];
    for (const preset of studioPresets) {
      for (const strictness of ['AA', 'AAA'] as const) {
        const solved = solveTheme({ ...preset.choices.colours, strictness });
        for (const theme of ['light', 'dark'] as const) {
          const fills = Object.fromEntries(
            statusTones.map((tone) => [tone, solved[theme].semantic[tone].solid]),
          ) as Record<StatusTone, string>;
          const close = checkSeparation(fills).filter((result) => !result.passes);
          for (const { pair, vision } of close) {
            expect(
              solved.changes.some(
                (change) =>
                  change.theme === theme && change.wanted === pair.join(' and ') && change.chosen === vision,
              ),
              `${preset.name} ${strictness} ${theme}: ${pair.join(' and ')} for ${vision}`,
            ).toBe(true);
          }
          const moves = solved.changes.filter(
            (change) => change.theme === theme && /stays apart/.test(change.message),
          );
          lines.push(
            `${preset.name} ${strictness} ${theme}: ${close.length === 0 ? 'apart' : `${close.length} pairs too close`}; ${moves.map((change) => change.message).join('; ') || 'nothing moved'}`,
          );
        }
      }
    }
    console.log(lines.join('\n'));
  });

  it('moves lightness only, and says so in words', () => {
    // Paper Kit's success, info and danger fills all sit at 4.5:1 under white text: one grey for achromatopsia.
    const solved = solveTheme({ primary: '#51cbce' });
    const moves = solved.changes.filter(
      (change) => change.theme === 'light' && /stays apart/.test(change.message),
    );
    expect(moves.length).toBeGreaterThan(0);
    for (const move of moves) {
      expect(move.message).toMatch(
        /^light semantic\.(success|warning|danger|info)\.solid: #[0-9a-f]{6} → #[0-9a-f]{6}: (Success|Warning|Danger|Info) (darkened|lightened) from L 0\.\d\d to 0\.\d\d so it stays apart from (Success|Warning|Danger|Info) for (protanopia|deuteranopia|tritanopia|achromatopsia)$/,
      );
    }
    // Lightness only: the hue stays (to a few degrees, which whole bytes of sRGB allow), and most of the chroma.
    for (const move of moves) {
      const [from, to] = [lchOfHex(move.wanted), lchOfHex(move.chosen)];
      const turn = Math.abs(from.h - to.h) % 360;
      expect(Math.min(turn, 360 - turn)).toBeLessThan(4);
      expect(to.c).toBeGreaterThanOrEqual(0.6 * from.c - 1e-3);
      expect(Math.abs(from.l - to.l)).toBeLessThanOrEqual(0.15 + 1e-3);
    }
    const fills = Object.fromEntries(
      statusTones.map((tone) => [tone, solved.light.semantic[tone].solid]),
    ) as Record<StatusTone, string>;
    expect(checkSeparation(fills).every((result) => result.distance >= separationThreshold)).toBe(true);
  });
});
