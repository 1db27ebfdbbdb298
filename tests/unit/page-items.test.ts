import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampPage,
  pageCount,
  pageHref,
  pageItems,
  type PageItem,
  type PageItemsOptions,
} from '../../src/kit/page-items';

/** Writes a bar the way the specification does: `1 … 4 [5] 6 … 10`. */
const bar = (items: PageItem[]) =>
  items
    .map((item) => (item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ');
const pagesOf = (items: PageItem[]) => items.flatMap((item) => (item.type === 'page' ? [item.page] : []));

describe('pageItems: the specification examples', () => {
  it('lists all seven pages of 70 items, page 4 current', () => {
    expect(bar(pageItems({ collectionSize: 70, page: 4 }))).toBe('1 2 3 [4] 5 6 7');
  });

  it('shows page 2 instead of an ellipsis that would hide only it (100 items, page 5, maxSize 5, rotate)', () => {
    expect(bar(pageItems({ collectionSize: 100, page: 5, maxSize: 5, rotate: true }))).toBe(
      '1 2 3 4 [5] 6 7 … 10',
    );
  });

  it('shows page 9 instead of an ellipsis at the end (page 6)', () => {
    expect(bar(pageItems({ collectionSize: 100, page: 6, maxSize: 5, rotate: true }))).toBe(
      '1 … 4 5 [6] 7 8 9 10',
    );
  });
});

describe('pageItems: edge cases', () => {
  it('lists a single page for a collection smaller than a page', () => {
    expect(bar(pageItems({ collectionSize: 3, page: 1 }))).toBe('[1]');
  });

  it('lists nothing for an empty collection', () => {
    expect(pageItems({ collectionSize: 0, page: 1 })).toEqual([]);
  });

  it('treats a page beyond the last page as the last page', () => {
    expect(bar(pageItems({ collectionSize: 70, page: 12 }))).toBe('1 2 3 4 5 6 [7]');
    expect(bar(pageItems({ collectionSize: 100, page: 99, maxSize: 3, rotate: true }))).toBe('1 … 8 9 [10]');
  });

  it('lists every page when maxSize is not smaller than the page count', () => {
    expect(bar(pageItems({ collectionSize: 50, page: 2, maxSize: 5 }))).toBe('1 [2] 3 4 5');
    expect(bar(pageItems({ collectionSize: 50, page: 2, maxSize: 9, rotate: true }))).toBe('1 [2] 3 4 5');
  });

  it('without rotate, shows fixed chunks of maxSize pages', () => {
    const chunk = (page: number) => bar(pageItems({ collectionSize: 100, page, maxSize: 3 }));
    expect(chunk(1)).toBe('[1] 2 3 … 10');
    expect(chunk(3)).toBe('1 2 [3] … 10');
    expect(chunk(4)).toBe('1 … [4] 5 6 … 10');
    expect(chunk(7)).toBe('1 … [7] 8 9 10');
    expect(chunk(10)).toBe('1 … [10]');
  });

  it('without ellipses, shows only the window of pages', () => {
    expect(bar(pageItems({ collectionSize: 100, page: 5, maxSize: 5, rotate: true, ellipses: false }))).toBe(
      '3 4 [5] 6 7',
    );
    expect(bar(pageItems({ collectionSize: 100, page: 4, maxSize: 3, ellipses: false }))).toBe('[4] 5 6');
  });

  it('with an even maxSize, puts one more page before the current page than after it', () => {
    const rotated = (page: number) =>
      bar(pageItems({ collectionSize: 100, page, maxSize: 4, rotate: true, ellipses: false }));
    expect(rotated(1)).toBe('[1] 2 3 4');
    expect(rotated(5)).toBe('3 4 [5] 6');
    expect(rotated(9)).toBe('7 8 [9] 10');
    expect(rotated(10)).toBe('7 8 9 [10]');
  });

  it('uses the default page size of 10 and rounds a partial page up', () => {
    expect(pageCount(101)).toBe(11);
    expect(pageCount(100, 25)).toBe(4);
    expect(pageCount(0)).toBe(0);
  });

  it('gives each ellipsis its own key', () => {
    const keys = pageItems({ collectionSize: 200, page: 10, maxSize: 3, rotate: true }).flatMap((item) =>
      item.type === 'ellipsis' ? [item.key] : [],
    );
    expect(keys).toEqual(['ellipsis-start', 'ellipsis-end']);
  });
});

describe('pageItems: bad options throw, naming the option and the value', () => {
  const base: PageItemsOptions = { collectionSize: 100, page: 1 };
  it.each([
    [{ collectionSize: -1 }, 'collectionSize', '-1'],
    [{ collectionSize: Number.NaN }, 'collectionSize', 'NaN'],
    [{ collectionSize: 2.5 }, 'collectionSize', '2.5'],
    [{ pageSize: 0 }, 'pageSize', '0'],
    [{ pageSize: -10 }, 'pageSize', '-10'],
    [{ page: 0 }, 'page', '0'],
    [{ page: 1.5 }, 'page', '1.5'],
    [{ page: Number.NaN }, 'page', 'NaN'],
    [{ maxSize: 0 }, 'maxSize', '0'],
    [{ maxSize: Number.POSITIVE_INFINITY }, 'maxSize', 'Infinity'],
  ])('%o', (bad, option, value) => {
    expect(() => pageItems({ ...base, ...bad })).toThrow(`"${option}" must be an integer`);
    expect(() => pageItems({ ...base, ...bad })).toThrow(`got ${value}`);
  });

  it('clampPage rejects a page that is not a positive integer', () => {
    expect(() => clampPage(-2, 5)).toThrow('"page"');
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(1, 0)).toBe(1);
  });
});

describe('pageItems: properties over any options', () => {
  const options = fc.record({
    collectionSize: fc.integer({ min: 1, max: 500 }),
    pageSize: fc.integer({ min: 1, max: 30 }),
    page: fc.integer({ min: 1, max: 600 }),
    maxSize: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
    rotate: fc.boolean(),
    ellipses: fc.boolean(),
  });

  it('shows the current page once, pages in ascending order, and at most maxSize pages between the ends', () => {
    fc.assert(
      fc.property(options, (opts) => {
        const items = pageItems(opts);
        const count = pageCount(opts.collectionSize, opts.pageSize);
        const current = items.filter((item) => item.type === 'page' && item.current);
        expect(current).toEqual([{ type: 'page', page: Math.min(opts.page, count), current: true }]);
        const pages = pagesOf(items);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        if (opts.maxSize !== undefined && !opts.ellipses)
          expect(pages.length).toBeLessThanOrEqual(opts.maxSize);
      }),
    );
  });

  it('with ellipses, always shows the first and last page, and an ellipsis hides two or more pages', () => {
    fc.assert(
      fc.property(options, (opts) => {
        const items = pageItems({ ...opts, ellipses: true });
        const count = pageCount(opts.collectionSize, opts.pageSize);
        const pages = pagesOf(items);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        items.forEach((item, index) => {
          const before = items[index - 1];
          const after = items[index + 1];
          if (item.type !== 'ellipsis') {
            // Pages side by side are consecutive: nothing is hidden without an ellipsis.
            if (after?.type === 'page') expect(after.page).toBe(item.page + 1);
            return;
          }
          if (before?.type !== 'page' || after?.type !== 'page') throw new Error('an ellipsis between pages');
          expect(after.page - before.page - 1).toBeGreaterThanOrEqual(2);
        });
      }),
    );
  });
});

describe('pageHref: a page’s address from a template', () => {
  it('puts the page number wherever the template says {page}', () => {
    expect(pageHref('?page={page}', 3)).toBe('?page=3');
    expect(pageHref('/posts/{page}?from={page}', 12)).toBe('/posts/12?from=12');
  });

  it('throws for a template without {page}, naming it, and for a page that is not a positive integer', () => {
    expect(() => pageHref('?page=', 3)).toThrow('pageHref: the template "?page=" has no {page}');
    expect(() => pageHref('?page={page}', 0)).toThrow(/"page".*got 0/);
    expect(() => pageHref('?page={page}', 1.5)).toThrow(/"page".*got 1.5/);
  });
});
