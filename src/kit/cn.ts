import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names with clsx, then lets tailwind-merge drop an earlier Tailwind class that a later one overrides.
 * Every kit component calls it with the caller's `className` last, so `cn('px-4 text-sm', 'px-2')` gives
 * `'text-sm px-2'`.
 * @param inputs Strings, arrays, and objects such as `{ hidden: !open }` whose keys are kept when their value is
 * true. `false`, `null`, `undefined` and empty strings are skipped.
 * @remarks Pass the caller's `className` last, so a class it gives wins over the kit's own.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
