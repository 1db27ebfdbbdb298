import { lazy } from 'react';
import { AfterFirstPaint } from '../shared/AfterFirstPaint';
import { HeroSection } from './HeroSection';

const HomeShowcase = lazy(() =>
  import('./HomeShowcase').then((module) => ({ default: module.HomeShowcase })),
);

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
      <AfterFirstPaint fallback={<div className="min-h-screen" />}>
        <HomeShowcase />
      </AfterFirstPaint>
    </>
  );
}
