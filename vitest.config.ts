import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { docRecords } from './scripts/doc-records';
import { kitSource } from './scripts/kit-source-plugin';

export default defineConfig({
  plugins: [react(), kitSource({ testedFor: false }), docRecords()],
  define: { __BUILD_YEAR__: String(new Date().getFullYear()) },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
});
