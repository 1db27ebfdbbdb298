import type { ReactNode } from 'react';
import { Link } from '../shell/hashRouter';

interface PagePlaceholderProps {
  title: string;
  lead: string;
  /** A dark hero at the top (where the navbar floats over artwork) or the plain paper. */
  surface: 'dark' | 'light';
  children?: ReactNode;
}

/** A page's frame until its content is built: its one `h1`, a lead, and room to scroll. */
export function PagePlaceholder({ title, lead, surface, children }: PagePlaceholderProps) {
  const heading = (
    <div className="mx-auto w-full max-w-6xl px-4">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg">{lead}</p>
    </div>
  );
  return (
    <>
      {surface === 'dark' ? (
        <section data-surface="dark" className="flex min-h-[26rem] items-end bg-hero pb-16 pt-32">
          {heading}
        </section>
      ) : (
        <section className="pb-8 pt-32">{heading}</section>
      )}
      <section className="mx-auto min-h-[80vh] max-w-6xl px-4 py-16">
        {children ?? (
          <p className="max-w-2xl text-muted">
            This page is on its way. Meanwhile, the{' '}
            <Link to="/home" className="font-semibold text-primary-text underline underline-offset-4">
              component showcase
            </Link>{' '}
            is the place to start.
          </p>
        )}
      </section>
    </>
  );
}
