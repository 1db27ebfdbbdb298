import { lazy } from 'react';
import cover from '../../assets/profile/cover.svg';
import { ProfileHeader } from '../../blocks/profile-header/profile-header';
import { SettingsButton } from '../../blocks/profile-header/settings-button';
import { profileOwner } from '../../content/artists';
import { AfterFirstPaint } from '../shared/AfterFirstPaint';

// The popover and the tabs below come after the first paint, each in its own chunk.
const ProfileSettings = lazy(() =>
  import('../../blocks/profile-header/profile-settings').then((module) => ({
    default: module.ProfileSettings,
  })),
);
const Connections = lazy(() => import('./Connections').then((module) => ({ default: module.Connections })));

/** The example profile: the owner's header, then the artists they follow. */
export function UserProfilePage() {
  return (
    <>
      <ProfileHeader
        owner={profileOwner}
        cover={{ src: cover, width: 1440, height: 480 }}
        actions={
          <AfterFirstPaint fallback={<SettingsButton />}>
            <ProfileSettings />
          </AfterFirstPaint>
        }
      />
      <AfterFirstPaint fallback={<div className="min-h-[26rem]" data-arriving="" />}>
        <Connections />
      </AfterFirstPaint>
    </>
  );
}
