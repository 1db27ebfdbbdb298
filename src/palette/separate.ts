/**
 * Keeps the status tones' fills apart for colour-blind readers: after the solver has settled each tone's fill, the
 * fills of success, warning, danger and info are compared as protanopia, deuteranopia, tritanopia and
 * achromatopsia see them (vision.ts); where two are closer than `separationThreshold`, one of the two moves in
 * lightness only (along the line the solver moves it on: its hue, and its chroma where sRGB can show it, at least
 * 60 % of it), at most 0.15, the least that separates them and leaves fewer pairs too close than before, and only
 * to a shade that still passes every pair of the kit's it is in. The closest pair goes first, up to eight moves.
 * What moved, and what could not be separated, is said in words.
 */
import type { Shade } from './contrast';
import {
  checkSeparation,
  deficiencies,
  seenOKLabOfHex,
  separationThreshold,
  statusPairs,
  statusTones,
  visionNames,
  type SeparationResult,
  type StatusTone,
} from './vision';

const toneNames: Record<StatusTone, string> = {
  success: 'Success',
  warning: 'Warning',
  danger: 'Danger',
  info: 'Info',
};

/** A tone's fill as the separation moves it: where it may go, and whether the move passes the kit's pairs. */
export interface MovableFill {
  shade: Shade;
  /** The fill's colour at OKLCH lightness `l`, with the fill's hue and chroma. */
  at: (l: number) => Shade;
  /** Whether the fill may take `shade`: every pair it is in (with its edge, if the edge follows it) still passes. */
  allows: (shade: Shade) => boolean;
}

/** A move the separation made, or a pair it could not separate. */
export type SeparationNote =
  | { kind: 'moved'; tone: StatusTone; from: Shade; to: Shade; fromL: number; toL: number; message: string }
  | { kind: 'apart-not'; result: SeparationResult; message: string };

/**
 * The farthest a fill moves for separation, in OKLCH lightness, and the step it searches in: further, a brand's
 * colour stops looking like itself (a yellow turning brown, a blue turning navy), and the words and icons the kit
 * puts beside each colour carry the difference instead.
 */
const farthest = 0.15;
const step = 0.01;

type Lab = [number, number, number];

const apart = (one: Lab, other: Lab) => Math.hypot(one[0] - other[0], one[1] - other[1], one[2] - other[2]);

/** A hex colour's OKLCH lightness and chroma, by the fast path (normal vision's matrix is the identity). */
const lightnessAndChroma = (hex: string) => {
  const [l, a, b] = seenOKLabOfHex('normal', hex);
  return [l, Math.hypot(a, b)] as const;
};

const failing = (fills: Record<StatusTone, string>) =>
  checkSeparation(fills).filter((result) => !result.passes);

const describe = ({ vision, pair, distance }: SeparationResult) =>
  `${toneNames[pair[0]]} and ${toneNames[pair[1]]} are ΔE OK ${distance.toFixed(3)} apart for ${visionNames[vision].toLowerCase()}`;

/**
 * Moves status fills in lightness until every pair is apart under every simulation, or no move within the
 * contrast targets helps. Returns the fills' final shades and what it did. Deterministic.
 */
export function separateFills(fills: Record<StatusTone, MovableFill>): {
  shades: Record<StatusTone, Shade>;
  notes: SeparationNote[];
} {
  const shades = Object.fromEntries(statusTones.map((tone) => [tone, fills[tone].shade])) as Record<
    StatusTone,
    Shade
  >;
  const hexes = () =>
    Object.fromEntries(statusTones.map((tone) => [tone, shades[tone].hex])) as Record<StatusTone, string>;
  const notes: SeparationNote[] = [];
  const given = Object.fromEntries(
    statusTones.map((tone) => [tone, lightnessAndChroma(fills[tone].shade.hex)[0]]),
  ) as Record<StatusTone, number>;
  const current = { ...given };
  const chroma = Object.fromEntries(
    statusTones.map((tone) => [tone, lightnessAndChroma(fills[tone].shade.hex)[1]]),
  ) as Record<StatusTone, number>;
  const hopeless = new Set<string>();
  // The pair each fill last moved for.
  const reasons = new Map<StatusTone, SeparationResult>();
  const keyOf = (result: SeparationResult) => `${result.vision} ${result.pair.join(' ')}`;

  // Each fill as each vision sees it, in OKLab, kept as the fills move: a trial converts only the moved fill.
  const seen = Object.fromEntries(
    statusTones.map((tone) => [tone, deficiencies.map((vision) => seenOKLabOfHex(vision, shades[tone].hex))]),
  ) as Record<StatusTone, Lab[]>;
  const tooClose = (view: Record<StatusTone, Lab[]>) => {
    let count = 0;
    for (const [visionIndex] of deficiencies.entries()) {
      for (const [one, other] of statusPairs) {
        if (apart(view[one][visionIndex] as Lab, view[other][visionIndex] as Lab) < separationThreshold)
          count++;
      }
    }
    return count;
  };

  for (let round = 0; round < 8; round++) {
    const worst = failing(hexes())
      .filter((result) => !hopeless.has(keyOf(result)))
      .sort((a, b) => a.distance - b.distance)[0];
    if (!worst) break;
    const openCount = tooClose(seen);
    const visionIndex = deficiencies.indexOf(worst.vision);
    // The least move of either fill of the pair that separates it and leaves fewer pairs too close, in steps of
    // 0.01 of lightness.
    const tryAt = (distance: number) => {
      for (const direction of [-1, 1]) {
        for (const tone of worst.pair) {
          const l = current[tone] + direction * distance;
          if (l <= 0 || l >= 1) continue;
          const shade = fills[tone].at(l);
          const other = worst.pair[0] === tone ? worst.pair[1] : worst.pair[0];
          const seenHere = seenOKLabOfHex(worst.vision, shade.hex);
          if (apart(seenHere, seen[other][visionIndex] as Lab) < separationThreshold) continue;
          const view = deficiencies.map((vision) => seenOKLabOfHex(vision, shade.hex));
          if (tooClose({ ...seen, [tone]: view }) >= openCount) continue;
          // Lighter or darker, the fill keeps most of its colour: not washed out to white or black.
          if (lightnessAndChroma(shade.hex)[1] < 0.6 * chroma[tone]) continue;
          if (!fills[tone].allows(shade)) continue;
          return { tone, l, shade, view };
        }
      }
      return null;
    };
    let best: { tone: StatusTone; l: number; shade: Shade; view: Lab[] } | null = null;
    for (let steps = 1; steps * step <= farthest + 1e-9 && !best; steps++) best = tryAt(steps * step);
    if (!best) {
      hopeless.add(keyOf(worst));
      continue;
    }
    reasons.set(best.tone, worst);
    shades[best.tone] = best.shade;
    current[best.tone] = best.l;
    seen[best.tone] = best.view;
  }

  for (const tone of statusTones) {
    if (shades[tone] === fills[tone].shade) continue;
    const [fromL, toL] = [given[tone], current[tone]];
    notes.push({
      kind: 'moved',
      tone,
      from: fills[tone].shade,
      to: shades[tone],
      fromL,
      toL,
      message: '',
    });
  }
  const remaining = failing(hexes());
  // Say, for each fill moved, which pair it was moved for.
  for (const note of notes) {
    if (note.kind !== 'moved') continue;
    const reason = reasons.get(note.tone) as SeparationResult;
    const other = reason.pair[0] === note.tone ? reason.pair[1] : reason.pair[0];
    const way = note.toL < note.fromL ? 'darkened' : 'lightened';
    note.message = `${toneNames[note.tone]} ${way} from L ${note.fromL.toFixed(2)} to ${note.toL.toFixed(2)} so it stays apart from ${toneNames[other]} for ${visionNames[reason.vision].toLowerCase()}`;
  }
  for (const result of remaining) {
    notes.push({
      kind: 'apart-not',
      result,
      message: `${describe(result)}, and no lightness of either fill within the contrast targets separates them: the kit's icons and words tell them apart`,
    });
  }
  return { shades, notes };
}
