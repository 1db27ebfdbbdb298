'use client';

import { useState } from 'react';
import { Pagination } from '../kit/pagination';

const colors = ['default', 'primary', 'info', 'success', 'warning', 'danger'] as const;

/**
 * Paginations, each named by its aria-label: 70 items on page 4, 100 items rotating around page 5 with the
 * page written below, fixed chunks, three sizes, six colours and an empty collection.
 */
export function PaginationDemo() {
  const [page, setPage] = useState(5);
  return (
    <div className="flex flex-col gap-6">
      <Pagination aria-label="70 items" collectionSize={70} defaultPage={4} />
      <div className="flex flex-col gap-2">
        <Pagination
          aria-label="100 items, rotating"
          collectionSize={100}
          page={page}
          onPageChange={setPage}
          maxSize={5}
          rotate
        />
        <p className="text-sm text-pk-muted">Page {page} of 10</p>
      </div>
      <Pagination aria-label="Fixed chunks" collectionSize={100} defaultPage={4} maxSize={3} />
      <Pagination
        aria-label="Fixed chunks, no ellipses"
        collectionSize={100}
        defaultPage={4}
        maxSize={3}
        ellipses={false}
      />
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Pagination key={size} aria-label={`Size ${size}`} size={size} collectionSize={30} defaultPage={2} />
      ))}
      {colors.map((color) => (
        <Pagination
          key={color}
          aria-label={`Colour ${color}`}
          color={color}
          collectionSize={30}
          defaultPage={2}
        />
      ))}
      <Pagination aria-label="Empty collection" collectionSize={0} />
    </div>
  );
}
