function requireInteger(option: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) {
    throw new Error(
      `pageItems: option "${option}" must be an integer of ${min} or more, got ${String(value)}`,
    );
  }
}

/** One entry of a pagination bar: a page to go to, or an ellipsis standing for two or more hidden pages. */
export type PageItem =
  | {
      /** Which of the two it is. */
      type: 'page';
      /** For a page: its number, counted from 1. */
      page: number;
      /** For a page: whether it is the current one. */
      current: boolean;
    }
  | {
      /** Which of the two it is. */
      type: 'ellipsis';
      /** For an ellipsis: which side of the current page it is on, usable as a React key. */
      key: 'ellipsis-start' | 'ellipsis-end';
    };

/** What `pageItems` is given: the collection, the current page and how to show it. */
export interface PageItemsOptions {
  /** How many items the collection holds (an integer, 0 or more). */
  collectionSize: number;
  /**
   * How many items one page shows (an integer, 1 or more).
   * @defaultValue 10
   */
  pageSize?: number;
  /** The current page, counted from 1. A page beyond the last page counts as the last page. */
  page: number;
  /**
   * The most page numbers to list besides the first and last page (an integer, 1 or more). Leave it out to list
   * every page.
   */
  maxSize?: number;
  /**
   * Keep the current page in the middle of `maxSize` pages (one more before it than after when `maxSize` is even);
   * otherwise pages come in fixed chunks of `maxSize`: 1–5, 6–10…
   * @defaultValue false
   */
  rotate?: boolean;
  /**
   * When pages are hidden, always show the first and last page, with "…" where two or more are hidden (a gap of
   * one page shows that page).
   * @defaultValue true
   */
  ellipses?: boolean;
}

/**
 * How many pages `collectionSize` items fill, `pageSize` to a page (0 for an empty collection). Throws for a number
 * that is not an integer in range.
 * @param collectionSize How many items the collection holds: an integer, 0 or more.
 * @param pageSize How many items one page shows: an integer, 1 or more.
 */
export function pageCount(collectionSize: number, pageSize = 10): number {
  requireInteger('collectionSize', collectionSize, 0);
  requireInteger('pageSize', pageSize, 1);
  return Math.ceil(collectionSize / pageSize);
}

/**
 * The page actually shown for a requested page: a page beyond the last one is the last one (as ng-bootstrap does),
 * and never below 1. Throws for a `page` that is not an integer of 1 or more.
 * @param page The requested page, an integer from 1.
 * @param count How many pages there are (from `pageCount`).
 */
export function clampPage(page: number, count: number): number {
  requireInteger('page', page, 1);
  return Math.max(1, Math.min(page, count));
}

/** The zero-based, end-exclusive range of page indices to show around the current page. */
function visibleRange(page: number, count: number, maxSize: number, rotate: boolean): [number, number] {
  if (!rotate) {
    const chunkStart = Math.floor((page - 1) / maxSize) * maxSize;
    return [chunkStart, Math.min(chunkStart + maxSize, count)];
  }
  // An even window has one more page before the current page than after it.
  const before = Math.floor(maxSize / 2);
  const start = Math.max(0, Math.min(page - 1 - before, count - maxSize));
  return [start, start + maxSize];
}

/**
 * The pages and ellipses of a pagination bar, computed the way ng-bootstrap's pagination does. Without `maxSize`
 * every page is listed. With it, at most `maxSize` pages around the current one are listed, and with `ellipses` the
 * first and last page are added, joined by "…" where it hides two or more pages or by the one page it would hide. A
 * `page` beyond the last page is treated as the last page.
 * @param options The collection, the current page and how to show it.
 * @remarks These functions render nothing. `Pagination` turns each page item into a button named "Page N" and each
 * ellipsis into text read as "More pages"; since an ellipsis never hides a single page, no gap of one is left for a
 * visitor to guess.
 *
 * A bad option throws an error that names it and its value, so a mistake shows at once instead of as a wrong bar.
 */
export function pageItems({
  collectionSize,
  pageSize = 10,
  page,
  maxSize,
  rotate = false,
  ellipses = true,
}: PageItemsOptions): PageItem[] {
  const count = pageCount(collectionSize, pageSize);
  const current = clampPage(page, count);
  if (maxSize !== undefined) requireInteger('maxSize', maxSize, 1);

  const toItem = (pageNumber: number): PageItem => ({
    type: 'page',
    page: pageNumber,
    current: pageNumber === current,
  });
  const pageRange = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => toItem(from + index));

  if (maxSize === undefined || count <= maxSize) return pageRange(1, count);

  const [start, end] = visibleRange(current, count, maxSize, rotate);
  const items = pageRange(start + 1, end);
  if (!ellipses) return items;

  const firstShown = start + 1;
  const lastShown = end;
  const head: PageItem[] = [];
  if (firstShown > 1) {
    head.push(toItem(1));
    if (firstShown === 3) head.push(toItem(2));
    else if (firstShown > 3) head.push({ type: 'ellipsis', key: 'ellipsis-start' });
  }
  const tail: PageItem[] = [];
  if (lastShown < count) {
    if (lastShown === count - 2) tail.push(toItem(count - 1));
    else if (lastShown < count - 2) tail.push({ type: 'ellipsis', key: 'ellipsis-end' });
    tail.push(toItem(count));
  }
  return [...head, ...items, ...tail];
}

/** What a page's address template must hold: the place where the page number goes. */
export const pagePlaceholder = '{page}';

/**
 * A page's address from a template, every `{page}` replaced by the page number: `pageHref('?page={page}', 3)` is
 * `?page=3`. Throws for a template without `{page}`, which would send every page to the same address.
 * @param template The address with `{page}` where the number goes, such as `?page={page}` or `/posts/{page}`.
 * @param page The page, an integer from 1.
 */
export function pageHref(template: string, page: number): string {
  if (!template.includes(pagePlaceholder)) {
    throw new Error(
      `pageHref: the template "${template}" has no ${pagePlaceholder}, so every page would have the same address`,
    );
  }
  requireInteger('page', page, 1);
  return template.split(pagePlaceholder).join(String(page));
}
