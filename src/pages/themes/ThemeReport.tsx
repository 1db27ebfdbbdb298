import { memo } from 'react';
import { formatRatio, type PairKind } from '../../palette/contrast';
import { evaluatePairs, type PairResult, type SolvedTheme } from '../../palette/solve';
import { ReportTable } from './ReportTable';
import { VisionReport } from './VisionReport';

const kindNames: Record<PairKind, string> = {
  text: 'Text',
  'large-text': 'Large text',
  boundary: 'Boundary',
  focus: 'Focus',
};

const columns = ['Pair', 'Target', 'Light ratio', 'Light Lc', 'Dark ratio', 'Dark Lc'] as const;

function Swatches({ result }: { result: PairResult }) {
  return (
    <span aria-hidden="true" className="me-2 inline-flex align-middle">
      <span
        className="size-4 rounded-s-sm border border-pk-border-strong"
        style={{ background: result.foreground }}
      />
      <span
        className="size-4 rounded-e-sm border border-s-0 border-pk-border-strong"
        style={{ background: result.background }}
      />
    </span>
  );
}

function Measure({ result }: { result: PairResult }) {
  return (
    <>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">
        <Swatches result={result} />
        {formatRatio(result.ratio)}
        {!result.passes && <strong className="ms-2 text-pk-danger-text">fails</strong>}
      </td>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">{result.apca?.toFixed(1)}</td>
    </>
  );
}

/**
 * Every pair the kit draws, measured in both solved palettes: its WCAG ratio against its target and its APCA Lc,
 * and every colour the solver changed, with why.
 */
export const ThemeReport = memo(function ThemeReport({ solved }: { solved: SolvedTheme }) {
  const light = evaluatePairs(solved.light, solved.strictness);
  const dark = evaluatePairs(solved.dark, solved.strictness);
  const enforced = light.filter((result) => result.target !== null).length;
  const failing = [...light, ...dark].filter((result) => !result.passes).length;
  return (
    <section aria-labelledby="studio-report" className="mt-16">
      <h2 id="studio-report" className="text-2xl font-bold tracking-tight">
        Contrast report
      </h2>
      <p className="mt-4 max-w-3xl">
        {failing === 0
          ? `All ${enforced} pairs WCAG requires meet ${solved.strictness} in both themes.`
          : `${failing} pairs fall short of ${solved.strictness}.`}{' '}
        {light.length - enforced} more are disabled controls, which WCAG exempts: they are measured, not held
        to a target. APCA&rsquo;s lightness contrast (Lc) is shown beside each ratio, for comparison; the
        targets are WCAG 2.2&rsquo;s.
      </p>
      <h3 className="mt-8 text-lg font-bold">What the solver changed</h3>
      {solved.changes.length === 0 ? (
        <p className="mt-2">Nothing: every colour you gave passes where the kit uses it.</p>
      ) : (
        <ul className="mt-2 flex list-disc flex-col gap-1 ps-6">
          {solved.changes.map((change) => (
            <li key={change.message}>{change.message}.</li>
          ))}
        </ul>
      )}
      <VisionReport solved={solved} />
      <h3 className="mt-8 text-lg font-bold">Every pair</h3>
      <ReportTable
        label="Every pair, scrollable"
        caption="Each pair of colours the kit draws, measured in the light and dark themes"
        columns={columns}
      >
        {light.map((result, index) => {
          const inDark = dark[index];
          return (
            <tr key={result.name} className="border-t border-pk-border">
              <th scope="row" className="min-w-56 px-3 py-2 text-start font-normal">
                {result.name}
              </th>
              <td className="whitespace-nowrap px-3 py-2">
                {result.target === null
                  ? 'Exempt'
                  : `${kindNames[result.kind]}, ${formatRatio(result.target)}`}
              </td>
              <Measure result={result} />
              {inDark && <Measure result={inDark} />}
            </tr>
          );
        })}
      </ReportTable>
    </section>
  );
});
