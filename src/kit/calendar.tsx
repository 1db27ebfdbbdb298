import { DayPicker, type ClassNames, type DayPickerProps } from 'react-day-picker';
import { focusRing } from './button';
import { cn } from './cn';

const navButton = cn(
  'absolute top-0 inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-ink',
  'transition-colors duration-150 hover:bg-surface-muted motion-reduce:transition-none',
  'aria-disabled:cursor-default aria-disabled:opacity-50 aria-disabled:hover:bg-transparent',
  focusRing,
);

/**
 * DayPicker's parts styled with Tailwind (its own CSS file is not loaded). Day states are set on the cell, so the
 * rules reach into its button; an outside day is only muted while it is not the selected one.
 */
const calendarClassNames: Partial<ClassNames> = {
  root: 'relative w-fit text-ink',
  months: 'relative flex flex-col gap-4',
  month: 'relative flex flex-col gap-2',
  month_caption: 'flex h-10 items-center justify-center px-10',
  caption_label: 'text-sm font-bold',
  button_previous: cn(navButton, 'left-0'),
  button_next: cn(navButton, 'right-0'),
  chevron: 'size-4 fill-current',
  month_grid: 'border-collapse',
  // Below `sm` the days are 32 px apart (28 px targets), so the month fits a 320 px screen with room to spare.
  weekday: 'size-8 p-0 text-[0.6875rem] font-semibold uppercase text-muted sm:size-10',
  day: 'p-0.5 text-center text-sm',
  day_button: cn(
    'inline-flex size-7 cursor-pointer items-center justify-center rounded-full sm:size-9',
    'transition-colors duration-150 hover:bg-surface-muted motion-reduce:transition-none',
    focusRing,
  ),
  // In forced colours the fill would vanish: the system's highlight marks the selected day instead.
  selected: cn(
    '[&>button]:bg-primary [&>button]:font-bold [&>button]:text-primary-foreground [&>button]:hover:bg-primary',
    'forced-colors:[&>button]:bg-[Highlight] forced-colors:[&>button]:text-[HighlightText] forced-colors:[&>button]:forced-color-adjust-none',
  ),
  // Today is marked by weight and an underline, not by colour alone.
  today:
    '[&>button]:font-extrabold [&>button]:underline [&>button]:decoration-2 [&>button]:underline-offset-4',
  outside: '[&:not([aria-selected])>button]:text-muted',
  disabled: '[&>button]:cursor-not-allowed [&>button]:opacity-50 [&>button]:hover:bg-transparent',
  hidden: 'invisible',
};

export type CalendarProps = DayPickerProps;

/**
 * A month grid to pick days from, with Paper Kit's look: previous/next month around the caption, the selected
 * day a filled primary circle. Takes every DayPicker prop; `classNames` entries replace the kit's per part.
 */
export function Calendar({
  className,
  classNames,
  navLayout = 'around',
  showOutsideDays = true,
  ...props
}: CalendarProps) {
  return (
    <DayPicker
      data-slot="calendar"
      className={cn('p-1', className)}
      classNames={{ ...calendarClassNames, ...classNames }}
      navLayout={navLayout}
      showOutsideDays={showOutsideDays}
      {...props}
    />
  );
}

// The date picker loads this file on demand with React.lazy, which needs a default export.
export default Calendar;
