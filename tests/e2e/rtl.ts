import type { Locator, Page } from '@playwright/test';

/*
 * Right to left (rtl-*.spec.ts): any route read with `?dir=rtl` in its hash query (`#/home?dir=rtl`,
 * `#/documentation?component=switch&dir=rtl`). The page is marked `<html dir="rtl">` from its first paint, the kit
 * mirrors its layout AND its keys (the arrow pointing at the "more", "next" or "on" end is the left one), every link
 * keeps the direction, and the documentation has a Direction switch. Keys are checked by the values they set, each
 * against its left-to-right counterpart where that is what would catch a direction ignored.
 */

/** A site path read right to left: `home` is `home?dir=rtl`, `documentation?component=x` gains `&dir=rtl`. */
export const rtl = (path: string) => `${path}${path.includes('?') ? '&' : '?'}dir=rtl`;

export const html = (page: Page) => page.locator('html');

/** The day every clock-dependent test runs on: a calendar opens on November 2026, today Tuesday the 24th. */
export const fixedDay = new Date('2026-11-24T10:00:00');

/** A box, or a failure naming what has none. */
export async function boxOf(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box: it is not rendered`);
  return box;
}

/** The horizontal centre of an element's box. */
export const centreX = async (locator: Locator) => {
  const box = await boxOf(locator);
  return box.x + box.width / 2;
};

/** Home's toggles section and two of its switches: "Dark sidebar" starts on, "Autoplay videos" off. */
export function homeSwitches(page: Page) {
  const section = page.locator('section[aria-labelledby="toggles-title"]');
  return {
    section,
    dark: section.getByRole('switch', { name: 'Dark sidebar' }),
    autoplay: section.getByRole('switch', { name: 'Autoplay videos' }),
  };
}

/** Home read each way: the keys toward the "more" and "less" ends, and the side a row starts from. */
export const readings = [
  { dir: 'rtl', path: rtl('home'), more: 'ArrowLeft', less: 'ArrowRight', start: 'right', end: 'left' },
  { dir: 'ltr', path: 'home', more: 'ArrowRight', less: 'ArrowLeft', start: 'left', end: 'right' },
] as const;
