import type { ReactNode, RefObject } from 'react';
import { Link } from '../../shell/SiteLink';
import { textLink } from '../shared/proseClasses';

interface DocTitleProps {
  /** The breadcrumb's last step: "Components", "Helpers", "Blocks". */
  section: string;
  name: string;
  summary: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** What follows the summary in the first screen (a block's "Used on" line). */
  children?: ReactNode;
}

/** The top of a kit file's or a block's page, drawn at once: breadcrumb, h1 and summary. */
export function DocTitle({ section, name, summary, headingRef, children }: DocTitleProps) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-2 text-pk-muted">
          <li>
            <Link to="/documentation" className={textLink}>
              Documentation
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li>{section}</li>
        </ol>
      </nav>
      {/* A new h1 for each page, not the last one's with its text changed: Firefox reports the change after focus
          has moved to it, and Orca, taking it for a change to what has focus, said the heading again ("Switch
          clickable."). */}
      <h1
        key={name}
        id="doc-title"
        ref={headingRef}
        className="mt-3 break-words text-4xl font-bold tracking-tight sm:text-5xl"
      >
        {name}
      </h1>
      <p className="mt-4 max-w-3xl text-lg">{summary}</p>
      {children}
    </>
  );
}

/**
 * Holds the body's place, and shows what is coming, until the body's chunk has arrived. Not a status: the chunk
 * comes in a moment, and Orca in Chromium said "Loading…" twice over the h1 that had just been announced.
 */
export function LoadingDoc({ what }: { what: string }) {
  return <p className="mt-10 min-h-screen text-pk-muted">Loading the {what}…</p>;
}
