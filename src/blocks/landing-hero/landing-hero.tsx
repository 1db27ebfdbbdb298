import { useId, type ComponentProps, type ComponentType } from 'react';
import { Button } from '../../kit/button';
import { sampleHeroArt } from './pictures';

/** A call to action: a link (`href`) or a button (`onClick`). */
export type HeroAction =
  | {
      /** What the button says. */
      label: string;
      /** Where the link goes. */
      href: string;
    }
  | {
      /** What the button says. */
      label: string;
      /** What the button does, on this page. */
      onClick: () => void;
    };

/** The artwork behind the text, and its intrinsic size. It is decorative: the text says what the page is. */
export interface HeroImage {
  /** The picture's address, or a `data:` URL. */
  src: string;
  /** Its intrinsic width, so the page keeps its place before it loads. */
  width: number;
  /** Its intrinsic height. */
  height: number;
}

export interface LandingHeroProps {
  /**
   * A short line over the title.
   * @defaultValue 'An example page'
   */
  eyebrow?: string;
  /**
   * The page's title.
   * @defaultValue 'Your story, on good paper'
   */
  title?: string;
  /**
   * The sentence under the title.
   * @defaultValue 'A landing page put together from the kit alone: every block below is a kit component, and every one of them works by keyboard.'
   */
  description?: string;
  /** The artwork behind the text; by default, a sample drawing. */
  image?: HeroImage;
  /**
   * The solid button.
   * @defaultValue { label: 'Meet the team', href: '#team' }
   */
  primaryAction?: HeroAction;
  /**
   * The outlined button beside it.
   * @defaultValue { label: 'See the components', href: '/components' }
   */
  secondaryAction?: HeroAction;
  /**
   * What draws a link: an `<a>` by default, or your router's link that takes `href` (Next.js's `Link`).
   * @defaultValue 'a'
   */
  linkComponent?: ComponentType<ComponentProps<'a'> & { href: string }> | 'a';
  /**
   * `h1` when the hero opens the page, as it usually does; `h2` when it is shown inside another page.
   * @defaultValue 'h1'
   */
  headingLevel?: 'h1' | 'h2';
}

const sampleImage: HeroImage = { src: sampleHeroArt, width: 1440, height: 900 };

/**
 * A landing page's first screen: artwork under a dark veil, a short line, the page's title, a sentence and two
 * calls to action.
 *
 * @remarks The title is the page's `h1` (or the `headingLevel` you give) and names the section, so it is a landmark.
 * The short line above it is a plain paragraph, not a heading.
 *
 * The artwork is decorative (`alt=""`): the text says what the page is. A dark veil between the artwork and the text
 * keeps the contrast wherever the picture's colours fall, and is hidden from assistive technology.
 *
 * An action with `href` is a link and one with `onClick` a button, so each is announced for what it does: pick by
 * whether it goes somewhere or acts on this page.
 */
export function LandingHero({
  eyebrow = 'An example page',
  title = 'Your story, on good paper',
  description = 'A landing page put together from the kit alone: every block below is a kit component, and every one of them works by keyboard.',
  image = sampleImage,
  primaryAction = { label: 'Meet the team', href: '#team' },
  secondaryAction = { label: 'See the components', href: '/components' },
  linkComponent: ActionLink = 'a',
  headingLevel: Heading = 'h1',
}: LandingHeroProps) {
  const titleId = useId();
  const action = (item: HeroAction, look: { color: 'danger' | 'neutral'; variant?: 'outline' }) =>
    'href' in item ? (
      <Button asChild shape="round" size="lg" {...look}>
        <ActionLink href={item.href}>{item.label}</ActionLink>
      </Button>
    ) : (
      <Button shape="round" size="lg" {...look} onClick={item.onClick}>
        {item.label}
      </Button>
    );
  return (
    <section
      data-surface="dark"
      aria-labelledby={titleId}
      className="@container relative isolate flex w-full min-h-[85svh] items-center overflow-hidden bg-pk-hero pt-28 pb-20"
    >
      <img
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
        className="absolute inset-0 -z-10 size-full object-cover"
        fetchPriority="high"
      />
      {/* A veil under the text keeps it readable wherever the artwork's colours fall. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-pk-hero/55" />
      <div className="mx-auto w-full max-w-3xl px-4 text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.2em]">{eyebrow}</p>
        <Heading
          id={titleId}
          className="mt-4 text-4xl font-bold leading-tight tracking-tight @pk-sm:text-6xl"
        >
          {title}
        </Heading>
        <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed">{description}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          {action(primaryAction, { color: 'danger' })}
          {action(secondaryAction, { color: 'neutral', variant: 'outline' })}
        </div>
      </div>
    </section>
  );
}
