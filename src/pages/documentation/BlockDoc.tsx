import { lazy, useEffect, type RefObject } from 'react';
import { Link } from '../../shell/SiteLink';
import { AfterFirstPaint } from '../shared/AfterFirstPaint';
import type { BlockEntry } from './catalog';
import { textLink } from './docClasses';

// As a kit file's page: the preview, notes, tables and source are a chunk of their own, and the block's code
// another, so the documentation's first paint carries neither.
const BlockBody = lazy(() => import('./BlockBody').then((module) => ({ default: module.BlockBody })));

function LoadingBlock({ name }: { name: string }) {
  return (
    <p role="status" className="mt-10 min-h-screen text-pk-muted">
      Loading the {name} preview and source…
    </p>
  );
}

interface BlockDocProps {
  entry: BlockEntry;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** One block's documentation: its heading, summary and where the site uses it at once, the rest after. */
export function BlockDoc({ entry, headingRef }: BlockDocProps) {
  // A head start on the block's entry and files while BlockBody's code is on its way; failures are BlockBody's.
  useEffect(() => {
    import('./loaders').then((loaders) => loaders.loadBlock(entry.slug)).catch(() => {});
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
          <li>Blocks</li>
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
      <p className="mt-3 max-w-3xl text-pk-muted">
        Used on{' '}
        <Link to={entry.usedOn.path} className={textLink}>
          {entry.usedOn.label}
        </Link>
        .
      </p>
      <AfterFirstPaint fallback={<LoadingBlock name={entry.name} />}>
        <BlockBody key={entry.slug} entry={entry} />
      </AfterFirstPaint>
    </article>
  );
}
