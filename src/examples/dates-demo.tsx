'use client';

import { useId, useState } from 'react';
import { Button } from '../kit/button';
import { cn } from '../kit/cn';
import { formatIsoDate, parseIsoDate } from '../kit/dates';
import { FieldLabel, Input } from '../kit/input';

const examples = ['2024-02-29', '2026-02-29', '2026-13-01', '2026-04-31', '2026-3-1', '0099-12-31'];

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** How many days a month has; `month` counts from 1. Years 0–99 are kept as written, as `parseIsoDate` does. */
function daysInMonth(year: number, month: number): number {
  const lastDay = new Date(0);
  lastDay.setFullYear(year, month, 0);
  return lastDay.getDate();
}

/** Why a `yyyy-mm-dd` text names no real day, in words. */
function whyNoSuchDate(text: string): string {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  if (month < 1 || month > 12)
    return `there is no month ${String(month).padStart(2, '0')} (months run from 01 to 12)`;
  if (day < 1) return 'days start at 01';
  return `${monthNames[month - 1]} ${year} has ${daysInMonth(year, month)} days`;
}

/** What `parseIsoDate` makes of a text, told in a sentence. */
function verdict(text: string): { ok: boolean; message: string } {
  const result = parseIsoDate(text);
  if (result.ok) {
    const { date } = result;
    return {
      ok: true,
      message: `A real day: ${weekdayNames[date.getDay()]} ${date.getDate()} ${monthNames[date.getMonth()]} ${date.getFullYear()}. formatIsoDate writes it back as ${formatIsoDate(date)}.`,
    };
  }
  if (result.error === 'no-such-date') {
    return {
      ok: false,
      message: `Error "no-such-date": the text has the right form, but ${whyNoSuchDate(text)}.`,
    };
  }
  if (text.trim() === '') return { ok: false, message: 'Error "format": the field is empty.' };
  const spaces =
    text.trim() !== text && parseIsoDate(text.trim()).ok
      ? ' Here only the spaces around it are wrong: the date picker trims them before it reads the text.'
      : '';
  return {
    ok: false,
    message: `Error "format": write a four-digit year, a two-digit month and a two-digit day, joined by hyphens, with nothing else.${spaces}`,
  };
}

/**
 * Type a date, or pick an example, and read what parseIsoDate makes of it: the day it names, or which error
 * and why.
 */
export function DatesDemo() {
  const inputId = useId();
  const examplesId = useId();
  const [text, setText] = useState('2024-02-29');
  const { ok, message } = verdict(text);
  return (
    <div className="flex max-w-xl flex-col gap-5">
      <div>
        <FieldLabel htmlFor={inputId}>A date, as yyyy-mm-dd</FieldLabel>
        <Input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
        />
      </div>
      <div className="flex flex-col gap-2">
        <span id={examplesId} className="text-sm font-semibold">
          Examples
        </span>
        <div role="group" aria-labelledby={examplesId} className="flex flex-wrap gap-2">
          {examples.map((example) => (
            <Button
              key={example}
              size="sm"
              variant="outline"
              shape="round"
              className="font-mono"
              onClick={() => setText(example)}
            >
              {example}
            </Button>
          ))}
        </div>
      </div>
      <output
        htmlFor={inputId}
        aria-live="polite"
        className={cn(
          'block min-h-20 rounded-pk-card border-2 p-4 text-sm',
          ok ? 'border-pk-success-text' : 'border-pk-danger-text',
        )}
      >
        <span className={cn('font-semibold', ok ? 'text-pk-success-text' : 'text-pk-danger-text')}>
          {ok ? 'Accepted. ' : 'Refused. '}
        </span>
        {message}
      </output>
    </div>
  );
}
