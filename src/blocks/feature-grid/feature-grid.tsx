import { Accessibility, Layers, Palette, Smartphone, type LucideIcon } from 'lucide-react';
import { useId, type ComponentProps, type ComponentType } from 'react';
import { Button } from '../../kit/button';

/** The colour of a feature's icon tile: the theme's soft tones, each with its text colour. */
const tones = {
  primary: 'bg-pk-primary-soft text-pk-primary-text',
  info: 'bg-pk-info-soft text-pk-info-text',
  success: 'bg-pk-success-soft text-pk-success-text',
  warning: 'bg-pk-warning-soft text-pk-warning-text',
  danger: 'bg-pk-danger-soft text-pk-danger-text',
} as const;

/** One feature: a short title, a sentence, an icon on a coloured tile and a link to read more. */
export interface Feature {
  /** A few words, the feature's `h3`. */
  title: string;
  /** One sentence. */
  text: string;
  /** A lucide-react icon, drawn decorative on the tile. */
  icon: LucideIcon;
  /** The tile's colour, one of the theme's soft tones. */
  tone: keyof typeof tones;
  /** Where to read more: a label that makes sense on its own, and the address. */
  link: { label: string; href: string };
}

export interface FeatureGridProps {
  /**
   * The section's heading.
   * @defaultValue 'Let’s talk about the kit'
   */
  title?: string;
  /**
   * The sentence under the heading.
   * @defaultValue 'Paper Kit’s warm look, rebuilt so that everyone can use it: people with a mouse, a keyboard, a screen reader or an old phone.'
   */
  intro?: string;
  /** Up to four read best; by default, four sample features. */
  features?: readonly Feature[];
  /**
   * What draws the links: an `<a>` by default, or your router's link that takes `href` (Next.js's `Link`).
   * @defaultValue 'a'
   */
  linkComponent?: ComponentType<ComponentProps<'a'> & { href: string }> | 'a';
}

const sampleFeatures: readonly Feature[] = [
  {
    title: 'Made for everyone',
    text: 'Every part answers to a keyboard and tells a screen reader what it is.',
    icon: Accessibility,
    tone: 'primary',
    link: { label: 'How we test', href: '/accessibility' },
  },
  {
    title: 'Quick on a phone',
    text: 'Pages send only the code they need, so they open fast on a slow network.',
    icon: Smartphone,
    tone: 'success',
    link: { label: 'See the numbers', href: '/performance' },
  },
  {
    title: 'Your colours',
    text: 'A light and a dark theme, with every pair of colours easy to read.',
    icon: Palette,
    tone: 'info',
    link: { label: 'Pick a theme', href: '/themes' },
  },
  {
    title: 'Small parts',
    text: 'One short file per part, written to be read, copied and changed.',
    icon: Layers,
    tone: 'danger',
    link: { label: 'Read the source', href: '/source' },
  },
];

/**
 * A section of features: a heading and a sentence, then up to four features side by side when the block is wide
 * (992 px and up), two from 576 px, and one under another below. The block lays out by the width it is given (a
 * container query), not the window's, so it fits a sidebar, a card or a half-width pane.
 *
 * @remarks The section is named by its `h2`, and the features are a list, so a screen reader says how many there
 * are. Each feature's title is an `h3`, so a screen reader's heading list shows them all.
 *
 * The icons are decorative and hidden. Give each link a label that makes sense on its own ("See the numbers", not
 * "Read more"), as the samples do: screen readers list links out of context.
 */
export function FeatureGrid({
  title = 'Let’s talk about the kit',
  intro = 'Paper Kit’s warm look, rebuilt so that everyone can use it: people with a mouse, a keyboard, a screen reader or an old phone.',
  features = sampleFeatures,
  linkComponent: FeatureLink = 'a',
}: FeatureGridProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="@container w-full bg-pk-paper py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={titleId} className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="mt-4 leading-relaxed text-pk-muted">{intro}</p>
        </div>
        <ul className="mt-14 grid gap-10 @pk-sm:grid-cols-2 @pk-lg:grid-cols-4">
          {features.map(({ title: featureTitle, text, icon: Icon, tone, link }) => (
            <li key={featureTitle} className="flex flex-col items-center text-center">
              <span className={`inline-flex size-16 items-center justify-center rounded-full ${tones[tone]}`}>
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-5 text-lg font-bold">{featureTitle}</h3>
              <p className="mt-2 text-sm leading-relaxed text-pk-muted">{text}</p>
              {/* Wraps rather than sticks out, with large text in a narrow column. */}
              <Button
                asChild
                variant="link"
                color="primary"
                className="mt-2 h-auto max-w-full whitespace-normal"
              >
                <FeatureLink href={link.href}>{link.label}</FeatureLink>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
