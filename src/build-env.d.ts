/** The year the site was built, for the footer's copyright line (vite.config.ts defines it, as does vitest's). */
declare const __BUILD_YEAR__: number;

/** Every kit file's and block's total cost, gzip bytes, by slug (scripts/kit-cost.ts). */
declare module 'virtual:kit-cost-totals' {
  const totals: Readonly<Record<string, number>>;
  export default totals;
}
