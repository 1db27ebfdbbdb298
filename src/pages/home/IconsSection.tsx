import {
  Bell,
  Bookmark,
  Calendar,
  Camera,
  Cloud,
  Compass,
  Heart,
  House,
  Mail,
  MapPin,
  Music,
  Star,
  type LucideIcon,
} from 'lucide-react';
import { Link } from '../../shell/SiteLink';
import { buttonVariants } from '../../kit/button';
import { ShowcaseSection } from './ShowcaseSection';

const sample: [string, LucideIcon][] = [
  ['house', House],
  ['bell', Bell],
  ['bookmark', Bookmark],
  ['calendar', Calendar],
  ['camera', Camera],
  ['cloud', Cloud],
  ['compass', Compass],
  ['heart', Heart],
  ['mail', Mail],
  ['map-pin', MapPin],
  ['music', Music],
  ['star', Star],
];

export function IconsSection() {
  return (
    <ShowcaseSection
      id="icons"
      title="Icons"
      tone="muted"
      description="A hundred line icons in one style, each named. Here are a few."
    >
      <ul className="grid grid-cols-3 gap-4 sm:grid-cols-4 lg:grid-cols-6">
        {sample.map(([name, Icon]) => (
          <li
            key={name}
            className="flex flex-col items-center gap-2 rounded-pk-card bg-pk-surface p-4 shadow-pk-card"
          >
            <Icon aria-hidden="true" className="size-7 text-pk-primary-text" strokeWidth={1.75} />
            <span className="text-xs font-medium">{name}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <Link to="/nucleoicons" className={buttonVariants({ color: 'primary', shape: 'round' })}>
          See all the icons
        </Link>
      </div>
    </ShowcaseSection>
  );
}
