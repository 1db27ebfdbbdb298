'use client';

import { useState } from 'react';
import { DatePicker } from '../kit/date-picker';

/**
 * Date pickers, each named by its label: empty, with a starting date, controlled with its value shown,
 * holding a day that does not exist (marked invalid), and disabled.
 */
export function DatePickerDemo() {
  const [meeting, setMeeting] = useState('2026-03-14');
  return (
    <div className="grid max-w-md gap-6">
      <DatePicker label="Start date" />
      <DatePicker label="Birthday" defaultValue="2024-02-29" />
      <div className="flex flex-col gap-2">
        <DatePicker label="Meeting (controlled)" value={meeting} onValueChange={setMeeting} />
        <p className="text-sm text-pk-muted">
          {/* Plain text, not an <output> (a live region): typing would be heard twice, and the picker says a picked day. */}
          Value: <span>{meeting || '(empty)'}</span>
        </p>
      </div>
      <DatePicker label="Return date" defaultValue="2026-02-30" />
      <DatePicker label="Closed booking" defaultValue="2026-01-05" disabled />
    </div>
  );
}
