import { useMemo, type ReactNode } from 'react';
import { CopyButton } from '../shared/Copyable';
import { ScrollRegion } from './ScrollRegion';

/** One class per kind in `scripts/source-highlight.ts`'s `tokenKinds`, in the same order. */
const tokenClasses = [
  'text-pk-code-comment italic',
  'text-pk-code-keyword',
  'text-pk-code-string',
  'text-pk-code-number',
  'text-pk-code-type',
  'text-pk-code-tag',
  'text-pk-code-attribute',
];

/** The file's text with its highlighted stretches wrapped in coloured spans; the text itself is untouched. */
function highlighted(text: string, spans: readonly number[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (let index = 0; index + 2 < spans.length; index += 3) {
    const start = spans[index] ?? 0;
    const end = start + (spans[index + 1] ?? 0);
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <span key={start} className={tokenClasses[spans[index + 2] ?? -1]}>
        {text.slice(start, end)}
      </span>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

interface SourceListingProps {
  /** Where the file lives in this project, such as `src/kit/slider.tsx`. */
  path: string;
  text: string;
  spans: readonly number[];
}

/** A file's source, highlighted, in a box that scrolls, with a button that copies all of it. */
export function SourceListing({ path, text, spans }: SourceListingProps) {
  const file = path.replace(/^.*\//, '');
  const parts = useMemo(() => highlighted(text, spans), [text, spans]);
  const lines = useMemo(() => text.split('\n').length - (text.endsWith('\n') ? 1 : 0), [text]);
  return (
    <div className="overflow-hidden rounded-pk-card border border-pk-border bg-pk-code-bg">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-pk-border px-4 py-3">
        <p className="text-sm">
          <code className="font-semibold text-pk-code-ink">{path}</code>{' '}
          <span className="text-pk-muted">· {lines} lines</span>
        </p>
        <CopyButton text={text} label={file}>
          Copy <span className="sr-only">{file}</span>
        </CopyButton>
      </div>
      <ScrollRegion label={`Source of ${file}`} className="max-h-[36rem] focus-visible:-outline-offset-3">
        {/* Code reads left to right on a right-to-left page too. */}
        <div dir="ltr" className="flex w-max min-w-full font-mono text-[0.8125rem] leading-relaxed">
          {/* Line numbers for reading along; hidden from screen readers and left out of any selection or copy. */}
          <div
            aria-hidden="true"
            className="sticky start-0 select-none whitespace-pre border-e border-pk-border bg-pk-code-bg py-4 ps-4 pe-3 text-end text-pk-code-comment"
          >
            {Array.from({ length: lines }, (_, index) => index + 1).join('\n')}
          </div>
          <pre data-slot="source" className="flex-1 py-4 ps-4 pe-6 text-pk-code-ink">
            <code>{parts}</code>
          </pre>
        </div>
      </ScrollRegion>
    </div>
  );
}
