import { Suspense, use, useId, type ReactNode, type RefObject } from 'react';
import { moveFocusTo } from '../../shell/moveFocusTo';
import { Link } from '../../shell/hashRouter';
import type { CatalogEntry } from './catalog';
import { ApiReference, Dependencies, KeysTable } from './DocSections';
import { loadDoc } from './loaders';
import { SourceListing } from './SourceListing';

interface DocSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

function DocSection({ id, title, children }: DocSectionProps) {
  return (
    <section aria-labelledby={id} className="mt-14 scroll-mt-24">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** "On this page": buttons, not `#id` links (the router owns the fragment), that scroll to a section and focus it. */
function SectionJumps({ sections }: { sections: { id: string; title: string }[] }) {
  return (
    <nav aria-label="On this page" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className="min-h-9 cursor-pointer rounded-pill border border-border-strong px-4 text-xs font-semibold uppercase tracking-wider text-ink hover:bg-surface-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring focus-visible:outline-solid"
              onClick={() => {
                const heading = document.getElementById(section.id);
                heading?.scrollIntoView({ block: 'start' });
                moveFocusTo(heading, { preventScroll: true });
              }}
            >
              {section.title}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DocBody({ entry }: { entry: CatalogEntry }) {
  const { content, source } = use(loadDoc(entry.slug));
  const ids = useId();
  const sections = [
    content?.Demo && { id: `${ids}demo`, title: 'Demo' },
    content && { id: `${ids}keys`, title: 'Keyboard' },
    content && content.api.length > 0 && { id: `${ids}api`, title: 'API' },
    { id: `${ids}deps`, title: 'Dependencies' },
    { id: `${ids}source`, title: 'Source' },
  ].filter((section) => !!section);
  const Demo = content?.Demo;
  return (
    <>
      <SectionJumps sections={sections} />
      {Demo && (
        <DocSection id={`${ids}demo`} title="Demo">
          <div
            data-slot="demo"
            className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-8"
          >
            <Demo />
          </div>
        </DocSection>
      )}
      {content && (
        <DocSection id={`${ids}keys`} title="Keyboard">
          <KeysTable name={entry.name} rows={content.keys} />
          {content.accessibility && (
            <div className="mt-5 flex max-w-3xl flex-col gap-3 text-muted [&_code]:text-ink">
              {content.accessibility}
            </div>
          )}
        </DocSection>
      )}
      {content && content.api.length > 0 && (
        <DocSection id={`${ids}api`} title="API">
          <ApiReference parts={content.api} />
        </DocSection>
      )}
      <DocSection id={`${ids}deps`} title="Dependencies">
        <Dependencies source={source} />
      </DocSection>
      <DocSection id={`${ids}source`} title="Source">
        <SourceListing file={source.file} text={source.text} spans={source.spans} />
      </DocSection>
    </>
  );
}

function LoadingDoc({ name }: { name: string }) {
  return (
    <p role="status" className="mt-10 min-h-screen text-muted">
      Loading the {name} demo and source…
    </p>
  );
}

interface ComponentDocProps {
  entry: CatalogEntry;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** One kit file's documentation: its heading and summary at once, the rest when its chunk has loaded. */
export function ComponentDoc({ entry, headingRef }: ComponentDocProps) {
  return (
    <article aria-labelledby="doc-title">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-2 text-muted">
          <li>
            <Link
              to="/documentation"
              className="font-semibold text-primary-text underline underline-offset-4"
            >
              Documentation
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li>{entry.group === 'component' ? 'Components' : 'Helpers'}</li>
        </ol>
      </nav>
      <h1 id="doc-title" ref={headingRef} className="mt-3 break-words text-4xl font-bold tracking-tight sm:text-5xl">
        {entry.name}
      </h1>
      <p className="mt-4 max-w-3xl text-lg">{entry.summary}</p>
      <Suspense fallback={<LoadingDoc name={entry.name} />}>
        <DocBody key={entry.slug} entry={entry} />
      </Suspense>
    </article>
  );
}
