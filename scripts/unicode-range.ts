// Reading a stylesheet's @font-face rules and their unicode-range: pure, for the build and the tests alike.

/** An inclusive range of Unicode code points. */
export type CodePointRange = readonly [first: number, last: number];

/** `U+0020-007E, U+00A9` → `[[0x20, 0x7e], [0xa9, 0xa9]]`. Throws, naming it, on a part it cannot read. */
export function parseUnicodeRange(value: string): CodePointRange[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .map((part) => {
      const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
      if (!match?.[1]) {
        throw new Error(`unicode-range: cannot read "${part}" (expected U+XXXX or U+XXXX-YYYY).`);
      }
      const first = parseInt(match[1], 16);
      const last = match[2] ? parseInt(match[2], 16) : first;
      if (last < first) throw new Error(`unicode-range: "${part}" ends before it starts.`);
      return [first, last] as const;
    });
}

/** Every code point in the ranges, in order, once. */
export function codePoints(ranges: readonly CodePointRange[]): number[] {
  const points = new Set<number>();
  for (const [first, last] of ranges) for (let point = first; point <= last; point += 1) points.add(point);
  return [...points].sort((a, b) => a - b);
}

/** Each `@font-face` rule of a stylesheet: its first `src` URL and its `unicode-range` (absent: empty). */
export function fontFaces(css: string): { url: string; ranges: CodePointRange[] }[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const url = /url\(\s*['"]?([^'")]+)['"]?\s*\)/.exec(body)?.[1] ?? '';
    const range = /unicode-range:\s*([^;]+)/.exec(body)?.[1];
    return { url, ranges: range ? parseUnicodeRange(range) : [] };
  });
}

/**
 * The code points of the @font-face in `css` whose `src` URL ends with `fileName`. Throws, naming `where` (the
 * stylesheet) and the file, if there is no such face or it has no unicode-range.
 */
export function faceCodePoints(css: string, fileName: string, where = 'the stylesheet'): number[] {
  const face = fontFaces(css).find((rule) => rule.url.endsWith(fileName));
  if (!face || face.ranges.length === 0) {
    throw new Error(`${where} has no @font-face with a unicode-range for ${fileName}.`);
  }
  return codePoints(face.ranges);
}
