import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, focusRing } from '../../kit/button';
import { cn } from '../../kit/cn';
import { Link } from 'react-router-dom';
import { catalog } from './catalog';
import { inlineCode, textLink } from './docClasses';

const ThemeFiles = lazy(() => import('./ThemeFiles').then((module) => ({ default: module.ThemeFiles })));

/** The theme's three files behind a toggle: fetched the first time someone asks to see them. */
function ThemeSection() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="the-theme" className="mt-12">
      <h2 id="the-theme" className="text-2xl font-bold tracking-tight">
        The theme
      </h2>
      <p className="mt-3 max-w-3xl">
        The colours, radii, shadows and breakpoints above, as this site writes them: the Tailwind config, the
        palettes it reads, and the stylesheet that loads them.
      </p>
      <Button
        color="primary"
        variant="outline"
        shape="round"
        aria-expanded={open}
        aria-controls="theme-files"
        onClick={() => setOpen(!open)}
        className="mt-5"
      >
        {open ? 'Hide' : 'Show'} the theme files
        <ChevronDown
          aria-hidden="true"
          className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-180')}
        />
      </Button>
      <div id="theme-files">
        {open && (
          <Suspense fallback={<p className="mt-6 text-pk-muted">Loading the theme files…</p>}>
            <ThemeFiles />
          </Suspense>
        )}
      </div>
    </section>
  );
}

const themeColours = [
  'paper',
  'surface',
  'surface-muted',
  'ink',
  'muted',
  'border',
  'border-strong',
  'ring',
  'hero',
  'hero-ink',
];
const semanticColours = ['default', 'primary', 'info', 'success', 'warning', 'danger'];

/** The documentation's front page: how to take a component home, then every kit file with its one line. */
export function Overview() {
  return (
    <>
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Documentation</h1>
      <p className="mt-4 max-w-3xl text-lg">
        Every file of the kit, with a live demo, the keys it answers to, its props and its source, read from
        the file itself when the site is built. Pick one, read it, copy it.
      </p>

      <section aria-labelledby="before-you-copy" className="mt-12 max-w-3xl">
        <h2 id="before-you-copy" className="text-2xl font-bold tracking-tight">
          Before you copy
        </h2>
        <ol className="mt-5 flex list-decimal flex-col gap-4 pl-6 marker:font-bold marker:text-pk-primary-text">
          <li>An app with React 19, TypeScript and Tailwind CSS 4 (Vite is what this site uses).</li>
          <li>
            The theme. Kit classes use colour names, such as <code className={inlineCode}>bg-pk-primary</code>{' '}
            or <code className={inlineCode}>text-pk-ink</code>, so your Tailwind theme needs them:{' '}
            {themeColours.map((name, index) => (
              <span key={name}>
                {index > 0 && ', '}
                <code className={inlineCode}>{name}</code>
              </span>
            ))}
            , and for each of {semanticColours.join(', ')}: the fill (
            <code className={inlineCode}>primary</code>), its <code className={inlineCode}>-foreground</code>,{' '}
            <code className={inlineCode}>-text</code>, <code className={inlineCode}>-soft</code> and{' '}
            <code className={inlineCode}>-edge</code> shades. Add the radii{' '}
            <code className={inlineCode}>rounded-pk-card</code> and{' '}
            <code className={inlineCode}>rounded-pk-pill</code>, the shadows{' '}
            <code className={inlineCode}>shadow-pk-card</code> and{' '}
            <code className={inlineCode}>shadow-pk-raised</code>, and a <code className={inlineCode}>lg</code>{' '}
            breakpoint at 992 px. This site defines all of them in{' '}
            <code className={inlineCode}>tailwind.config.ts</code> from{' '}
            <code className={inlineCode}>src/design-tokens.ts</code>, where a test holds every text and
            background pair to WCAG AA in both themes.
          </li>
          <li>
            The file, the kit files it lists under Dependencies (nearly always{' '}
            <Link to="/documentation?component=cn" className={textLink}>
              <code>cn.ts</code>
            </Link>
            ), and its npm packages. A kit file imports nothing else, which a test checks for every file.
          </li>
        </ol>
      </section>

      <ThemeSection />

      {(['component', 'helper'] as const).map((group) => (
        <section key={group} aria-labelledby={`overview-${group}`} className="mt-14">
          <h2 id={`overview-${group}`} className="text-2xl font-bold tracking-tight">
            {group === 'component' ? 'Components' : 'Helpers'}
          </h2>
          {group === 'helper' && (
            <p className="mt-2 max-w-3xl text-pk-muted">
              Pure logic and hooks the components share, tested on their own.
            </p>
          )}
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {catalog
              .filter((entry) => entry.group === group)
              .map((entry) => (
                <li key={entry.slug}>
                  <Link
                    to={`/documentation?component=${entry.slug}`}
                    className={cn(
                      'group flex h-full flex-col gap-2 rounded-pk-card border border-pk-border bg-pk-surface p-5 shadow-pk-card transition-shadow hover:shadow-pk-raised motion-reduce:transition-none',
                      focusRing,
                    )}
                  >
                    <span className="font-bold text-pk-primary-text group-hover:underline group-hover:underline-offset-4">
                      {entry.name}
                    </span>
                    <span className="text-sm text-pk-muted">{entry.summary}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
