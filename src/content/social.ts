import { GitFork, Mail, MessageCircle } from 'lucide-react';
import { site } from '../site';

const icons = { GitHub: GitFork, Mastodon: MessageCircle, Email: Mail } as const;

/** The site's three social links, named for the site: the Welcome card's. */
export const siteSocialLinks = site.social.map(({ network, label, href }) => ({
  label,
  href,
  icon: icons[network],
}));

/** The same three links, named for one person of the team: "Ana Ruiz on GitHub", "Email Ana Ruiz". */
export function personalLinks(person: string) {
  return site.social.map(({ network, href }) => ({
    label: network === 'Email' ? `Email ${person}` : `${person} on ${network}`,
    href,
    icon: icons[network],
  }));
}
