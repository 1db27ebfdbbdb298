// @vitest-environment node
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecords } from '../../../scripts/doc-records';
import { kitApiReader } from '../../../scripts/kit-api';
import { excerptLength, excerptOf, keyWords, searchIndex } from '../../../scripts/search-index';
import { prepare, search, withinOneEdit } from '../../../src/search/searchScore';

/*
 * The documentation's search: its index holds everything the records and the API reader hold, and the queries a
 * reader types find the right thing first.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const index = searchIndex(root);
const prepared = prepare(index);
const { kit, blocks } = readRecords(root);
const api = kitApiReader(root);

describe('the search index', () => {
  it('holds every component, helper and block, by name, going to its page', () => {
    for (const record of kit)
      expect(index).toContainEqual(
        expect.objectContaining({
          group: record.group === 'component' ? 'Component' : 'Helper',
          title: record.name,
          path: `/documentation?component=${record.slug}`,
        }),
      );
    for (const record of blocks)
      expect(index).toContainEqual(
        expect.objectContaining({
          group: 'Block',
          title: record.name,
          path: `/documentation?block=${record.slug}`,
        }),
      );
  });

  it('holds every prop of every kit file and every key of every record', () => {
    let props = 0;
    for (const record of kit) {
      const where = `/documentation?component=${record.slug}`;
      for (const part of api.read(path.join(root, 'src/kit', record.file)))
        for (const row of part.rows) {
          props += 1;
          expect(index).toContainEqual(
            expect.objectContaining({ group: 'Prop', title: row.name, path: where, section: 'API' }),
          );
        }
      for (const row of record.keys ?? [])
        expect(index).toContainEqual(
          expect.objectContaining({ group: 'Key', title: row.keys.map(keyWords).join(', '), path: where }),
        );
    }
    expect(props).toBeGreaterThan(50);
  });

  it('keeps excerpts to a line, cut at a word', () => {
    for (const doc of index) expect(doc.excerpt.length, doc.title).toBeLessThanOrEqual(excerptLength);
    expect(excerptOf('short text')).toBe('short text');
    const cut = excerptOf(`${'word '.repeat(60)}end`);
    expect(cut).toMatch(/^(word )*word…$/);
    expect(keyWords('PageUp')).toBe('Page Up');
  });

  it('holds the site’s pages and home’s sections', () => {
    const pages = index.filter((doc) => doc.group === 'Page').map((doc) => doc.title);
    expect(pages).toEqual(
      expect.arrayContaining(['Sign up', 'User profile', 'Landing', 'Icons', 'Theme studio']),
    );
    expect(index).toContainEqual(
      expect.objectContaining({ group: 'Page', path: '/home', headingId: 'sliders-title' }),
    );
  });
});

describe('the search', () => {
  const first = (query: string) => search(prepared, query)[0];

  it('ranks the right result first for typical queries', () => {
    expect(first('switch')).toMatchObject({ group: 'Component', path: '/documentation?component=switch' });
    expect(first('swich')).toMatchObject({ group: 'Component', path: '/documentation?component=switch' });
    expect(first('page up')).toMatchObject({
      group: 'Key',
      path: '/documentation?component=slider',
      section: 'Keyboard',
    });
    // The checkbox and radio file (choice) has a `defaultChecked` too, and is listed first: every result ahead of
    // the switch's row is another `defaultChecked` row.
    const checked = search(prepared, 'defaultChecked');
    const switchRow = checked.findIndex((doc) => doc.path === '/documentation?component=switch');
    expect(checked[switchRow]).toMatchObject({ group: 'Prop', title: 'defaultChecked', section: 'API' });
    expect(checked.slice(0, switchRow + 1).every((doc) => doc.title === 'defaultChecked')).toBe(true);
    expect(first('sign up')).toMatchObject({ group: 'Page', path: '/signup' });
  });

  it('finds nothing for words that are nowhere, and nothing for an empty query', () => {
    expect(search(prepared, 'zzqxv')).toEqual([]);
    expect(search(prepared, '  ')).toEqual([]);
  });

  it('forgives one wrong letter, not two', () => {
    expect(withinOneEdit('swich', 'switch')).toBe(true);
    expect(withinOneEdit('swtich', 'switch')).toBe(true);
    expect(withinOneEdit('swxtxh', 'switch')).toBe(false);
  });
});
