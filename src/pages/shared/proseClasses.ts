/** Classes for a short piece of code inside a sentence. */
export const inlineCode = 'rounded bg-pk-surface-muted px-1.5 py-0.5 font-mono text-[0.875em] text-pk-ink';

/** Classes for a link inside the documentation's text. */
export const textLink = 'font-semibold text-pk-primary-text underline underline-offset-4';

/** Classes for a block of code that wraps instead of scrolling (a command, a signature). */
export const codeBlock =
  'whitespace-pre-wrap px-4 py-3 font-mono text-[0.8125rem] text-pk-code-ink [overflow-wrap:anywhere]';
