import { clsx } from 'clsx';
import { NavLink } from 'react-router-dom';
import { useDirected } from './direction';
import { NewTabGlyph } from './icons';
import type { ShellLink } from './shellLinks';

const linkBase =
  'inline-flex min-h-11 items-center gap-2 rounded-pk-pill px-4 text-xs font-semibold uppercase tracking-wider transition-colors motion-reduce:transition-none';

/** One navbar link; route links mark the current page, external links say that they open a new tab. */
export function ShellNavLink({ link, className }: { link: ShellLink; className?: string }) {
  const directed = useDirected();
  if (link.kind === 'external') {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={clsx(
          linkBase,
          'bg-pk-danger text-pk-danger-foreground shadow-pk-card hover:bg-pk-danger/90',
          className,
        )}
      >
        {link.label}
        <NewTabGlyph className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <NavLink
      to={directed(link.to)}
      // Current only on its own page: not on a longer path, nor on the same letters in another case.
      end
      caseSensitive
      className={({ isActive }) =>
        clsx(
          linkBase,
          'hover:bg-current/10',
          isActive && 'underline decoration-2 underline-offset-4',
          className,
        )
      }
    >
      {link.label}
    </NavLink>
  );
}
