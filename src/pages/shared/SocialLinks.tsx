import { GitFork, Mail, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { buttonVariants } from '../../kit/button';
import { site } from '../../site';

const icons = { GitHub: GitFork, Mastodon: MessageCircle, Email: Mail } as const;

type Network = (typeof site.social)[number]['network'];

/** A link's name when the links are one person's: "Ana Ruiz on GitHub", "Email Ana Ruiz". */
function personalLabel(network: Network, person: string): string {
  return network === 'Email' ? `Email ${person}` : `${person} on ${network}`;
}

interface SocialLinksProps {
  color?: 'neutral' | 'primary';
  /** Whose links these are; each link is then named after that person. Without it, they are the site's own. */
  person?: string;
}

/** The three social icon links of the Welcome card and the team cards, each with its own name. */
export function SocialLinks({ color = 'neutral', person }: SocialLinksProps) {
  const newTabNoteId = useId();
  return (
    <>
      <ul className="flex gap-3">
        {site.social.map(({ network, label, href }) => {
          const Icon = icons[network];
          const opensNewTab = href.startsWith('http');
          return (
            <li key={network}>
              <a
                href={href}
                aria-label={person ? personalLabel(network, person) : label}
                className={buttonVariants({ color, variant: 'outline', shape: 'round', iconOnly: true })}
                {...(opensNewTab
                  ? { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': newTabNoteId }
                  : {})}
              >
                <Icon aria-hidden="true" />
              </a>
            </li>
          );
        })}
      </ul>
      {/* Hidden, yet still read as the description of the links that point at it. */}
      <span id={newTabNoteId} hidden>
        Opens in a new tab
      </span>
    </>
  );
}
