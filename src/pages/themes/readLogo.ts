/**
 * Reads a logo file in the browser, and only there: its type checked by its first bytes, its size by `logoLimit`,
 * decoded by the browser (`createImageBitmap` for PNG, JPEG and WebP; an `<img>` from a data: address for SVG, so
 * it is rendered as an image and its scripts do not run), drawn small on a canvas, and its pixels given to
 * `logoColours`. Nothing is uploaded, nothing is requested. The studio loads this module when a file is first
 * chosen.
 */
import { logoColours, percent, type LogoReading } from '../../palette/logo';

/** The largest file read, in bytes: 5 MB. */
export const logoLimit = 5 * 1024 * 1024;
/** The longest side, in pixels, a logo is drawn at before its colours are read. */
const drawnSide = 128;

export type LogoKind = 'png' | 'jpeg' | 'webp' | 'svg';

/** What a file's first bytes say it is, whatever its name or the type the system gave it. */
export function sniffLogo(head: Uint8Array): LogoKind | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // SVG is text: an <svg element near the start, after any XML declaration, doctype or comment.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
  if (
    /^\s*(<\?xml[^>]*>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text.replace(/^\uFEFF/, ''))
  )
    return 'svg';
  return null;
}

/** A file read: its colours, or a sentence saying why not, naming the file. */
export type LogoResult =
  | { ok: true; name: string; reading: Extract<LogoReading, { ok: true }>; message: string }
  | { ok: false; name: string; message: string };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function decode(
  file: File,
  kind: LogoKind,
): Promise<CanvasImageSource & { width: number; height: number }> {
  if (kind !== 'svg') return createImageBitmap(file);
  // As a data: address (the site's Content Security Policy allows data: images, not blob: ones), typed SVG whatever
  // the file's name says.
  const url = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(new Blob([file], { type: 'image/svg+xml' }));
  });
  const image = new Image();
  image.src = url;
  await image.decode();
  // An SVG without a width and height has no size of its own: it is drawn square.
  const width = image.naturalWidth || drawnSide;
  const height = image.naturalHeight || drawnSide;
  return Object.assign(image, { width, height });
}

/** The pixels of `source`, drawn with its longest side at most `drawnSide`, its aspect kept. */
function pixelsOf(source: CanvasImageSource, width: number, height: number): Uint8ClampedArray {
  const scale = Math.min(1, drawnSide / Math.max(width, height, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height).data;
}

/** Reads `file` and finds its colours, or says in a sentence what was wrong with it. */
export async function readLogo(file: File): Promise<LogoResult> {
  const { name } = file;
  const fail = (why: string): LogoResult => ({ ok: false, name, message: `${name} ${why}` });
  if (file.size > logoLimit)
    return fail(`is too large: ${megabytes(file.size)}; the limit is ${megabytes(logoLimit)}.`);
  if (file.size === 0) return fail('is empty: it is not an image.');
  const kind = sniffLogo(new Uint8Array(await file.slice(0, 1024).arrayBuffer()));
  if (!kind)
    return fail('is not an image: its content is not PNG, JPEG, SVG or WebP, whatever its name says.');
  let pixels: Uint8ClampedArray;
  try {
    const image = await decode(file, kind);
    pixels = pixelsOf(image, image.width, image.height);
    if ('close' in image && typeof image.close === 'function') image.close();
  } catch {
    return fail(
      `could not be read: it looks like ${kind === 'svg' ? 'an SVG' : `a ${kind.toUpperCase()}`} file, but this browser cannot decode it (it may be damaged).`,
    );
  }
  const reading = logoColours(pixels);
  if (!reading.ok) {
    return fail(
      reading.problem === 'transparent'
        ? 'has no colour in it: every pixel is transparent.'
        : `has no colour in it: every pixel is the same grey (${reading.hex}).`,
    );
  }
  const { colours } = reading;
  const list = colours.map((colour) => `${colour.name} ${percent(colour.share)}`).join(', ');
  return {
    ok: true,
    name,
    reading,
    message: `Found ${colours.length} ${colours.length === 1 ? 'colour' : 'colours'} in ${name}: ${list}.`,
  };
}
