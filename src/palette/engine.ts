/**
 * The colour engine: settles a set of tokens one at a time, each against the pairs it completes among the tokens
 * already settled, moving only its OKLCH lightness (hue and chroma kept) and only as far as its pairs need. A set
 * is data: its pairs (contrast.ts says what a pair is), the target each pair must reach, the order its tokens
 * settle in, each token's wish, and how a lightness is written as a colour. The kit's palette (solve.ts) and
 * shadcn/ui's variables (shadcn.ts) are the two sets.
 *
 * A token whose wish passes all its pairs is kept exactly as wished. Otherwise it moves to the nearest lightness
 * that clears each target by `aim`, or failing that the nearest that reaches each target; the pair furthest below
 * its target as wished is the one reported as forcing the move.
 *
 * A set also chooses how that lightness is found, as its pairs need: `nearestByLuminance` jumps to the luminance
 * its simple pairs allow, which the kit's pairs (mostly a colour straight on a settled one) suit; `nearestByScan`
 * walks the line in small steps, which finds the narrow bands shadcn/ui's pairs leave (a variable blended over
 * itself). Swapped, the first finds no lightness for shadcn's dark `destructive` in more than half of the solves
 * of scripts/solver-fingerprint.ts, and the second moves the kit's colours for every one of its brands.
 */
import { OKLCH, to, type ColorTypes } from 'colorjs.io/fn';
import {
  luminanceOfPairColour,
  pairColourTokens,
  wcagRatio,
  type ColourPairOf,
  type Shade,
} from './contrast';

/**
 * How far above each target a moved token aims, so that tools rounding differently (8-bit blends, WCAG's own
 * luminance constants) still see it pass.
 */
export const aim = 0.02;

/** A colour's OKLCH lightness, chroma and hue (hue 0 for a grey): the engine moves the first, keeps the others. */
export function lchOf(colour: ColorTypes): { l: number; c: number; h: number } {
  const [l, c, h] = to(colour, OKLCH).coords;
  return { l: l ?? 0, c: c ?? 0, h: h !== null && Number.isFinite(h) ? h : 0 };
}

/** The colours a token may take: its wish's hue and chroma at each lightness, written as its set writes a colour. */
export interface Line {
  /** The wish's own lightness. */
  l: number;
  at: (l: number) => Shade;
}

/** A token's wish: the colour it would be if contrast asked nothing of it, and the line it moves along. */
export interface Wish {
  shade: Shade;
  line: Line;
}

/** A pair that holds a token to a target, measured with a candidate in the token's place. */
export interface Constraint<P> {
  pair: P;
  target: number;
  /** The luminance of the pair's other side, when the token is one side on its own. */
  partner: number | null;
  measure: (candidate: Shade) => number;
}

/** A lightness on a wish's line and its colour. */
export interface Moved {
  l: number;
  shade: Shade;
}

/** A way to find the lightness nearest a wish's at which every constraint passes `margin` above its target. */
export type LightnessSearch = <P>(wish: Wish, constraints: Constraint<P>[], margin: number) => Moved | null;

/**
 * A settled token: its shade, and if it moved, its lightness on its wish's line and the pair that forced the move
 * (the one furthest below its target as wished), with its ratio then and now.
 */
export type Settlement<P> =
  | { shade: Shade; l: null; forcedBy: null }
  | { shade: Shade; l: number; forcedBy: { pair: P; target: number; before: number; after: number } };

/** The enforced pairs of a set, each under every token it reads, with the tokens each side reads. */
export type PairIndex<T extends string, P extends ColourPairOf<T>> = Map<
  T,
  { pair: P; foreground: T[]; background: T[] }[]
>;

/** Indexes `pairs` (the enforced ones: a pair WCAG exempts holds no token to anything) by the tokens they read. */
export function indexPairs<T extends string, P extends ColourPairOf<T>>(
  pairs: readonly P[],
): PairIndex<T, P> {
  const index: PairIndex<T, P> = new Map();
  for (const pair of pairs) {
    const sides = {
      pair,
      foreground: pairColourTokens<T>(pair.foreground),
      background: pairColourTokens<T>(pair.background),
    };
    for (const token of new Set([...sides.foreground, ...sides.background])) {
      index.set(token, [...(index.get(token) ?? []), sides]);
    }
  }
  return index;
}

const passesAll = <P>(constraints: Constraint<P>[], shade: Shade, margin: number) =>
  constraints.every((constraint) => constraint.measure(shade) >= constraint.target + margin);

/**
 * A set's tokens as they settle: `settled` holds those settled so far, and `settle` finds where the next one may
 * stand among them.
 */
export class Settling<T extends string, P extends ColourPairOf<T>> {
  readonly settled = new Map<T, Shade>();

  constructor(
    private readonly pairs: PairIndex<T, P>,
    private readonly targetOf: (pair: P) => number,
    private readonly search: LightnessSearch,
  ) {}

  /** The pairs `token` completes among the settled tokens: those whose other tokens are all settled. */
  private constraintsOf(token: T): Constraint<P>[] {
    const constraints: Constraint<P>[] = [];
    const settledShade = (other: T) => this.settled.get(other) as Shade;
    for (const { pair, foreground, background } of this.pairs.get(token) ?? []) {
      if (![...foreground, ...background].every((other) => other === token || this.settled.has(other)))
        continue;
      const target = this.targetOf(pair);
      const partnerSide =
        pair.foreground === token && !background.includes(token)
          ? pair.background
          : pair.background === token && !foreground.includes(token)
            ? pair.foreground
            : null;
      if (partnerSide !== null) {
        const partner = luminanceOfPairColour(partnerSide, settledShade);
        constraints.push({
          pair,
          target,
          partner,
          measure: (candidate) => wcagRatio(candidate.luminance, partner),
        });
        continue;
      }
      const withCandidate = (candidate: Shade) => (other: T) =>
        other === token ? candidate : settledShade(other);
      constraints.push({
        pair,
        target,
        partner: null,
        measure: (candidate) =>
          wcagRatio(
            luminanceOfPairColour(pair.foreground, withCandidate(candidate)),
            luminanceOfPairColour(pair.background, withCandidate(candidate)),
          ),
      });
    }
    return constraints;
  }

  /** Whether `shade`, in `token`'s place, passes every pair `token` completes among the settled tokens. */
  passes(token: T, shade: Shade): boolean {
    return passesAll(this.constraintsOf(token), shade, 0);
  }

  /**
   * The shade nearest `wish`, on its line, that passes every pair `token` completes: the wish itself if it passes;
   * else the nearest that clears each target by `aim`, or failing that the nearest that reaches each target. Null
   * when no lightness passes. Nothing is recorded: the caller puts the shade in `settled`.
   */
  settle(token: T, wish: Wish): Settlement<P> | null {
    const constraints = this.constraintsOf(token);
    if (passesAll(constraints, wish.shade, 0)) return { shade: wish.shade, l: null, forcedBy: null };
    const moved = this.search(wish, constraints, aim) ?? this.search(wish, constraints, 0);
    if (!moved) return null;
    const worst = constraints.reduce((worse, constraint) =>
      constraint.measure(wish.shade) / constraint.target < worse.measure(wish.shade) / worse.target
        ? constraint
        : worse,
    );
    return {
      ...moved,
      forcedBy: {
        pair: worst.pair,
        target: worst.target,
        before: worst.measure(wish.shade),
        after: worst.measure(moved.shade),
      },
    };
  }
}

// ————— The searches —————

/** The luminances the simple pairs allow, each pair `margin` above its target, as sorted intervals. */
function allowedLuminances<P>(constraints: Constraint<P>[], margin: number): [number, number][] {
  let allowed: [number, number][] = [[0, 1]];
  for (const { partner, target } of constraints) {
    if (partner === null) continue;
    const ratio = target + margin;
    const darkest = ratio * (partner + 0.05) - 0.05;
    const lightest = (partner + 0.05) / ratio - 0.05;
    const narrowed: [number, number][] = [];
    for (const [low, high] of allowed) {
      if (low <= Math.min(high, lightest)) narrowed.push([low, Math.min(high, lightest)]);
      if (Math.max(low, darkest) <= high) narrowed.push([Math.max(low, darkest), high]);
    }
    allowed = narrowed;
  }
  return allowed;
}

/**
 * The lightness on `line`, from `from` (where the luminance is `start`) towards `direction`, whose shade first
 * reaches luminance `target`. Luminance rises with lightness along the line, and its cube root nearly in step:
 * regula falsi on the cube root (the Illinois variant) gets there in a few shades.
 */
function lightnessFor(line: Line, from: number, start: number, target: number, direction: 1 | -1): number {
  const goal = Math.cbrt(target);
  let [near, nearGap] = [from, Math.cbrt(start) - goal];
  let [far, farGap] = direction > 0 ? [1, 1 - goal] : [0, -goal];
  let reached = far;
  let side = 0;
  // Shades are whole bytes, so luminance moves in steps: stop once the shades either side are a step apart.
  for (let step = 0; step < 10 && Math.abs(far - near) > 1e-3; step++) {
    // The first guess: the cube root of luminance moves about as much as lightness does.
    const guess = step === 0 ? from - nearGap : Number.NaN;
    const l =
      guess > Math.min(near, far) && guess < Math.max(near, far)
        ? guess
        : (nearGap * far - farGap * near) / (nearGap - farGap);
    const luminance = line.at(l).luminance;
    const gap = Math.cbrt(luminance) - goal;
    if (direction > 0 ? luminance >= target : luminance <= target) {
      if (Math.abs(l - from) < Math.abs(reached - from)) reached = l;
      if (Math.abs(gap) < 1e-3) break;
      [far, farGap] = [l, gap];
      if (side === -1) nearGap /= 2;
      side = -1;
    } else {
      [near, nearGap] = [l, gap];
      if (side === 1) farGap /= 2;
      side = 1;
    }
  }
  return reached;
}

/**
 * The kit's search, for pairs that mostly put the token straight on a settled colour. Those pairs allow intervals
 * of luminance; the search takes the allowed luminance nearest the wish's and finds the lightness that reaches it
 * (regula falsi on the cube root of luminance). If a pair that blends the token (a hover tint, a progress bar's
 * stripe) still fails there, it steps on, doubling the step, until every pair passes, then closes in on the least
 * move that does (regula falsi on the worst pair's slack).
 */
export const nearestByLuminance: LightnessSearch = (wish, constraints, margin) => {
  const passes = (shade: Shade) => passesAll(constraints, shade, margin);
  const start = wish.shade.luminance;
  const distance = (luminance: number) => Math.abs(Math.cbrt(luminance) - Math.cbrt(start));
  const intervals = allowedLuminances(constraints, margin)
    .map(([low, high]) => ({ low, high, nearest: Math.min(high, Math.max(low, start)) }))
    .sort((a, b) => distance(a.nearest) - distance(b.nearest));
  for (const { low, high, nearest } of intervals) {
    // Where the simple pairs allow the wish's own luminance, only a blended pair fails: look both ways.
    const directions: (1 | -1)[] = nearest === start ? [-1, 1] : [nearest > start ? 1 : -1];
    for (const direction of directions) {
      let passing =
        nearest === start ? wish.line.l : lightnessFor(wish.line, wish.line.l, start, nearest, direction);
      let shade = wish.line.at(passing);
      if (passes(shade)) return { l: passing, shade };
      // A blended pair still fails: step on, doubling the step, until every pair passes, then close in on the
      // least move that does (regula falsi on the worst pair's slack, the Illinois variant).
      const slack = (candidate: Shade) => {
        let least = Number.POSITIVE_INFINITY;
        for (const constraint of constraints) {
          least = Math.min(least, constraint.measure(candidate) / (constraint.target + margin));
        }
        return least - 1;
      };
      let [failing, failingSlack] = [passing, slack(shade)];
      let passingSlack = failingSlack;
      for (let step = 0.01; passingSlack < 0; step *= 2) {
        passing = Math.min(1, Math.max(0, failing + direction * step));
        shade = wish.line.at(passing);
        passingSlack = slack(shade);
        if (passingSlack >= 0) break;
        const outside = nearest !== start && (shade.luminance < low || shade.luminance > high);
        if (outside || passing === 0 || passing === 1) break;
        [failing, failingSlack] = [passing, passingSlack];
      }
      if (passingSlack < 0) continue;
      let side = 0;
      for (let step = 0; step < 8 && Math.abs(passing - failing) > 1e-3; step++) {
        const l = (failingSlack * passing - passingSlack * failing) / (failingSlack - passingSlack);
        const candidate = wish.line.at(l);
        const candidateSlack = slack(candidate);
        if (candidateSlack >= 0) {
          [passing, passingSlack, shade] = [l, candidateSlack, candidate];
          if (side === -1) failingSlack /= 2;
          side = -1;
        } else {
          [failing, failingSlack] = [l, candidateSlack];
          if (side === 1) passingSlack /= 2;
          side = 1;
        }
      }
      return { l: passing, shade };
    }
  }
  return null;
};

/** The scan's step in lightness, before it closes in. */
const scanStep = 0.005;

/**
 * shadcn/ui's search, for pairs that blend a token with itself or at large opacities (`text-destructive` on
 * `bg-destructive/20`, white text on `bg-destructive/60`): what they allow can be a narrow band of lightness, which
 * stepping out from a luminance overshoots. It walks out from the wish in steps of 0.005, darker then lighter at
 * each distance, and bisects between the last step that failed and the first that passes to 0.001, the lightness
 * the set writes.
 */
export const nearestByScan: LightnessSearch = (wish, constraints, margin) => {
  const { l } = wish.line;
  const passes = (lightness: number) => passesAll(constraints, wish.line.at(lightness), margin);
  for (let k = 1; k <= Math.ceil(1 / scanStep); k++) {
    for (const direction of [-1, 1]) {
      const far = Math.min(1, Math.max(0, l + direction * k * scanStep));
      const near = Math.min(1, Math.max(0, l + direction * (k - 1) * scanStep));
      if (far === near || !passes(far)) continue;
      let [failing, passing] = [near, far];
      while (Math.abs(passing - failing) > 0.001) {
        const middle = (failing + passing) / 2;
        if (passes(middle)) passing = middle;
        else failing = middle;
      }
      return { l: passing, shade: wish.line.at(passing) };
    }
  }
  return null;
};
