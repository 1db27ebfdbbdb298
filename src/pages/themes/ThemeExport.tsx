import { Download } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { paletteVariables } from '../../design-tokens';
import { Button } from '../../kit/button';
import type { SolvedTheme } from '../../palette/solve';
import { formatRatio } from '../../palette/contrast';
import { evaluateShadcnPairs, shadcnCss, shadcnTheme } from '../../palette/shadcn';
import { themeCss, type StudioChoices } from '../../palette/studio';
import { CopyableCode } from '../shared/Copyable';
import { inlineCode } from '../shared/proseClasses';
import { TokensExport } from './ThemeTokensExport';

/** The file a download writes, and what the command installing it names. */
export const themeFileName = 'paper-kit-brand-theme.json';

/** What the registry's theme item holds that the studio changes: its colours and its card radius. */
interface ThemeItem {
  title: string;
  description: string;
  cssVars: { theme: Record<string, string>; light: Record<string, string>; dark: Record<string, string> };
}

/**
 * The kit's own theme item (`r/theme.json`, as the build writes it), with the solved colours and the radius in
 * place of Paper Kit's: everything else (the tone classes, the focus ring, the font) stays the kit's, so the CLI
 * installs it in place of the kit's theme.
 */
export async function brandThemeItem(solved: SolvedTheme, radius: number): Promise<string> {
  const response = await fetch('./r/theme.json');
  if (!response.ok) {
    throw new Error(
      `r/theme.json answered ${response.status}: the registry is written by the build (npm run build).`,
    );
  }
  const item = (await response.json()) as ThemeItem;
  item.title = 'Paper Kit A11y theme, in your brand';
  item.description = `Paper Kit's theme with colours solved in the theme studio: every pair the kit draws meets WCAG ${solved.strictness} in light and dark.`;
  item.cssVars.light = paletteVariables(solved.light, '');
  item.cssVars.dark = paletteVariables(solved.dark, '');
  item.cssVars.theme['radius-pk-card'] = `${radius}px`;
  return `${JSON.stringify(item, null, 2)}\n`;
}

function DownloadItem({ solved, radius }: { solved: SolvedTheme; radius: number }) {
  const [problem, setProblem] = useState('');
  const download = async () => {
    try {
      const text = await brandThemeItem(solved, radius);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      link.download = themeFileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
      setProblem('');
    } catch (error) {
      setProblem(`The theme item could not be made: ${(error as Error).message}`);
    }
  };
  return (
    <>
      <Button color="primary" shape="round" className="mt-4" onClick={() => void download()}>
        <Download aria-hidden="true" />
        Download the theme item
      </Button>
      <p role="status" className="mt-2 text-sm font-medium text-pk-danger-text">
        {problem}
      </p>
    </>
  );
}

/**
 * The same colours as shadcn/ui's own variables, adjusted where shadcn draws one variable in two roles, with every
 * pair its components draw measured in both themes.
 */
function ShadcnVariables({ solved, radius }: { solved: SolvedTheme; radius: number }) {
  const theme = shadcnTheme(solved);
  const results = (['light', 'dark'] as const).flatMap((mode) =>
    evaluateShadcnPairs(theme[mode], theme.strictness, mode, { apca: false }).map((result) => ({
      ...result,
      mode,
    })),
  );
  const enforced = results.filter((result) => result.enforced);
  const unfixable = results.filter((result) => !result.enforced && !result.passes && result.target !== null);
  return (
    <>
      <p className="mt-4 max-w-3xl">
        For an app built on shadcn/ui: the same colours as its{' '}
        <code className={inlineCode}>--background</code>, <code className={inlineCode}>--primary</code>,{' '}
        <code className={inlineCode}>--muted-foreground</code>,{' '}
        <code className={inlineCode}>--destructive</code>, <code className={inlineCode}>--ring</code> and the
        rest, in place of those in its <code className={inlineCode}>globals.css</code>. Every pair
        shadcn/ui&rsquo;s own components draw with them is measured:{' '}
        {enforced.every((result) => result.passes)
          ? `all ${enforced.length} that WCAG requires pass in both themes.`
          : `${enforced.filter((result) => !result.passes).length} fall short.`}
      </p>
      {theme.changes.length > 0 && (
        <>
          <p className="mt-4 max-w-3xl">
            Where shadcn/ui uses one variable in two roles, the variable moved from the kit&rsquo;s colour:
          </p>
          <ul className="mt-2 flex list-disc flex-col gap-1 ps-6 text-sm">
            {theme.changes.map((change) => (
              <li key={change}>{change}.</li>
            ))}
          </ul>
        </>
      )}
      {unfixable.length > 0 && (
        <>
          <p className="mt-4 max-w-3xl">
            No variable can fix these: shadcn/ui&rsquo;s classes draw them too faint. Change the classes in
            your copy.
          </p>
          <ul className="mt-2 flex list-disc flex-col gap-1 ps-6 text-sm">
            {unfixable.map((result) => (
              <li key={`${result.mode} ${result.name}`}>
                {result.name}, {result.mode}: {formatRatio(result.ratio)} of {formatRatio(result.target ?? 0)}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-4">
        <CopyableCode code={shadcnCss(theme, { radius: `${radius}px` })} label="the shadcn/ui variables" />
      </div>
    </>
  );
}

/**
 * shadcn/ui's variables behind a button: they take a solve of their own (tens of milliseconds on a slow phone), so
 * they are worked out only for a visitor who asks.
 */
function ShadcnExport({ solved, radius }: { solved: SolvedTheme; radius: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <h3 className="mt-8 text-lg font-bold">As shadcn/ui&rsquo;s own variables</h3>
      <Button
        color="primary"
        variant="outline"
        shape="round"
        className="mt-4"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide' : 'Show'} shadcn/ui&rsquo;s variables
      </Button>
      <div id={id}>{open && <ShadcnVariables solved={solved} radius={radius} />}</div>
    </>
  );
}

/**
 * The solved theme to take away: as CSS, as a shadcn registry item, as shadcn's own tokens, as a DTCG tokens file
 * and as a Tailwind v4 theme.
 */
export const ThemeExport = memo(function ThemeExport({
  solved,
  radius,
  choices,
}: {
  solved: SolvedTheme;
  radius: number;
  /** What `solved` was solved from, for the tokens file (which carries them so that it reads back). */
  choices: StudioChoices;
}) {
  return (
    <section aria-labelledby="studio-export" className="mt-16">
      <h2 id="studio-export" className="text-2xl font-bold tracking-tight">
        Take it with you
      </h2>
      <h3 className="mt-8 text-lg font-bold">As CSS</h3>
      <p className="mt-2 max-w-3xl">
        The kit&rsquo;s variables for light (<code className={inlineCode}>:root</code>) and dark (
        <code className={inlineCode}>.dark</code>). Put them after the kit&rsquo;s theme in your stylesheet.
      </p>
      <div className="mt-4">
        <CopyableCode code={themeCss(solved, radius)} label="the theme’s CSS" />
      </div>
      <h3 className="mt-8 text-lg font-bold">As a shadcn registry item</h3>
      <p className="mt-2 max-w-3xl">
        The kit&rsquo;s theme item with these colours, as <code className={inlineCode}>{themeFileName}</code>.
        Save it in your app&rsquo;s folder and install it in place of the kit&rsquo;s theme:
      </p>
      <div className="mt-4">
        <CopyableCode code={`npx shadcn@latest add ./${themeFileName}`} label="the install command" />
      </div>
      <DownloadItem solved={solved} radius={radius} />
      <ShadcnExport solved={solved} radius={radius} />
      <TokensExport choices={choices} solved={solved} radius={radius} />
    </section>
  );
});
