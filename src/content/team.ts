import type { TeamMember } from '../blocks/team-cards/team-cards';
import { portraits } from '../examples/pictures';
import { personalLinks } from './social';

/** The three people on the landing page's team cards, each with the site's links named for them. */
export const team: readonly TeamMember[] = (
  [
    {
      id: 'ana',
      name: 'Ana Ruiz',
      role: 'Product designer',
      quote: 'I sketch every screen on paper first. If it reads well in pencil, it will read well in pixels.',
      portrait: portraits.ana,
    },
    {
      id: 'jonah',
      name: 'Jonah Price',
      role: 'Front-end developer',
      quote: 'The best component is the one you can copy into your own app and forget about.',
      portrait: portraits.jonah,
    },
    {
      id: 'theo',
      name: 'Theo Okafor',
      role: 'Accessibility lead',
      quote: 'I unplug my mouse on Mondays. Whatever I cannot reach by keyboard gets fixed by Tuesday.',
      portrait: portraits.theo,
    },
  ] satisfies Omit<TeamMember, 'links'>[]
).map((member) => ({ ...member, links: personalLinks(member.name) }));
