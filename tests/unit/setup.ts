import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout and no ResizeObserver, with which the documentation's tables and listings, and Radix's popper,
// measure themselves. A test that watches sizes puts its own in (carousel.test.tsx).
if (typeof window !== 'undefined') {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  // Tests of build-time code run in Node (`// @vitest-environment node`), with no page to reset.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
});
