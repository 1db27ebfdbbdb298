import { useState } from 'react';
import { Pagination } from '../../src/kit/pagination';

const colors = ['default', 'primary', 'info', 'success', 'warning', 'danger'] as const;

export default function PaginationDemo() {
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
        <p className="text-sm text-muted">Page {page} of 10</p>
      </div>
      <Pagination aria-label="Fixed chunks" collectionSize={100} defaultPage={4} maxSize={3} />
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
