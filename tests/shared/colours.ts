// A colour as the browser computes it, for comparing a solved hex code with a computed style.
import type { Page } from '@playwright/test';

/** `colour` (any CSS colour) as `getComputedStyle` writes it in `page`: `rgb(224, 32, 137)`. */
export function computedColour(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('i');
    probe.style.color = value;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, colour);
}
