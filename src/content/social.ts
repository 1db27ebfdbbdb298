import { GitFork, Mail, MessageCircle } from 'lucide-react';
import { site } from '../site';

/** Where the demo's social and help links lead: real places, never a dead `#`. */
const socialPlaces = [
  { network: 'GitHub', label: `${site.name} on GitHub`, href: 'https://github.com/' },
  { network: 'Mastodon', label: `${site.name} on Mastodon`, href: 'https://joinmastodon.org/' },
  { network: 'Email', label: `Email the ${site.name} team`, href: 'mailto:hello@example.com' },
] as const;

/** Where the sign-up card's "Forgot password" leads. */
export const passwordHelpHref = 'mailto:hello@example.com?subject=Password%20help';

const icons = { GitHub: GitFork, Mastodon: MessageCircle, Email: Mail } as const;

/** The site's three social links, named for the site: the Welcome card's. */
export const siteSocialLinks = socialPlaces.map(({ network, label, href }) => ({
  label,
  href,
  icon: icons[network],
}));

/** The same three links, named for one person of the team: "Ana Ruiz on GitHub", "Email Ana Ruiz". */
export function personalLinks(person: string) {
  return socialPlaces.map(({ network, href }) => ({
    label: network === 'Email' ? `Email ${person}` : `${person} on ${network}`,
    href,
    icon: icons[network],
  }));
}
