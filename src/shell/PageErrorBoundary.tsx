import { Component, type ReactNode } from 'react';
import { Link } from './SiteLink';
import { usePageTitle } from './pageTitle';

interface PageErrorBoundaryProps {
  /** The page's address: a new address tries again, so the next page is not stuck behind the last one's error. */
  at: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  error: Error | null;
  at: string;
}

/** What shows instead of a page that failed; the title and the announcement say so too. */
function PageFailed() {
  usePageTitle('Page did not load');
  return (
    <section className="mx-auto flex min-h-[80vh] max-w-3xl flex-col items-center justify-center px-4 pb-24 pt-32 text-center">
      <h1 className="text-4xl font-bold tracking-tight">This page did not load</h1>
      <p className="mt-4 max-w-xl text-pk-muted">
        The connection may have dropped, or the site may have been updated since this tab opened. Reloading
        fetches it again.
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center rounded-pk-pill border border-pk-primary-edge bg-pk-primary px-6 text-sm font-semibold uppercase tracking-wider text-pk-primary-foreground shadow-pk-card hover:bg-pk-primary/90"
        >
          Reload the page
        </button>
        <Link
          to="/home"
          className="inline-flex min-h-11 items-center rounded-pk-pill border border-pk-border-strong px-6 text-sm font-semibold uppercase tracking-wider text-pk-ink hover:bg-pk-surface-muted"
        >
          Back to the kit
        </Link>
      </div>
    </section>
  );
}

/**
 * A page that fails to load or to render (its chunk did not arrive, or the site was deployed again since this tab
 * opened) says so, inside the shell, with a way to reload and a way home, instead of emptying the whole screen.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  state: PageErrorBoundaryState = { error: null, at: this.props.at };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.at === state.at ? null : { error: null, at: props.at };
  }

  render() {
    return this.state.error ? <PageFailed /> : this.props.children;
  }
}
