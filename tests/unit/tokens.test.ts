// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import fc from 'fast-check';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { paletteVariables } from '../../src/design-tokens';
import { pairTarget } from '../../src/palette/contrast';
import { colourPairs } from '../../src/palette/pairs';
import {
  dtcgTokens,
  extensionKey,
  importSummary,
  importTokens,
  maxImportBytes,
  solveChoices,
  tailwindTheme,
  type ImportResult,
} from '../../src/palette/tokens';
import { paperKitChoices, studioPresets, type StudioChoices } from '../../src/palette/studio';

/**
 * The validator: the Design Tokens Community Group's own JSON schema of the Format Module 2025.10 (vendored in
 * fixtures/dtcg-2025.10, see its README), checked with Ajv (draft-07).
 */
const schemaDir = join(__dirname, 'fixtures', 'dtcg-2025.10');
const schemaFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? schemaFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  );
const ajv = new Ajv({ allErrors: true });
for (const file of schemaFiles(schemaDir)) ajv.addSchema(JSON.parse(readFileSync(file, 'utf8')) as object);
const validator = ajv.getSchema('https://www.designtokens.org/schemas/2025.10/format.json');
if (!validator) throw new Error('the DTCG schema did not load');
const validateDtcg = validator;
const schemaErrors = (file: unknown) =>
  validateDtcg(file) ? [] : (validateDtcg.errors ?? []).map((error) => `${error.dataPath} ${error.message}`);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const parsed = (choices: StudioChoices) => JSON.parse(dtcgTokens(choices)) as Json;
const ok = (result: ReturnType<typeof importTokens>): ImportResult => {
  if (!result.ok) throw new Error(`import failed: ${result.error}`);
  return result;
};

describe('the DTCG export', () => {
  const file = parsed(paperKitChoices);
  const solved = solveChoices(paperKitChoices);

  it('has every solved colour in both themes, as 2025.10 colour values, under the kit’s variable names', () => {
    for (const mode of ['light', 'dark'] as const) {
      expect(file[mode].$type).toBe('color');
      const found: Record<string, string> = {};
      const walk = (node: Json) => {
        for (const [name, child] of Object.entries(node)) {
          if (name.startsWith('$')) continue;
          if ('$value' in child) {
            found[child.$extensions[extensionKey].cssVariable] = child.$value.hex;
            expect(child.$value.colorSpace).toBe('srgb');
            expect(child.$value.components).toHaveLength(3);
            expect(typeof child.$description).toBe('string');
          } else walk(child);
        }
      };
      walk(file[mode]);
      expect(found).toEqual(paletteVariables(solved[mode]));
    }
    expect(file.light.primary.solid.$value).toEqual({
      colorSpace: 'srgb',
      components: expect.any(Array),
      hex: solved.light.semantic.primary.solid,
    });
    const [r, g, b] = file.light.paper.$value.components as number[];
    const hex = `#${[r, g, b]
      .map((c) =>
        Math.round((c ?? -1) * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    expect(hex).toBe(solved.light.paper);
  });

  it('has the card radius as a dimension and the choices in its own extension', () => {
    expect(file.radius).toEqual({
      $type: 'dimension',
      card: {
        $type: 'dimension',
        $value: { value: 12, unit: 'px' },
        $description: expect.any(String),
        $extensions: { [extensionKey]: { cssVariable: '--pk-radius-card' } },
      },
    });
    expect(file.$extensions[extensionKey].choices).toEqual(paperKitChoices);
    expect(Object.keys(file)).toEqual([
      '$schema',
      '$description',
      '$extensions',
      'brand',
      'light',
      'dark',
      'radius',
    ]);
  });

  it('gives each pair’s kind, target, measured ratio and whether it passes, per theme', () => {
    for (const strictness of ['AA', 'AAA'] as const) {
      const tokens = parsed({ ...paperKitChoices, strictness });
      for (const mode of ['light', 'dark'] as const) {
        const { pairs, strictness: written } = tokens[mode].$extensions[extensionKey];
        expect(written).toBe(strictness);
        expect(pairs).toHaveLength(colourPairs.length);
        for (const [index, pair] of colourPairs.entries()) {
          const entry = pairs[index];
          expect(entry.pair).toBe(pair.name);
          expect(entry.target).toBe(pair.exempt ? null : pairTarget(pair.kind, strictness));
          expect(entry.ratio).toBeGreaterThanOrEqual(1);
          expect(entry.passes).toBe(true);
        }
      }
    }
    const ink = file.light.$extensions[extensionKey].pairs[0];
    expect(ink).toMatchObject({
      kind: 'text',
      foreground: '{light.ink}',
      background: '{light.paper}',
      target: 4.5,
    });
  });

  it('validates against the DTCG 2025.10 JSON schema: Paper Kit, every preset, AAA', () => {
    for (const choices of [
      ...studioPresets.map((preset) => preset.choices),
      { ...paperKitChoices, strictness: 'AAA' as const },
    ]) {
      expect(schemaErrors(parsed(choices))).toEqual([]);
    }
  });

  it('the schema check fails a broken file (a colour’s components as text, a dimension as a string)', () => {
    const broken = parsed(paperKitChoices);
    broken.light.paper.$value.components[0] = 'red';
    broken.radius.card.$value = '12px';
    const errors = schemaErrors(broken);
    expect(errors.some((error) => error.includes("['light']['paper']"))).toBe(true);
    expect(errors.some((error) => error.includes("['radius']['card']"))).toBe(true);
  });

  it('is deterministic: the same choices give the same bytes', () => {
    expect(dtcgTokens(paperKitChoices)).toBe(
      dtcgTokens({ ...paperKitChoices, colours: { ...paperKitChoices.colours } }),
    );
    expect(dtcgTokens(paperKitChoices).split('\n').slice(0, 3)).toEqual([
      '{',
      '  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",',
      expect.stringMatching(/^ {2}"\$description": "Paper Kit A11y theme/),
    ]);
  });
});

describe('the round trip: export, import, export', () => {
  const roundTrip = (choices: StudioChoices) => {
    const first = dtcgTokens(choices);
    const imported = ok(importTokens(first));
    expect(imported.format).toBe('paper-kit');
    expect(imported.problems).toEqual([]);
    expect(imported.choices).toEqual(choices);
    expect(dtcgTokens(imported.choices)).toBe(first);
  };

  it.each(studioPresets.map((preset) => [preset.name, preset.choices] as const))(
    '%s gives the same bytes',
    (_, choices) => roundTrip(choices),
  );

  it('gives the same bytes for 200 random brands (seeded)', { timeout: 120_000 }, () => {
    const byte = fc.integer({ min: 0, max: 255 });
    const colour = fc
      .tuple(byte, byte, byte, fc.constantFrom('hex', 'rgb'))
      .map(([r, g, b, syntax]) =>
        syntax === 'hex'
          ? `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`
          : `rgb(${r} ${g} ${b})`,
      );
    const choices: fc.Arbitrary<StudioChoices> = fc.record({
      colours: fc.record({
        primary: colour,
        neutral: colour,
        info: colour,
        success: colour,
        warning: colour,
        danger: colour,
      }),
      radius: fc.integer({ min: 0, max: 32 }),
      strictness: fc.constantFrom('AA' as const, 'AAA' as const),
    });
    fc.assert(fc.property(choices, roundTrip), { numRuns: 200, seed: 43 });
  });
});

describe('importing a DTCG file from elsewhere', () => {
  const file = {
    color: {
      $type: 'color',
      brand: {
        primary: {
          '100': { $value: { colorSpace: 'srgb', components: [0.9, 0.9, 1] } },
          '500': { $value: { colorSpace: 'oklch', components: [0.55, 0.2, 264] } },
        },
      },
      gray: { '500': { $value: '#6b7280' } },
      success: { $value: '{color.green}' },
      green: { $value: { colorSpace: 'srgb', components: [0.1, 0.6, 0.3], hex: '#1a994d' } },
      warning: { $value: { colorSpace: 'srgb', components: [1, 0.8, 0], alpha: 0.5 } },
      destructive: { $value: '{color.red}' },
    },
    radius: { $type: 'dimension', md: { $value: { value: 0.5, unit: 'rem' } } },
    spacing: { $type: 'dimension', small: { $value: { value: 4, unit: 'px' } } },
  };
  const result = ok(importTokens(JSON.stringify(file, null, 2)));

  it('finds the colours by name, follows aliases and takes the radius', () => {
    expect(result.format).toBe('dtcg');
    expect(result.choices.colours.primary).toBe('oklch(0.55 0.2 264)');
    expect(result.choices.colours.neutral).toBe('#6b7280');
    expect(result.choices.colours.success).toBe('#1a994d');
    expect(result.choices.radius).toBe(8);
    expect(result.read).toContain('primary from $.color.brand.primary.500');
  });

  it('names each colour it could not read by JSON path, and keeps Paper Kit’s for what is missing', () => {
    expect(result.problems).toEqual([
      {
        where: '$.color.warning.$value',
        text: '{"colorSpace":"srgb","components":[1,0.8,0],"alpha":0.5}',
        message: 'warning: its alpha is 0.5: a brand colour must be opaque',
      },
      {
        where: '$.color.destructive.$value',
        text: '{color.red}',
        message: 'danger: a reference to {color.red}, which this file does not have',
      },
    ]);
    expect(result.choices.colours.warning).toBe(paperKitChoices.colours.warning);
    expect(result.choices.colours.info).toBe(paperKitChoices.colours.info);
    expect(result.missing).toEqual([expect.stringMatching(/^info: no colour named info/)]);
    expect(result.coloursFound).toBe(5);
    expect(result.coloursRead).toBe(3);
    expect(importSummary(result)).toBe('Imported 3 of 5 colours; 2 could not be read, listed below.');
  });

  it('names a bad colour and a bad radius in our own file’s choices', () => {
    const ours = parsed(paperKitChoices);
    ours.$extensions[extensionKey].choices.colours.info = 'bluish';
    ours.$extensions[extensionKey].choices.radius = 99;
    const back = ok(importTokens(JSON.stringify(ours)));
    expect(back.problems.map((problem) => [problem.where, problem.text])).toEqual([
      ['$.$extensions["org.paperkit-a11y"].choices.colours.info', 'bluish'],
      ['$.$extensions["org.paperkit-a11y"].choices.radius', '99'],
    ]);
    expect(back.problems[0]?.message).toBe('info: "bluish" is not a colour');
    expect(back.choices.colours.info).toBe(paperKitChoices.colours.info);
    expect(back.choices.radius).toBe(paperKitChoices.radius);
  });
});

describe('importing a shadcn/ui globals.css', () => {
  const css = `@import "tailwindcss";

:root {
  --radius: 0.625rem;
  --background: oklch(1 0 0);
  --foreground: oklch(0.145 0 0);
  --primary: oklch(0.205 0.1 264);
  --primary-foreground: oklch(0.985 0 0);
  --muted-foreground: oklch(0.552 0.016 285.938);
  /* a comment
     over two lines */
  --success: 142.1 76.2% 36.3%;
  --destructive: var(--brand-red);
  --warning: not-a-colour;
}

.dark {
  --primary: oklch(0.922 0 0);
  what is this
}

@theme inline {
  --color-primary: var(--primary);
}
`;
  const result = ok(importTokens(css));

  it('takes --primary, --muted-foreground as the neutral, the older bare HSL channels, and --radius in px', () => {
    expect(result.format).toBe('shadcn');
    expect(result.choices.colours.primary).toBe('oklch(0.205 0.1 264)');
    expect(result.choices.colours.neutral).toBe('oklch(0.552 0.016 285.938)');
    expect(result.choices.colours.success).toBe('hsl(142.1 76.2% 36.3%)');
    expect(result.choices.radius).toBe(10);
  });

  it('names each line it could not read, with why', () => {
    expect(result.problems).toEqual([
      {
        where: 'line 13',
        text: '--destructive: var(--brand-red);',
        message:
          'danger: a reference to another variable (--brand-red) that :root does not set, not a colour',
      },
      {
        where: 'line 14',
        text: '--warning: not-a-colour;',
        message: 'warning: "not-a-colour" is not a colour',
      },
      { where: 'line 19', text: 'what is this', message: 'not a custom property (--name: value) in .dark' },
    ]);
    expect(importSummary(result)).toBe(
      'Imported 3 of 5 colours; 3 entries could not be read (2 colours), listed below.',
    );
  });

  it('follows a var() to a variable :root sets, and reads the radius in px', () => {
    const back = ok(
      importTokens(':root {\n  --brand: #e0218a;\n  --primary: var(--brand);\n  --radius: 4px;\n}\n'),
    );
    expect(back.choices.colours.primary).toBe('#e0218a');
    expect(back.choices.radius).toBe(4);
    expect(back.problems).toEqual([]);
  });

  it('names a radius out of the studio’s range', () => {
    const back = ok(importTokens(':root {\n  --primary: #e0218a;\n  --radius: 3rem;\n}\n'));
    expect(back.problems).toEqual([
      {
        where: 'line 3',
        text: '--radius: 3rem;',
        message: 'radius: 48 px is outside the studio’s 0 to 32 px',
      },
    ]);
  });
});

describe('a file that cannot be read at all gets one clear error', () => {
  it.each([
    ['empty', '  \n', 'The file is empty.'],
    ['neither JSON nor CSS', 'hello, world', /neither JSON nor CSS/],
    ['bad JSON', '{\n  "a": 1,\n  oops\n}', /not valid JSON: it stops making sense at line 3/],
    ['JSON that is not an object', '[1, 2]', /not a tokens file/],
    [
      'JSON with nothing the studio looks for',
      '{ "name": "my-app", "version": "1.0.0" }',
      /none of what the studio looks for \(colours named primary.*nothing was changed/,
    ],
    ['CSS with nothing the studio looks for', '.card {\n  --gap: 4px;\n}\n', /--primary, --destructive/],
    ['too large', `{"a": "${'x'.repeat(maxImportBytes)}"}`, /larger than 1 MB/],
  ])('%s', (_, text, error) => {
    const result = importTokens(text);
    expect(result.ok).toBe(false);
    expect(importSummary(result)).toMatch(error);
  });
});

describe('the Tailwind v4 export', () => {
  const solved = solveChoices(paperKitChoices);
  const css = tailwindTheme(solved, 12);

  it('maps every kit colour and the radius through @theme inline to variables set per mode', () => {
    for (const variable of Object.keys(paletteVariables(solved.light))) {
      expect(css).toContain(`--color-${variable.slice(2)}: var(${variable});`);
    }
    expect(css).toContain('--radius-pk-card: var(--pk-radius-card);');
    expect(css).toContain(`--pk-paper: ${solved.light.paper};`);
    expect(css).toContain(`.dark {\n  --pk-paper: ${solved.dark.paper};`);
  });

  it('compiles with Tailwind 4: the utilities read the variables, and dark: follows the .dark class', async () => {
    const compiler = await compile(`${css}\n@tailwind utilities;\n`);
    const out = compiler.build(['bg-pk-paper', 'dark:text-pk-primary-text', 'rounded-pk-card']);
    expect(out).toMatch(/\.bg-pk-paper \{\s*background-color: var\(--pk-paper\);/);
    expect(out).toMatch(/\.rounded-pk-card \{\s*border-radius: var\(--pk-radius-card\);/);
    expect(out).toMatch(/:where\(\.dark, \.dark \*\)[\s\S]*color: var\(--pk-primary-text\)/);
  });
});
