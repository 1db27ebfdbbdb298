'use client';

import { useId, useState } from 'react';
import { Calendar } from '../kit/calendar';

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full' });

/**
 * An inline calendar picking one day, in a group named by a visible label, with the picked day written out;
 * six rows always, so turning the month never moves the page.
 */
export function CalendarDemo() {
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
        {/* Plain text, not an <output> (a live region): the day's button already says "selected". */}
        Picked: <span>{day ? longDate.format(day) : 'no day yet'}</span>
      </p>
    </div>
  );
}
