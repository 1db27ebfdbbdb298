import type { ReactNode } from 'react';
import { cn } from '../../kit/cn';

/** The dark, softly lit backdrop the register card sits on, on the home page and the sign-up page. */
export function RegisterBackdrop({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      data-surface="dark"
      className={cn(
        'bg-pk-hero bg-[radial-gradient(circle_at_20%_20%,rgb(81_203_206/0.25),transparent_45%),radial-gradient(circle_at_85%_80%,rgb(245_89_61/0.22),transparent_40%)]',
        className,
      )}
    >
      {children}
    </div>
  );
}
