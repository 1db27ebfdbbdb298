import { lazy } from 'react';
import { moveFocusTo } from '../../shell/moveFocusTo';
import { AfterFirstPaint } from '../shared/AfterFirstPaint';
import { HeroSection } from './HeroSection';

const HomeShowcase = lazy(() =>
  import('./HomeShowcase').then((module) => ({ default: module.HomeShowcase })),
);

/** Moves keyboard and screen-reader focus to the first showcase section, and the view with it. */
const browseComponents = () => moveFocusTo(document.getElementById('buttons-title'));

export function HomePage() {
  return (
    <>
      <HeroSection onBrowse={browseComponents} />
      <AfterFirstPaint fallback={<div className="min-h-screen" data-arriving="" />}>
        <HomeShowcase />
      </AfterFirstPaint>
    </>
  );
}
