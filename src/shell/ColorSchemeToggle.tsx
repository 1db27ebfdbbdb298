import { MoonGlyph, SunGlyph } from './icons';
import { clsx } from 'clsx';
import { chooseColorScheme, useColorScheme } from './colorScheme';

export function ColorSchemeToggle({ className }: { className?: string }) {
  const dark = useColorScheme() === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      onClick={() => chooseColorScheme(dark ? 'light' : 'dark')}
      className={clsx(
        'inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-current/10 motion-reduce:transition-none',
        className,
      )}
    >
      {/* Both glyphs, chosen by the `dark` class: the prerendered HTML cannot know the scheme, the class can. */}
      <SunGlyph className="size-5 dark:hidden" />
      <MoonGlyph className="hidden size-5 dark:block" />
      <span className="sr-only">Dark theme</span>
    </button>
  );
}
