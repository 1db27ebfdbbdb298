import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
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
