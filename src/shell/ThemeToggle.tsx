import { MoonGlyph, SunGlyph } from './icons';
import { clsx } from 'clsx';
import { chooseTheme, useTheme } from './theme';

export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
      className={clsx(
        'inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-current/10 motion-reduce:transition-none',
        className,
      )}
    >
      {/* Both glyphs, chosen by the theme class: the prerendered HTML cannot know the theme, the class can. */}
      <SunGlyph className="size-5 dark:hidden" />
      <MoonGlyph className="hidden size-5 dark:block" />
      <span className="sr-only">Dark theme</span>
    </button>
  );
}
