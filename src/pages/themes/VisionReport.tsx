import type { SolvedTheme } from '../../palette/solve';
import { ReportTable } from './ReportTable';
import {
  checkSeparation,
  separationThreshold,
  statusTones,
  visionNames,
  type SeparationResult,
  type StatusTone,
} from '../../palette/vision';

const toneNames: Record<StatusTone, string> = {
  success: 'Success',
  warning: 'Warning',
  danger: 'Danger',
  info: 'Info',
};

function separationOf(solved: SolvedTheme, theme: 'light' | 'dark'): SeparationResult[] {
  const fills = Object.fromEntries(
    statusTones.map((tone) => [tone, solved[theme].semantic[tone].solid]),
  ) as Record<StatusTone, string>;
  return checkSeparation(fills);
}

function Cell({ result }: { result: SeparationResult }) {
  return (
    <td className="whitespace-nowrap px-3 py-2 tabular-nums">
      {result.distance.toFixed(3)}{' '}
      {result.passes ? <span>apart</span> : <strong className="text-pk-danger-text">too close</strong>}
    </td>
  );
}

/**
 * The status tones' fills (what alerts and labels are filled with), pair by pair, as protanopia, deuteranopia,
 * tritanopia and achromatopsia see them, in both themes: their ΔE OK against the threshold, in words.
 */
export function VisionReport({ solved }: { solved: SolvedTheme }) {
  const light = separationOf(solved, 'light');
  const dark = separationOf(solved, 'dark');
  const close = [...light, ...dark].filter((result) => !result.passes).length;
  return (
    <>
      <h3 className="mt-8 text-lg font-bold">Status colours for colour-blind readers</h3>
      <p className="mt-2 max-w-3xl">
        The fills of success, warning, danger and info (an alert&rsquo;s box, a label) must stay at least ΔE
        OK {separationThreshold} apart, as each of four colour vision deficiencies sees them: about two and a
        half just-noticeable differences, enough to tell two alerts apart side by side. The solver moves a
        fill&rsquo;s lightness to get there, within the contrast targets, and says so above.{' '}
        {close === 0
          ? 'Every pair is apart in both themes.'
          : `${close} of ${light.length + dark.length} pairs stay too close; the kit's icons and words still tell them apart.`}
      </p>
      <ReportTable
        label="Status colours under colour vision deficiencies, scrollable"
        caption="The ΔE OK between each pair of status fills, as each colour vision deficiency sees them, in the light and dark themes"
        columns={['Seen with', 'Pair', 'Light ΔE OK', 'Dark ΔE OK']}
      >
        {light.map((result, index) => {
          const inDark = dark[index];
          return (
            <tr key={`${result.vision} ${result.pair.join(' ')}`} className="border-t border-pk-border">
              <td className="whitespace-nowrap px-3 py-2">{visionNames[result.vision]}</td>
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-start font-normal">
                {toneNames[result.pair[0]]} and {toneNames[result.pair[1]]}
              </th>
              <Cell result={result} />
              {inDark && <Cell result={inDark} />}
            </tr>
          );
        })}
      </ReportTable>
    </>
  );
}
