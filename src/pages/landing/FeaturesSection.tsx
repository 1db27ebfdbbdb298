import { Code, Gauge, Keyboard, MoonStar, type LucideIcon } from 'lucide-react';
import { Button } from '../../kit/button';
import { Link } from '../../shell/SiteLink';

interface Feature {
  title: string;
  text: string;
  Icon: LucideIcon;
  /** Icon tile colours, written out whole so Tailwind finds them. */
  tone: string;
  link: { to: string; label: string };
}

const features: readonly Feature[] = [
  {
    title: 'Keyboard first',
    text: 'Tabs, menus, sliders and dialogs move with the arrow keys and show where the focus is.',
    Icon: Keyboard,
    tone: 'bg-pk-primary-soft text-pk-primary-text',
    link: { to: '/home', label: 'Try the components' },
  },
  {
    title: 'Light on a phone',
    text: 'Each page loads only the code it needs, so the first screen arrives quickly on a slow network.',
    Icon: Gauge,
    tone: 'bg-pk-success-soft text-pk-success-text',
    link: { to: '/signup', label: 'Open the sign-up page' },
  },
  {
    title: 'Readable in the dark',
    text: 'Both themes keep every colour pair above the contrast the guidelines ask for.',
    Icon: MoonStar,
    tone: 'bg-pk-info-soft text-pk-info-text',
    link: { to: '/nucleoicons', label: 'Browse the icons' },
  },
  {
    title: 'Source worth copying',
    text: 'One small, typed file per component: copy it into your own app and it works the same there.',
    Icon: Code,
    tone: 'bg-pk-danger-soft text-pk-danger-text',
    link: { to: '/documentation', label: 'Read the docs' },
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="bg-pk-paper py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight">
            Let’s talk about the kit
          </h2>
          <p className="mt-4 leading-relaxed text-pk-muted">
            Paper Kit’s warm look, rebuilt so that everyone can use it: people with a mouse, a keyboard, a
            screen reader or an old phone.
          </p>
        </div>
        <ul className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ title, text, Icon, tone, link }) => (
            <li key={title} className="flex flex-col items-center text-center">
              <span className={`inline-flex size-16 items-center justify-center rounded-full ${tone}`}>
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-5 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-pk-muted">{text}</p>
              {/* Wraps rather than sticks out, with large text in a narrow column. */}
              <Button
                asChild
                variant="link"
                color="primary"
                className="mt-2 h-auto max-w-full whitespace-normal"
              >
                <Link to={link.to}>{link.label}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
