import { useSyncExternalStore } from 'react';
import type { ColorScheme } from '../design-tokens';
import { drawSkippedSections, skipFarSections } from './skippedSections';

/** Where the visitor's choice of light or dark is kept (the name predates "colour scheme"; stored choices use it). */
export const COLOR_SCHEME_STORAGE_KEY = 'pk-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Inlined into <head> by scripts/site-head-plugin.ts (and hashed into the Content-Security-Policy) so the right
 * colour scheme is on the page before its first paint. It must stay plain ES5: it runs before any bundle. A
 * function, so the bundle, which never calls it, leaves the text out (a constant built with JSON.stringify stays).
 */
export function colorSchemeBootScript(): string {
  return (
    `(function(){try{var c=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)});` +
    `var d=c==='dark'||(c!=='light'&&matchMedia(${JSON.stringify(DARK_QUERY)}).matches);` +
    `document.documentElement.classList.toggle('dark',d)}catch(e){}})();`
  );
}

function storedColorScheme(): ColorScheme | null {
  try {
    const value = localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/** Set on <html> for the frame of a switch (styles.css): transitions wait, so every colour changes at once. */
export const SWITCHING_COLOR_SCHEME_CLASS = 'pk-switching-theme';

function applyColorScheme(scheme: ColorScheme): void {
  const root = document.documentElement;
  if (root.classList.contains('dark') === (scheme === 'dark')) return;
  // The frame that answers the switch restyles only what is near the screen; the far sections follow after it,
  // each with its transitions held for the frame it is drawn in.
  skipFarSections();
  // Without this, every element that eases its colours (buttons, links, fields: hundreds on home) would start a
  // transition, and the page would restyle frame after frame until they end.
  root.classList.add(SWITCHING_COLOR_SCHEME_CLASS);
  root.classList.toggle('dark', scheme === 'dark');
  requestAnimationFrame(() =>
    requestAnimationFrame(() => root.classList.remove(SWITCHING_COLOR_SCHEME_CLASS)),
  );
  drawSkippedSections({ holdTransitions: true });
}

function currentColorScheme(): ColorScheme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia(DARK_QUERY);
  // Until the visitor chooses, the colour scheme follows the system.
  const followSystem = () => {
    if (storedColorScheme() === null) applyColorScheme(media.matches ? 'dark' : 'light');
    listener();
  };
  media.addEventListener('change', followSystem);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', followSystem);
  };
}

/** The visitor's explicit choice: applied at once and remembered across visits. */
export function chooseColorScheme(scheme: ColorScheme): void {
  try {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
  } catch {
    // Storage may be unavailable (private mode); the choice still holds for this page.
  }
  applyColorScheme(scheme);
  listeners.forEach((listener) => listener());
}

export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, currentColorScheme, () => 'light');
}
