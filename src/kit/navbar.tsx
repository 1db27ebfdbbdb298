'use client';

import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { Menu, Search, X } from 'lucide-react';
import { createContext, useContext, useId, useState, type ComponentProps, type MouseEvent } from 'react';
import { cn } from './cn';
import { toneVariants } from './tones';

/*
 * A showcase navbar (not the site's own header): a brand, then links that fold behind a toggle button when the
 * navbar's content (inside its padding) is narrower than 992 px, and sit inline from that width up. It lays out by
 * its own width (a container query), not the window's, so it folds in a narrow pane too.
 *
 *   <Navbar color="primary" aria-label="Primary example">
 *     <NavbarBrand href="#/home">Paper Kit</NavbarBrand>
 *     <NavbarToggle />
 *     <NavbarCollapse>
 *       <NavbarLinks>
 *         <NavbarItem><NavbarLink href="#/landing">Landing</NavbarLink></NavbarItem>
 *       </NavbarLinks>
 *     </NavbarCollapse>
 *   </Navbar>
 */

const navbarVariants = cva(
  '@container relative flex min-h-16 w-full flex-wrap items-center gap-x-2 bg-pk-tone px-4 py-2 text-pk-tone-foreground',
  {
    variants: {
      /**
       * The fill colour; `transparent` is for dark artwork and switches to light text and a light focus ring.
       * @defaultValue 'default'
       */
      color: { ...toneVariants, transparent: 'bg-transparent text-pk-hero-ink' },
    },
    defaultVariants: { color: 'default' },
  },
);

// The ring token is a dark teal, lost on the coloured fills: inside a navbar the ring takes the text colour, which
// contrasts with the fill by construction.
const navbarFocusRing = 'pk-focus-ring focus-visible:outline-current';

const navbarLinkLook = [
  'inline-flex min-h-10 shrink-0 cursor-pointer items-center gap-2 rounded-pk-pill px-3 text-xs font-semibold tracking-wide whitespace-nowrap uppercase',
  // A ring rather than a tint marks hover and the current page: a tint would eat into the text's contrast.
  'inset-ring-2 inset-ring-transparent transition-shadow duration-150 hover:inset-ring-current/40 motion-reduce:transition-none aria-[current=page]:inset-ring-current',
  '[&_svg]:pointer-events-none [&_svg]:size-[1.1em] [&_svg]:shrink-0',
  navbarFocusRing,
];

interface NavbarState {
  open: boolean;
  setOpen: (open: boolean) => void;
  collapseId: string;
}

const NavbarContext = createContext<NavbarState | null>(null);

function useNavbar(part: string): NavbarState {
  const state = useContext(NavbarContext);
  if (!state) throw new Error(`${part} must be used inside a Navbar.`);
  return state;
}

interface NavbarProps extends Omit<ComponentProps<'nav'>, 'color'>, VariantProps<typeof navbarVariants> {
  /**
   * Required: the landmark's name. A page with several navbars tells them apart by it, so make each one different.
   */
  'aria-label': string;
}

/**
 * Paper Kit's navbar: a coloured (or transparent) bar with a brand, links, menus and a search field that fold
 * behind a toggle when the bar's content is narrower than 992 px (its own width, not the window's). `Navbar` is
 * the bar itself: a named `<nav>` that holds the open state of its collapse.
 * @remarks Each navbar is a `nav` landmark named by its required `aria-label`: give every navbar on a page a
 * different one, so a screen reader's list of landmarks tells them apart. Over dark artwork, mark the surface
 * `data-surface="dark"` for a focus ring that shows.
 *
 * In a bar whose content is narrower than 992 px the links fold behind a button named "Toggle navigation"
 * (`NavbarToggle`) that reports `aria-expanded` and points at the links with `aria-controls`; folded links are
 * hidden, so Tab skips them. An icon-only `NavbarLink` does not compile without an `aria-label` or
 * `aria-labelledby`, the link to the current page takes `aria-current="page"` (shown by a ring), and
 * `NavbarSearch` needs a `label`, which only screen readers see.
 */
export function Navbar({ className, color, ...props }: NavbarProps) {
  const [open, setOpen] = useState(false);
  const collapseId = useId();
  return (
    <NavbarContext value={{ open, setOpen, collapseId }}>
      <nav
        data-slot="navbar"
        // The transparent navbar sits on dark artwork: this swaps in the dark surface's focus ring and ink.
        data-surface={color === 'transparent' ? 'dark' : undefined}
        className={cn(navbarVariants({ color }), className)}
        {...props}
      />
    </NavbarContext>
  );
}

interface NavbarBrandProps extends ComponentProps<'a'> {
  /** Where it leads, usually the home page. */
  href?: string;
  /**
   * Render the only child (a router link, say) with the brand's look instead of an `<a>`.
   * @defaultValue false
   */
  asChild?: boolean;
}

/** The name at the start of the bar, a link that pushes everything after it to the end. */
export function NavbarBrand({ className, asChild = false, ...props }: NavbarBrandProps) {
  const Component = asChild ? Slot : 'a';
  return (
    <Component
      data-slot="navbar-brand"
      className={cn(
        'me-auto inline-flex min-h-10 items-center rounded-pk-pill px-2 text-sm font-bold tracking-wider whitespace-nowrap uppercase',
        navbarFocusRing,
        className,
      )}
      {...props}
    />
  );
}

/** The props of {@link NavbarToggle}: a `<button>`'s, but not its children (it draws its own icon). */
export interface NavbarToggleProps extends Omit<ComponentProps<'button'>, 'children'> {
  /**
   * The button's name.
   * @defaultValue 'Toggle navigation'
   */
  'aria-label'?: string;
  /** Called before the links are shown or hidden. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** The round button that shows or hides the links in a navbar narrower than 992 px; hidden from that width up. */
export function NavbarToggle({
  className,
  'aria-label': ariaLabel = 'Toggle navigation',
  onClick,
  ...props
}: NavbarToggleProps) {
  const { open, setOpen, collapseId } = useNavbar('NavbarToggle');
  return (
    <button
      data-slot="navbar-toggle"
      type="button"
      aria-label={ariaLabel}
      aria-expanded={open}
      aria-controls={collapseId}
      onClick={(event) => {
        onClick?.(event);
        setOpen(!open);
      }}
      className={cn(
        'inline-flex size-10 cursor-pointer items-center justify-center rounded-full inset-ring-2 inset-ring-current/40 transition-shadow duration-150 hover:inset-ring-current motion-reduce:transition-none @pk-lg:hidden',
        navbarFocusRing,
        className,
      )}
      {...props}
    >
      {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
    </button>
  );
}

/**
 * What the toggle shows and hides: in a navbar narrower than 992 px a column, hidden until the toggle opens it;
 * from that width up always shown, inline.
 */
export function NavbarCollapse({ className, ...props }: ComponentProps<'div'>) {
  const { open, collapseId } = useNavbar('NavbarCollapse');
  return (
    <div
      data-slot="navbar-collapse"
      id={collapseId}
      data-state={open ? 'open' : 'closed'}
      className={cn(
        'flex basis-full flex-col gap-2 py-2 data-[state=closed]:hidden',
        // Inline in a navbar 992 px wide or more, wrapping onto more lines where the text is too large for one.
        '@pk-lg:min-w-0 @pk-lg:basis-auto @pk-lg:flex-row @pk-lg:flex-wrap @pk-lg:items-center @pk-lg:py-0 @pk-lg:data-[state=closed]:flex',
        className,
      )}
      {...props}
    />
  );
}

/** The list of links. */
export function NavbarLinks({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="navbar-links"
      className={cn('flex flex-col gap-1 @pk-lg:flex-row @pk-lg:flex-wrap @pk-lg:items-center', className)}
      {...props}
    />
  );
}

/** One entry of the list, around a link, a button or a menu. */
export function NavbarItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="navbar-item" className={cn('flex', className)} {...props} />;
}

interface NavbarLinkBaseProps extends ComponentProps<'a'> {
  /** Where it leads (a `#/` route on this site). */
  href?: string;
  /** Set to `page` on the link to the page being shown; a ring marks it. */
  'aria-current'?: boolean | 'false' | 'true' | 'page' | 'step' | 'location' | 'date' | 'time';
  /**
   * Render the only child (a router link, say) with the link's look instead of an `<a>`.
   * @defaultValue false
   */
  asChild?: boolean;
}

/** An icon-only link shows no text, so it must be given a name. */
type NavbarLinkIconOnlyProps =
  | {
      /**
       * A square link holding only an icon; then `aria-label` or `aria-labelledby` is required.
       * @defaultValue false
       */
      iconOnly?: false;
    }
  | {
      iconOnly: true;
      /** The name of an icon-only link (or give `aria-labelledby`). */
      'aria-label': string;
    }
  | {
      iconOnly: true;
      /** The id of the element that names an icon-only link (or give `aria-label`). */
      'aria-labelledby': string;
    };

/** The props of {@link NavbarLink}: an `<a>`'s, and a name when it holds only an icon. */
export type NavbarLinkProps = NavbarLinkBaseProps & NavbarLinkIconOnlyProps;

/** A pill-shaped link in capitals; a ring marks hover and the current page. */
export function NavbarLink({ className, asChild = false, iconOnly = false, ...props }: NavbarLinkProps) {
  const Component = asChild ? Slot : 'a';
  return (
    <Component
      data-slot="navbar-link"
      className={cn(
        navbarLinkLook,
        iconOnly && 'size-10 justify-center px-0 [&_svg]:size-[1.4em]',
        className,
      )}
      {...props}
    />
  );
}

/** The props of {@link NavbarButton}: a `<button>`'s. */
export interface NavbarButtonProps extends ComponentProps<'button'> {
  /**
   * The button's type; it never submits a form unless asked to.
   * @defaultValue 'button'
   */
  type?: 'button' | 'submit' | 'reset';
}

/** A button with the links' look, for actions and for a DropdownMenuTrigger (`asChild` on the trigger). */
export function NavbarButton({ className, type, ...props }: NavbarButtonProps) {
  return (
    <button
      data-slot="navbar-button"
      type={type ?? 'button'}
      className={cn(navbarLinkLook, className)}
      {...props}
    />
  );
}

interface NavbarSearchProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** The field's name, in a label only screen readers see. */
  label: string;
  /** The field's id; one is generated when left out. */
  id?: string;
}

/**
 * A search field in a search landmark, with a magnifier icon. It does not search by itself: wire `onChange` or
 * wrap it in a form.
 */
export function NavbarSearch({ className, label, id, ...props }: NavbarSearchProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div data-slot="navbar-search" role="search" className="relative flex items-center">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute start-3 size-4" />
      {/* The placeholder is the navbar's text colour, in full: dimmed, it fell below 4.5:1 on a coloured fill. The
          border and the magnifier show it is a field. */}
      <input
        id={inputId}
        type="search"
        className={cn(
          'min-h-10 w-full rounded-pk-pill border-2 border-current bg-transparent py-1 ps-9 pe-4 text-sm text-current placeholder:text-current @pk-lg:w-48',
          navbarFocusRing,
          className,
        )}
        {...props}
      />
    </div>
  );
}
