import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { focusRing } from '../../kit/button';
import { cn } from '../../kit/cn';
import { Link } from '../../shell/SiteLink';
import { catalog, type CatalogEntry } from './catalog';

const groups: { group: CatalogEntry['group']; title: string }[] = [
  { group: 'component', title: 'Components' },
  { group: 'helper', title: 'Helpers' },
];

/**
 * Every kit file, as links to `?component=<file>`: a sidebar on wide screens, a list behind a toggle on narrow
 * ones (closed again once a component is picked).
 */
export function ComponentIndex({ current }: { current: string | null }) {
  const [openAt, setOpenAt] = useState<string | null | undefined>(undefined);
  const open = openAt === current;
  return (
    <nav aria-label="Kit files" className="lg:pb-8">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="kit-file-list"
        onClick={() => setOpenAt(open ? undefined : current)}
        className={cn(
          'flex min-h-11 w-full cursor-pointer items-center justify-between rounded-pk-card border border-pk-border-strong bg-pk-surface px-4 text-sm font-semibold lg:hidden',
          focusRing,
        )}
      >
        All {catalog.length} kit files
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
        />
      </button>
      <div id="kit-file-list" className={cn('mt-3 flex-col gap-6 lg:mt-0 lg:flex', open ? 'flex' : 'hidden')}>
        {groups.map(({ group, title }) => (
          <div key={group}>
            {/* A list's name, not a heading: the page's h1 comes after this sidebar and must open its outline. */}
            <p
              id={`kit-files-${group}`}
              className="px-3 text-xs font-bold uppercase tracking-wider text-pk-muted"
            >
              {title}
            </p>
            <ul
              aria-labelledby={`kit-files-${group}`}
              className="mt-2 grid grid-cols-2 gap-x-2 sm:grid-cols-3 lg:flex lg:flex-col"
            >
              {catalog
                .filter((entry) => entry.group === group)
                .map((entry) => {
                  const isCurrent = entry.slug === current;
                  return (
                    <li key={entry.slug} className="min-w-0">
                      <Link
                        to={`/documentation?component=${entry.slug}`}
                        aria-current={isCurrent ? 'page' : undefined}
                        className={cn(
                          'flex min-h-9 items-center rounded-lg px-3 text-sm [overflow-wrap:anywhere] hover:bg-pk-surface-muted',
                          isCurrent
                            ? 'bg-pk-primary-soft font-bold text-pk-primary-text hover:bg-pk-primary-soft'
                            : 'text-pk-ink',
                          focusRing,
                          'focus-visible:-outline-offset-3',
                        )}
                      >
                        {entry.name}
                      </Link>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
