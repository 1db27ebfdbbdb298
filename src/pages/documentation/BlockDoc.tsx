import { lazy, useEffect, type RefObject } from 'react';
import { Link } from '../../shell/SiteLink';
import { DocTitle, LoadingDoc } from './DocTitle';
import { AfterFirstPaint } from '../shared/AfterFirstPaint';
import type { BlockEntry } from './docTypes';
import { textLink } from '../shared/proseClasses';

// As a kit file's page: the preview, notes, tables and source are a chunk of their own, and the block's code
// another, so the documentation's first paint carries neither.
const BlockBody = lazy(() => import('./BlockBody').then((module) => ({ default: module.BlockBody })));

interface BlockDocProps {
  entry: BlockEntry;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** One block's documentation: its heading, summary and where the site uses it at once, the rest after. */
export function BlockDoc({ entry, headingRef }: BlockDocProps) {
  // A head start on the block's record and files while BlockBody's code is on its way; failures are BlockBody's.
  useEffect(() => {
    import('./loaders').then((loaders) => loaders.loadBlock(entry.slug)).catch(() => {});
  }, [entry.slug]);
  return (
    <article aria-labelledby="doc-title">
      <DocTitle section="Blocks" name={entry.name} summary={entry.summary} headingRef={headingRef}>
        <p className="mt-3 max-w-3xl text-pk-muted">
          Used on{' '}
          <Link to={entry.usedOn.path} className={textLink}>
            {entry.usedOn.label}
          </Link>
          .
        </p>
      </DocTitle>
      <AfterFirstPaint key={entry.slug} fallback={<LoadingDoc what={`${entry.name} preview and source`} />}>
        <BlockBody entry={entry} />
      </AfterFirstPaint>
    </article>
  );
}
