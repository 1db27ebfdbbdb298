'use client';

import { AtSign, GitFork, MessageCircle, type LucideIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, buttonVariants } from '../../kit/button';
import { cn } from '../../kit/cn';
import { FieldLabel, Input } from '../../kit/input';

/** One icon link of the card: its name (what a screen reader says), where it goes and its icon. */
export interface SignUpSocialLink {
  /** The link's only name: say where it leads ("Sign up with GitHub"). */
  label: string;
  /** Where it goes; an address on another site opens in a new tab. */
  href: string;
  /** A lucide-react icon, drawn decorative. */
  icon: LucideIcon;
}

/** What the visitor typed, handed to `onRegister`. */
export interface SignUpDetails {
  /** The Email field, as typed: check it before you use it. */
  email: string;
  /** The Password field. */
  password: string;
}

export interface SignUpCardProps {
  /**
   * `h1` when the card is the page, `h2` when it is a section of one.
   * @defaultValue 'h2'
   */
  headingLevel?: 'h1' | 'h2';
  /**
   * The card's heading, which also names the form.
   * @defaultValue 'Welcome'
   */
  title?: string;
  /**
   * The line under the heading.
   * @defaultValue 'Sign up with a network, or with your email.'
   */
  intro?: ReactNode;
  /** The icon links above the form, each named by its `label`; by default, three sample links. */
  socialLinks?: readonly SignUpSocialLink[];
  /**
   * Where the Forgot password link goes.
   * @defaultValue 'mailto:hello@example.com?subject=Password%20help'
   */
  forgotPasswordHref?: string;
  /**
   * Called with the email and password when the form is sent. What it returns (or resolves to) is announced under
   * the button: say what happened. By default it sends nothing and says so.
   */
  onRegister?: (details: SignUpDetails) => string | undefined | Promise<string | undefined>;
  /** More classes for the card, such as its width on your page. */
  className?: string;
}

const sampleSocialLinks: readonly SignUpSocialLink[] = [
  { label: 'Sign up with GitHub', href: 'https://github.com/signup', icon: GitFork },
  { label: 'Sign up with Mastodon', href: 'https://joinmastodon.org/', icon: MessageCircle },
  { label: 'Sign up by email', href: 'mailto:hello@example.com?subject=Sign%20me%20up', icon: AtSign },
];

const sayNothingWasSent = () => 'This is a demo: nothing was sent, and no account was made.';

/**
 * A login-style sign-up card on a dark surface: a welcome, three social icon links, email and password fields, a
 * Register button and a Forgot password link.
 *
 * @remarks The heading (an `h2`, or the `h1` with `headingLevel="h1"` when the card is the page) also names the
 * form, so a screen reader lists a form called "Welcome". Each field is named by its visible label and says what to
 * autofill (`email`, `new-password`); the placeholders are only examples.
 *
 * The icon links have no text: each needs a `label`, its only name ("Sign up with GitHub"), and the icons are
 * hidden. A link to another site opens in a new tab and is described as "Opens in a new tab", so nobody is surprised
 * by it.
 *
 * What `onRegister` returns is written in a polite status under the button, which a screen reader says once, without
 * moving focus. The sample says that nothing was sent.
 */
export function SignUpCard({
  headingLevel: Heading = 'h2',
  title = 'Welcome',
  intro = 'Sign up with a network, or with your email.',
  socialLinks = sampleSocialLinks,
  forgotPasswordHref = 'mailto:hello@example.com?subject=Password%20help',
  onRegister = sayNothingWasSent,
  className,
}: SignUpCardProps) {
  const id = useId();
  const [status, setStatus] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const details = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    void Promise.resolve(onRegister(details)).then((message) => setStatus(message ?? ''));
  };
  return (
    <div
      data-surface="dark"
      className={cn(
        'mx-auto w-full max-w-sm rounded-pk-card bg-pk-hero/90 p-8 text-pk-hero-ink shadow-pk-raised backdrop-blur',
        className,
      )}
    >
      <Heading id={`${id}-title`} className="text-center text-3xl font-bold">
        {title}
      </Heading>
      <p className="mt-2 text-center text-sm">{intro}</p>
      <ul className="mt-6 flex justify-center gap-3">
        {socialLinks.map(({ label, href, icon: Icon }) => (
          <li key={label}>
            <a
              href={href}
              aria-label={label}
              className={buttonVariants({
                color: 'neutral',
                variant: 'outline',
                shape: 'round',
                iconOnly: true,
              })}
              {...(href.startsWith('http')
                ? { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': `${id}-new-tab` }
                : {})}
            >
              <Icon aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
      {/* Hidden, yet still read as the description of the links that point at it. */}
      <span id={`${id}-new-tab`} hidden>
        Opens in a new tab
      </span>
      <form aria-labelledby={`${id}-title`} onSubmit={submit} className="mt-6 flex flex-col gap-4" noValidate>
        <div>
          <FieldLabel htmlFor={`${id}-email`}>Email</FieldLabel>
          <Input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-password`}>Password</FieldLabel>
          <Input
            id={`${id}-password`}
            type="password"
            name="password"
            autoComplete="new-password"
            placeholder="Password"
          />
        </div>
        <Button type="submit" color="danger" shape="round" block size="lg">
          Register
        </Button>
        <p role="status" className="min-h-5 text-center text-sm">
          {status}
        </p>
      </form>
      <p className="text-center">
        <Button asChild variant="link" color="neutral">
          <a href={forgotPasswordHref}>Forgot password?</a>
        </Button>
      </p>
    </div>
  );
}

/** The dark, softly lit surface the card sits on: a whole sign-up page, or a band across a longer one. */
export function SignUpBackdrop({
  className,
  children,
}: {
  /** Its size and spacing on your page (`min-h-svh` for a whole page, `py-20` for a band). */
  className?: string;
  /** What sits on it: the card, and anything under it. */
  children: ReactNode;
}) {
  return (
    <div
      data-surface="dark"
      className={cn(
        'bg-pk-hero bg-[radial-gradient(circle_at_20%_20%,rgb(81_203_206/0.25),transparent_45%),radial-gradient(circle_at_85%_80%,rgb(245_89_61/0.22),transparent_40%)]',
        className,
      )}
    >
      {children}
    </div>
  );
}
