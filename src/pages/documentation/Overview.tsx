import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../kit/button';
import { cn } from '../../kit/cn';
import { Link } from '../../shell/SiteLink';
import { blockEntries, kitEntries } from './records';
import { inlineCode, textLink } from '../shared/proseClasses';
import { useHydrated } from '../shared/useHydrated';
import { addCommand, llmsTxtPath, registriesEntry, registryAddCommand, registryItemUrl } from './registry';
import { CopyableCode } from '../shared/Copyable';
import { BrandInUse } from './BrandInUse';
import { CopyPageButton } from './CopyPageButton';

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
        palettes it reads, and the stylesheet that loads them. For your brand&rsquo;s colours, the{' '}
        <Link to="/themes" className={textLink}>
          theme studio
        </Link>{' '}
        solves a light and a dark palette in which every pair still meets WCAG AA, and exports it as CSS, as a
        registry item or as shadcn/ui&rsquo;s own variables.
      </p>
      <BrandInUse />
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

const usageExample = `import { Slider } from '@/components/ui/paper-kit/slider';

export function Volume() {
  return <Slider aria-label="Volume" start={40} />;
}`;

/** How to install the kit with the shadcn CLI, with the registry's address as this page is served. */
function InstallSection() {
  // The address is this page's own, which the prerendered HTML cannot know: it fills in once React runs.
  const url = useHydrated() ? registryItemUrl() : 'r/{name}.json';
  return (
    <section aria-labelledby="install-with-shadcn" className="mt-12 max-w-3xl">
      <h2 id="install-with-shadcn" className="text-2xl font-bold tracking-tight">
        Install with the shadcn CLI
      </h2>
      <p className="mt-3">
        The kit is a shadcn registry. One command adds a kit file to your app, with the kit files it needs,
        its npm packages at the versions this site runs, and the kit&rsquo;s theme.
      </p>
      <ol className="mt-5 flex list-decimal flex-col gap-4 ps-6 marker:font-bold marker:text-pk-primary-text">
        <li>
          An app with React 19, TypeScript, Tailwind CSS 4 and a{' '}
          <code className={inlineCode}>components.json</code> (the one{' '}
          <code className={inlineCode}>npx shadcn@latest init</code> writes), with the{' '}
          <code className={inlineCode}>@/</code> alias.
        </li>
        <li className="space-y-3">
          <p>
            Once, tell the CLI where this registry is. This command writes it into your app&rsquo;s{' '}
            <code className={inlineCode}>components.json</code>:
          </p>
          <CopyableCode code={registryAddCommand(url)} label="the registry command" />
          <p>
            Or add the entry to <code className={inlineCode}>components.json</code> yourself:
          </p>
          <CopyableCode code={registriesEntry(url)} label="the registry entry" />
        </li>
        <li className="space-y-3">
          <p>
            Then add any component or helper by its file name, or a block by its folder name. Every page of
            this documentation shows its own command, and a component&rsquo;s page the command of its demo (
            <code className={inlineCode}>slider-demo</code>), a working example with the names and labels the
            component needs.
          </p>
          <CopyableCode code={addCommand('slider')} label="the example command" />
        </li>
      </ol>
      <p className="mt-5">
        The slider lands in <code className={inlineCode}>components/ui/paper-kit/slider.tsx</code>, its
        helpers in <code className={inlineCode}>lib/paper-kit/</code> and{' '}
        <code className={inlineCode}>hooks/paper-kit/</code>, so they never meet your own{' '}
        <code className={inlineCode}>button.tsx</code> or <code className={inlineCode}>lib/utils.ts</code>.
        The theme adds the kit&rsquo;s colours to <code className={inlineCode}>:root</code> and{' '}
        <code className={inlineCode}>.dark</code> (your dark mode switches them), and its radii, shadows,
        breakpoints and font to <code className={inlineCode}>@theme inline</code>. Every name it adds starts
        with <code className={inlineCode}>pk-</code>, so none of your own theme changes. Kit components take
        the font of the text around them: put <code className={inlineCode}>font-pk-sans</code> on an element
        (or on <code className={inlineCode}>body</code>) to set it in the kit&rsquo;s Montserrat. The CLI
        cannot add an <code className={inlineCode}>@font-face</code>, so to keep text from moving when
        Montserrat arrives, copy the metric-matched <code className={inlineCode}>Montserrat Fallback</code>{' '}
        face into your stylesheet: the CLI prints it after adding the theme, and it is in{' '}
        <code className={inlineCode}>src/styles.css</code> (under The theme, below). After each{' '}
        <code className={inlineCode}>add</code>, the CLI also prints what the component needs from you to stay
        accessible: a name, labels, where its values are shown. Then use it:
      </p>
      <div className="mt-4">
        <CopyableCode code={usageExample} label="the example" />
      </div>
    </section>
  );
}

/** A kit file or a block on the front page: a card that links to its page, with its one line. */
function EntryCard({ to, name, summary }: { to: string; name: string; summary: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'group flex h-full flex-col gap-2 rounded-pk-card border border-pk-border bg-pk-surface p-5 shadow-pk-card transition-shadow hover:shadow-pk-raised motion-reduce:transition-none',
        'pk-focus-ring',
      )}
    >
      <span className="font-bold text-pk-primary-text group-hover:underline group-hover:underline-offset-4">
        {name}
      </span>
      <span className="text-sm text-pk-muted">{summary}</span>
    </Link>
  );
}

/**
 * The documentation's front page: how to take a component home, then every kit file and every block with its one
 * line.
 */
export function Overview() {
  return (
    <>
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Documentation</h1>
      <p className="mt-4 max-w-3xl text-lg">
        Every file of the kit, with a live demo, the keys it answers to, its props and its source, read from
        the file itself when the site is built. Pick one, read it, copy it.
      </p>
      <CopyPageButton
        path={llmsTxtPath}
        label="the kit’s index as Markdown"
        description="Copies llms.txt: a line and a link for every page of this documentation, for an AI assistant."
        className="mt-6"
      />

      <InstallSection />

      <section aria-labelledby="by-hand" className="mt-12 max-w-3xl">
        <h2 id="by-hand" className="text-2xl font-bold tracking-tight">
          Or copy a file by hand
        </h2>
        <ol className="mt-5 flex list-decimal flex-col gap-4 ps-6 marker:font-bold marker:text-pk-primary-text">
          <li>An app with React 19, TypeScript and Tailwind CSS 4 (Vite is what this site uses).</li>
          <li>
            The theme. Kit classes name their colours, radii, shadows and breakpoints with a{' '}
            <code className={inlineCode}>pk-</code> prefix, such as{' '}
            <code className={inlineCode}>bg-pk-primary</code>,{' '}
            <code className={inlineCode}>rounded-pk-card</code> or <code className={inlineCode}>pk-lg:</code>,
            so they never meet your own theme&rsquo;s names. Your Tailwind theme needs the colours{' '}
            {themeColours.map((name, index) => (
              <span key={name}>
                {index > 0 && ', '}
                <code className={inlineCode}>pk-{name}</code>
              </span>
            ))}
            , and for each of {semanticColours.join(', ')}: the fill (
            <code className={inlineCode}>pk-primary</code>), its{' '}
            <code className={inlineCode}>-foreground</code>, <code className={inlineCode}>-text</code>,{' '}
            <code className={inlineCode}>-soft</code> and <code className={inlineCode}>-edge</code> shades;
            the radii <code className={inlineCode}>rounded-pk-card</code> and{' '}
            <code className={inlineCode}>rounded-pk-pill</code>, the shadows{' '}
            <code className={inlineCode}>shadow-pk-card</code> and{' '}
            <code className={inlineCode}>shadow-pk-raised</code>, and the breakpoints{' '}
            <code className={inlineCode}>pk-sm</code> (576 px) and <code className={inlineCode}>pk-lg</code>{' '}
            (992 px), with the same widths as containers for the blocks, the navbar and the carousel, which
            lay out by the width they are given (<code className={inlineCode}>@container</code>, then{' '}
            <code className={inlineCode}>@pk-sm:</code>, <code className={inlineCode}>@pk-md:</code> at 768
            px, <code className={inlineCode}>@pk-lg:</code>). This site defines all of them in{' '}
            <code className={inlineCode}>tailwind.config.ts</code> from{' '}
            <code className={inlineCode}>src/design-tokens.ts</code>, where a test holds every text and
            background pair to WCAG AA in both themes; the registry&rsquo;s{' '}
            <code className={inlineCode}>theme</code> item carries the same values.
          </li>
          <li>
            The file, the kit files it lists under Install (nearly always{' '}
            <Link to="/documentation?component=cn" className={textLink}>
              <code>cn.ts</code>
            </Link>
            ), and its npm packages. Put them in one folder: kit files import each other as{' '}
            <code className={inlineCode}>./cn</code>. A kit file imports nothing else, which a test checks for
            every file.
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
            {kitEntries
              .filter((entry) => entry.group === group)
              .map((entry) => (
                <li key={entry.slug}>
                  <EntryCard
                    to={`/documentation?component=${entry.slug}`}
                    name={entry.name}
                    summary={entry.summary}
                  />
                </li>
              ))}
          </ul>
        </section>
      ))}

      <section aria-labelledby="overview-blocks" className="mt-14">
        <h2 id="overview-blocks" className="text-2xl font-bold tracking-tight">
          Blocks
        </h2>
        <p className="mt-2 max-w-3xl text-pk-muted">
          Whole sections of this site&rsquo;s example pages, put together from the kit. Each one has a live
          preview, its keys and its source, and installs with one command along with the kit files it uses.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {blockEntries.map((entry) => (
            <li key={entry.slug}>
              <EntryCard
                to={`/documentation?block=${entry.slug}`}
                name={entry.name}
                summary={entry.summary}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
