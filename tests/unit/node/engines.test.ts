// @vitest-environment node
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chromiumOnlyBecause, e2eSpecs, firefoxSpecs } from '../../engines';

const e2eDir = fileURLToPath(new URL('../../e2e/', import.meta.url));
const specFiles = readdirSync(e2eDir).filter((file) => file.endsWith('.spec.ts'));

describe('which engine runs which test (tests/engines.ts)', () => {
  it('lists every e2e spec, and only those', () => {
    expect(Object.keys(e2eSpecs).sort()).toEqual([...specFiles].sort());
  });

  it('gives every Chromium-only spec a reason that is written down', () => {
    for (const [file, where] of Object.entries(e2eSpecs)) {
      expect(where === 'firefox' || where in chromiumOnlyBecause, file).toBe(true);
    }
    // The journeys and the tour are what every engine must run: the widgets by keyboard, every stop named.
    expect(firefoxSpecs).toEqual(
      expect.arrayContaining(['journeys.spec.ts', 'keyboard-tour.spec.ts', 'routes.spec.ts']),
    );
  });
});
