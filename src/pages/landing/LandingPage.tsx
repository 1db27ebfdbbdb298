import { lazy, Suspense } from 'react';
import { LandingHero } from './LandingHero';

// The hero fills the first screen; the sections below it arrive in a second chunk, fetched at once (not on
// scroll) but kept off the critical path of the first paint.
const sectionsModule = import('./LandingSections');
const LandingSections = lazy(() => sectionsModule.then((module) => ({ default: module.LandingSections })));

/** Moves keyboard and screen-reader focus to the team's heading, and the view with it. */
function meetTheTeam() {
  const teamHeading = document.getElementById('team-title');
  if (!teamHeading) return;
  teamHeading.setAttribute('tabindex', '-1');
  teamHeading.focus();
}

/** The example landing page: hero, features, the team and a contact form. */
export function LandingPage() {
  return (
    <>
      <LandingHero onMeetTheTeam={meetTheTeam} />
      <Suspense fallback={<div className="min-h-screen" />}>
        <LandingSections />
      </Suspense>
    </>
  );
}
