import { Check, ClipboardX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../kit/button';
import { cn } from '../../kit/cn';

/** The outcome of one press of an icon: its name reached the clipboard, or the browser refused. */
export interface CopyOutcome {
  /** Counts the presses, so pressing the same icon twice still announces twice. */
  id: number;
  name: string;
  copied: boolean;
}

/** How long "Copied NAME" stays on screen. A refusal stays until dismissed: its name may need copying by hand. */
const copiedNoticeMs = 5000;

async function writeToClipboard(text: string): Promise<boolean> {
  try {
    // Absent outside secure contexts and in some embedded browsers, whatever the DOM types say.
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies an icon's name and keeps the latest outcome, for the notice. */
export function useCopyName() {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const presses = useRef(0);

  useEffect(() => {
    if (!outcome?.copied) return;
    const timer = window.setTimeout(
      () => setOutcome((current) => (current === outcome ? null : current)),
      copiedNoticeMs,
    );
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copyName = useCallback(async (name: string) => {
    presses.current += 1;
    const id = presses.current;
    const copied = await writeToClipboard(name);
    // A slow, older press must not overwrite the outcome of a newer one.
    if (id === presses.current) setOutcome({ id, name, copied });
  }, []);

  const dismiss = useCallback(() => setOutcome(null), []);

  return { outcome, copyName, dismiss };
}

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
            'rounded-pill border border-border-strong bg-hero px-5 py-3 text-hero-ink shadow-raised',
          failed && 'flex-wrap rounded-card border border-danger-text bg-danger-soft px-5 py-4 shadow-raised',
        )}
      >
        {outcome?.copied && <Check aria-hidden="true" className="size-5 shrink-0" />}
        {failed && <ClipboardX aria-hidden="true" className="size-5 shrink-0 text-danger-text" />}
        <p role="status" className={cn('text-sm font-semibold', failed && 'min-w-0 flex-1 text-danger-text')}>
          {outcome &&
            (outcome.copied ? (
              <span key={outcome.id}>Copied {outcome.name}</span>
            ) : (
              <span key={outcome.id}>
                This browser does not allow copying here. Select the name to copy it by hand:{' '}
                <code className="select-all whitespace-nowrap rounded bg-surface px-1.5 py-0.5 text-ink">
                  {outcome.name}
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
