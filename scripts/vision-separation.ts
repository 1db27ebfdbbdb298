// The status fills' separation for colour-blind readers over 10,000 brands from the fixed seed of
// scripts/seeded-colours.ts (all six colours random, AA and AAA in turn), both themes: how many are apart as solved,
// separated by the solver, or left with a pair too close, and whether each such pair is said in the change list.
//   node_modules/.bin/jiti scripts/vision-separation.ts
import { solveTheme } from '../src/palette/solve';
import { checkSeparation, deficiencies, statusTones, type StatusTone } from '../src/palette/vision';
import { seededHexColours } from './seeded-colours';

const next = seededHexColours();
const counts = { themes: 0, apart: 0, separated: 0, left: 0, unsaid: 0 };
const pairsLeft = Object.fromEntries(deficiencies.map((vision) => [vision, 0])) as Record<string, number>;
const cpu = process.cpuUsage();
for (let index = 0; index < 10_000; index++) {
  const solved = solveTheme({
    primary: next(),
    info: next(),
    success: next(),
    warning: next(),
    danger: next(),
    neutral: next(),
    strictness: index % 2 === 0 ? 'AA' : 'AAA',
  });
  for (const theme of ['light', 'dark'] as const) {
    counts.themes++;
    const fills = Object.fromEntries(
      statusTones.map((tone) => [tone, solved[theme].semantic[tone].solid]),
    ) as Record<StatusTone, string>;
    const close = checkSeparation(fills).filter((result) => !result.passes);
    for (const { pair, vision } of close) {
      pairsLeft[vision] = (pairsLeft[vision] ?? 0) + 1;
      const said = solved.changes.some(
        (change) =>
          change.theme === theme && change.wanted === pair.join(' and ') && change.chosen === vision,
      );
      if (!said) counts.unsaid++;
    }
    const moved = solved.changes.some(
      (change) => change.theme === theme && /stays apart/.test(change.message),
    );
    if (close.length > 0) counts.left++;
    else if (moved) counts.separated++;
    else counts.apart++;
  }
}
const { user, system } = process.cpuUsage(cpu);
console.log(JSON.stringify({ ...counts, pairsLeft, cpuSeconds: Number(((user + system) / 1e6).toFixed(1)) }));
