import { AtSign, Globe, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '../../kit/avatar';
import { buttonVariants } from '../../kit/button';
import { Card, CardCategory, CardDescription, CardFooter, CardHeader, CardTitle } from '../../kit/card';
import { samplePortraits } from './pictures';

/** An icon link on a member's card, named by `label` ("Amara Obi's website"): its only name. */
export interface MemberLink {
  /** The link's only name, with the person's name in it. */
  label: string;
  /** Where it goes; an address on another site opens in a new tab. */
  href: string;
  /** A lucide-react icon, drawn decorative. */
  icon: LucideIcon;
}

/** One person of the team. */
export interface TeamMember {
  /** Unique in the team. */
  id: string;
  /** Their name, the card's heading. */
  name: string;
  /** What they do, under the name. */
  role: string;
  /** A line in their own words. */
  quote: string;
  /** A square portrait, shown 96 × 96. */
  portrait: string;
  /** Icon links at the foot of the card. */
  links: readonly MemberLink[];
}

export interface TeamCardsProps {
  /**
   * The section's heading.
   * @defaultValue 'Meet the team'
   */
  title?: string;
  /**
   * The sentence under the heading.
   * @defaultValue 'Three people, one rule: a part is done when a keyboard can use it and a screen reader can name it.'
   */
  intro?: string;
  /** One card each, three across when the block is 768 px wide or more; by default, three sample people. */
  members?: readonly TeamMember[];
  /**
   * The heading's id, for a link or a button that leads here (`#team`).
   * @defaultValue 'team'
   */
  headingId?: string;
}

const sampleMembers: readonly TeamMember[] = [
  {
    id: 'amara',
    name: 'Amara Obi',
    role: 'Designer',
    quote: 'A page is finished when there is nothing left to take away from it.',
    portrait: samplePortraits.amara,
    links: [
      { label: 'Amara Obi’s website', href: 'https://example.com/', icon: Globe },
      { label: 'Email Amara Obi', href: 'mailto:amara@example.com', icon: AtSign },
    ],
  },
  {
    id: 'leo',
    name: 'Leo Marsh',
    role: 'Developer',
    quote: 'I write code for the next person who reads it, who is usually me.',
    portrait: samplePortraits.leo,
    links: [
      { label: 'Leo Marsh’s website', href: 'https://example.com/', icon: Globe },
      { label: 'Email Leo Marsh', href: 'mailto:leo@example.com', icon: AtSign },
    ],
  },
  {
    id: 'yuki',
    name: 'Yuki Tanaka',
    role: 'Researcher',
    quote: 'Every week I watch someone use what we made. It is humbling every time.',
    portrait: samplePortraits.yuki,
    links: [
      { label: 'Yuki Tanaka’s website', href: 'https://example.com/', icon: Globe },
      { label: 'Email Yuki Tanaka', href: 'mailto:yuki@example.com', icon: AtSign },
    ],
  },
];

/**
 * A team section: a heading and a sentence, then a card per person with their portrait, name, role, a quote and
 * icon links, three across when the block is 768 px wide or more (its own width, not the window's).
 *
 * @remarks The section is named by its `h2`. The cards are a list, so a screen reader says how many people there
 * are, and each name is an `h3`. Each quote is a `<blockquote>`.
 *
 * The icon links have no text: each needs a `label` that names the person ("Email Amara Obi"), so a list of links
 * never reads "Email, Email, Email". A link to another site opens in a new tab and is described as "Opens in a new
 * tab". The portraits are decorative (`alt=""`), with each name written under its picture.
 */
export function TeamCards({
  title = 'Meet the team',
  intro = 'Three people, one rule: a part is done when a keyboard can use it and a screen reader can name it.',
  members = sampleMembers,
  headingId = 'team',
}: TeamCardsProps) {
  const newTabId = useId();
  return (
    <section aria-labelledby={headingId} className="@container w-full bg-pk-surface-muted py-20 text-pk-ink">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={headingId} className="text-center text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center leading-relaxed text-pk-muted">{intro}</p>
        <ul className="mt-14 grid gap-8 @pk-md:grid-cols-3">
          {members.map((member) => (
            <Card asChild key={member.id}>
              <li className="items-center pt-8 text-center">
                <Avatar src={member.portrait} alt="" width={240} height={240} size="lg" />
                <CardHeader className="items-center">
                  <CardTitle>{member.name}</CardTitle>
                  <CardCategory>{member.role}</CardCategory>
                </CardHeader>
                <CardDescription>
                  <blockquote>“{member.quote}”</blockquote>
                </CardDescription>
                <CardFooter className="w-full justify-center">
                  <ul className="flex gap-3">
                    {member.links.map(({ label, href, icon: Icon }) => (
                      <li key={label}>
                        <a
                          href={href}
                          aria-label={label}
                          className={buttonVariants({
                            color: 'primary',
                            variant: 'outline',
                            shape: 'round',
                            iconOnly: true,
                          })}
                          {...(href.startsWith('http')
                            ? { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': newTabId }
                            : {})}
                        >
                          <Icon aria-hidden="true" />
                        </a>
                      </li>
                    ))}
                  </ul>
                </CardFooter>
              </li>
            </Card>
          ))}
        </ul>
      </div>
      {/* Hidden, yet still read as the description of the links that point at it. */}
      <span id={newTabId} hidden>
        Opens in a new tab
      </span>
    </section>
  );
}
