/** The year the site was built, for the footer's copyright line (vite.config.ts defines it, as does vitest's). */
declare const __BUILD_YEAR__: number;
