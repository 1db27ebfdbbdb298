import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COLOR_SCHEME_STORAGE_KEY,
  colorSchemeBootScript,
  SWITCHING_COLOR_SCHEME_CLASS,
} from '../../src/shell/colorScheme';
import { ColorSchemeToggle } from '../../src/shell/ColorSchemeToggle';

let systemPrefersDark = false;
const mediaListeners = new Set<() => void>();

beforeEach(() => {
  systemPrefersDark = false;
  mediaListeners.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') && systemPrefersDark;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
  }));
});

function setSystemTheme(dark: boolean) {
  systemPrefersDark = dark;
  act(() => mediaListeners.forEach((listener) => listener()));
}

const runBootScript = () => new Function(colorSchemeBootScript())();
const isDark = () => document.documentElement.classList.contains('dark');

describe('the theme boot script', () => {
  it('follows the system when the visitor has not chosen', () => {
    systemPrefersDark = true;
    runBootScript();
    expect(isDark()).toBe(true);
  });

  it('applies a stored choice over the system preference', () => {
    systemPrefersDark = true;
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    runBootScript();
    expect(isDark()).toBe(false);
  });
});

describe('ColorSchemeToggle', () => {
  it('switches the theme, says so with aria-pressed, and remembers the choice', async () => {
    render(<ColorSchemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('follows a change of the system theme until the visitor chooses', async () => {
    render(<ColorSchemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    setSystemTheme(true);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    setSystemTheme(true);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(isDark()).toBe(false);
  });
});

describe('a theme switch', () => {
  it('holds every transition for the frame it happens in, then lets them run again', async () => {
    // The frames the tests before this one asked for come first, with the browser's own clock.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const user = userEvent.setup();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    render(<ColorSchemeToggle />);
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    const root = document.documentElement;
    expect(root).toHaveClass('dark', SWITCHING_COLOR_SCHEME_CLASS);
    // Each call runs the frame callbacks asked for before it: the frame that draws the switch, then the next.
    const nextFrame = () => frames.splice(0).forEach((frame) => frame(16));
    nextFrame();
    expect(root).toHaveClass(SWITCHING_COLOR_SCHEME_CLASS);
    // Two frames on (the switch painted), transitions are back.
    nextFrame();
    expect(root).not.toHaveClass(SWITCHING_COLOR_SCHEME_CLASS);
    expect(root).toHaveClass('dark');
  });
});
