import { Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../kit/button';
import type { SolvedTheme } from '../../palette/solve';
import type { StudioChoices } from '../../palette/studio';
import { dtcgTokens, tailwindTheme, tokensFileName } from '../../palette/tokens';
import { CopyButton, CopyableCode } from '../shared/Copyable';
import { codeBlock, inlineCode } from '../shared/proseClasses';

/** How much of the tokens file the studio shows. */
const excerptLines = 30;

/** The first lines of the tokens file, worked out only once the visitor asks to see them. */
function TokensExcerpt({ choices }: { choices: StudioChoices }) {
  const file = useMemo(() => dtcgTokens(choices), [choices]);
  const lines = file.split('\n');
  return (
    <div className="mt-4 rounded-pk-card border border-pk-border bg-pk-code-bg">
      <pre dir="ltr" className={codeBlock}>
        <code>{lines.slice(0, excerptLines).join('\n')}</code>
      </pre>
      <p className="border-t border-pk-border px-4 py-2 text-sm text-pk-muted">
        The first {excerptLines} of {lines.length - 1} lines.
      </p>
      <CopyButton text={file} label="the whole tokens file" className="border-t border-pk-border px-4 py-2">
        Copy <span className="sr-only">the whole tokens file</span>
      </CopyButton>
    </div>
  );
}

/** The theme as a DTCG tokens file (download, and an excerpt on asking), and as a Tailwind v4 theme. */
export function TokensExport({
  choices,
  solved,
  radius,
}: {
  choices: StudioChoices;
  solved: SolvedTheme;
  radius: number;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(
      new Blob([dtcgTokens(choices)], { type: 'application/design-tokens+json' }),
    );
    link.download = tokensFileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  };
  return (
    <>
      <h3 className="mt-8 text-lg font-bold">As design tokens (DTCG)</h3>
      <p className="mt-2 max-w-3xl">
        Every colour in light and dark, the card radius, and each pair&rsquo;s contrast target and measured
        ratio, as a Design Tokens Community Group file (Format Module 2025.10),{' '}
        <code className={inlineCode}>{tokensFileName}</code>, for Figma, Tokens Studio, Style Dictionary or
        Terrazzo. Import it here to come back to this theme.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button color="primary" shape="round" onClick={download}>
          <Download aria-hidden="true" />
          Download the tokens file
        </Button>
        <Button
          color="primary"
          variant="outline"
          shape="round"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : 'Show'} the tokens file
        </Button>
      </div>
      <div id={id}>{open && <TokensExcerpt choices={choices} />}</div>
      <h3 className="mt-8 text-lg font-bold">As a Tailwind v4 theme</h3>
      <p className="mt-2 max-w-3xl">
        For an app on Tailwind CSS 4: after{' '}
        <code className={inlineCode}>@import &quot;tailwindcss&quot;</code>, it gives{' '}
        <code className={inlineCode}>bg-pk-paper</code>,{' '}
        <code className={inlineCode}>text-pk-primary-text</code>,{' '}
        <code className={inlineCode}>rounded-pk-card</code> and the rest, light by default and dark under{' '}
        <code className={inlineCode}>.dark</code>.
      </p>
      <div className="mt-4">
        <CopyableCode code={tailwindTheme(solved, radius)} label="the Tailwind v4 theme" />
      </div>
    </>
  );
}
