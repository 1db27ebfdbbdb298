import { Check, ClipboardX } from 'lucide-react';
import { Button } from '../../kit/button';
import { cn } from '../../kit/cn';
import type { CopyOutcome } from '../shared/useCopy';

interface CopyNoticeProps {
  outcome: CopyOutcome | null;
  onDismiss: () => void;
}

/**
 * A notice pinned to the bottom of the screen, where it is seen wherever the pressed icon was. Its status element
 * is always in the page, so screen readers announce each new outcome politely.
 */
export function CopyNotice({ outcome, onDismiss }: CopyNoticeProps) {
  const failed = outcome !== null && !outcome.copied;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-6 z-40 flex justify-center px-4">
      <div
        data-surface={outcome?.copied ? 'dark' : undefined}
        className={cn(
          'pointer-events-auto flex max-w-lg items-center gap-3',
          outcome?.copied &&
            'rounded-pk-pill border border-pk-border-strong bg-pk-hero px-5 py-3 text-pk-hero-ink shadow-pk-raised',
          failed &&
            'flex-wrap rounded-pk-card border border-pk-danger-text bg-pk-danger-soft px-5 py-4 shadow-pk-raised',
        )}
      >
        {outcome?.copied && <Check aria-hidden="true" className="size-5 shrink-0" />}
        {failed && <ClipboardX aria-hidden="true" className="size-5 shrink-0 text-pk-danger-text" />}
        <p
          role="status"
          className={cn('text-sm font-semibold', failed && 'min-w-0 flex-1 text-pk-danger-text')}
        >
          {outcome &&
            (outcome.copied ? (
              <span key={outcome.id}>Copied {outcome.label}</span>
            ) : (
              <span key={outcome.id}>
                This browser does not allow copying here. Select the name to copy it by hand:{' '}
                <code className="select-all whitespace-nowrap rounded bg-pk-surface px-1.5 py-0.5 text-pk-ink">
                  {outcome.label}
                </code>
              </span>
            ))}
        </p>
        {failed && (
          <Button color="danger" variant="outline" shape="round" size="sm" onClick={onDismiss}>
            Dismiss
          </Button>
        )}
      </div>
    </div>
  );
}
