/**
 * Colour vision deficiencies, simulated: how a colour looks to someone with protanopia, deuteranopia, tritanopia
 * or achromatopsia, and whether the kit's status tones stay apart for them. Pure; colour maths by colorjs.io.
 *
 * The three dichromacies are the matrices of Machado, Oliveira & Fernandes, "A Physiologically-based Model for
 * Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009, pp. 1291–1298, Table 1 at severity 1.0 (the
 * table is also published on the authors' page, https://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/
 * CVD_Simulation.html, and shipped as data by colour-science's `CVD_MATRICES_MACHADO2010`). They map linear RGB to
 * linear RGB, so they are applied to linear sRGB (the sRGB transfer function undone first, redone after), as
 * DaltonLens' review of the simulations recommends. Achromatopsia is taken as seeing luminance only: the colour's
 * relative luminance Y (Rec. 709 / sRGB primaries, D65: 0.2126 R + 0.7152 G + 0.0722 B in linear light) as a grey.
 *
 * The same numbers drive the studio's preview: an SVG `feColorMatrix` in `color-interpolation-filters="linearRGB"`
 * applies `filterMatrixValues(vision)` to the panes, so the matrices tested here are the ones drawn.
 */
import { deltaEOK, OKLab, sRGB, sRGB_Linear, to } from 'colorjs.io/fn';

/** A way of seeing colour: normal vision, or one of the four simulated deficiencies. */
export type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia' | 'achromatopsia';

/** The simulated deficiencies, in the order the studio offers them. */
export const deficiencies = ['protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia'] as const;

export type Deficiency = (typeof deficiencies)[number];

/** Each vision's name, for people. */
export const visionNames: Record<Vision, string> = {
  normal: 'Normal vision',
  protanopia: 'Protanopia',
  deuteranopia: 'Deuteranopia',
  tritanopia: 'Tritanopia',
  achromatopsia: 'Achromatopsia',
};

/** A 3 × 3 matrix, row by row: output channel i = Σ row i × input (linear R, G, B). */
export type Matrix3 = readonly [
  readonly [number, number, number],
  readonly [number, number, number],
  readonly [number, number, number],
];

/** Rec. 709 / sRGB luminance coefficients (linear light, D65). */
const luminanceRow = [0.2126, 0.7152, 0.0722] as const;

/**
 * Each vision's matrix in linear sRGB: Machado et al. 2009, Table 1, severity 1.0, for the dichromacies; the
 * luminance row three times for achromatopsia; the identity for normal vision.
 */
export const visionMatrices: Record<Vision, Matrix3> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
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
  achromatopsia: [luminanceRow, luminanceRow, luminanceRow],
};

/**
 * The `values` of an SVG `<feColorMatrix type="matrix">` that applies `vision`'s matrix: 4 rows of 5 (R, G, B, A,
 * offset), alpha kept. Use it with `color-interpolation-filters="linearRGB"` (SVG's default for filters), so it
 * works in linear light as the matrices do.
 */
export function filterMatrixValues(vision: Vision): string {
  const rows = visionMatrices[vision].map((row) => [...row, 0, 0]);
  return [...rows, [0, 0, 0, 1, 0]].map((row) => row.join(' ')).join(' ');
}

/** A linear sRGB colour through `vision`'s matrix, each channel clipped to [0, 1] as a screen shows it. */
export function simulateLinear(vision: Vision, linear: readonly [number, number, number]) {
  const [r, g, b] = linear;
  return visionMatrices[vision].map((row) =>
    Math.min(1, Math.max(0, row[0] * r + row[1] * g + row[2] * b)),
  ) as [number, number, number];
}

/** The sRGB channels, in [0, 1], of a hex code `#rrggbb` (what the solver writes). */
function channelsOfHex(hex: string): [number, number, number] {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`"${hex}" is not a hex colour #rrggbb`);
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

/** Linear sRGB channels of a hex code, by colorjs.io. */
function linearOf(hex: string): [number, number, number] {
  const [r, g, b] = to({ space: sRGB, coords: channelsOfHex(hex), alpha: 1 }, sRGB_Linear).coords;
  return [r ?? 0, g ?? 0, b ?? 0];
}

/** A hex colour (`#rrggbb`) as someone with `vision` sees it, as sRGB channels in [0, 1]. */
export function simulate(vision: Vision, colour: string): [number, number, number] {
  const [r, g, b] = to(
    { space: sRGB_Linear, coords: simulateLinear(vision, linearOf(colour)), alpha: 1 },
    sRGB,
  ).coords;
  return [r ?? 0, g ?? 0, b ?? 0];
}

/** A hex colour (`#rrggbb`) as someone with `vision` sees it, as a hex code. */
export function simulateHex(vision: Vision, colour: string): string {
  return `#${simulate(vision, colour)
    .map((channel) =>
      Math.round(Math.min(1, Math.max(0, channel)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** How far apart two colours look to someone with `vision`: ΔE OK (Euclidean distance in OKLab), by colorjs.io. */
export function seenDifference(vision: Vision, one: string, other: string): number {
  const seen = (colour: string) => ({
    space: sRGB_Linear,
    coords: simulateLinear(vision, linearOf(colour)),
    alpha: 1,
  });
  return deltaEOK(to(seen(one), OKLab), to(seen(other), OKLab));
}

// ————— The fast path: the same maths on plain numbers, for the solver's searches (tested against the above) —————

/** Linear light of each sRGB byte (the sRGB transfer function undone). */
const linearOfByte = Array.from(
  { length: 256 },
  (_, byte) => to({ space: sRGB, coords: [byte / 255, 0, 0], alpha: 1 }, sRGB_Linear).coords[0] ?? 0,
);

/** Björn Ottosson's OKLab (2020): linear sRGB to cone responses, and their cube roots to L, a, b. */
const toLMS = [
  [0.4122214708, 0.5363325363, 0.0514459929],
  [0.2119034982, 0.6806995451, 0.1073969566],
  [0.0883024619, 0.2817188376, 0.6299787005],
] as const;
const toLab = [
  [0.2104542553, 0.793617785, -0.0040720468],
  [1.9779984951, -2.428592205, 0.4505937099],
  [0.0259040371, 0.7827717662, -0.808675766],
] as const;

const product = (matrix: Matrix3 | typeof toLMS, [x, y, z]: readonly [number, number, number]) =>
  matrix.map((row) => row[0] * x + row[1] * y + row[2] * z);

/**
 * A hex colour (`#rrggbb`) as `vision` sees it, in OKLab: bytes to linear light by table, the vision's matrix,
 * clipped to the screen, then OKLab. Agrees with colorjs.io's conversions to 1e-4 (the unit test holds it to that).
 */
export function seenOKLabOfHex(vision: Vision, hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  const linear = [
    linearOfByte[(value >> 16) & 255] ?? 0,
    linearOfByte[(value >> 8) & 255] ?? 0,
    linearOfByte[value & 255] ?? 0,
  ] as const;
  const lms = product(toLMS, simulateLinear(vision, linear)).map(Math.cbrt) as [number, number, number];
  return product(toLab, lms) as [number, number, number];
}

const distance = (one: readonly number[], other: readonly number[]) =>
  Math.hypot(
    (one[0] ?? 0) - (other[0] ?? 0),
    (one[1] ?? 0) - (other[1] ?? 0),
    (one[2] ?? 0) - (other[2] ?? 0),
  );

/** The status tones the separation check compares. */
export const statusTones = ['success', 'warning', 'danger', 'info'] as const;

export type StatusTone = (typeof statusTones)[number];

/**
 * The least ΔE OK two status fills must keep, as each vision sees them. A just-noticeable difference in OKLab is
 * about 0.02 (two large patches touching); alerts and labels are large patches, usually side by side or a few
 * lines apart, and must read as different at a glance, not under scrutiny: 0.05 is two and a half JNDs. More
 * cannot be had in the dark theme under achromatopsia, where every fill carrying white text must sit between
 * 3:1 against the page and 4.5:1 under its text, a band about 0.05 wide in lightness.
 */
export const separationThreshold = 0.05;

/** One pair of status tones, measured under one vision. */
export interface SeparationResult {
  vision: Deficiency;
  pair: readonly [StatusTone, StatusTone];
  distance: number;
  passes: boolean;
}

/** Every pair of status tones, in the order the report lists them. */
export const statusPairs: readonly (readonly [StatusTone, StatusTone])[] = statusTones.flatMap((one, index) =>
  statusTones.slice(index + 1).map((other) => [one, other] as const),
);

/**
 * Each pair of status tones' fills (`fills[tone]`, hex codes `#rrggbb`) under each simulated deficiency: its
 * ΔE OK, and whether it reaches `threshold`.
 */
export function checkSeparation(
  fills: Record<StatusTone, string>,
  threshold = separationThreshold,
): SeparationResult[] {
  return deficiencies.flatMap((vision) => {
    const seen = Object.fromEntries(
      statusTones.map((tone) => [tone, seenOKLabOfHex(vision, fills[tone])]),
    ) as Record<StatusTone, [number, number, number]>;
    return statusPairs.map((pair) => {
      const apart = distance(seen[pair[0]], seen[pair[1]]);
      return { vision, pair, distance: apart, passes: apart >= threshold };
    });
  });
}
