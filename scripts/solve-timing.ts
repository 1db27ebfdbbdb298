// How long the theme solver takes in Node: solveTheme (both palettes) and shadcnTheme (shadcn/ui's variables) for
// the same 200 brands from a fixed seed, each timed alone after a warm-up. Run by scripts/bench.mjs (through jiti,
// as it is TypeScript); prints one JSON line: the median and the slowest of each, in milliseconds.
import { shadcnTheme } from '../src/palette/shadcn';
import { solveTheme, type SolvedTheme } from '../src/palette/solve';
import { seededHexColours } from './seeded-colours';

const hex = seededHexColours();
const brands = Array.from({ length: 200 }, () => ({ primary: hex(), neutral: hex(), danger: hex() }));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const time = <T>(work: () => T): [T, number] => {
  const start = performance.now();
  const result = work();
  return [result, performance.now() - start];
};

for (const brand of brands.slice(0, 20)) shadcnTheme(solveTheme(brand));
const solveMs: number[] = [];
const shadcnMs: number[] = [];
for (const brand of brands) {
  const [solved, ms] = time((): SolvedTheme => solveTheme(brand));
  solveMs.push(ms);
  shadcnMs.push(time(() => shadcnTheme(solved))[1]);
}
console.log(
  JSON.stringify({
    brands: brands.length,
    solveTheme: { medianMs: median(solveMs), maxMs: Math.max(...solveMs) },
    shadcnTheme: { medianMs: median(shadcnMs), maxMs: Math.max(...shadcnMs) },
  }),
);
