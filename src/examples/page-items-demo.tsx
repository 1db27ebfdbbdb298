'use client';

import { useId, useState } from 'react';
import { Checkbox } from '../kit/choice';
import { cn } from '../kit/cn';
import { FieldLabel, Input } from '../kit/input';
import { clampPage, pageCount, pageItems, type PageItem } from '../kit/page-items';

/** The demo lists at most this many pages, so a huge collection without a max size cannot freeze the page. */
const listLimit = 500;

/** A number field's text as a number: an empty field is NaN (so the helper names it), not 0. */
function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

function itemText(item: PageItem): string {
  if (item.type === 'ellipsis') return '…';
  return item.current ? `[${item.page}]` : String(item.page);
}

type Outcome = { ok: true; summary: string; items: string } | { ok: false; message: string };

function work(options: {
  collectionSize: number;
  pageSize: number;
  page: number;
  maxSize: number | undefined;
  rotate: boolean;
  ellipses: boolean;
}): Outcome {
  try {
    const count = pageCount(options.collectionSize, options.pageSize);
    const listed = options.maxSize === undefined ? count : Math.min(count, options.maxSize);
    if (listed > listLimit) {
      return {
        ok: false,
        message: `That would list ${listed} pages; this demo stops at ${listLimit}. Give a max size.`,
      };
    }
    const items = pageItems(options);
    if (count === 0) return { ok: true, summary: 'No pages: the collection is empty.', items: '' };
    const current = clampPage(options.page, count);
    const beyond =
      current !== options.page ? ` (page ${options.page} is beyond the last, so it shows as the last)` : '';
    return {
      ok: true,
      summary: `${count} pages, page ${current} current${beyond}:`,
      items: items.map(itemText).join(' '),
    };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

function NumberField({
  id,
  label,
  value,
  onChange,
  min,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * Set a collection, a page and the options, and read the pages pageItems works out, or the error it throws
 * for a bad option.
 */
export function PageItemsDemo() {
  const ids = useId();
  const [collectionSize, setCollectionSize] = useState('200');
  const [pageSize, setPageSize] = useState('10');
  const [page, setPage] = useState('7');
  const [maxSize, setMaxSize] = useState('5');
  const [rotate, setRotate] = useState(false);
  const [ellipses, setEllipses] = useState(true);
  const outcome = work({
    collectionSize: toNumber(collectionSize),
    pageSize: toNumber(pageSize),
    page: toNumber(page),
    maxSize: maxSize.trim() === '' ? undefined : toNumber(maxSize),
    rotate,
    ellipses,
  });
  const fieldIds = ['collection', 'page-size', 'page', 'max-size', 'rotate', 'ellipses'].map(
    (name) => ids + name,
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <NumberField
          id={`${ids}collection`}
          label="Collection size"
          value={collectionSize}
          onChange={setCollectionSize}
          min={0}
        />
        <NumberField
          id={`${ids}page-size`}
          label="Page size"
          value={pageSize}
          onChange={setPageSize}
          min={1}
        />
        <NumberField id={`${ids}page`} label="Page" value={page} onChange={setPage} min={1} />
        <NumberField
          id={`${ids}max-size`}
          label="Max size (empty: all)"
          value={maxSize}
          onChange={setMaxSize}
          min={1}
        />
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <Checkbox
          id={`${ids}rotate`}
          label="Rotate (keep the current page in the middle)"
          checked={rotate}
          onChange={(event) => setRotate(event.target.checked)}
        />
        <Checkbox
          id={`${ids}ellipses`}
          label="Ellipses (first and last page, … for gaps)"
          checked={ellipses}
          onChange={(event) => setEllipses(event.target.checked)}
        />
      </div>
      <output
        htmlFor={fieldIds.join(' ')}
        aria-live="polite"
        className={cn(
          'flex min-h-24 flex-col gap-2 rounded-pk-card border-2 p-4 text-sm',
          outcome.ok ? 'border-pk-border' : 'border-pk-danger-text',
        )}
      >
        {outcome.ok ? (
          <>
            <span>{outcome.summary}</span>
            {outcome.items && (
              <code className="text-base font-semibold break-words text-pk-ink">{outcome.items}</code>
            )}
          </>
        ) : (
          <span>
            <span className="font-semibold text-pk-danger-text">Error: </span>
            {outcome.message}
          </span>
        )}
      </output>
      <p className="text-sm text-pk-muted">
        Brackets mark the current page; each … stands for two or more hidden pages.
      </p>
    </div>
  );
}
