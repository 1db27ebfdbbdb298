import { lazy, Suspense } from 'react';
import { ProfileHeader } from './ProfileHeader';

// The header paints first; the tabs below it (and the tab and checkbox code) arrive in a second chunk, fetched at
// once rather than on scroll, but kept off the critical path of the first paint.
const connectionsModule = import('./ProfileConnections');
const ProfileConnections = lazy(() =>
  connectionsModule.then((module) => ({ default: module.ProfileConnections })),
);

/** The example profile: the owner's header, then the artists they follow. */
export function UserProfilePage() {
  return (
    <>
      <ProfileHeader />
      <Suspense fallback={<div className="min-h-[26rem]" />}>
        <ProfileConnections />
      </Suspense>
    </>
  );
}
