import { Component, type ReactNode } from 'react';
import { Button } from '../kit/button';
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
        <Button
          color="primary"
          shape="round"
          size="lg"
          className="shadow-pk-card"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </Button>
        <Button asChild variant="outline" shape="round" size="lg">
          <Link to="/home">Back to the kit</Link>
        </Button>
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
