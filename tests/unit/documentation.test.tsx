import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import manifest from '../../package.json';
import { highlightSpans, importSpecifiers, packageName, tokenKinds } from '../../scripts/source-highlight';
import type { ExampleModule, KitSource, RecordModule } from '../../src/pages/documentation/docTypes';
import { DocumentationPage } from '../../src/pages/documentation/DocumentationPage';
import { kitEntries } from '../../src/pages/documentation/records';
import { demoExportName, mainExport } from '../../src/pages/documentation/registry';
import { SourceListing } from '../../src/pages/documentation/SourceListing';

// The kit folder as it is on disk, its files as the documentation's build step gives them, and the records.
const kitFiles = import.meta.glob<string>('../../src/kit/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const kitSources = import.meta.glob<KitSource>('../../src/kit/*.{ts,tsx}', {
  query: '?kit-source',
  import: 'default',
  eager: true,
});
const records = import.meta.glob<RecordModule>('../../src/pages/documentation/records/*.tsx', {
  eager: true,
});
const examples = import.meta.glob<ExampleModule>('../../src/examples/*-demo.tsx', { eager: true });
const exampleTexts = import.meta.glob<string>('../../src/examples/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const fileName = (path: string) => path.replace(/^.*\//, '');
const slugOf = (path: string) => fileName(path).replace(/\.tsx?$/, '');
const kit = Object.entries(kitFiles).map(([path, text]) => ({
  file: fileName(path),
  slug: slugOf(path),
  text,
}));
const dependencies: Record<string, string> = manifest.dependencies;

describe('the documentation records', () => {
  it('are one per file in src/kit/, and no other: the index lists them all', () => {
    const recorded = Object.keys(records).map(slugOf).sort();
    expect(recorded, 'src/pages/documentation/records/').toEqual(kit.map((file) => file.slug).sort());
    expect(kitEntries.map((entry) => entry.slug)).toEqual(recorded);
  });

  it.each(kit.map((file) => file.slug))(
    '%s has a record of its name, summary, group and keys, and an API read from its kit file with its notes',
    (slug) => {
      const where = `src/pages/documentation/records/${slug}.tsx`;
      const module = Object.entries(records).find(([path]) => slugOf(path) === slug)?.[1];
      expect(module, where).toBeDefined();
      const { record } = module as RecordModule;
      expect(Array.isArray(record.keys ?? [])).toBe(true);
      // The notes live once, in the kit file's main export's @remarks: a record never carries its own.
      expect(['name', 'summary', 'group', 'keys'], `${where} holds only these`).toEqual(
        expect.arrayContaining(Object.keys(record)),
      );
      const source = Object.entries(kitSources).find(([path]) => slugOf(path) === slug)?.[1];
      expect(source?.api.length, `the API read from src/kit/${slug}`).toBeGreaterThan(0);
      expect(
        source && mainExport(source.file, source.api)?.remarks,
        `the @remarks of src/kit/${slug}`,
      ).toMatch(/\S/);
      // A component, and any .tsx kit file (a registry:ui item, such as the direction provider), has a live demo.
      const { group } = record;
      if (group === 'component' || source?.file.endsWith('.tsx'))
        expect(
          examples[`../../src/examples/${slug}-demo.tsx`],
          `${slug} is a component or a ui item: it needs a live demo, src/examples/${slug}-demo.tsx`,
        ).toBeDefined();
    },
  );

  it('names and summarises every kit file once', () => {
    const names = kitEntries.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of kitEntries) expect(entry.summary).toMatch(/^[A-Z].{20,}\.$/);
  });
});

describe('a kit file’s page', () => {
  const renderAt = (slug: string) =>
    render(
      <MemoryRouter initialEntries={[`/documentation?component=${slug}`]}>
        <DocumentationPage />
      </MemoryRouter>,
    );
  const remarksOf = (slug: string) => {
    const source = Object.entries(kitSources).find(([path]) => slugOf(path) === slug)?.[1];
    return (source && mainExport(source.file, source.api)?.remarks) ?? '';
  };

  it.each([
    ['switch', 'Keyboard'],
    ['use-inert-outside', 'Notes'],
  ])(
    '%s shows its main export’s @remarks under %s, a paragraph each, with code in backticks as code',
    async (slug, title) => {
      renderAt(slug);
      const section = await screen.findByRole('region', { name: title }, { timeout: 10_000 });
      const paragraphs = remarksOf(slug).split('\n\n');
      expect(paragraphs.length).toBeGreaterThan(1);
      const shown = within(section)
        .getAllByText((_text, element) => element?.tagName === 'P')
        .map((element) => element.textContent);
      expect(shown).toEqual(
        expect.arrayContaining(paragraphs.map((paragraph) => paragraph.replace(/`/g, ''))),
      );
      const code = /`([^`]+)`/.exec(remarksOf(slug))?.[1] ?? '';
      expect(within(section).getAllByText(code, { selector: 'code' }).length).toBeGreaterThan(0);
    },
    20_000,
  );
});

describe('every kit file is copyable', () => {
  it.each(kit)('$file imports only npm dependencies and its kit/ siblings', ({ file, text }) => {
    for (const specifier of importSpecifiers(text)) {
      expect(specifier, `${file} imports ${specifier}`).not.toMatch(/(^|\/)(pages|shell|content)(\/|$)/);
      if (specifier.startsWith('.')) {
        expect(specifier, `${file}: a relative import must be a sibling`).toMatch(/^\.\/[\w-]+$/);
        const sibling = specifier.slice(2);
        expect(
          kit.some((other) => other.slug === sibling),
          `${file} imports ${specifier}, not a kit file`,
        ).toBe(true);
      } else {
        expect(Object.keys(dependencies), `${file} imports ${specifier}`).toContain(packageName(specifier));
      }
    }
  });
});

describe('every example is a demo of a kit file that installs on its own', () => {
  it.each(Object.keys(examples).map(fileName))('%s exports its demo under the expected name', (file) => {
    const slug = file.replace(/-demo\.tsx$/, '');
    expect(
      kit.map((other) => other.slug),
      `${file} demonstrates no kit file`,
    ).toContain(slug);
    expect(typeof examples[`../../src/examples/${file}`]?.[demoExportName(slug)]).toBe('function');
  });

  it.each(Object.entries(exampleTexts).map(([path, text]) => [fileName(path), text]))(
    '%s imports only kit files, files of its own folder and npm dependencies',
    (file, text) => {
      for (const specifier of importSpecifiers(text)) {
        if (specifier.startsWith('.')) {
          const kitFile = /^\.\.\/kit\/([\w-]+)$/.exec(specifier)?.[1];
          const own = /^\.\/([\w-]+)$/.exec(specifier)?.[1];
          expect(
            (kitFile && kit.some((other) => other.slug === kitFile)) ||
              (own && Object.keys(exampleTexts).some((path) => slugOf(path) === own)),
            `${file} imports ${specifier}`,
          ).toBeTruthy();
        } else {
          expect(Object.keys(dependencies), `${file} imports ${specifier}`).toContain(packageName(specifier));
        }
      }
    },
  );
});

describe('the kit-source build step', () => {
  it.each(Object.entries(kitSources))('%s gives the file exactly as it is on disk', (path, source) => {
    expect(source.file).toBe(fileName(path));
    expect(source.text).toBe(kitFiles[path]);
  });

  it.each(Object.entries(kitSources))(
    '%s highlights stretches inside the text, in order',
    (_path, source) => {
      let end = 0;
      for (let index = 0; index < source.spans.length; index += 3) {
        const [start, length, kind] = source.spans.slice(index, index + 3) as [number, number, number];
        expect(start).toBeGreaterThanOrEqual(end);
        expect(length).toBeGreaterThan(0);
        expect(kind).toBeGreaterThanOrEqual(0);
        expect(kind).toBeLessThan(tokenKinds.length);
        end = start + length;
      }
      expect(end).toBeLessThanOrEqual(source.text.length);
    },
  );

  it('follows kit imports all the way down and lists their packages with the site’s versions', () => {
    const slider = Object.values(kitSources).find((source) => source.file === 'slider.tsx');
    expect(slider?.kitFiles).toEqual([
      'cn.ts',
      'direction.tsx',
      'slider-options.ts',
      'tones.ts',
      'use-prefers-reduced-motion.ts',
    ]);
    expect(slider?.packages).toContainEqual({
      name: '@radix-ui/react-slider',
      version: dependencies['@radix-ui/react-slider'],
    });
    // Through direction.tsx, which the slider reads its reading direction from.
    expect(slider?.packages.map((pkg) => pkg.name)).toContain('@radix-ui/react-direction');
    // It renders no button, so it brings none (and not the button's Slot): its focus ring is the theme's utility.
    expect(slider?.packages.map((pkg) => pkg.name)).not.toContain('@radix-ui/react-slot');
    // The date picker loads the calendar with import(): still a file to copy.
    const datePicker = Object.values(kitSources).find((source) => source.file === 'date-picker.tsx');
    expect(datePicker?.kitFiles).toContain('calendar.tsx');
    expect(datePicker?.packages.map((pkg) => pkg.name)).toContain('react-day-picker');
    const cn = Object.values(kitSources).find((source) => source.file === 'cn.ts');
    expect(cn?.kitFiles).toEqual([]);
    expect(cn?.packages.map((pkg) => pkg.name)).toEqual(['clsx', 'tailwind-merge']);
  });
});

describe('the site-source build step (the theme files)', () => {
  const theme = import.meta.glob<KitSource>('../../src/design-tokens.ts', {
    query: '?site-source',
    import: 'default',
    eager: true,
  });
  const raw = import.meta.glob<string>('../../src/design-tokens.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('gives the file exactly as on disk, named by its path from the project root, highlighted', () => {
    const [source] = Object.values(theme);
    expect(source?.file).toBe('src/design-tokens.ts');
    expect(source?.text).toBe(Object.values(raw)[0]);
    expect(source?.spans.length).toBeGreaterThan(30);
  });
});

describe('highlightSpans', () => {
  const sample = [
    '// A note',
    "import { useState } from 'react';",
    'interface Props { size: number }',
    'export function Box({ size }: Props) {',
    '  return <div className="box" data-size={size * 2}>Hi</div>;',
    '}',
  ].join('\n');
  const tokens = (text: string) => {
    const spans = highlightSpans('sample.tsx', text);
    const found: [string, string][] = [];
    for (let index = 0; index < spans.length; index += 3) {
      const [start, length, kind] = spans.slice(index, index + 3) as [number, number, number];
      found.push([tokenKinds[kind] ?? '?', text.slice(start, start + length)]);
    }
    return found;
  };

  it('tells comments, keywords, strings, numbers, types, tags and attributes apart', () => {
    const found = tokens(sample);
    expect(found).toContainEqual(['comment', '// A note']);
    expect(found).toContainEqual(['keyword', 'import']);
    expect(found).toContainEqual(['string', "'react'"]);
    expect(found).toContainEqual(['type', 'Props']);
    expect(found).toContainEqual(['number', '2']);
    expect(found).toContainEqual(['tag', 'div']);
    expect(found).toContainEqual(['attribute', 'className']);
    expect(found).toContainEqual(['string', '"box"']);
    // JSX text and identifiers stay plain.
    expect(found.some(([, text]) => text.includes('Hi') || text === 'useState')).toBe(false);
  });

  it('renders, in the listing, exactly the text it was given', () => {
    // The listing measures whether it overflows; jsdom has no ResizeObserver (nor layout).
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(
      <SourceListing path="sample.tsx" text={sample} spans={highlightSpans('sample.tsx', sample)} />,
    );
    expect(container.querySelector('pre')?.textContent).toBe(sample);
    expect(container.querySelectorAll('pre span').length).toBeGreaterThan(10);
  });
});
