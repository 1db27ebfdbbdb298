import { Check, Copy } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../kit/button';
import { cn } from '../../kit/cn';
import { codeBlock } from './proseClasses';
import { useCopy } from './useCopy';

interface CopyButtonProps {
  /** What to copy: the text, or a function that starts loading it when the button is pressed. */
  text: string | (() => Promise<string>);
  /** What is copied, for the button's name and the announcement: `slider.tsx`, "the install command". */
  label: string;
  children: ReactNode;
  className?: string;
  /** What pressing it does, where its name is short: shown beside it, and its accessible description. */
  description?: string;
  /** What the notice offers when the browser refuses the clipboard; by default, to select the text and copy it. */
  byHand?: ReactNode;
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

/**
 * A Copy button with its own polite status: "Copied …", or, when the text could not be loaded or the browser
 * refuses, what to do instead.
 */
export function CopyButton({ text, label, children, className, description, byHand }: CopyButtonProps) {
  const { outcome, copy } = useCopy(4000);
  const descriptionId = useId();
  let notice: ReactNode = null;
  if (outcome?.copied) notice = <>Copied {outcome.label}</>;
  else if (outcome?.failure === 'load')
    notice = <>Could not load {outcome.label}: check the connection, then try again.</>;
  else if (outcome)
    notice = byHand ?? 'This browser does not allow copying here: select the text and copy it.';
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <Button
        size="sm"
        shape="round"
        color="primary"
        variant="outline"
        aria-describedby={description ? descriptionId : undefined}
        // Text still to load is asked for here, in the press itself (see useCopy).
        onClick={() => void copy(typeof text === 'string' ? text : text(), label)}
      >
        {outcome?.copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {children}
      </Button>
      {description && (
        <p id={descriptionId} className="text-sm text-pk-muted">
          {description}
        </p>
      )}
      <p
        role="status"
        className={cn('text-sm', outcome?.copied === false ? 'text-pk-danger-text' : 'text-pk-muted')}
      >
        {/* A new element per press, so copying the same thing twice is said twice. */}
        {outcome && <span key={outcome.id}>{notice}</span>}
      </p>
    </div>
  );
}
