import { Link } from 'react-router-dom';
import { Button } from '../../kit/button';
import { RegisterCard } from '../shared/RegisterCard';

export function RegisterSection() {
  return (
    <section
      aria-label="Register"
      data-surface="dark"
      className="bg-hero bg-[radial-gradient(circle_at_20%_20%,rgb(81_203_206/0.25),transparent_45%),radial-gradient(circle_at_85%_80%,rgb(245_89_61/0.22),transparent_40%)] py-20"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4">
        <RegisterCard />
        <Button asChild variant="link" color="neutral">
          <Link to="/signup">Open the full sign-up page</Link>
        </Button>
      </div>
    </section>
  );
}
