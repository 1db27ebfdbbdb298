'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import {
  useId,
  useRef,
  useState,
  type AriaRole,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { cn } from './cn';
import { toneVariants } from './tones';

// In forced colours the fill vanishes; an outline, drawn only there, keeps each alert's box.
const alertVariants = cva(
  'flex w-full items-start gap-3 rounded-lg bg-pk-tone px-4 py-3 text-sm leading-relaxed text-pk-tone-foreground forced-colors:border',
  {
    variants: {
      /**
       * The colour of the box.
       * @defaultValue 'info'
       */
      color: {
        success: toneVariants.success,
        info: toneVariants.info,
        warning: toneVariants.warning,
        danger: toneVariants.danger,
      },
    },
    defaultVariants: { color: 'info' },
  },
);

/** The four alert colours, tones of the kit: `'success'`, `'info'`, `'warning'` and `'danger'`. */
export type AlertColor = NonNullable<VariantProps<typeof alertVariants>['color']>;

export type AlertProps = Omit<ComponentProps<'div'>, 'color'> &
  VariantProps<typeof alertVariants> & {
    /** A decorative icon before the message; it is hidden from screen readers. */
    icon?: ReactNode;
    /**
     * Shows a dismiss (×) button that calls this when pressed. The alert does not hide itself: remove it in this
     * handler.
     */
    onDismiss?: (event: MouseEvent<HTMLButtonElement>) => void;
    /**
     * The dismiss button's name; give each alert on a page its own.
     * @defaultValue 'Dismiss alert'
     */
    dismissLabel?: string;
    /** A ref to the dismiss button, to move focus to it. */
    dismissButtonRef?: Ref<HTMLButtonElement>;
    /** Leave it out for an alert present on load; give `'status'` to one that appears later, so it is announced. */
    role?: AriaRole;
  };

/**
 * Paper Kit's alert: a full-width box in a solid semantic colour with an optional icon and dismiss button.
 * @remarks An alert has no live-region role, so alerts already on the page when it loads are read in turn like any
 * text. Give an alert that appears later `role="status"` (or `"alert"` when it is urgent), so screen readers
 * announce it. The icon is hidden from assistive technology: the message must say everything on its own.
 *
 * Give a dismissible alert a `dismissLabel` that says which alert it removes: the dismiss button is named by it and
 * described by the message. `AlertList` gives each button a different name ("Dismiss warning alert"), numbered when
 * a colour repeats.
 *
 * `AlertList` is a region: name it with `aria-label` or `aria-labelledby`. After a dismissal it moves focus to the
 * next alert's dismiss button, else the previous one's, else the list itself, so focus is never lost, and a polite
 * status message says how many alerts remain.
 */
export function Alert({
  className,
  color,
  icon,
  onDismiss,
  dismissLabel = 'Dismiss alert',
  dismissButtonRef,
  children,
  ...props
}: AlertProps) {
  const messageId = useId();
  return (
    <div data-slot="alert" className={cn(alertVariants({ color }), className)} {...props}>
      {icon !== undefined && (
        <span
          data-slot="alert-icon"
          aria-hidden="true"
          className="flex h-[1.625em] shrink-0 items-center [&_svg]:size-5"
        >
          {icon}
        </span>
      )}
      <div data-slot="alert-message" id={messageId} className="min-w-0 flex-1">
        {children}
      </div>
      {onDismiss && (
        <button
          ref={dismissButtonRef}
          type="button"
          data-slot="alert-dismiss"
          aria-label={dismissLabel}
          aria-describedby={messageId}
          onClick={onDismiss}
          className={cn(
            '-my-1 -me-2 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full',
            'transition-colors duration-150 hover:bg-current/15 motion-reduce:transition-none',
            'pk-focus-ring',
            // The theme's ring colour can vanish on a coloured fill; the text colour always contrasts with it.
            'focus-visible:outline-current',
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

/** One alert of an `AlertList`. */
export interface AlertItem {
  /** Unique within the list. */
  id: string;
  /** The colour of the alert. */
  color: AlertColor;
  /** The text of the alert. */
  message: ReactNode;
  /** An optional decorative icon, hidden from screen readers. */
  icon?: ReactNode;
}

/** Distinct dismiss-button names: "Dismiss success alert", numbered only when a colour repeats. */
function defaultDismissLabel(item: AlertItem, items: AlertItem[]): string {
  const sameColor = items.filter((other) => other.color === item.color);
  if (sameColor.length === 1) return `Dismiss ${item.color} alert`;
  return `Dismiss ${item.color} alert ${sameColor.indexOf(item) + 1}`;
}

const dismissedMessage = (remaining: number) =>
  remaining === 0 ? 'Alert dismissed, none remaining' : `Alert dismissed, ${remaining} remaining`;

/** The list must be named: focus lands on it when its last alert is dismissed. */
type AlertListName =
  | {
      /** The list's name. Give this or `aria-labelledby`: focus lands on the list when it empties. */
      'aria-label': string;
    }
  | {
      /** The id of the element (a heading, say) that names the list; or give `aria-label`. */
      'aria-labelledby': string;
    };

export type AlertListProps = Omit<ComponentProps<'section'>, 'children'> &
  AlertListName & {
    /** The alerts shown at first. Their ids must be unique, or the list throws. */
    defaultItems: AlertItem[];
    /** Told the id of each alert after the list has removed it. */
    onDismiss?: (id: string) => void;
    /**
     * Names each alert's dismiss button. The default, `defaultDismissLabel`, gives "Dismiss success alert", adding a
     * number when a colour repeats ("Dismiss info alert 2").
     * @defaultValue defaultDismissLabel
     */
    dismissLabel?: (item: AlertItem, items: AlertItem[]) => string;
    /**
     * Shown once every alert is dismissed, where focus lands.
     * @defaultValue 'No alerts'
     */
    emptyMessage?: ReactNode;
  };

/**
 * A list of dismissible alerts. It is uncontrolled on purpose: it owns the items (`defaultItems`) because it must
 * move focus in the same step as it removes an alert, and no dismissed alert ever comes back; `onDismiss` only
 * reports the removal.
 */
export function AlertList({
  className,
  defaultItems,
  onDismiss,
  dismissLabel = defaultDismissLabel,
  emptyMessage = 'No alerts',
  ...props
}: AlertListProps) {
  const [items, setItems] = useState(() => {
    const seen = new Set<string>();
    for (const { id } of defaultItems) {
      if (seen.has(id)) throw new Error(`AlertList: option "defaultItems" repeats the id "${id}"`);
      seen.add(id);
    }
    return defaultItems;
  });
  const [announcement, setAnnouncement] = useState('');
  const dismissButtons = useRef(new Map<string, HTMLButtonElement>());

  function dismiss(id: string, event: MouseEvent<HTMLButtonElement>) {
    const index = items.findIndex((item) => item.id === id);
    const neighbour = items[index + 1] ?? items[index - 1];
    const list = event.currentTarget.closest<HTMLElement>('[data-slot="alert-list"]');
    // The neighbour's button and the list stay in the DOM, so focus can move before the alert is removed.
    (neighbour ? dismissButtons.current.get(neighbour.id) : list)?.focus();
    const remaining = items.filter((item) => item.id !== id);
    setItems(remaining);
    setAnnouncement(dismissedMessage(remaining.length));
    onDismiss?.(id);
  }

  return (
    <section
      data-slot="alert-list"
      tabIndex={-1}
      className={cn('flex flex-col rounded-pk-card', 'pk-focus-ring', className)}
      {...props}
    >
      {items.length === 0 ? (
        <p data-slot="alert-list-empty" className="px-4 py-3 text-sm text-pk-muted">
          {emptyMessage}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <Alert
                color={item.color}
                icon={item.icon}
                dismissLabel={dismissLabel(item, items)}
                onDismiss={(event) => dismiss(item.id, event)}
                dismissButtonRef={(button) => {
                  if (button) dismissButtons.current.set(item.id, button);
                  else dismissButtons.current.delete(item.id);
                }}
              >
                {item.message}
              </Alert>
            </li>
          ))}
        </ul>
      )}
      <div role="status" className="sr-only">
        {announcement}
      </div>
    </section>
  );
}
