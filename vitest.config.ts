import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { docRecords } from './scripts/doc-records';
import { kitCosts } from './scripts/kit-cost';
import { kitSource } from './scripts/kit-source-plugin';

export default defineConfig({
  // Tested for is left out (listing the browser tests takes seconds); Screen reader reads the fixture runs, so the
  // pages' tests see tables whatever the last real run holds.
  plugins: [
    react(),
    kitSource({ testedFor: false, heard: 'tests/unit/fixtures/heard' }),
    kitCosts(),
    docRecords(),
  ],
  define: { __BUILD_YEAR__: String(new Date().getFullYear()) },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
});
