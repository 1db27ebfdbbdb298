import { Button } from '../../kit/button';
import { Link } from '../../shell/SiteLink';
import { RegisterBackdrop } from '../shared/RegisterBackdrop';
import { RegisterCard } from '../shared/RegisterCard';

/** The example registration page: the Welcome card alone on a full-page backdrop (this route has no footer). */
export function SignupPage() {
  return (
    <RegisterBackdrop className="flex min-h-svh flex-col items-center justify-center gap-6 px-4 pb-12 pt-24">
      <RegisterCard headingLevel="h1" />
      <p className="max-w-sm text-center text-sm">
        A demo page: no account is made and nothing leaves your browser.{' '}
        <Button asChild variant="link" color="neutral" size="sm" className="px-0 normal-case">
          <Link to="/home">Back to the kit</Link>
        </Button>
      </p>
    </RegisterBackdrop>
  );
}
