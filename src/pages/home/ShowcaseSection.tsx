import type { ReactNode } from 'react';
import { SkippableSection } from '../shared/SkippableSection';

interface ShowcaseSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Alternate sections sit on the muted surface, as Paper Kit's bands do. */
  tone?: 'paper' | 'muted';
}

/**
 * One band of the showcase: an `h2`, a line on what it shows, then the demos. Far from the screen, behind a layer or
 * during a theme switch, the browser may skip drawing it (`SkippableSection`).
 */
export function ShowcaseSection({ id, title, description, children, tone = 'paper' }: ShowcaseSectionProps) {
  return (
    <SkippableSection
      aria-labelledby={`${id}-title`}
      className={tone === 'muted' ? 'bg-pk-surface-muted py-16' : 'bg-pk-paper py-16'}
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {description && <p className="mt-2 max-w-2xl text-pk-muted">{description}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </SkippableSection>
  );
}

/** A titled group inside a section (Paper Kit's "Pick your style"). */
export function ShowcaseGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-sm font-bold uppercase tracking-wider text-pk-muted">{title}</h3>
      {children}
    </div>
  );
}
