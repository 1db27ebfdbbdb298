import type { ComponentProps, ComponentType } from 'react';
import { Button } from '../../kit/button';
import { SignUpBackdrop, SignUpCard, type SignUpCardProps } from '../sign-up-card/sign-up-card';

export interface RegisterCardProps extends Omit<SignUpCardProps, 'headingLevel' | 'className' | 'title'> {
  /**
   * The card's heading, which also names its form.
   * @defaultValue 'Create an account'
   */
  title?: string;
  /**
   * The section's name, for the landmark a screen reader lists.
   * @defaultValue 'Register'
   */
  label?: string;
  /**
   * Where the whole sign-up page is, linked under the card.
   * @defaultValue '/sign-up'
   */
  signUpHref?: string;
  /**
   * What that link says.
   * @defaultValue 'Open the full sign-up page'
   */
  signUpLabel?: string;
  /**
   * What draws the link: an `<a>` by default, or your router's link that takes `href` (Next.js's `Link`).
   * @defaultValue 'a'
   */
  linkComponent?: ComponentType<ComponentProps<'a'> & { href: string }> | 'a';
}

/**
 * A band of a longer page that invites the visitor to register: the sign-up card on its dark backdrop, and a link
 * to the whole sign-up page.
 *
 * @remarks The band is a `<section>` named by `label` ("Register"), so a screen reader lists it among the page's
 * landmarks. Inside it, the card's heading is an `h2` under your page's `h1`; the card behaves as the sign-up card
 * does, its form named by that heading and its outcome read once by a polite status. It takes every prop of the
 * sign-up card but the heading level.
 *
 * The link under the card says where it goes on its own ("Open the full sign-up page"). The lit backdrop is a
 * background, with nothing for a screen reader to read.
 */
export function RegisterCard({
  label = 'Register',
  // Not the sign-up card's "Welcome": a page may show both, and two forms of the same name confuse.
  title = 'Create an account',
  signUpHref = '/sign-up',
  signUpLabel = 'Open the full sign-up page',
  linkComponent: SignUpLink = 'a',
  ...card
}: RegisterCardProps) {
  return (
    <section aria-label={label}>
      <SignUpBackdrop className="py-20">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4">
          <SignUpCard title={title} {...card} />
          <Button asChild variant="link" color="neutral">
            <SignUpLink href={signUpHref}>{signUpLabel}</SignUpLink>
          </Button>
        </div>
      </SignUpBackdrop>
    </section>
  );
}
