import { act, cleanup, render } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import ts from 'typescript';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { places } from '../../src/examples/carousel-demo';
import { portraits } from '../../src/examples/pictures';
import type { KitSource, PlaygroundShape, RecordModule } from '../../src/pages/documentation/docTypes';
import {
  playgroundControls,
  playgroundJsx,
  previewProps,
  readAddress,
  writeAddress,
  type Control,
  type ControlValue,
} from '../../src/pages/documentation/playgroundModel';

/*
 * Every kit component's playground, rendered in jsdom: each control changes what is rendered, and the JSX the
 * playground shows for a setup renders exactly what its preview renders.
 */

const slugOf = (path: string) => path.replace(/^.*\//, '').replace(/\.tsx?$/, '');
const bySlug = <T,>(modules: Record<string, T>) =>
  new Map(Object.entries(modules).map(([path, module]) => [slugOf(path), module]));
const modules = bySlug(
  import.meta.glob<RecordModule>('../../src/pages/documentation/records/*.tsx', { eager: true }),
);
const shapes = bySlug(
  import.meta.glob<PlaygroundShape | null>('../../src/pages/documentation/records/*.tsx', {
    query: '?playground',
    import: 'default',
    eager: true,
  }),
);
const sources = bySlug(
  import.meta.glob<KitSource>('../../src/kit/*.{ts,tsx}', {
    query: '?kit-source',
    import: 'default',
    eager: true,
  }),
);
const kitModules = import.meta.glob<Record<string, unknown>>('../../src/kit/*.{ts,tsx}', { eager: true });

// jsdom has neither layout nor media queries (tests/unit/setup.ts gives it a ResizeObserver): the carousel
// watches with IntersectionObserver and asks whether motion is reduced.
beforeAll(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});

/**
 * The controls that change how a component behaves, not what it renders at rest: a change to them shows in the JSX
 * (checked below) but in no markup the test can see without acting on the component.
 */
const behaviourOnly: Record<string, string> = {
  'dropdown-menu.modal': 'whether the page behind an open menu is inert',
  'tabs.activationMode': 'whether an arrow key shows the tab it moves to',
  'tooltip.delayDuration': 'how long a pointer rests before the tooltip shows',
  'carousel.interval': 'how long each slide shows while the carousel rotates',
  'switch.indeterminateDescription': 'the description of a switch that is not set',
};

const components = [...modules]
  .filter(([, module]) => module.record.group === 'component')
  .map(([slug]) => slug);

/** The setup of a playground, as the page works it out. */
function setupOf(slug: string) {
  const { Playground, fixedProps } = modules.get(slug) ?? {};
  const shape = shapes.get(slug);
  const part = sources.get(slug)?.api.find((candidate) => candidate.name === shape?.part);
  if (!Playground || !shape || !part) throw new Error(`${slug}: no playground, shape or documented part`);
  return { Playground, shape, ...playgroundControls(part.rows, shape, fixedProps) };
}

/** What a control is set to in the test: another choice, the other state, some text, another number. */
function otherValues(control: Control): ControlValue[] {
  if (control.kind === 'choice') return control.options.filter((option) => option !== control.initial);
  if (control.kind === 'switch') return [!control.initial];
  if (control.kind === 'number') return [String(Number(control.initial || 0) + 3)];
  return [`${control.initial}playground-text`];
}

/** The page's markup with the ids React makes (`«r3»`, `:r3:`) and Radix's generated ones made alike. */
function markup(): string {
  return document.body.innerHTML
    .replace(/«[^»]*»|:r[0-9a-z]+:|_r_[0-9a-z]+_/g, 'ID')
    .replace(/radix-ID(-[a-z-]+)?/g, 'radix-ID');
}

/** Renders `element` alone and returns its markup. */
function markupOf(element: React.ReactElement): string {
  render(element);
  const html = markup();
  cleanup();
  return html;
}

/** Everything a record's playground JSX may name: the kit's exports, and the pictures and slides the demos use. */
const scope: Record<string, unknown> = Object.fromEntries(
  Object.entries(
    Object.assign({}, ...Object.values(kitModules), { portraits, places }) as Record<string, unknown>,
  ).filter(([name]) => name !== 'default'),
);

/** The JSX shown, compiled and run: the element a developer who pastes it gets. */
function elementFrom(jsx: string): React.ReactElement {
  const { outputText } = ts.transpileModule(`return (${jsx});`, {
    compilerOptions: { jsx: ts.JsxEmit.React, jsxFactory: 'h', jsxFragmentFactory: 'Fragment' },
    fileName: 'playground.tsx',
  });
  const names = Object.keys(scope);
  // The JSX under test, compiled above.
  const run = new Function('h', 'Fragment', ...names, outputText) as (
    ...values: unknown[]
  ) => React.ReactElement;
  return run(createElement, Fragment, ...names.map((name) => scope[name]));
}

describe('every kit component has a playground', () => {
  it.each(components)('%s', (slug) => {
    expect(
      modules.get(slug)?.Playground,
      `the Playground of src/pages/documentation/records/${slug}.tsx`,
    ).toBeDefined();
    expect(() => setupOf(slug)).not.toThrow();
  });
});

describe.each(components)('the %s playground', (slug) => {
  const { Playground, shape, controls } = setupOf(slug);

  it('with no control changed, shows the JSX as written and renders it', () => {
    const jsx = playgroundJsx(shape, {});
    expect(jsx).not.toContain('{...props}');
    expect(markupOf(elementFrom(jsx))).toBe(markupOf(<Playground />));
  });

  const cases = controls.flatMap((control) =>
    otherValues(control).map((value) => ({ control, value, title: `${control.name} = ${String(value)}` })),
  );
  it.skipIf(cases.length === 0).each(cases)(
    '$title changes what is rendered, and its JSX renders the same',
    async ({ control, value }) => {
      const values = { [control.name]: value };
      const props = previewProps(controls, values);
      const before = markupOf(<Playground />);
      render(<Playground {...props} />);
      // Let effects that follow a prop (a carousel's rotation, a measured size) settle.
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      const after = markup();
      cleanup();
      if (behaviourOnly[`${slug}.${control.name}`] === undefined) {
        expect(after, `${slug}: ${control.name} changed nothing`).not.toBe(before);
      } else expect(after).toBe(before);
      const jsx = playgroundJsx(shape, props);
      expect(jsx).toContain(control.name);
      render(elementFrom(jsx));
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(markup()).toBe(after);
      cleanup();
      // And the address holds the same setup.
      const search = writeAddress('?component=' + slug, controls, values, { theme: 'dark' });
      expect(readAddress(search, controls)).toEqual({ values, settings: { theme: 'dark' }, problems: [] });
    },
  );
});

describe('the address', () => {
  it('names what it cannot use: an unknown prop, a value that is not a choice, a bad switch or setting', () => {
    const { controls } = setupOf('button');
    const { values, problems } = readAddress(
      '?component=button&p.size=huge&p.nope=1&p.block=maybe&p.color=danger&preview-dir=up',
      controls,
    );
    expect(values).toEqual({ color: "'danger'" });
    expect(problems).toEqual([
      'The address sets size to "huge", which is not one of sm, md, lg.',
      'The address sets "nope", which has no control here.',
      'The address sets block to "maybe"; it takes true or false.',
      'The address sets the preview\'s direction to "up"; it takes ltr or rtl.',
    ]);
  });

  it('keeps the other parameters and drops a setting put back to its default', () => {
    const { controls } = setupOf('button');
    expect(writeAddress('?component=button&dir=rtl&p.size=lg', controls, { size: "'md'" }, {})).toBe(
      '?component=button&dir=rtl',
    );
  });

  it('a number field that is not a number says so, naming the prop and the value', () => {
    const { controls } = setupOf('carousel');
    expect(() => previewProps(controls, { interval: 'soon' })).toThrow(
      'interval must be a number; "soon" is not one.',
    );
  });
});
