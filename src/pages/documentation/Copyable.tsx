import { Check, Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../kit/button';
import { cn } from '../../kit/cn';
import { useCopy } from '../shared/useCopy';
import { codeBlock } from './docClasses';

interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's name and the announcement: `slider.tsx`, "the install command". */
  label: string;
  children: ReactNode;
  className?: string;
}

/** A few lines to type (a command, a config entry) with a Copy button under them. */
export function CopyableCode({ code, label }: { code: string; label: string }) {
  return (
    <div className="rounded-pk-card border border-pk-border bg-pk-code-bg">
      <pre dir="ltr" className={codeBlock}>
        <code>{code}</code>
      </pre>
      <CopyButton text={code} label={label} className="border-t border-pk-border px-4 py-2">
        Copy <span className="sr-only">{label}</span>
      </CopyButton>
    </div>
  );
}

/** A Copy button with its own polite status: "Copied …", or how to copy by hand when the browser refuses. */
export function CopyButton({ text, label, children, className }: CopyButtonProps) {
  const { outcome, copy } = useCopy(4000);
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <Button
        size="sm"
        shape="round"
        color="primary"
        variant="outline"
        onClick={() => void copy(text, label)}
      >
        {outcome?.copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {children}
      </Button>
      <p
        role="status"
        className={cn('text-sm', outcome?.copied === false ? 'text-pk-danger-text' : 'text-pk-muted')}
      >
        {outcome &&
          (outcome.copied ? (
            <span key={outcome.id}>Copied {outcome.label}</span>
          ) : (
            <span key={outcome.id}>
              This browser does not allow copying here: select the text and copy it.
            </span>
          ))}
      </p>
    </div>
  );
}
