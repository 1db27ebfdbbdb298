/*
 * What each kit file and block adds to an app's JavaScript, gzip bytes, for the documentation's index: measured when
 * the site is built (`scripts/kit-cost.ts`), a number per file through `?kit-cost` (null for a block's other files).
 * The pages read the same figures, with their parts, from `?kit-source` and `?block-source`.
 */

// The options are written out twice: Vite reads them from the source, a variable it cannot follow.
const kitTotals = import.meta.glob<number | null>('../../kit/*.{ts,tsx}', {
  query: '?kit-cost',
  import: 'default',
  eager: true,
});
const blockTotals = import.meta.glob<number | null>('../../blocks/*/*.tsx', {
  query: '?kit-cost',
  import: 'default',
  eager: true,
});

/** A kit file's total, by its name (`slider`). */
export function kitCost(slug: string): number | null {
  return kitTotals[`../../kit/${slug}.tsx`] ?? kitTotals[`../../kit/${slug}.ts`] ?? null;
}

/** A block's total, by its folder's name (`sign-up-card`). */
export function blockCost(slug: string): number | null {
  return blockTotals[`../../blocks/${slug}/${slug}.tsx`] ?? null;
}
