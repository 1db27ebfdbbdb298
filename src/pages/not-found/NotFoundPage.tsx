import { useLocation } from 'react-router-dom';
import { Button } from '../../kit/button';
import { Link } from '../../shell/SiteLink';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex min-h-[80vh] max-w-3xl flex-col items-center justify-center px-4 pb-24 pt-32 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-pk-primary-text">Error 404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-4 max-w-xl text-pk-muted">
        There is no page at{' '}
        <code className="rounded bg-pk-surface-muted px-1.5 py-0.5 text-pk-ink">{pathname}</code>. It may have
        moved, or the address may be mistyped.
      </p>
      <Button asChild color="primary" shape="round" size="lg" className="mt-8 shadow-pk-card">
        <Link to="/home">Back to the kit</Link>
      </Button>
    </section>
  );
}
