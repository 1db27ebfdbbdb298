import { lazy, useEffect, type RefObject } from 'react';
import { DocTitle, LoadingDoc } from './DocTitle';
import { AfterFirstPaint } from '../shared/AfterFirstPaint';
import type { KitEntry } from './docTypes';

// Everything below the heading (tables, source listing, copy buttons) is its own chunk, fetched alongside the
// component's entry and source; the documentation's first paint needs only the list and the heading. The loaders
// (a map of every kit file's chunks, 2 kB gzip) come in a small chunk of their own, so the front page's first
// paint does not carry them either.
const DocBody = lazy(() => import('./DocBody').then((module) => ({ default: module.DocBody })));

interface ComponentDocProps {
  entry: KitEntry;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** One kit file's documentation: its heading and summary at once, the rest when its chunk has loaded. */
export function ComponentDoc({ entry, headingRef }: ComponentDocProps) {
  // Starts fetching the record, source and playground at once, while DocBody's own code is on its way (the promise
  // is cached).
  // Only a head start: DocBody waits on the same promise, so a failure is its to handle, not this line's.
  useEffect(() => {
    import('./loaders').then((loaders) => loaders.loadDoc(entry.slug)).catch(() => {});
  }, [entry.slug]);
  return (
    <article aria-labelledby="doc-title">
      <DocTitle
        section={entry.group === 'component' ? 'Components' : 'Helpers'}
        name={entry.name}
        summary={entry.summary}
        headingRef={headingRef}
      />
      {/* The prerendered first screen ends at the summary: the body is the browser's to draw. On a move to another
          file, too, its title is painted before its body is made (the key starts the wait again). */}
      <AfterFirstPaint key={entry.slug} fallback={<LoadingDoc what={`${entry.name} demo and source`} />}>
        <DocBody entry={entry} />
      </AfterFirstPaint>
    </article>
  );
}
