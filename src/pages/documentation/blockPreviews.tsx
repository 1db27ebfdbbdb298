import { createContext, lazy, Suspense, use, useState, type ComponentProps, type ReactElement } from 'react';
import { inlineCode } from '../shared/proseClasses';

// Each block's code is its own chunk, fetched when its page shows the preview: the documentation's first paint, and
// every other block's page, carry none of it.
const SignUpCard = lazy(() =>
  import('../../blocks/sign-up-card/sign-up-card').then((module) => ({ default: module.SignUpCard })),
);
const RegisterCard = lazy(() =>
  import('../../blocks/register-card/register-card').then((module) => ({ default: module.RegisterCard })),
);
const ProfileHeader = lazy(() =>
  import('../../blocks/profile-header/profile-header').then((module) => ({ default: module.ProfileHeader })),
);
const ProfileSettings = lazy(() =>
  import('../../blocks/profile-header/profile-settings').then((module) => ({
    default: module.ProfileSettings,
  })),
);
const ProfileConnections = lazy(() =>
  import('../../blocks/profile-connections/profile-connections').then((module) => ({
    default: module.ProfileConnections,
  })),
);
const LandingHero = lazy(() =>
  import('../../blocks/landing-hero/landing-hero').then((module) => ({ default: module.LandingHero })),
);
const FeatureGrid = lazy(() =>
  import('../../blocks/feature-grid/feature-grid').then((module) => ({ default: module.FeatureGrid })),
);
const TeamCards = lazy(() =>
  import('../../blocks/team-cards/team-cards').then((module) => ({ default: module.TeamCards })),
);
const ContactForm = lazy(() =>
  import('../../blocks/contact-form/contact-form').then((module) => ({ default: module.ContactForm })),
);

/** Tells the preview around a `PreviewLink` where the link would have gone. */
const LinkFollowed = createContext<(href: string) => void>(() => {});

/**
 * A block's `linkComponent` in its preview: a real link, which when followed stays on this page and says where it
 * goes instead. The sample addresses (`/components`, `#team`) are the reader's app's, not this site's, whose hash
 * router would take them for a page it does not have.
 */
export function PreviewLink({ href, onClick, children, ...props }: ComponentProps<'a'> & { href: string }) {
  const followed = use(LinkFollowed);
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        followed(href);
      }}
    >
      {children}
    </a>
  );
}

/**
 * Every block as its page shows it: with its sample defaults, but for a heading under the page's h1, the profile's
 * Settings popover, and links that stay on this page.
 */
export const blockPreviews: Readonly<Record<string, ReactElement>> = {
  'sign-up-card': <SignUpCard />,
  'register-card': <RegisterCard linkComponent={PreviewLink} />,
  // The header ends at its Settings button, where the profile page goes on: here a margin under it ends the frame.
  'profile-header': (
    <div className="pb-10">
      <ProfileHeader headingLevel="h2" actions={<ProfileSettings />} />
    </div>
  ),
  'profile-connections': <ProfileConnections linkComponent={PreviewLink} />,
  'landing-hero': <LandingHero headingLevel="h2" linkComponent={PreviewLink} />,
  'feature-grid': <FeatureGrid linkComponent={PreviewLink} />,
  'team-cards': <TeamCards />,
  'contact-form': <ContactForm />,
};

/**
 * A block live in a frame, and under it the one status line its preview links speak through: empty until a link
 * is followed, then where it goes, read out once per click.
 */
export function BlockPreview({ slug }: { slug: string }) {
  const [followed, setFollowed] = useState<{ href: string; id: number } | null>(null);
  return (
    <>
      <div
        data-slot="block-preview"
        className="overflow-hidden rounded-pk-card border border-pk-border bg-pk-paper shadow-pk-card"
      >
        <LinkFollowed value={(href) => setFollowed((last) => ({ href, id: (last?.id ?? 0) + 1 }))}>
          <Suspense fallback={<p className="min-h-96 p-6 text-pk-muted">Loading the preview…</p>}>
            {blockPreviews[slug]}
          </Suspense>
        </LinkFollowed>
      </div>
      <p role="status" className="mt-3 min-h-6 text-sm text-pk-muted">
        {/* A new element per click, so following the same link twice is said twice. */}
        {followed && (
          <span key={followed.id}>
            In your app, this link goes to <code className={inlineCode}>{followed.href}</code>.
          </span>
        )}
      </p>
    </>
  );
}
