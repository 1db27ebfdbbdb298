// What the colour engine makes of 200 brands from a fixed seed, at AA and at AAA: every colour of the light and dark
// palettes, every shadcn/ui variable, and every change each lists, as text. A unit test
// (tests/unit/node/solver-fingerprint.test.ts) holds each brand's text to the sha256 in solver-fingerprint.json, so
// a refactoring of the engine that moves one colour by one byte fails it.
//   node_modules/.bin/jiti scripts/solver-fingerprint.ts            prints the text
//   node_modules/.bin/jiti scripts/solver-fingerprint.ts --hashes   prints the fixture's JSON
import { createHash } from 'node:crypto';
import type { Strictness } from '../src/palette/contrast';
import { shadcnTheme } from '../src/palette/shadcn';
import { solveTheme, type SolveOptions } from '../src/palette/solve';
import { seededHexColours } from './seeded-colours';

export const fingerprintBrandCount = 200;

/** The brands: every brand option from the seeded generator, in a fixed order. */
export function fingerprintBrands(): Required<Omit<SolveOptions, 'strictness'>>[] {
  const hex = seededHexColours();
  return Array.from({ length: fingerprintBrandCount }, () => ({
    primary: hex(),
    neutral: hex(),
    info: hex(),
    success: hex(),
    warning: hex(),
    danger: hex(),
  }));
}

/** Each leaf of a palette as `path colour`, in the palette's own order. */
function colourLines(prefix: string, value: object): string[] {
  return Object.entries(value).flatMap(([key, inner]: [string, unknown]) =>
    typeof inner === 'object' && inner !== null
      ? colourLines(`${prefix}.${key}`, inner)
      : [`${prefix}.${key} ${String(inner)}`],
  );
}

/** One brand solved at one strictness, as lines of text: both palettes, both shadcn themes, every change. */
function solvedLines(brand: SolveOptions, strictness: Strictness): string[] {
  const solved = solveTheme({ ...brand, strictness });
  const shadcn = shadcnTheme(solved);
  return [
    `${strictness} ${JSON.stringify(brand)}`,
    ...colourLines('light', solved.light),
    ...colourLines('dark', solved.dark),
    ...solved.changes.map((change) => `change ${JSON.stringify(change)}`),
    ...colourLines('shadcn.light', shadcn.light),
    ...colourLines('shadcn.dark', shadcn.dark),
    ...shadcn.changes.map((change) => `shadcn change ${change}`),
  ];
}

/** A brand's text: solved at AA, then at AAA. */
export function fingerprintText(brand: SolveOptions): string {
  return [...solvedLines(brand, 'AA'), ...solvedLines(brand, 'AAA')].join('\n');
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The fixture: each brand's sha256, and one over them all. */
export function fingerprintHashes(): { brands: string[]; overall: string } {
  const brands = fingerprintBrands().map((brand) => sha256(fingerprintText(brand)));
  return { brands, overall: sha256(brands.join('\n')) };
}

if (import.meta.url === new URL(process.argv[1] ?? '', 'file://').href) {
  if (process.argv.includes('--hashes')) console.log(JSON.stringify(fingerprintHashes(), null, 2));
  else for (const brand of fingerprintBrands()) console.log(`${fingerprintText(brand)}\n`);
}
