import { useCallback, useEffect, useRef, useState } from 'react';

/** The outcome of one press of a copy button: the text reached the clipboard, or the browser refused. */
export interface CopyOutcome {
  /** Counts the presses, so copying the same thing twice still announces twice. */
  id: number;
  /** What was copied, in words for the announcement (an icon's name, a file's name). */
  label: string;
  copied: boolean;
  /** Why it was not copied: the text to copy could not be loaded, or the browser refused the clipboard. */
  failure?: 'load' | 'clipboard';
}

type Written = { copied: true } | { copied: false; failure: 'load' | 'clipboard' };

/**
 * Writes text to the clipboard: text at hand, or text still loading (a page's Markdown). Text still loading goes in
 * a `ClipboardItem` that waits for it, so the clipboard is asked while the press that wants it is still going on:
 * Safari refuses a write that starts once the text has arrived.
 */
async function writeToClipboard(text: string | Promise<string>): Promise<Written> {
  // Absent outside secure contexts and in some embedded browsers, whatever the DOM types say.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (typeof text !== 'string') {
    let loaded = true;
    const arriving = text.catch((error: unknown) => {
      loaded = false;
      throw error;
    });
    if (clipboard?.write && typeof ClipboardItem !== 'undefined') {
      const blob = arriving.then((value) => new Blob([value], { type: 'text/plain' }));
      // The write reports a failure to load; this only keeps a refusal that came first from leaving it unhandled.
      blob.catch(() => undefined);
      try {
        await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
        return { copied: true };
      } catch {
        return { copied: false, failure: loaded ? 'clipboard' : 'load' };
      }
    }
    try {
      text = await arriving;
    } catch {
      return { copied: false, failure: 'load' };
    }
  }
  try {
    if (!clipboard) return { copied: false, failure: 'clipboard' };
    await clipboard.writeText(text);
    return { copied: true };
  } catch {
    return { copied: false, failure: 'clipboard' };
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

  /** Copies `text`, or the text a promise brings (start loading it in the press's own handler). */
  const copy = useCallback(async (text: string | Promise<string>, label?: string) => {
    presses.current += 1;
    const id = presses.current;
    const written = await writeToClipboard(text);
    // A slow, older press must not overwrite the outcome of a newer one.
    if (id === presses.current)
      setOutcome({ id, label: label ?? (typeof text === 'string' ? text : ''), ...written });
  }, []);

  const dismiss = useCallback(() => setOutcome(null), []);

  return { outcome, copy, dismiss };
}
