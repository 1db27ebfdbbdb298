import { lazy } from 'react';
import { AfterFirstPaint } from '../shared/AfterFirstPaint';
import { ProfileHeader } from './ProfileHeader';

const ProfileConnections = lazy(() =>
  import('./ProfileConnections').then((module) => ({ default: module.ProfileConnections })),
);

/** The example profile: the owner's header, then the artists they follow. */
export function UserProfilePage() {
  return (
    <>
      <ProfileHeader />
      <AfterFirstPaint fallback={<div className="min-h-[26rem]" />}>
        <ProfileConnections />
      </AfterFirstPaint>
    </>
  );
}
