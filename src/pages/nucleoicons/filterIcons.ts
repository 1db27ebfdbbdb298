/*
 * The icon gallery's rules, as pure functions: which icons a search matches, how the count reads, and where a
 * key press moves focus in the grid.
 */

/**
 * The words of a search, lower-cased. Spaces, hyphens and underscores all separate words, so "map pin", "Map-Pin"
 * and "pin map" look for the same thing.
 */
export function searchTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter((term) => term !== '');
}

/** The icons whose name contains every word of the search, in catalog order; all of them for an empty search. */
export function filterIcons<Entry extends { name: string }>(icons: readonly Entry[], query: string): Entry[] {
  const terms = searchTerms(query);
  return icons.filter((icon) => terms.every((term) => icon.name.includes(term)));
}

/** "1 icon", "12 icons", "0 icons". */
export function iconCountText(count: number): string {
  return `${count} ${count === 1 ? 'icon' : 'icons'}`;
}

export interface GridPosition {
  /** The focused item's index in the grid's reading order. */
  index: number;
  /** How many items the grid holds. */
  count: number;
  /** How many items fit in one row, as laid out. */
  columns: number;
}

/** For each grid key, the index it leads to; it may fall outside the grid, where it means "nowhere to go". */
const gridMoves: Record<string, (position: GridPosition) => number> = {
  ArrowRight: ({ index }) => index + 1,
  ArrowLeft: ({ index }) => index - 1,
  ArrowDown: ({ index, count, columns }) =>
    Math.floor(index / columns) < Math.floor((count - 1) / columns)
      ? Math.min(index + columns, count - 1)
      : -1,
  ArrowUp: ({ index, columns }) => index - columns,
  Home: () => 0,
  End: ({ count }) => count - 1,
};

/**
 * Where a key moves focus in a grid of `count` items laid out `columns` to a row: the target's index, the same index
 * when a grid key has nowhere to go (an edge), or `null` when the key is not a grid key (the caller then leaves it
 * to the browser).
 *
 * Left and Right step through the reading order, across row ends; Up and Down move a whole row, and Down into a
 * shorter last row lands on its last item; Home and End go to the first and last item.
 */
export function gridMoveTarget(key: string, position: GridPosition): number | null {
  const move = Object.hasOwn(gridMoves, key) ? gridMoves[key] : undefined;
  if (!move || position.count === 0) return null;
  const target = move({ ...position, columns: Math.max(1, Math.floor(position.columns)) });
  return target >= 0 && target < position.count ? target : position.index;
}
