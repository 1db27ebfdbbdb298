/*
 * Sizes as the documentation writes them, on its pages, in its Markdown and in its index: its own small module, since
 * the index, drawn with every documentation page's first paint, needs this and nothing else of `pageContent.ts`.
 */

/** Bytes in kilobytes of 1024 bytes, one decimal: `3.4`. */
export function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
