// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { basicFontCodePoints } from '../../../scripts/montserrat-subset';
import { codePoints, faceCodePoints, fontFaces, parseUnicodeRange } from '../../../scripts/unicode-range';

/*
 * src/styles.css splits Montserrat's Latin file in two: the characters the site's text uses, in a file the build
 * writes (scripts/montserrat-subset.ts) and index.html preloads, and the rest, left in the package's file. The split
 * must lose no character of the package's and give none to both.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const stylesheet = readFileSync(path.join(root, 'src/styles.css'), 'utf8');
const fontsource = readFileSync(
  createRequire(path.join(root, 'package.json')).resolve('@fontsource-variable/montserrat/wght.css'),
  'utf8',
);

describe('parseUnicodeRange', () => {
  it('reads single code points and ranges, in either case', () => {
    expect(parseUnicodeRange('U+0020-007E, u+a9,U+1F600')).toEqual([
      [0x20, 0x7e],
      [0xa9, 0xa9],
      [0x1f600, 0x1f600],
    ]);
  });

  it('throws, naming the part, on a wildcard, a reversed range or anything else', () => {
    expect(() => parseUnicodeRange('U+0020, U+4??')).toThrow('cannot read "U+4??"');
    expect(() => parseUnicodeRange('U+007E-0020')).toThrow('"U+007E-0020" ends before it starts');
    expect(() => parseUnicodeRange('latin')).toThrow('cannot read "latin"');
  });
});

describe('codePoints', () => {
  it('lists every code point once, in order, overlapping ranges included', () => {
    expect(
      codePoints([
        [0x63, 0x65],
        [0x61, 0x63],
      ]),
    ).toEqual([0x61, 0x62, 0x63, 0x64, 0x65]);
  });
});

describe('fontFaces', () => {
  it('reads each rule’s first url and its range, as written or as a minifier leaves it', () => {
    const written = `@font-face {\n  src: url('./a.woff2') format('woff2');\n  unicode-range: U+0000-007E, U+00A9;\n}`;
    const minified = '@font-face{src:url(./b.woff2)format("woff2"),url(./c.woff);unicode-range:U+0-7E,U+A9}';
    expect(fontFaces(written + minified)).toEqual([
      {
        url: './a.woff2',
        ranges: [
          [0, 0x7e],
          [0xa9, 0xa9],
        ],
      },
      {
        url: './b.woff2',
        ranges: [
          [0, 0x7e],
          [0xa9, 0xa9],
        ],
      },
    ]);
    expect(fontFaces('@font-face{font-family:X;src:local(Arial)}')).toEqual([{ url: '', ranges: [] }]);
  });
});

describe('the Montserrat faces of src/styles.css', () => {
  const basic = basicFontCodePoints(stylesheet);
  const rest = faceCodePoints(stylesheet, 'montserrat-latin-wght-normal.woff2');
  const latin = faceCodePoints(fontsource, 'montserrat-latin-wght-normal.woff2');

  it('give the generated file the site’s characters: ASCII, the no-break space and the punctuation it prints', () => {
    const text = String.fromCodePoint(...basic);
    for (const character of ' AZaz09~\u00a0©·×‘’“”–—•…−') expect(text).toContain(character);
    expect(text).not.toContain('é');
  });

  it('split the package’s Latin range between the two files with no character lost or in both', () => {
    expect(basic.filter((point) => rest.includes(point))).toEqual([]);
    expect([...basic, ...rest].sort((a, b) => a - b)).toEqual(latin);
  });

  it('keep the package’s Latin Extended range as it is', () => {
    expect(faceCodePoints(stylesheet, 'montserrat-latin-ext-wght-normal.woff2')).toEqual(
      faceCodePoints(fontsource, 'montserrat-latin-ext-wght-normal.woff2'),
    );
  });

  it('name the generated file, or the build says which face is missing', () => {
    const without = stylesheet.replace('montserrat-basic-wght.woff2', 'renamed.woff2');
    expect(() => basicFontCodePoints(without)).toThrow(
      'src/styles.css has no @font-face with a unicode-range for montserrat-basic-wght.woff2',
    );
  });
});
