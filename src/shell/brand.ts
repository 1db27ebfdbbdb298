import { useSyncExternalStore } from 'react';

/**
 * A brand theme the visitor chose in the theme studio ("Use on this site"): the CSS variables of its light and dark
 * palettes, kept in localStorage and written into a <style> that overrides the site's own. The boot script below
 * writes it before first paint, so a visit opens in the brand with no flash; the studio writes it at once.
 */
export interface StoredBrand {
  light: Record<string, string>;
  dark: Record<string, string>;
}

export const BRAND_STORAGE_KEY = 'pk-brand';
const STYLE_ID = 'pk-brand';

/*
 * Only `--pk-…` names and hex colours or pixel lengths pass into the stylesheet, so whatever is in storage cannot
 * write other CSS. The boot script and `brandCss` hold the same rule; a unit test runs both on the same input.
 */
const NAME = '^--pk-[a-z-]+$';
const VALUE = '^(#[0-9a-f]{6}|[0-9]{1,2}px)$';

/**
 * Inlined into <head> after the colour scheme's boot script (scripts/site-head-plugin.ts, hashed into the
 * Content-Security-Policy). The brand's <style> is unlayered, so it wins over the theme's variables, which sit in
 * Tailwind's base layer. Plain ES5: it runs before any bundle. A function, so no bundle carries its text.
 */
export function brandBootScript(): string {
  return (
    `(function(){try{var b=JSON.parse(localStorage.getItem(${JSON.stringify(BRAND_STORAGE_KEY)}));if(!b)return;` +
    `var n=new RegExp(${JSON.stringify(NAME)}),v=new RegExp(${JSON.stringify(VALUE)}),c='';` +
    `[[':root,.light',b.light],['.dark',b.dark]].forEach(function(p){var d=[];for(var k in p[1])` +
    `if(n.test(k)&&v.test(p[1][k]))d.push(k+':'+p[1][k]);c+=p[0]+'{'+d.join(';')+'}'});` +
    `var s=document.createElement('style');s.id=${JSON.stringify(STYLE_ID)};s.textContent=c;` +
    `document.head.appendChild(s)}catch(e){}})();`
  );
}

/** The stylesheet the boot script writes for `brand`. */
export function brandCss(brand: StoredBrand): string {
  const [name, value] = [new RegExp(NAME), new RegExp(VALUE)];
  const block = (selector: string, variables: Record<string, string>) =>
    `${selector}{${Object.entries(variables)
      .filter(([key, colour]) => name.test(key) && value.test(colour))
      .map(([key, colour]) => `${key}:${colour}`)
      .join(';')}}`;
  return block(':root,.light', brand.light) + block('.dark', brand.dark);
}

/**
 * The brand in `text` (as `useSiteBrand` gives it), with only the names and values the stylesheet would take: what
 * the site really shows. Null for no brand or text that is not one.
 */
export function readBrand(text: string | null): StoredBrand | null {
  if (!text) return null;
  const [name, value] = [new RegExp(NAME), new RegExp(VALUE)];
  const kept = (variables: unknown): Record<string, string> =>
    typeof variables === 'object' && variables !== null
      ? Object.fromEntries(
          Object.entries(variables).filter(
            (entry): entry is [string, string] =>
              name.test(entry[0]) && typeof entry[1] === 'string' && value.test(entry[1]),
          ),
        )
      : {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const brand = { light: kept((parsed as StoredBrand).light), dark: kept((parsed as StoredBrand).dark) };
    return Object.keys(brand.light).length + Object.keys(brand.dark).length > 0 ? brand : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

function storedBrand(): string | null {
  try {
    return localStorage.getItem(BRAND_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Puts `brand` on the whole site now and on every visit; null goes back to Paper Kit's theme. */
export function setSiteBrand(brand: StoredBrand | null): void {
  try {
    if (brand) localStorage.setItem(BRAND_STORAGE_KEY, JSON.stringify(brand));
    else localStorage.removeItem(BRAND_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the brand still holds for this page.
  }
  let style = document.getElementById(STYLE_ID);
  if (!brand) style?.remove();
  else {
    if (!style) {
      style = document.createElement('style');
      style.id = STYLE_ID;
      document.head.append(style);
    }
    style.textContent = brandCss(brand);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The brand on the site, as stored (JSON text), or null for Paper Kit's own theme. */
export function useSiteBrand(): string | null {
  return useSyncExternalStore(subscribe, storedBrand, () => null);
}
