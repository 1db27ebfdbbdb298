import { GitFork, Mail, MessageCircle } from 'lucide-react';
import { buttonVariants } from '../../kit/button';
import { site } from '../../site';

const icons = { GitHub: GitFork, Mastodon: MessageCircle, Email: Mail } as const;

/** The three social icon links of the Welcome card and the team cards, each with its own name. */
export function SocialLinks({ color = 'neutral' }: { color?: 'neutral' | 'primary' }) {
  return (
    <ul className="flex gap-3">
      {site.social.map(({ network, label, href }) => {
        const Icon = icons[network];
        return (
          <li key={network}>
            <a
              href={href}
              aria-label={label}
              className={buttonVariants({ color, variant: 'outline', shape: 'round', iconOnly: true })}
              {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Icon aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
