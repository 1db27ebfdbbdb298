import { lazy, useEffect, type RefObject } from 'react';
import { Link } from '../../shell/SiteLink';
import { AfterFirstPaint } from '../shared/AfterFirstPaint';
import type { CatalogEntry } from './catalog';
import { textLink } from './docClasses';

// Everything below the heading (tables, source listing, copy buttons) is its own chunk, fetched alongside the
// component's entry and source; the documentation's first paint needs only the list and the heading. The loaders
// (a map of every kit file's chunks, 2 kB gzip) come in a small chunk of their own, so the front page's first
// paint does not carry them either.
const DocBody = lazy(() => import('./DocBody').then((module) => ({ default: module.DocBody })));

function LoadingDoc({ name }: { name: string }) {
  return (
    <p role="status" className="mt-10 min-h-screen text-pk-muted">
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
  // Starts fetching the entry and source at once, while DocBody's own code is on its way (the promise is cached).
  // Only a head start: DocBody waits on the same promise, so a failure is its to handle, not this line's.
  useEffect(() => {
    import('./loaders').then((loaders) => loaders.loadDoc(entry.slug)).catch(() => {});
  }, [entry.slug]);
  return (
    <article aria-labelledby="doc-title">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-2 text-pk-muted">
          <li>
            <Link to="/documentation" className={textLink}>
              Documentation
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li>{entry.group === 'component' ? 'Components' : 'Helpers'}</li>
        </ol>
      </nav>
      <h1
        id="doc-title"
        ref={headingRef}
        className="mt-3 break-words text-4xl font-bold tracking-tight sm:text-5xl"
      >
        {entry.name}
      </h1>
      <p className="mt-4 max-w-3xl text-lg">{entry.summary}</p>
      {/* The prerendered first screen ends at the summary: the body is the browser's to draw. */}
      <AfterFirstPaint fallback={<LoadingDoc name={entry.name} />}>
        <DocBody key={entry.slug} entry={entry} />
      </AfterFirstPaint>
    </article>
  );
}
