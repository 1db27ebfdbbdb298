import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../kit/cn';
import { observeSkippableSection } from '../../shell/skippedSections';

/**
 * A `<section>` of a long page that the browser may skip drawing (`content-visibility: auto`) while it is more than
 * half a screen away and out of a reader's reach: behind a modal layer, or for the frames of a theme switch
 * (`src/shell/skippedSections.ts`). At rest every section is drawn, so the whole page is in the accessibility tree
 * whenever it is built. `contain-intrinsic-size: auto` makes the browser remember each section's height as it is
 * drawn, so a skipped section keeps it: the page keeps its length and nothing moves as the section comes back.
 */
export function SkippableSection({ className, ...props }: ComponentProps<'section'>) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => (ref.current ? observeSkippableSection(ref.current) : undefined), []);
  return <section ref={ref} className={cn('[contain-intrinsic-size:auto_none]', className)} {...props} />;
}
