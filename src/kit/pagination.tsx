'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from './cn';
import { toneVariants } from './tones';
import { clampPage, pageCount, pageHref, pageItems } from './page-items';

const sizes = {
  sm: 'h-8 min-w-8 px-2 text-[0.6875rem] [&_svg]:size-4',
  md: 'h-9 min-w-9 px-2.5 text-xs [&_svg]:size-4',
  lg: 'h-11 min-w-11 px-3 text-sm [&_svg]:size-5',
};

const pageButtonVariants = cva(
  [
    'inline-flex cursor-pointer items-center justify-center rounded-pk-pill border-2 font-semibold tabular-nums',
    'transition-colors duration-150 motion-reduce:transition-none',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    'pk-focus-ring',
  ],
  {
    variants: {
      /**
       * The colour of the buttons and of the current page's fill.
       * @defaultValue 'primary'
       */
      color: toneVariants,
      /**
       * The size of the buttons.
       * @defaultValue 'md'
       */
      size: sizes,
      current: {
        // Forced colours would paint the fill as the page's background; the system's highlight marks the page.
        true: [
          'border-pk-tone-edge bg-pk-tone text-pk-tone-foreground',
          'forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none',
        ],
        false:
          'border-pk-tone-text bg-transparent text-pk-tone-text hover:bg-pk-tone-soft aria-disabled:hover:bg-transparent',
      },
    },
    defaultVariants: { color: 'primary', size: 'md', current: false },
  },
);

const ellipsisVariants = cva('inline-flex items-center justify-center font-semibold text-pk-muted', {
  variants: { size: sizes },
  defaultVariants: { size: 'md' },
});

type PaginationVariants = Omit<VariantProps<typeof pageButtonVariants>, 'current'>;

type PaginationButtonProps = Omit<ComponentProps<'button'>, 'color'> &
  VariantProps<typeof pageButtonVariants>;

function PaginationButton({ className, color, size, current, ...props }: PaginationButtonProps) {
  return (
    <button
      type="button"
      data-slot="pagination-button"
      className={cn(pageButtonVariants({ color, size, current }), className)}
      {...props}
    />
  );
}

type PaginationLinkProps = Omit<ComponentProps<'a'>, 'color'> & VariantProps<typeof pageButtonVariants>;

/** A page as a link. Without `href` (previous on the first page, next on the last) it is a link that goes nowhere. */
function PaginationLink({ className, color, size, current, href, children, ...props }: PaginationLinkProps) {
  return (
    <a
      data-slot="pagination-link"
      href={href}
      role={href === undefined ? 'link' : undefined}
      aria-disabled={href === undefined || undefined}
      className={cn(pageButtonVariants({ color, size, current }), className)}
      {...props}
    >
      {children}
    </a>
  );
}

function PaginationEllipsis({
  className,
  size,
  ...props
}: ComponentProps<'span'> & Pick<PaginationVariants, 'size'>) {
  return (
    <span data-slot="pagination-ellipsis" className={cn(ellipsisVariants({ size }), className)} {...props}>
      <span aria-hidden="true">…</span>
      <span className="sr-only">More pages</span>
    </span>
  );
}

/** The props of {@link Pagination}: a `<nav>`'s, the collection to page through, and how to show its pages. */
export type PaginationProps = Omit<ComponentProps<'nav'>, 'color' | 'children'> &
  PaginationVariants & {
    /** Required: names the navigation landmark, e.g. "Search results pages". */
    'aria-label': string;
    /** How many items are paged through (an integer, 0 or more). */
    collectionSize: number;
    /**
     * Items per page (an integer, 1 or more).
     * @defaultValue 10
     */
    pageSize?: number;
    /**
     * The current page, when the parent keeps it (controlled); needs `onPageChange`, or `href` when the address
     * keeps it. A page beyond the last page shows as the last page.
     */
    page?: number;
    /**
     * The page shown first when `page` is not given (uncontrolled).
     * @defaultValue 1
     */
    defaultPage?: number;
    /** Called with the page the visitor chose. */
    onPageChange?: (page: number) => void;
    /**
     * Makes every page a link to its own address: a template with `{page}` where the number goes
     * (`"?page={page}"`), or a function of the page. With a template, a server component can render the bar for a
     * page read from the address, with no callback; a function works only in a client component.
     */
    href?: string | ((page: number) => string);
    /**
     * The most page numbers shown besides the first and last (an integer, 1 or more; see `pageItems`). Leave it
     * out to show every page.
     */
    maxSize?: number;
    /**
     * Keep the current page in the middle of the shown pages instead of showing fixed chunks of `maxSize`.
     * @defaultValue false
     */
    rotate?: boolean;
    /**
     * When `maxSize` hides pages, also show the first and last page, with "…" where two or more are hidden.
     * @defaultValue true
     */
    ellipses?: boolean;
  };

/**
 * Paper Kit's pagination: round page buttons, the current one filled, with previous and next buttons, inside a named
 * `<nav>`. The pages shown are worked out by `pageItems` (ng-bootstrap's rules). A bad number throws an error that
 * names it.
 * @remarks The bar is a `nav` landmark named by its required `aria-label` ("Search results pages"). Page buttons are
 * named "Page 4" and so on; the current one has `aria-current="page"`. Each hidden run of pages is read as "More
 * pages" rather than as three dots.
 *
 * Previous and next keep focus while the current page moves, so the page they reached is said in a polite status
 * ("Page 5 of 7"): a screen reader that does not announce a change of `aria-current` elsewhere (Orca) says it too.
 *
 * At the first or last page, previous and next are marked `aria-disabled` instead of being disabled: they stay in
 * the tab order, so focus is not thrown back to the top of the page when a press lands on an end.
 *
 * On a server page, or wherever the address holds the page, pass `page` and `href` (a template such as
 * `?page={page}`, or a function of the page): every page is a link to its own address, the current one keeps
 * `aria-current="page"`, and the bar needs no callback and no JavaScript of its own. Previous on the first page and
 * next on the last are then links with no address, read as dimmed and passed over by Tab, since a link loads a new
 * page where focus starts again. Otherwise pass `onPageChange` with `page`, or `defaultPage`.
 */
export function Pagination({
  className,
  collectionSize,
  pageSize = 10,
  page: controlledPage,
  defaultPage = 1,
  onPageChange,
  href,
  maxSize,
  rotate,
  ellipses,
  color,
  size,
  ...props
}: PaginationProps) {
  const [uncontrolledPage, setUncontrolledPage] = useState(defaultPage);
  // Whether previous or next made the last move: then the status below says the page reached ("Page 5 of 7").
  const [stepped, setStepped] = useState(false);
  if (controlledPage !== undefined && !onPageChange && href === undefined) {
    throw new Error(
      `Pagination: prop "page" is ${controlledPage} but neither "onPageChange" nor "href" is given, so the page could never change; pass one of them or use "defaultPage"`,
    );
  }
  const hrefOf = typeof href === 'string' ? (target: number) => pageHref(href, target) : href;
  const count = pageCount(collectionSize, pageSize);
  const page = clampPage(controlledPage ?? uncontrolledPage, count);
  const items = pageItems({ collectionSize, pageSize, page, maxSize, rotate, ellipses });

  function goTo(target: number, by: 'page' | 'step' = 'page') {
    if (target < 1 || target > count || target === page) return;
    if (controlledPage === undefined) setUncontrolledPage(target);
    onPageChange?.(target);
    setStepped(by === 'step');
  }

  const atFirst = page <= 1;
  const atLast = page >= count;
  /**
   * A button, or with `href` a link, to `target`. `null` is previous on the first page or next on the last: as a
   * button it stays in the tab order (`aria-disabled`), so focus is not lost when a press lands on an end; as a
   * link it has no address.
   */
  const control = (
    target: number | null,
    props: { current?: boolean } & Pick<ComponentProps<'a'>, 'aria-label' | 'aria-current' | 'children'>,
    by: 'page' | 'step' = 'page',
  ) =>
    hrefOf ? (
      <PaginationLink
        color={color}
        size={size}
        href={target === null ? undefined : hrefOf(target)}
        onClick={() => target !== null && goTo(target)}
        {...props}
      />
    ) : (
      <PaginationButton
        color={color}
        size={size}
        aria-disabled={target === null || undefined}
        onClick={() => target !== null && goTo(target, by)}
        {...props}
      />
    );

  return (
    <nav data-slot="pagination" className={cn('flex', className)} {...props}>
      <ul data-slot="pagination-list" className="flex flex-wrap items-center gap-x-1 gap-y-2">
        <li>
          {control(
            atFirst ? null : page - 1,
            {
              'aria-label': 'Previous page',
              children: <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />,
            },
            'step',
          )}
        </li>
        {items.map((item) =>
          item.type === 'page' ? (
            <li key={item.page}>
              {control(item.page, {
                current: item.current,
                'aria-label': `Page ${item.page}`,
                'aria-current': item.current ? 'page' : undefined,
                children: item.page,
              })}
            </li>
          ) : (
            <li key={item.key}>
              <PaginationEllipsis size={size} />
            </li>
          ),
        )}
        <li>
          {control(
            atLast ? null : page + 1,
            {
              'aria-label': 'Next page',
              children: <ChevronRight aria-hidden="true" className="rtl:rotate-180" />,
            },
            'step',
          )}
        </li>
      </ul>
      {/* Previous and next keep focus while the current page moves away from them: the page they reached is said
          here. A page's own button says its new state ("current page") where focus is; a link loads a new page. */}
      {!hrefOf && (
        <span role="status" className="sr-only">
          {stepped && `Page ${page} of ${count}`}
        </span>
      )}
    </nav>
  );
}
