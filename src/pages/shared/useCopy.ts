import { useCallback, useEffect, useRef, useState } from 'react';

/** The outcome of one press of a copy button: the text reached the clipboard, or the browser refused. */
export interface CopyOutcome {
  /** Counts the presses, so copying the same thing twice still announces twice. */
  id: number;
  /** What was copied, in words for the announcement (an icon's name, a file's name). */
  label: string;
  copied: boolean;
}

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

/**
 * Copies text to the clipboard and keeps the latest outcome for a notice. A success clears itself after
 * `clearAfterMs`; a refusal stays until dismissed, since the text may then need copying by hand.
 */
export function useCopy(clearAfterMs = 5000) {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const presses = useRef(0);

  useEffect(() => {
    if (!outcome?.copied) return;
    const timer = window.setTimeout(
      () => setOutcome((current) => (current === outcome ? null : current)),
      clearAfterMs,
    );
    return () => window.clearTimeout(timer);
  }, [outcome, clearAfterMs]);

  const copy = useCallback(async (text: string, label: string = text) => {
    presses.current += 1;
    const id = presses.current;
    const copied = await writeToClipboard(text);
    // A slow, older press must not overwrite the outcome of a newer one.
    if (id === presses.current) setOutcome({ id, label, copied });
  }, []);

  const dismiss = useCallback(() => setOutcome(null), []);

  return { outcome, copy, dismiss };
}
