import kofi from '../assets/profile/kofi.svg';
import lena from '../assets/profile/lena.svg';
import noor from '../assets/profile/noor.svg';

export interface Artist {
  id: string;
  name: string;
  /** What they make, shown under the name. */
  role: string;
  /** A square portrait (240 × 240). */
  portrait: string;
}

export interface ProfileOwner extends Artist {
  bio: string;
}

export interface FollowedArtist extends Artist {
  /** Whether their new work shows in the owner's feed at first (the profile's checkbox). */
  inFeed: boolean;
}

/** The person whose profile the example page shows. */
export const profileOwner: ProfileOwner = {
  id: 'noor',
  name: 'Noor Haddad',
  role: 'Printmaker',
  portrait: noor,
  bio: 'Noor cuts linoleum blocks by hand and prints them in small runs on recycled paper. Most of her prints start as sketches of the harbour she walks past every morning.',
};

/** The two artists the owner follows, on the profile's Follows tab. */
export const followedArtists: readonly FollowedArtist[] = [
  { id: 'lena', name: 'Lena Ortiz', role: 'Ceramicist', portrait: lena, inFeed: true },
  { id: 'kofi', name: 'Kofi Mensah', role: 'Muralist', portrait: kofi, inFeed: false },
];
