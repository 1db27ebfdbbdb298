// @vitest-environment node
import { parse, sRGB, to } from 'colorjs.io/fn';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { paperKitHues } from '../../src/design-tokens';
import { pairColourTokens, type PairKind, type Strictness } from '../../src/palette/contrast';
import {
  evaluateShadcnPairs,
  mapShadcnTokens,
  shadcnCss,
  shadcnPairs,
  shadcnTheme,
  shadcnTokenNames,
  type ShadcnTokens,
} from '../../src/palette/shadcn';
import { solveTheme, type SolveOptions } from '../../src/palette/solve';

const themes = ['light', 'dark'] as const;

/** The lowest ratio seen per kind of enforced pair and strictness, over every theme checked below. */
const worst = new Map<string, { ratio: number; pair: string; input: string }>();

/** The enforced pairs that fail in `tokens`, in words. */
function failures(tokens: ShadcnTokens, strictness: Strictness, theme: 'light' | 'dark', input: string) {
  const failing: string[] = [];
  for (const result of evaluateShadcnPairs(tokens, strictness, theme, { apca: false })) {
    if (!result.enforced) continue;
    const key = `${result.kind} (${strictness})`;
    if (input !== 'naive' && result.ratio < (worst.get(key)?.ratio ?? Number.POSITIVE_INFINITY)) {
      worst.set(key, { ratio: result.ratio, pair: `${theme} ${result.name}`, input });
    }
    if (!result.passes) {
      failing.push(`${theme} ${result.name}: ${result.ratio.toFixed(2)}:1 < ${String(result.target)}:1`);
    }
  }
  return failing;
}

/** The `--name: value` declarations of one block of `css`. */
function declarations(css: string, selector: string): Map<string, string> {
  const block = new RegExp(`${selector.replace('.', '\\.')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return new Map(
    [...block.matchAll(/--([\w-]+): ([^;]+);/g)].map((match) => [match[1] ?? '', match[2] ?? '']),
  );
}

/** Whether a value is a colour colorjs.io reads, inside sRGB (a byte's half of slack). */
function readable(value: string): boolean {
  try {
    const coords = to(parse(value), sRGB).coords;
    return coords.every((channel) => channel !== null && channel >= -0.002 && channel <= 1.002);
  } catch {
    return false;
  }
}

/** Everything the export promises for one brand, in words (one `expect` per input keeps many inputs quick). */
function brokenPromises(input: SolveOptions): string[] {
  const strictness = input.strictness ?? 'AA';
  const label = JSON.stringify(input);
  const theme = shadcnTheme(solveTheme(input));
  const broken = themes.flatMap((name) => failures(theme[name], strictness, name, label));
  const css = shadcnCss(theme);
  for (const [selector, tokens] of [
    [':root', theme.light],
    ['.dark', theme.dark],
  ] as const) {
    const written = declarations(css, selector);
    for (const token of shadcnTokenNames) {
      const value = written.get(token);
      if (value === undefined) broken.push(`${selector}: --${token} missing`);
      else if (value !== tokens[token])
        broken.push(`${selector}: --${token} is ${value}, not ${tokens[token]}`);
      else if (!readable(value) || !/^oklch\([\d.]+ [\d.]+ [\d.]+\)$/.test(value))
        broken.push(`${selector}: --${token}: ${value} is no oklch() colour inside sRGB`);
    }
  }
  if (declarations(css, ':root').get('radius') !== '0.625rem') broken.push('no --radius: 0.625rem');
  if (JSON.stringify(shadcnTheme(solveTheme(input))) !== JSON.stringify(theme))
    broken.push('not deterministic');
  return broken;
}

const byte = fc.integer({ min: 0, max: 255 });
const hex = fc
  .tuple(byte, byte, byte)
  .map((bytes) => `#${bytes.map((value) => value.toString(16).padStart(2, '0')).join('')}`);

describe('shadcnPairs', () => {
  it('names only shadcn’s variables, each pair once', () => {
    const names = new Set<string>(shadcnTokenNames);
    for (const pair of shadcnPairs) {
      for (const token of [...pairColourTokens(pair.foreground), ...pairColourTokens(pair.background)]) {
        expect(names.has(token), `${pair.name}: ${token}`).toBe(true);
      }
      expect(pair.where.length).toBeGreaterThan(0);
    }
    expect(new Set(shadcnPairs.map((pair) => pair.name)).size).toBe(shadcnPairs.length);
    expect(shadcnTokenNames).not.toContain('destructive-foreground');
    const kinds = new Map<PairKind, number>();
    for (const pair of shadcnPairs) kinds.set(pair.kind, (kinds.get(pair.kind) ?? 0) + 1);
    console.log(
      `shadcn pairs: ${shadcnPairs.length} (${[...kinds].map(([kind, count]) => `${kind} ${count}`).join(', ')}); ` +
        `${shadcnPairs.filter((pair) => pair.exempt).length} exempt, ${shadcnPairs.filter((pair) => pair.unenforced).length} unenforced`,
    );
  });
});

describe('shadcnTheme', () => {
  it.each(['AA', 'AAA'] as const)(
    'meets every enforced pair for Paper Kit’s own brand (%s)',
    (strictness) => {
      const input = { ...paperKitHues, neutral: paperKitHues.default, strictness };
      expect(brokenPromises(input)).toEqual([]);
    },
  );

  const hard = [
    ['pure yellow', '#ffff00'],
    ['near white', '#fafafa'],
    ['near black', '#050505'],
    ['grey', '#808080'],
    ['saturated cyan', '#00ffff'],
    ['hot pink', '#e0218a'],
  ] as const;
  it.each(
    hard.flatMap(([name, colour]) =>
      (['AA', 'AAA'] as const).flatMap((strictness) => [
        { name: `${name} as primary`, strictness, input: { primary: colour, strictness } },
        {
          name: `${name} as every colour`,
          strictness,
          input: {
            primary: colour,
            info: colour,
            success: colour,
            warning: colour,
            danger: colour,
            neutral: colour,
            strictness,
          },
        },
      ]),
    ),
  )('$name ($strictness)', ({ input }) => {
    expect(brokenPromises(input)).toEqual([]);
  });

  it(
    'meets every enforced pair for 1,000 random brands, and writes CSS that parses, deterministically',
    {
      timeout: 300_000,
    },
    () => {
      fc.assert(
        fc.property(
          fc.record(
            {
              primary: hex,
              info: hex,
              success: hex,
              warning: hex,
              danger: hex,
              neutral: hex,
              strictness: fc.constantFrom<Strictness>('AA', 'AAA'),
            },
            { requiredKeys: ['primary'] },
          ),
          (input) => {
            expect(brokenPromises(input)).toEqual([]);
          },
        ),
        { numRuns: 1_000 },
      );
    },
  );

  it('fixes what the plain mapping gets wrong, and says what it changed', () => {
    const solved = solveTheme({ primary: paperKitHues.primary });
    const naive = {
      light: mapShadcnTokens(solved.light),
      dark: mapShadcnTokens(solved.dark),
    };
    const naiveFailures = themes.flatMap((theme) => failures(naive[theme], 'AA', theme, 'naive'));
    // In dark mode the brand's fill under white text is too dark to be a link's colour on the dark page.
    expect(naiveFailures.some((failure) => failure.startsWith('dark primary as text on background'))).toBe(
      true,
    );
    const adjusted = shadcnTheme(solved);
    expect(themes.flatMap((theme) => failures(adjusted[theme], 'AA', theme, 'adjusted'))).toEqual([]);
    expect(adjusted.changes.some((change) => change.startsWith('dark --primary-foreground:'))).toBe(true);
    for (const change of adjusted.changes) expect(change).toMatch(/^(light|dark) --[\w-]+: /);
    // Only lightness moves: hue and chroma stay (chroma may only shrink, to stay inside sRGB).
    const lch = (value: string) => value.slice(6, -1).split(' ').map(Number);
    for (const theme of themes) {
      for (const token of shadcnTokenNames) {
        const [before, after] = [lch(naive[theme][token]), lch(adjusted[theme][token])];
        // A fill's text swapped to white or ink is a new colour, not a moved one.
        if (
          adjusted.changes.some(
            (change) => change.startsWith(`${theme} --${token}:`) && change.includes('carries'),
          )
        )
          continue;
        expect(after[1], `${theme} ${token}`).toBeLessThanOrEqual((before[1] ?? 0) + 1e-9);
        if ((after[1] ?? 0) > 0.02) expect(after[2], `${theme} ${token}`).toBe(before[2]);
      }
    }
  });

  it('says at AAA that dark mode’s destructive is held to AA, and why', () => {
    const theme = shadcnTheme(solveTheme({ primary: paperKitHues.primary, strictness: 'AAA' }));
    expect(theme.changes.some((change) => change.startsWith('dark --destructive: held to AA'))).toBe(true);
    const destructive = evaluateShadcnPairs(theme.dark, 'AAA', 'dark').filter((result) =>
      result.name.startsWith('white on destructive/60'),
    );
    expect(destructive.map((result) => result.target)).toEqual([4.5, 4.5]);
  });
});

describe('shadcnCss', () => {
  it('writes :root and .dark with every variable, and the radius asked for', () => {
    const theme = shadcnTheme(solveTheme({ primary: paperKitHues.primary }));
    const css = shadcnCss(theme, { radius: '0.5rem' });
    expect(declarations(css, ':root').get('radius')).toBe('0.5rem');
    expect([...declarations(css, ':root').keys()]).toEqual(['radius', ...shadcnTokenNames]);
    expect([...declarations(css, '.dark').keys()]).toEqual([...shadcnTokenNames]);
  });
});

afterAll(() => {
  for (const [key, { ratio, pair, input }] of [...worst].sort()) {
    console.log(`worst ${key}: ${ratio.toFixed(3)}:1, ${pair}, ${input}`);
  }
});
