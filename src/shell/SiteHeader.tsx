import { Link } from './SiteLink';
import { clsx } from 'clsx';
import { site } from '../site';
import { ShellNavLink } from './ShellNavLink';
import { shellLinks } from './shellLinks';
import { SideMenu } from './SideMenu';
import type { ShellFlags } from './siteMap';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { useScrolledPast } from './useScrolledPast';

interface SiteHeaderProps {
  shell: ShellFlags;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
}

/** The fixed top navbar: transparent at the top of the page, opaque once it is scrolled past the threshold. */
export function SiteHeader({ shell, menuOpen, onMenuOpenChange }: SiteHeaderProps) {
  const opaque = useScrolledPast(site.navbarOpaqueAfterPx);
  const links = shellLinks(shell);
  return (
    <header
      data-opaque={opaque}
      data-surface={!opaque && shell.topSurface === 'dark' ? 'dark' : undefined}
      className={clsx(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 motion-reduce:transition-none',
        opaque ? 'bg-pk-surface text-pk-ink shadow-pk-card' : 'bg-transparent',
        // In forced colours its icons take the system's text colour, lost on the artwork: the bar is always solid.
        'forced-colors:bg-[Canvas]',
      )}
    >
      <nav aria-label="Site" className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          to="/home"
          className="me-auto inline-flex min-h-11 items-center rounded-pk-pill px-2 text-sm font-bold uppercase tracking-wider"
        >
          {site.name}
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <li key={link.label}>
              <ShellNavLink link={link} />
            </li>
          ))}
        </ul>
        <ColorSchemeToggle />
        <SideMenu links={links} open={menuOpen} onOpenChange={onMenuOpenChange} />
      </nav>
    </header>
  );
}
