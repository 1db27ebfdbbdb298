import { lazy, Suspense } from 'react';
import { HeroSection } from './HeroSection';

// The hero fills the first screen; everything below it arrives in a second chunk, fetched at once (not on
// scroll) but kept off the critical path of the first paint.
const showcaseModule = import('./HomeShowcase');
const HomeShowcase = lazy(() => showcaseModule.then((module) => ({ default: module.HomeShowcase })));

/** Moves keyboard and screen-reader focus to the first showcase section, and the view with it. */
function browseComponents() {
  const firstHeading = document.getElementById('buttons-title');
  if (!firstHeading) return;
  firstHeading.setAttribute('tabindex', '-1');
  firstHeading.focus();
}

export function HomePage() {
  return (
    <>
      <HeroSection onBrowse={browseComponents} />
      <Suspense fallback={<div className="min-h-screen" />}>
        <HomeShowcase />
      </Suspense>
    </>
  );
}
