import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../src/kit/pagination';

const currentPage = () =>
  screen.getAllByRole('button').find((button) => button.getAttribute('aria-current') === 'page');
const pageNumbersShown = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Pagination', () => {
  it('is a named navigation landmark listing previous, the pages and next', () => {
    render(<Pagination aria-label="Results pages" collectionSize={70} defaultPage={4} />);
    expect(screen.getByRole('navigation', { name: 'Results pages' })).toBeInTheDocument();
    expect(pageNumbersShown()).toEqual(['', '1', '2', '3', '4', '5', '6', '7', '']);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    expect(currentPage()).toHaveAccessibleName('Page 4');
    expect(currentPage()).toHaveTextContent(/^4$/);
  });

  it('moves aria-current and calls back when a page, next or previous is clicked (uncontrolled)', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <Pagination aria-label="Pages" collectionSize={100} defaultPage={5} onPageChange={onPageChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Page 7' }));
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    expect(currentPage()).toHaveAccessibleName('Page 7');
    expect(screen.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
    // A page's own button says its state where focus is: the status stays quiet.
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(8);
    expect(currentPage()).toHaveAccessibleName('Page 8');
    // Focus stays on Next while the current page moves on: the status says where it went.
    expect(screen.getByRole('status')).toHaveTextContent(/^Page 8 of \d+$/);

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    expect(currentPage()).toHaveAccessibleName('Page 6');
    expect(screen.getByRole('status')).toHaveTextContent(/^Page 6 of \d+$/);
  });

  it('disables previous on the first page and next on the last, keeping them focusable', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination aria-label="Pages" collectionSize={30} defaultPage={2} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).not.toHaveAttribute('aria-disabled');
    expect(next).not.toHaveAttribute('aria-disabled');

    await user.click(next);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.click(next);
    expect(onPageChange).toHaveBeenCalledTimes(1);
    expect(currentPage()).toHaveAccessibleName('Page 3');

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.click(previous);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(currentPage()).toHaveAccessibleName('Page 1');
  });

  it('goes to a page with Enter or Space on its button', async () => {
    const user = userEvent.setup();
    render(<Pagination aria-label="Pages" collectionSize={70} />);
    screen.getByRole('button', { name: 'Page 3' }).focus();
    await user.keyboard('{Enter}');
    expect(currentPage()).toHaveAccessibleName('Page 3');
    screen.getByRole('button', { name: 'Page 6' }).focus();
    await user.keyboard(' ');
    expect(currentPage()).toHaveAccessibleName('Page 6');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveFocus();
  });

  it('does not call back for the page already shown', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination aria-label="Pages" collectionSize={70} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('follows the page it is given when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [page, setPage] = useState(5);
      return (
        <>
          <p>Showing page {page}</p>
          <Pagination
            aria-label="Pages"
            collectionSize={100}
            page={page}
            onPageChange={setPage}
            maxSize={5}
            rotate
          />
        </>
      );
    }
    render(<Controlled />);
    expect(pageNumbersShown()).toEqual(['', '1', '2', '3', '4', '5', '6', '7', '…More pages', '10', '']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing page 6')).toBeInTheDocument();
    expect(pageNumbersShown()).toEqual(['', '1', '…More pages', '4', '5', '6', '7', '8', '9', '10', '']);
  });

  it('stays on the given page when controlled and the owner does not change it', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination aria-label="Pages" collectionSize={70} page={2} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenCalledWith(5);
    expect(currentPage()).toHaveAccessibleName('Page 2');
  });

  it('shows an ellipsis that is not focusable and reads as "More pages"', () => {
    render(<Pagination aria-label="Pages" collectionSize={200} defaultPage={10} maxSize={3} rotate />);
    const ellipses = screen.getAllByText('More pages');
    expect(ellipses).toHaveLength(2);
    for (const ellipsis of ellipses) {
      const item = ellipsis.closest('li');
      expect(item?.querySelector('button, [tabindex]')).toBeNull();
      expect(item?.querySelector('[aria-hidden="true"]')).toHaveTextContent('…');
    }
  });

  it('shows a page beyond the last page as the last page', () => {
    render(<Pagination aria-label="Pages" collectionSize={70} defaultPage={40} />);
    expect(currentPage()).toHaveAccessibleName('Page 7');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('with no items, shows no pages and disables both directions', () => {
    render(<Pagination aria-label="Pages" collectionSize={0} />);
    expect(screen.queryByRole('button', { name: /^Page/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('fills the current page in the chosen colour', () => {
    render(<Pagination aria-label="Pages" collectionSize={30} color="danger" />);
    expect(currentPage()).toHaveClass('pk-tone-danger', 'bg-pk-tone', 'text-pk-tone-foreground');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveClass('pk-tone-danger', 'text-pk-tone-text');
  });

  it('throws on bad configuration, naming the option and value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Pagination aria-label="Pages" collectionSize={70} page={2} />)).toThrow(
      /"page" is 2 but neither "onPageChange" nor "href"/,
    );
    expect(() => render(<Pagination aria-label="Pages" collectionSize={70} pageSize={0} />)).toThrow(
      /"pageSize".*got 0/,
    );
    expect(() => render(<Pagination aria-label="Pages" collectionSize={70} defaultPage={0} />)).toThrow(
      /"page".*got 0/,
    );
    expect(() =>
      render(<Pagination aria-label="Pages" collectionSize={70} page={2} href="?page=" />),
    ).toThrow(/template "\?page=" has no \{page\}/);
  });
});

describe('Pagination with href: every page a link', () => {
  const links = () => within(screen.getByRole('list')).getAllByRole('link');

  it('links each page to its address from the template, the current one marked, with no callback', () => {
    render(<Pagination aria-label="Results pages" collectionSize={70} page={4} href="?page={page}" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '?page=3');
    expect(screen.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 4' })).toHaveClass('pk-tone-primary', 'bg-pk-tone');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=3');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=5');
    expect(links().map((link) => link.textContent)).toEqual(['', '1', '2', '3', '4', '5', '6', '7', '']);
  });

  it('gives previous on the first page and next on the last no address, and marks them disabled', () => {
    const { rerender } = render(
      <Pagination aria-label="Pages" collectionSize={30} page={1} href="/posts/{page}" />,
    );
    const previous = screen.getByRole('link', { name: 'Previous page' });
    expect(previous).not.toHaveAttribute('href');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/posts/2');
    rerender(<Pagination aria-label="Pages" collectionSize={30} page={3} href="/posts/{page}" />);
    expect(screen.getByRole('link', { name: 'Next page' })).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/posts/2');
  });

  it('takes a function of the page, and still tells onPageChange which page was chosen', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <Pagination
        aria-label="Pages"
        collectionSize={50}
        defaultPage={2}
        href={(page) => `#results-${page}`}
        onPageChange={onPageChange}
      />,
    );
    const third = screen.getByRole('link', { name: 'Page 3' });
    expect(third).toHaveAttribute('href', '#results-3');
    await user.click(third);
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });
});
