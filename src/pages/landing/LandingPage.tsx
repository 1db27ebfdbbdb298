import { lazy } from 'react';
import hero from '../../assets/landing/hero.svg';
import { LandingHero } from '../../blocks/landing-hero/landing-hero';
import { moveFocusTo } from '../../shell/moveFocusTo';
import { HrefLink } from '../../shell/SiteLink';
import { AfterFirstPaint } from '../shared/AfterFirstPaint';

const LandingSections = lazy(() =>
  import('./LandingSections').then((module) => ({ default: module.LandingSections })),
);

/** Moves keyboard and screen-reader focus to the team's heading, and the view with it. */
const meetTheTeam = () => moveFocusTo(document.getElementById('team'));

/** The example landing page: hero, features, the team and a contact form. */
export function LandingPage() {
  return (
    <>
      <LandingHero
        image={{ src: hero, width: 1440, height: 900 }}
        primaryAction={{ label: 'Meet the team', onClick: meetTheTeam }}
        secondaryAction={{ label: 'See the components', href: '/home' }}
        linkComponent={HrefLink}
      />
      <AfterFirstPaint fallback={<div className="min-h-screen" data-arriving="" />}>
        <LandingSections />
      </AfterFirstPaint>
    </>
  );
}
