/** One entry of a pagination bar: a page to go to, or an ellipsis standing for two or more hidden pages. */
export type PageItem =
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; key: 'ellipsis-start' | 'ellipsis-end' };

export interface PageItemsOptions {
  /** How many items the collection holds (an integer, 0 or more). */
  collectionSize: number;
  /** How many items one page shows (an integer, 1 or more). Default 10. */
  pageSize?: number;
  /** The current page, counted from 1. A page beyond the last page counts as the last page. */
  page: number;
  /** The most page numbers to show between the first and last page (an integer, 1 or more). Default: all. */
  maxSize?: number;
  /** Centre the window of `maxSize` pages on the current page; otherwise pages come in fixed chunks of `maxSize`. */
  rotate?: boolean;
  /** When pages are hidden, always show the first and last page, with "…" where two or more are hidden. */
  ellipses?: boolean;
}

function requireInteger(option: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) {
    throw new Error(
      `pageItems: option "${option}" must be an integer of ${min} or more, got ${String(value)}`,
    );
  }
}

/** How many pages `collectionSize` items fill, `pageSize` to a page (0 for an empty collection). */
export function pageCount(collectionSize: number, pageSize = 10): number {
  requireInteger('collectionSize', collectionSize, 0);
  requireInteger('pageSize', pageSize, 1);
  return Math.ceil(collectionSize / pageSize);
}

/** The page actually shown for a requested page: a page beyond the last one is the last one (as ng-bootstrap does). */
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
 * every page is listed. With it, at most `maxSize` pages around the current one are listed, and with `ellipses`
 * the first and last page are added, joined by "…" where it hides two or more pages or by the one page it would hide.
 * A `page` beyond the last page is treated as the last page; any other bad option throws.
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
