const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Why a text is not a date. `'format'`: it is not four digits, a hyphen, two digits, a hyphen and two digits
 * (`yyyy-mm-dd`). `'no-such-date'`: it is written correctly but names no real day, such as 2026-02-29 or 2026-13-01.
 */
export type IsoDateError = 'format' | 'no-such-date';

/** What `parseIsoDate` returns: the date, or why there is none. */
export type IsoDateResult =
  | {
      /** `true` when the text names a real day. */
      ok: true;
      /** When `ok`: that day at local midnight. */
      date: Date;
    }
  | {
      /** `false` when the text names no day. */
      ok: false;
      /** When not `ok`: why. */
      error: IsoDateError;
    };

/**
 * Reads a calendar date written exactly as `yyyy-mm-dd` (no spaces, no time) into a Date at local midnight. Years 0
 * to 99 stay as written, and a day that does not exist (2026-02-29, 2026-13-01) is refused rather than rolled into
 * the next month.
 * @param text The text to read; trim it first if spaces may surround it.
 * @remarks These functions render nothing. `parseIsoDate` never throws: check `ok`, and tell the visitor what to fix
 * from `error`, as the date picker does: `'format'` for a text not written as `yyyy-mm-dd`, `'no-such-date'` for one
 * that is but names no real day, such as 30 February.
 */
export function parseIsoDate(text: string): IsoDateResult {
  const match = isoDatePattern.exec(text);
  if (!match) return { ok: false, error: 'format' };
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  // setFullYear, unlike the Date constructor, does not read years 0–99 as 1900–1999.
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  // An impossible day rolls over into the next month (Feb 30 becomes Mar 2), so it no longer matches.
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? { ok: true, date } : { ok: false, error: 'no-such-date' };
}

/**
 * Writes a Date's local calendar day as `yyyy-mm-dd`. Throws for an Invalid Date, or a year that does not fit in
 * four digits.
 * @param date A valid date with a year from 0 to 9999.
 */
export function formatIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new Error('formatIsoDate: `date` is an Invalid Date.');
  const year = date.getFullYear();
  if (year < 0 || year > 9999) {
    throw new Error(`formatIsoDate: year ${year} cannot be written as yyyy (it must be 0 to 9999).`);
  }
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(year, 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

const spokenDateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * A day as a screen reader should say it, its number a word of its own: "Tuesday 10 November 2026". A name such as
 * "November 10th" does not contain "10", so a speech-input user who says "click 10" would not reach it.
 * @param date The day.
 */
export function spokenDate(date: Date): string {
  return spokenDateFormat.format(date).replace(',', '');
}
