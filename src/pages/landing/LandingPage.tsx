import { lazy } from 'react';
import { moveFocusTo } from '../../shell/moveFocusTo';
import { AfterFirstPaint } from '../shared/AfterFirstPaint';
import { LandingHero } from './LandingHero';

const LandingSections = lazy(() =>
  import('./LandingSections').then((module) => ({ default: module.LandingSections })),
);

/** Moves keyboard and screen-reader focus to the team's heading, and the view with it. */
const meetTheTeam = () => moveFocusTo(document.getElementById('team-title'));

/** The example landing page: hero, features, the team and a contact form. */
export function LandingPage() {
  return (
    <>
      <LandingHero onMeetTheTeam={meetTheTeam} />
      <AfterFirstPaint fallback={<div className="min-h-screen" />}>
        <LandingSections />
      </AfterFirstPaint>
    </>
  );
}
