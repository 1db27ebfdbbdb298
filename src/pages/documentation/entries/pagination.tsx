import { useState } from 'react';
import { Pagination } from '../../../kit/pagination';
import type { DocEntryContent } from '../docTypes';

const colors = ['default', 'primary', 'info', 'success', 'warning', 'danger'] as const;

function PaginationDemo() {
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

export const content: DocEntryContent = {
  Demo: PaginationDemo,
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action: 'Moves between the previous button, the page buttons and the next button.',
    },
    {
      keys: ['Enter', 'Space'],
      action: 'Goes to the focused page, or to the previous or next page. Focus stays on the button pressed.',
    },
  ],
  accessibility: (
    <>
      <p>
        The bar is a <code>nav</code> landmark named by its required <code>aria-label</code>. Page buttons are
        named &ldquo;Page 4&rdquo; and so on; the current one has <code>aria-current=&quot;page&quot;</code>.
        Each hidden run of pages is read as &ldquo;More pages&rdquo; rather than as three dots.
      </p>
      <p>
        At the first or last page, previous and next are marked <code>aria-disabled</code> instead of being
        disabled: they stay in the tab order, so focus is not thrown back to the top of the page when a press
        lands on an end.
      </p>
      <p>
        With <code>href</code> (a template such as <code>?page={'{page}'}</code>, or a function of the page),
        every page is a link to its own address instead, and the current one keeps{' '}
        <code>aria-current=&quot;page&quot;</code>. That is the form for a page that reads its number from the
        address, such as a server component: it needs no callback. Previous on the first page and next on the
        last are then links with no address, read as dimmed and passed over by Tab, since a link loads a new
        page where focus starts again.
      </p>
    </>
  ),
};
