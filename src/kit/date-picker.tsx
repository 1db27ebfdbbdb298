'use client';

import { FocusScope } from '@radix-ui/react-focus-scope';
import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Button } from './button';
import type { CalendarProps } from './calendar';
import { cn } from './cn';
import { formatIsoDate, parseIsoDate, spokenDate, type IsoDateError } from './dates';
import { focusAfterPaint } from './focus-after-paint';
import { useInertOutside } from './use-inert-outside';

// DayPicker and date-fns are fetched the first time the calendar is about to open, not with the page.
/** The calendar component once its code has arrived; until then the lazy one below, which waits for it. */
let loadedCalendar: ComponentType<CalendarProps> | null = null;
const loadCalendar = () =>
  import('./calendar').then((module) => {
    loadedCalendar = module.Calendar;
    return module;
  });
const LazyCalendar = lazy(loadCalendar);
/** Starts fetching the calendar's code (once: the browser keeps the module), and ignores a failure, lazy's to show. */
const preloadCalendar = () => {
  loadCalendar().catch(() => {});
};

/**
 * Rendered beside the calendar, so it mounts when the calendar does (at once, or when its code arrives): focus goes
 * to the day Tab reaches in the grid, the selected day or else today, as the WAI-ARIA date picker dialog does when
 * it opens; once the calendar is on screen (focusAfterPaint), so that focusing does not hold back its first frame.
 */
function FocusTheDay() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const calendar = marker.current?.closest<HTMLElement>('[data-slot="date-picker-calendar"]');
    if (!calendar) return;
    return focusAfterPaint(
      calendar,
      calendar.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]'),
    );
  }, []);
  return <span ref={marker} hidden />;
}

/**
 * The calendar's place in the dialog: empty for the dialog's first frame, then the calendar, made in a transition.
 * Making a month of days takes longer than a frame on a slow phone; the dialog answers the click at once, and the
 * days follow in the next frames. The place is the size of the calendar (always six weeks, `fixedWeeks`, in the
 * calendar's two sizes: 32 px days below `pk-sm`, 40 px above, with its caption and padding), so the dialog neither
 * grows nor moves when they arrive, nor when the month turns. Focus goes to a day once they are there (FocusTheDay).
 */
function CalendarPlace({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus leaves the button that opened the dialog now, as focusAfterPaint does when the days are there at once:
    // the page behind is inert and the button hidden. Left on the button until the days come, focus arriving on a
    // day is heard as an unnamed "dialog" (Orca 43, Chromium), not as the "Choose date dialog".
    const opener = document.activeElement;
    if (opener instanceof HTMLElement && !place.current?.parentElement?.contains(opener)) opener.blur();
    let timer = 0;
    // The frame's callbacks run before it is drawn; a task queued from one runs after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <div
      ref={place}
      data-slot="date-picker-calendar-place"
      className="h-[280px] w-[232px] pk-sm:h-[336px] pk-sm:w-[288px]"
    >
      {shown && children}
    </div>
  );
}

const errorMessages: Record<IsoDateError, string> = {
  format: 'Write the date as yyyy-mm-dd, for example 2026-03-14.',
  'no-such-date': 'There is no such day. Check the month (01–12) and the day.',
};

/** The problem with a typed text, or null when it is a real date or empty (an empty field is not an error). */
function problemWith(text: string): IsoDateError | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const result = parseIsoDate(trimmed);
  return result.ok ? null : result.error;
}

export interface DatePickerProps {
  /** The visible label of the text field. */
  label: ReactNode;
  /** The text field's id; one is generated when left out. */
  id?: string;
  /** The field's name in a form. */
  name?: string;
  /** The field's text (`yyyy-mm-dd` once complete), for a controlled picker; pair it with `onValueChange`. */
  value?: string;
  /**
   * The starting text of an uncontrolled picker. A wrong one is flagged at once.
   * @defaultValue ''
   */
  defaultValue?: string;
  /** Called with the field's text on every edit and with `yyyy-mm-dd` when a day is picked. */
  onValueChange?: (value: string) => void;
  /**
   * Disables the field and the button.
   * @defaultValue false
   */
  disabled?: boolean;
  /**
   * Marks the field required.
   * @defaultValue false
   */
  required?: boolean;
  /** Classes for the wrapper around the label, the field and its message. */
  className?: string;
}

/**
 * A text field for a `yyyy-mm-dd` date with a button that opens a calendar dialog (the WAI-ARIA date picker dialog
 * pattern); a picked day is written into the field. Give `value` or `defaultValue`, not both: both throw. It takes
 * no other props: the picker sets up the field and the button itself.
 * @remarks Give it a `label`, which names the text field, so a date can always be typed, and a `name` to submit the
 * value with a form. The text is checked when the field is left: a wrong format or a day that does not exist marks
 * it invalid and links the message to it, and the message goes as soon as the text is fixed.
 *
 * The calendar button is named "Choose date". It opens a modal dialog of that name (a Radix Popover) that keeps
 * focus inside until it closes. Focus starts on the chosen day, or on today; each day is read in full, such as
 * "Saturday 14 March 2026, selected", and the month is announced as it turns. While the dialog is open the page
 * behind is `inert`, so a screen reader's reading mode cannot leave it.
 *
 * When a day is picked, focus goes back to the button, which does not change, and a polite status says "Picked
 * Saturday 14 March 2026" once; it is empty the rest of the time. Typing is not announced again: a screen reader
 * already says each key.
 *
 * The calendar's code (react-day-picker) loads the first time the dialog opens, so it costs nothing on pages where
 * nobody opens it. The dialog answers the click in its first frame, and the days are drawn in the frames after: the
 * dialog is already the calendar's size, which it keeps (six weeks in every month), so nothing moves as they arrive
 * or as the month turns.
 */
export function DatePicker({
  label,
  id,
  name,
  value,
  defaultValue,
  onValueChange,
  disabled,
  required,
  className,
}: DatePickerProps) {
  if (value !== undefined && defaultValue !== undefined) {
    throw new Error(
      `DatePicker: give either \`value\` (controlled) or \`defaultValue\` (uncontrolled), not both; got value ${JSON.stringify(value)} and defaultValue ${JSON.stringify(defaultValue)}.`,
    );
  }
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const errorId = `${inputId}-error`;
  const [ownText, setOwnText] = useState(defaultValue ?? '');
  const text = value ?? ownText;
  const [showProblem, setShowProblem] = useState(() => problemWith(text) !== null);
  const [open, setOpen] = useState(false);
  // Picked as the calendar opens and kept while it is open (another component type would remount it): the code
  // fetched already (the button was pointed at or focused) renders at once. The lazy component would wait for a
  // promise even then, and draw "Loading calendar…" first and the days a moment later.
  const [Calendar, setCalendarComponent] = useState<ComponentType<CalendarProps>>(() => LazyCalendar);

  const problem = showProblem ? problemWith(text) : null;
  const parsed = parseIsoDate(text.trim());
  const selected = parsed.ok ? parsed.date : undefined;

  function changeText(next: string) {
    if (value === undefined) setOwnText(next);
    onValueChange?.(next);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setAnnouncement('');
    changeText(event.target.value);
    // A message goes away as soon as the text is fixed, but a new one waits until the field is left.
    if (problemWith(event.target.value) === null) setShowProblem(false);
  }

  // A modal dialog: while it is open, the page behind is inert, so a reading cursor cannot leave the calendar, and
  // focus stays in it (FocusScope below). The page still scrolls: a small anchored calendar has no need to stop it,
  // and locking the scroll would restyle the whole page twice, at opening and at closing.
  const inertOutside = useInertOutside();
  // The day picked, said once (a polite status, empty otherwise) when focus is back on the button: the button
  // itself does not change, so nothing else would say it.
  const [announcement, setAnnouncement] = useState('');
  const picked = useRef<string | null>(null);

  function pick(date: Date) {
    changeText(formatIsoDate(date));
    setShowProblem(false);
    picked.current = `Picked ${spokenDate(date)}`;
    setOpen(false);
  }

  return (
    <div data-slot="date-picker" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-pk-ink">
        {label}
      </label>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          if (next) {
            setAnnouncement('');
            setCalendarComponent(() => loadedCalendar ?? LazyCalendar);
          }
          setOpen(next);
        }}
        modal={false}
      >
        <Popover.Anchor asChild>
          <div className="flex items-stretch">
            <input
              data-slot="date-picker-input"
              id={inputId}
              name={name}
              type="text"
              autoComplete="off"
              spellCheck={false}
              placeholder="yyyy-mm-dd"
              value={text}
              onChange={handleChange}
              onBlur={() => setShowProblem(problemWith(text) !== null)}
              disabled={disabled}
              required={required}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className={cn(
                'min-h-10 w-full min-w-0 rounded-s-[4px] border border-e-0 border-pk-border-strong bg-pk-surface px-3 text-sm text-pk-ink',
                'placeholder:text-pk-muted disabled:cursor-not-allowed disabled:opacity-60',
                'aria-invalid:border-pk-danger-text',
                'pk-focus-ring',
              )}
            />
            <Popover.Trigger asChild>
              <Button
                // The calendar's code is fetched when the button is pointed at or focused, so it is there by the
                // time the button is pressed.
                onPointerEnter={preloadCalendar}
                onFocus={preloadCalendar}
                data-slot="date-picker-trigger"
                iconOnly
                aria-label="Choose date"
                disabled={disabled}
                className={cn(
                  'min-h-10 rounded-s-none rounded-e-[4px] border border-pk-border-strong bg-pk-surface-muted text-pk-ink hover:bg-pk-surface',
                  problem && 'border-pk-danger-text',
                )}
              >
                <CalendarDays aria-hidden="true" />
              </Button>
            </Popover.Trigger>
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            ref={inertOutside}
            // Radix returns focus to the button after the page is no longer inert: a status changed while the
            // page is inert is not announced.
            // Focus goes to a day once the calendar is on screen (FocusTheDay), not to its first button now.
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={() => {
              if (picked.current !== null) setAnnouncement(picked.current);
              picked.current = null;
            }}
            data-slot="date-picker-calendar"
            aria-modal="true"
            align="start"
            sideOffset={8}
            collisionPadding={8}
            className="z-50 rounded-pk-card border border-pk-border bg-pk-surface p-2 text-pk-ink shadow-pk-raised pk-sm:p-3"
          >
            <FocusScope asChild loop trapped onMountAutoFocus={(event) => event.preventDefault()}>
              <div>
                <Popover.Title className="sr-only">Choose date</Popover.Title>
                <CalendarPlace>
                  <Suspense fallback={<p className="px-4 py-6 text-sm text-pk-muted">Loading calendar…</p>}>
                    <Calendar
                      mode="single"
                      required
                      fixedWeeks
                      selected={selected}
                      defaultMonth={selected}
                      onSelect={pick}
                    />
                    <FocusTheDay />
                  </Suspense>
                </CalendarPlace>
              </div>
            </FocusScope>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {problem && (
        <p id={errorId} data-slot="date-picker-error" className="text-sm text-pk-danger-text">
          {errorMessages[problem]}
        </p>
      )}
      <span role="status" data-slot="date-picker-status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
