import { useLocation } from 'react-router-dom';
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
      <Link
        to="/home"
        className="mt-8 inline-flex min-h-11 items-center rounded-pk-pill bg-pk-primary px-6 text-sm font-semibold uppercase tracking-wider text-pk-primary-foreground shadow-pk-card hover:bg-pk-primary/90"
      >
        Back to the kit
      </Link>
    </section>
  );
}
