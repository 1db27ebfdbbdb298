import { useId, useState } from 'react';
import { Calendar } from '../../../kit/calendar';
import type { DocEntryContent } from '../docTypes';

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full' });

/** An inline calendar picking one day; six rows always, so turning the month never moves the page. */
function CalendarDemo() {
  const labelId = useId();
  const [day, setDay] = useState<Date | undefined>();
  return (
    <div className="flex flex-col gap-3">
      <span id={labelId} className="text-sm font-semibold">
        Delivery day
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="w-fit rounded-pk-card bg-pk-surface p-2 shadow-pk-card sm:p-3"
      >
        <Calendar mode="single" selected={day} onSelect={setDay} fixedWeeks />
      </div>
      <p className="text-sm">
        Picked: <output>{day ? longDate.format(day) : 'no day yet'}</output>
      </p>
    </div>
  );
}

export const content: DocEntryContent = {
  Demo: CalendarDemo,
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves between the previous month button, the next month button and the grid. The grid is one stop: focus lands on the picked day, else today, else the first day of the month.',
    },
    {
      keys: ['ArrowLeft', 'ArrowRight'],
      action: 'Moves to the previous or next day (the other way round in right-to-left pages).',
    },
    { keys: ['ArrowUp', 'ArrowDown'], action: 'Moves to the same day of the previous or next week.' },
    { keys: ['PageUp', 'PageDown'], action: 'Moves to the same day of the previous or next month.' },
    {
      keys: ['Shift+PageUp', 'Shift+PageDown'],
      action: 'Moves to the same day of the previous or next year.',
    },
    { keys: ['Home', 'End'], action: 'Moves to the first or last day of the week.' },
    {
      keys: ['Enter', 'Space'],
      action:
        'On a day, picks it (in single mode, pressing the picked day again clears it unless required is set). On a month button, shows that month.',
    },
  ],
  accessibility: (
    <>
      <p>
        react-day-picker provides the pattern: each month is a <code>grid</code> named by its month and year,
        and each day is a button named by its full date, with &ldquo;Today&rdquo; before it and
        &ldquo;selected&rdquo; after it where they apply. The month name is a polite live region, so turning
        the month is announced.
      </p>
      <p>
        Moving past the first or last day shown turns the month, and disabled days are skipped. The kit adds
        the look: the picked day is a filled circle and today is bold and underlined, so neither depends on
        colour alone; every button shows the kit&rsquo;s focus ring.
      </p>
      <p>
        The calendar has no name of its own. Shown inline, put it in a labelled group, as the demo does; the{' '}
        <code>DatePicker</code> puts it in a named dialog.
      </p>
    </>
  ),
};
