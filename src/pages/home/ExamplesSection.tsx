import { Link } from '../../shell/SiteLink';
import landingPreview from '../../assets/examples/landing.svg';
import profilePreview from '../../assets/examples/profile.svg';
import { cn } from '../../kit/cn';
import { ShowcaseSection } from './ShowcaseSection';

const examples = [
  { to: '/landing', title: 'Landing page', image: landingPreview },
  { to: '/user-profile', title: 'Profile page', image: profilePreview },
];

export function ExamplesSection() {
  return (
    <ShowcaseSection
      id="examples"
      title="Completed with examples"
      description="The kit put together into whole pages. Open one to see every part working with the others."
    >
      <ul className="grid gap-8 sm:grid-cols-2">
        {examples.map((example) => (
          <li key={example.to}>
            <Link
              to={example.to}
              className={cn(
                'group block overflow-hidden rounded-pk-card bg-pk-surface shadow-pk-card transition-shadow hover:shadow-pk-raised motion-reduce:transition-none',
                'pk-focus-ring',
              )}
            >
              <img
                src={example.image}
                alt=""
                width={480}
                height={320}
                loading="lazy"
                decoding="async"
                className="block h-auto w-full"
              />
              <span className="block p-5 text-lg font-bold group-hover:underline">{example.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ShowcaseSection>
  );
}
