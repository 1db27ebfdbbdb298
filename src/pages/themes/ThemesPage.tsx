import { lazy } from 'react';
import { AfterFirstPaint } from '../shared/AfterFirstPaint';

const Studio = lazy(() => import('./Studio').then((module) => ({ default: module.Studio })));

/**
 * The theme studio's page. Its first screen is the title and what the studio does; the studio itself (the solver,
 * colour maths and the preview's components) loads once that is painted.
 */
export function ThemesPage({
  search,
  replaceSearch,
}: {
  /** The address's query. */
  search: string;
  /** Replaces the address's query without a new history entry. */
  replaceSearch: (search: string) => void;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-28">
      <h1 className="text-4xl font-bold tracking-tight">Theme studio</h1>
      <p className="mt-4 max-w-3xl text-lg text-pk-muted">
        Give your brand&rsquo;s colours. The studio solves a light and a dark theme in which every pair of
        colours the kit draws meets WCAG 2.2 AA, or AAA if you ask: text, the boundaries of controls, and
        focus rings. It keeps each colour you give where it passes, and says what it changed where it does
        not.
      </p>
      <AfterFirstPaint fallback={<div className="min-h-screen" data-arriving="" />}>
        <Studio search={search} replaceSearch={replaceSearch} />
      </AfterFirstPaint>
    </div>
  );
}
