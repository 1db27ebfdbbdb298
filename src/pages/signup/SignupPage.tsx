import { SignUpBackdrop, SignUpCard } from '../../blocks/sign-up-card/sign-up-card';
import { passwordHelpHref, siteSocialLinks } from '../../content/social';
import { Button } from '../../kit/button';
import { Link } from '../../shell/SiteLink';

/** The example registration page: the Welcome card alone on a full-page backdrop (this route has no footer). */
export function SignupPage() {
  return (
    <SignUpBackdrop className="flex min-h-svh flex-col items-center justify-center gap-6 px-4 pb-12 pt-24">
      <SignUpCard headingLevel="h1" socialLinks={siteSocialLinks} forgotPasswordHref={passwordHelpHref} />
      <p className="max-w-sm text-center text-sm">
        A demo page: no account is made and nothing leaves your browser.{' '}
        {/* In a sentence a link is underlined, so colour is not its only sign (WCAG 1.4.1, failure F73). */}
        <Button asChild variant="link" color="neutral" size="sm" className="px-0 normal-case underline">
          <Link to="/home">Back to the kit</Link>
        </Button>
      </p>
    </SignUpBackdrop>
  );
}
