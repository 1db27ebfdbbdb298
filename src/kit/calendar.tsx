'use client';

import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useState,
  type ReactNode,
} from 'react';
import {
  DayButton,
  DayPicker,
  Week,
  Weeks,
  type ClassNames,
  type DateLib,
  type DayButtonProps,
  type DayPickerProps,
  type Matcher,
  type Modifiers,
  type WeekProps,
  type WeeksProps,
} from 'react-day-picker';
import { cn } from './cn';
import { useDirection, type Direction } from './direction';
import { spokenDate } from './dates';

const navButton = cn(
  'absolute top-0 inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-pk-ink',
  'transition-colors duration-150 hover:bg-pk-surface-muted motion-reduce:transition-none',
  'aria-disabled:cursor-default aria-disabled:opacity-50 aria-disabled:hover:bg-transparent',
  'pk-focus-ring',
);

/**
 * DayPicker's parts styled with Tailwind (its own CSS file is not loaded). Day states are set on the cell, so the
 * rules reach into its button; an outside day is only muted while it is not the selected one.
 */
const calendarClassNames: Partial<ClassNames> = {
  root: 'relative w-fit text-pk-ink',
  months: 'relative flex flex-col gap-4',
  month: 'relative flex flex-col gap-2',
  month_caption: 'flex h-10 items-center justify-center px-10',
  caption_label: 'text-sm font-bold',
  button_previous: cn(navButton, 'start-0'),
  button_next: cn(navButton, 'end-0'),
  chevron: 'size-4 fill-current',
  month_grid: 'border-collapse',
  // Below `sm` the days are 32 px apart (28 px targets), so the month fits a 320 px screen with room to spare.
  weekday: 'size-8 p-0 text-[0.6875rem] font-semibold uppercase text-pk-muted pk-sm:size-10',
  day: 'p-0.5 text-center text-sm',
  day_button: cn(
    'inline-flex size-7 cursor-pointer items-center justify-center rounded-full pk-sm:size-9',
    'transition-colors duration-150 hover:bg-pk-surface-muted motion-reduce:transition-none',
    'pk-focus-ring',
  ),
  // In forced colours the fill would vanish: the system's highlight marks the selected day instead.
  selected: cn(
    '[&>button]:bg-pk-primary [&>button]:font-bold [&>button]:text-pk-primary-foreground [&>button]:hover:bg-pk-primary',
    'forced-colors:[&>button]:bg-[Highlight] forced-colors:[&>button]:text-[HighlightText] forced-colors:[&>button]:forced-color-adjust-none',
  ),
  // Today is marked by weight and an underline, not by colour alone.
  today:
    '[&>button]:font-extrabold [&>button]:underline [&>button]:decoration-2 [&>button]:underline-offset-4',
  outside: '[&:not([aria-selected])>button]:text-pk-muted',
  disabled: '[&>button]:cursor-not-allowed [&>button]:opacity-50 [&>button]:hover:bg-transparent',
  hidden: 'invisible',
};

/**
 * A day's name with its number as it is shown, a word of its own: "Tuesday 10 November 2026", so a speech-input user
 * who says "click 10" reaches it (WCAG 2.5.3, label in name). DayPicker's own, "Tuesday, November 10th, 2026", does
 * not contain "10". "Today, " and ", selected" as DayPicker adds them. The calendar's `labelDayButton`, and its
 * `labelGridcell` for a calendar with no `mode`, whose days are cells to read, not buttons.
 * @param date The day.
 * @param modifiers What the day is: `today`, `selected`… (none for a cell DayPicker labels without them).
 * @param _options DayPicker's date options (unused: `dateLib` carries them).
 * @param dateLib DayPicker's date library, which writes the day in the calendar's locale; without it, British
 * English.
 */
export function labelDay(date: Date, modifiers?: Modifiers, _options?: unknown, dateLib?: DateLib): string {
  const name = dateLib ? dateLib.format(date, 'EEEE d MMMM yyyy') : spokenDate(date);
  return `${modifiers?.today ? 'Today, ' : ''}${name}${modifiers?.selected ? ', selected' : ''}`;
}

/** Whether focus is on a day of the grid, for the day buttons to know which one alone may be tabbable. */
const FocusInGrid = createContext(false);

/**
 * DayPicker's day button, with one change: while focus is on a day, that day alone is tabbable. After the keys turn
 * the month, DayPicker leaves the new month's first day tabbable, so Shift+Tab would land on it.
 */
function CalendarDayButton({ tabIndex, ...props }: DayButtonProps) {
  const focusInGrid = useContext(FocusInGrid);
  return <DayButton {...props} tabIndex={focusInGrid ? (props.modifiers.focused ? 0 : -1) : tabIndex} />;
}

/**
 * Children keyed by their place rather than by their dates, as DayPicker keys its weeks and days: when the keys turn
 * the month, the grid keeps its rows, cells and buttons and only their dates change. A grid whose cells were all
 * replaced is a new table to a screen reader, which read the focused day's whole week, cell by cell with its row and
 * column, before the day itself (Orca 43, Firefox and Chromium).
 */
const keyedByPlace = (children: ReactNode) =>
  Children.toArray(children).map((child, place) =>
    isValidElement(child) ? cloneElement(child, { key: place }) : child,
  );

function CalendarWeeks({ children, ...props }: WeeksProps) {
  return <Weeks {...props}>{keyedByPlace(children)}</Weeks>;
}

function CalendarWeek({ children, ...props }: WeekProps) {
  return <Week {...props}>{keyedByPlace(children)}</Week>;
}

/**
 * Every DayPicker prop. The ones the kit sets a default for or changes, and the ones most pages need, are declared
 * again here to document them; their types are DayPicker's.
 */
export type CalendarProps = DayPickerProps & {
  /**
   * What can be picked: one day, several, or a range. Left out, nothing can be picked. `selected` and `onSelect`
   * follow it: a `Date`, a `Date[]` or a `DateRange`.
   */
  mode?: 'single' | 'multiple' | 'range';
  /**
   * The selection cannot be cleared by pressing the picked day again.
   * @defaultValue false
   */
  required?: boolean;
  /** The month shown first (uncontrolled); left out, the current month. */
  defaultMonth?: Date;
  /** The month shown, when the page keeps it (controlled); pair it with `onMonthChange`. */
  month?: Date;
  /** Called when the visitor turns the month. */
  onMonthChange?: (month: Date) => void;
  /** Days that cannot be picked, such as `{ before: new Date() }` or `{ dayOfWeek: [0, 6] }`. */
  disabled?: Matcher | Matcher[];
  /** The earliest month the visitor can turn to. */
  startMonth?: Date;
  /** The latest month the visitor can turn to. */
  endMonth?: Date;
  /**
   * Show the days of the months before and after, muted, to fill the first and last weeks.
   * @defaultValue true
   */
  showOutsideDays?: boolean;
  /**
   * Always show six weeks, so the calendar keeps one height from month to month.
   * @defaultValue false
   */
  fixedWeeks?: boolean;
  /**
   * The previous and next month buttons on either side of the month name, or both after it.
   * @defaultValue 'around'
   */
  navLayout?: 'around' | 'after';
  /**
   * Focus the picked day (else today) when the calendar appears, as in a dialog.
   * @defaultValue false
   */
  autoFocus?: boolean;
  /** Classes per part; an entry replaces the kit's classes for that part. */
  classNames?: Partial<ClassNames>;
  /**
   * The reading direction. Right to left, the week runs from the right, ArrowLeft moves to the next day and the
   * previous month's button is on the right. Left out, the `DirectionProvider`'s, else the page's `dir`.
   */
  dir?: Direction;
};

/**
 * A month grid to pick days from: react-day-picker's DayPicker with Paper Kit's look, styled with the kit's classes
 * (its own CSS file is not loaded). Previous/next month sit around the caption, the selected day is a filled primary
 * circle. Takes every DayPicker prop; `classNames` entries replace the kit's per part. It is also the default
 * export, so the date picker can load it on demand.
 * @remarks react-day-picker provides the pattern: each month is a `grid` named by its month and year, and each day
 * is a button named by its full date, with "Today" before it and "selected" after it where they apply. The month
 * name is a polite live region, so turning the month is announced.
 *
 * The kit names a day with its number as it is shown, "Tuesday 10 November 2026" (`labelDay`, for speech input).
 * While focus is on a day, that day alone is in the tab order, in every month, so Shift+Tab and Tab come back to it.
 *
 * Moving past the first or last day shown turns the month, and disabled days are skipped. The picked day is a filled
 * circle and today is bold and underlined, so neither depends on colour alone; every button shows the kit's focus
 * ring.
 *
 * The grid has no name of its own: shown inline, put it in a group named by a visible label (`role="group"` with
 * `aria-labelledby`); `DatePicker` puts it in a named dialog.
 */
export function Calendar({
  className,
  classNames,
  navLayout = 'around',
  showOutsideDays = true,
  components,
  labels,
  onDayFocus,
  onDayBlur,
  dir,
  ...props
}: CalendarProps) {
  const [focusInGrid, setFocusInGrid] = useState(false);
  const direction = useDirection(dir);
  return (
    <FocusInGrid.Provider value={focusInGrid}>
      <DayPicker
        data-slot="calendar"
        dir={direction}
        className={cn('p-1', className)}
        classNames={{ ...calendarClassNames, ...classNames }}
        navLayout={navLayout}
        showOutsideDays={showOutsideDays}
        components={{ DayButton: CalendarDayButton, Weeks: CalendarWeeks, Week: CalendarWeek, ...components }}
        labels={{ labelDayButton: labelDay, labelGridcell: labelDay, ...labels }}
        onDayFocus={(date, modifiers, event) => {
          setFocusInGrid(true);
          onDayFocus?.(date, modifiers, event);
        }}
        onDayBlur={(date, modifiers, event) => {
          setFocusInGrid(false);
          onDayBlur?.(date, modifiers, event);
        }}
        {...props}
      />
    </FocusInGrid.Provider>
  );
}

// The date picker loads this file on demand with React.lazy, which needs a default export.
export default Calendar;
