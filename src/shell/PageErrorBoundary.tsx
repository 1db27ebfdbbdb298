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
        {/* Written out rather than the kit's Button: this page is in the entry chunk, where the Button (with
            class-variance-authority and tailwind-merge) would add 2 kB to the first paint of the routes that do not
            draw one. The classes are a solid primary button's and an outline default one's, tone and hover alike. */}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="pk-tone-primary pk-focus-ring inline-flex min-h-12 items-center rounded-pk-pill border-2 border-pk-tone-edge bg-pk-tone px-7 text-sm font-semibold uppercase tracking-wide text-pk-tone-foreground shadow-pk-card hover:bg-pk-tone-hover"
        >
          Reload the page
        </button>
        <Link
          to="/home"
          className="pk-tone-default pk-focus-ring inline-flex min-h-12 items-center rounded-pk-pill border-2 border-pk-tone-text px-7 text-sm font-semibold uppercase tracking-wide text-pk-tone-text hover:bg-pk-tone hover:text-pk-tone-foreground"
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
