import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Tests of build-time code run in Node (`// @vitest-environment node`), with no page to reset.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
});
