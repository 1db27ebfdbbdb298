import { Settings } from 'lucide-react';
import { lazy } from 'react';
import { AfterFirstPaint } from '../shared/AfterFirstPaint';
import cover from '../../assets/profile/cover.svg';
import { profileOwner } from '../../content/artists';
import { Avatar } from '../../kit/avatar';
import { Button } from '../../kit/button';

const SettingsButton = lazy(() =>
  import('./SettingsButton').then((module) => ({ default: module.SettingsButton })),
);

/** The owner's header: the dark cover the navbar floats over, then portrait, name, role, bio and Settings. */
export function ProfileHeader() {
  return (
    <>
      <div data-surface="dark" className="relative h-64 overflow-hidden bg-pk-hero sm:h-80">
        <img
          src={cover}
          alt=""
          width={1440}
          height={480}
          className="absolute inset-0 size-full object-cover"
          fetchPriority="high"
        />
      </div>
      <section aria-labelledby="profile-owner-name" className="mx-auto max-w-2xl px-4 text-center">
        {/* The paper-coloured ring lifts the portrait off the cover it overlaps. */}
        <span className="relative -mt-16 inline-flex rounded-full bg-pk-paper p-1.5 shadow-pk-raised">
          <Avatar src={profileOwner.portrait} alt="" width={240} height={240} size="xl" />
        </span>
        <h1 id="profile-owner-name" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
          {profileOwner.name}
        </h1>
        <p className="mt-1 text-sm font-semibold uppercase tracking-wider text-pk-muted">
          {profileOwner.role}
        </p>
        <p className="mt-5 leading-relaxed">{profileOwner.bio}</p>
        <div className="mt-6">
          <AfterFirstPaint
            fallback={
              <Button variant="outline" shape="round">
                <Settings aria-hidden="true" />
                Settings
              </Button>
            }
          >
            <SettingsButton />
          </AfterFirstPaint>
        </div>
      </section>
    </>
  );
}
