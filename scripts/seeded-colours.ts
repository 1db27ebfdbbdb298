/**
 * Hex colours from a fixed seed (a linear congruential generator): the same "random" brands on every run, for the
 * solver's timing (scripts/solve-timing.ts), the colour engine's fingerprint (scripts/solver-fingerprint.ts) and
 * the browser tests' random brands (tests/e2e/themes.spec.ts).
 */
export function seededHexColours(seed = 20261127): () => string {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return () =>
    `#${Array.from({ length: 3 }, () =>
      Math.floor(next() * 256)
        .toString(16)
        .padStart(2, '0'),
    ).join('')}`;
}
