import { useId, useState, type ChangeEvent } from 'react';
import { FieldLabel } from '../../kit/input';
import type { StudioChoices } from '../../palette/studio';
import {
  importSummary,
  importTokens,
  maxImportBytes,
  type ImportFailure,
  type ImportResult,
} from '../../palette/tokens';
import { inlineCode } from '../shared/proseClasses';

/**
 * "Import tokens…": a design tokens file (DTCG: this studio's, or another tool's) or a shadcn/ui `globals.css`
 * read in the browser into the studio's choices. One polite status says what came in; what could not be read is
 * listed after it, by line or JSON path, with why.
 */
export function ThemeImport({ onImport }: { onImport: (choices: StudioChoices) => void }) {
  const id = useId();
  const hintId = useId();
  const [summary, setSummary] = useState('');
  const [result, setResult] = useState<ImportResult | ImportFailure | null>(null);

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied, so choosing the same file again (after fixing it) reads it again.
    input.value = '';
    if (!file) return;
    const outcome: ImportResult | ImportFailure =
      file.size > maxImportBytes
        ? { ok: false, error: 'The file is larger than 1 MB: a tokens file or a globals.css is far smaller.' }
        : importTokens(await file.text());
    if (outcome.ok) onImport(outcome.choices);
    setResult(outcome);
    setSummary(`${file.name}: ${importSummary(outcome)}`);
  };

  return (
    <div className="mt-6 max-w-3xl">
      <FieldLabel htmlFor={id}>Import tokens…</FieldLabel>
      <input
        id={id}
        type="file"
        accept=".json,.css,application/json,application/design-tokens+json,text/css"
        aria-describedby={hintId}
        onChange={(event) => void read(event)}
        className="pk-focus-ring block w-full max-w-full rounded-[4px] border border-pk-border-strong bg-pk-surface p-1.5 text-sm text-pk-ink file:me-3 file:cursor-pointer file:rounded-full file:border-2 file:border-solid file:border-pk-primary-edge file:bg-pk-surface file:px-4 file:py-1.5 file:text-sm file:font-semibold file:text-pk-primary-text"
      />
      <p id={hintId} className="mt-1.5 text-sm text-pk-muted">
        A design tokens file (DTCG, from this studio, Figma, Tokens Studio or Style Dictionary) or a shadcn/ui{' '}
        <code className={inlineCode}>globals.css</code>. It is read here; nothing leaves the browser.
      </p>
      <p role="status" className="mt-2 text-sm font-medium">
        {summary}
      </p>
      {result?.ok && result.problems.length > 0 && (
        <ul aria-label="What could not be read" className="mt-2 flex list-disc flex-col gap-1 ps-6 text-sm">
          {result.problems.map((problem) => (
            <li key={`${problem.where} ${problem.message}`} className="text-pk-danger-text">
              <span className="font-semibold">{problem.where}</span>:{' '}
              <code dir="ltr" className={`${inlineCode} break-all`}>
                {problem.text}
              </code>
              : {problem.message}
            </li>
          ))}
        </ul>
      )}
      {result?.ok && result.missing.length > 0 && (
        <ul
          aria-label="Not in the file"
          className="mt-2 flex list-disc flex-col gap-1 ps-6 text-sm text-pk-muted"
        >
          {result.missing.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
