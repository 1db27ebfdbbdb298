import { useSyncExternalStore } from 'react';
import { drawSkippedSections, skipFarSections } from './skippedSections';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'pk-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Inlined into <head> by scripts/site-head-plugin.ts (and hashed into the Content-Security-Policy) so the right
 * theme is on the page before its first paint. It must stay plain ES5: it runs before any bundle.
 */
export const themeBootScript =
  `(function(){try{var c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `var d=c==='dark'||(c!=='light'&&matchMedia(${JSON.stringify(DARK_QUERY)}).matches);` +
  `document.documentElement.classList.toggle('dark',d)}catch(e){}})();`;

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/** Set on <html> for the frame of a theme switch (styles.css): transitions wait, so every colour changes at once. */
export const SWITCHING_THEME_CLASS = 'pk-switching-theme';

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (root.classList.contains('dark') === (theme === 'dark')) return;
  // The frame that answers the switch restyles only what is near the screen; the far sections follow after it,
  // each with its transitions held for the frame it is drawn in.
  skipFarSections();
  // Without this, every element that eases its colours (buttons, links, fields: hundreds on home) would start a
  // transition, and the page would restyle frame after frame until they end.
  root.classList.add(SWITCHING_THEME_CLASS);
  root.classList.toggle('dark', theme === 'dark');
  requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove(SWITCHING_THEME_CLASS)));
  drawSkippedSections({ holdTransitions: true });
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia(DARK_QUERY);
  // Until the visitor chooses, the theme follows the system.
  const followSystem = () => {
    if (storedTheme() === null) applyTheme(media.matches ? 'dark' : 'light');
    listener();
  };
  media.addEventListener('change', followSystem);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', followSystem);
  };
}

/** The visitor's explicit choice: applied at once and remembered across visits. */
export function chooseTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode); the choice still holds for this page.
  }
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}
