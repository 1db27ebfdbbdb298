import { Button } from '../../kit/button';
import { Link } from '../../shell/SiteLink';
import { RegisterBackdrop } from '../shared/RegisterBackdrop';
import { RegisterCard } from '../shared/RegisterCard';

export function RegisterSection() {
  return (
    <section aria-label="Register">
      <RegisterBackdrop className="py-20">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4">
          <RegisterCard />
          <Button asChild variant="link" color="neutral">
            <Link to="/signup">Open the full sign-up page</Link>
          </Button>
        </div>
      </RegisterBackdrop>
    </section>
  );
}
