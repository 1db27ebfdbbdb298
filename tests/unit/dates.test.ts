import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate, spokenDate } from '../../src/kit/dates';

function parsedDay(text: string): [number, number, number] {
  const result = parseIsoDate(text);
  if (!result.ok) throw new Error(`expected ${text} to parse, got ${result.error}`);
  return [result.date.getFullYear(), result.date.getMonth() + 1, result.date.getDate()];
}

describe('parseIsoDate', () => {
  it('reads a real date as local midnight', () => {
    const result = parseIsoDate('2026-03-14');
    expect(result).toEqual({ ok: true, date: new Date(2026, 2, 14) });
    if (result.ok) expect(result.date.getHours()).toBe(0);
  });

  it('accepts the first and last day of every month of a common year', () => {
    const lastDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    lastDays.forEach((last, index) => {
      const month = String(index + 1).padStart(2, '0');
      expect(parsedDay(`2026-${month}-01`)).toEqual([2026, index + 1, 1]);
      expect(parsedDay(`2026-${month}-${last}`)).toEqual([2026, index + 1, last]);
      expect(parseIsoDate(`2026-${month}-${last + 1}`)).toEqual({ ok: false, error: 'no-such-date' });
    });
  });

  it('knows leap years, including the century rules', () => {
    expect(parsedDay('2024-02-29')).toEqual([2024, 2, 29]);
    expect(parsedDay('2000-02-29')).toEqual([2000, 2, 29]);
    expect(parseIsoDate('2026-02-29')).toEqual({ ok: false, error: 'no-such-date' });
    expect(parseIsoDate('1900-02-29')).toEqual({ ok: false, error: 'no-such-date' });
    expect(parseIsoDate('2024-02-30')).toEqual({ ok: false, error: 'no-such-date' });
  });

  it.each(['2026-02-30', '2026-13-01', '2026-00-10', '2026-01-00', '2026-04-31', '2026-01-32', '2026-99-99'])(
    'rejects the impossible day %s',
    (text) => {
      expect(parseIsoDate(text)).toEqual({ ok: false, error: 'no-such-date' });
    },
  );

  it.each([
    '',
    'abcd',
    '2026/03/14',
    '2026.03.14',
    '2026-3-14',
    '2026-03-4',
    '26-03-14',
    '14-03-2026',
    ' 2026-03-14',
    '2026-03-14 ',
    '2026-03-14x',
    '2026-03-14T00:00',
    '+2026-03-14',
    '12026-03-14',
    '2026-03-1４',
    '2026-03-14\n',
  ])('rejects the wrongly written %j', (text) => {
    expect(parseIsoDate(text)).toEqual({ ok: false, error: 'format' });
  });

  it('reads years below 100 as written, not as 19xx', () => {
    expect(parsedDay('0099-12-31')).toEqual([99, 12, 31]);
    expect(parsedDay('0000-01-01')).toEqual([0, 1, 1]);
  });
});

describe('formatIsoDate', () => {
  it('pads year, month and day', () => {
    expect(formatIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    const early = new Date(2026, 0, 1);
    early.setFullYear(7);
    expect(formatIsoDate(early)).toBe('0007-01-01');
  });

  it('ignores the time of day', () => {
    expect(formatIsoDate(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31');
  });

  it('throws, naming the problem, on an Invalid Date or a year that does not fit yyyy', () => {
    expect(() => formatIsoDate(new Date('nope'))).toThrow(/`date` is an Invalid Date/);
    expect(() => formatIsoDate(new Date(10000, 0, 1))).toThrow(/year 10000/);
  });

  it('round-trips with parseIsoDate for every day from year 0 to 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 365 }), (year, dayOfYear) => {
        const date = new Date(0);
        date.setFullYear(year, 0, 1 + dayOfYear);
        date.setHours(0, 0, 0, 0);
        fc.pre(date.getFullYear() === year);
        const text = formatIsoDate(date);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(parseIsoDate(text)).toEqual({ ok: true, date });
      }),
    );
  });
});

describe('spokenDate', () => {
  it('says a day with its number as a word of its own, the way a speech-input user reads it', () => {
    expect(spokenDate(new Date(2026, 10, 10))).toBe('Tuesday 10 November 2026');
    expect(spokenDate(new Date(2024, 1, 29))).toBe('Thursday 29 February 2024');
    expect(spokenDate(new Date(2026, 11, 1)).split(' ')).toContain('1');
  });
});
