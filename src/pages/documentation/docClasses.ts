/** Classes for a short piece of code inside a sentence. */
export const inlineCode = 'rounded bg-surface-muted px-1.5 py-0.5 font-mono text-[0.875em] text-ink';

/** Classes for a link inside the documentation's text. */
export const textLink = 'font-semibold text-primary-text underline underline-offset-4';
