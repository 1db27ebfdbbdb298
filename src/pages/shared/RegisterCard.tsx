import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../kit/button';
import { FieldLabel, Input } from '../../kit/input';
import { site } from '../../site';
import { SocialLinks } from './SocialLinks';

/**
 * Paper Kit's login-style register card. A demo: the form never submits anywhere, and says so politely when
 * someone tries.
 */
export function RegisterCard({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const id = useId();
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
  };
  return (
    <div
      data-surface="dark"
      className="mx-auto w-full max-w-sm rounded-pk-card bg-pk-hero/90 p-8 text-pk-hero-ink shadow-pk-raised backdrop-blur"
    >
      <Heading id={`${id}-title`} className="text-center text-3xl font-bold">
        Welcome
      </Heading>
      <p className="mt-2 text-center text-sm">Sign up with a network, or with your email.</p>
      <div className="mt-6 flex justify-center">
        <SocialLinks />
      </div>
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
          {tried ? 'This is a demo: nothing was sent, and no account was made.' : ''}
        </p>
      </form>
      <p className="text-center">
        <Button asChild variant="link" color="neutral">
          <a href={site.passwordHelpHref}>Forgot password?</a>
        </Button>
      </p>
    </div>
  );
}
