import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { clsx } from 'clsx';
import { directionOf, withDirection } from '../../shell/direction';

const choices = [
  { direction: 'ltr', label: 'LTR', name: 'left to right' },
  { direction: 'rtl', label: 'RTL', name: 'right to left' },
] as const;

/**
 * Turns the site right to left and back: two links to this page in either direction (`dir=rtl` added to the address
 * or taken out, every other parameter kept), the current one marked. A setting, not a move: the address is
 * replaced, and focus and scroll stay where they are.
 */
export function DirectionSwitch() {
  const labelId = useId();
  const location = useLocation();
  const current = directionOf(location.search);
  return (
    <div data-slot="direction-switch" className="flex items-center justify-between gap-3">
      <span id={labelId} className="text-sm font-semibold">
        Direction
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex rounded-pk-pill border-2 border-pk-border-strong p-0.5"
      >
        {choices.map(({ direction, label, name }) => (
          <Link
            key={direction}
            // Marks it as setting the direction, so the layout does not carry the current one onto it.
            data-direction={direction}
            to={withDirection(location.pathname + location.search, direction)}
            replace
            preventScrollReset
            aria-current={direction === current ? 'true' : undefined}
            className={clsx(
              'inline-flex min-h-9 min-w-12 items-center justify-center rounded-pk-pill px-3 text-xs font-bold tracking-wide',
              'text-pk-ink hover:bg-pk-surface-muted',
              'aria-[current]:bg-pk-primary aria-[current]:text-pk-primary-foreground aria-[current]:hover:bg-pk-primary',
              'forced-colors:aria-[current]:bg-[Highlight] forced-colors:aria-[current]:text-[HighlightText] forced-colors:aria-[current]:forced-color-adjust-none',
              'pk-focus-ring',
            )}
          >
            {label}
            <span className="sr-only"> ({name})</span>
          </Link>
        ))}
      </div>
    </div>
  );
}
