import { describe, expect, it } from 'vitest';
import { iconCatalog } from '../../src/content/icons';
import {
  filterIcons,
  gridMoveTarget,
  iconCountText,
  searchTerms,
} from '../../src/pages/nucleoicons/filterIcons';

const named = (...names: string[]) => names.map((name) => ({ name }));
const namesOf = (icons: { name: string }[]) => icons.map((icon) => icon.name);

describe('the icon catalog', () => {
  it('holds about a hundred icons', () => {
    expect(iconCatalog.length).toBeGreaterThanOrEqual(95);
    expect(iconCatalog.length).toBeLessThanOrEqual(110);
  });

  it('names each icon once, in kebab-case, and never shows one icon twice under two names', () => {
    const names = namesOf([...iconCatalog]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(iconCatalog.map((icon) => icon.Icon)).size).toBe(iconCatalog.length);
  });

  it('is sorted by name', () => {
    const names = namesOf([...iconCatalog]);
    expect(names).toEqual([...names].sort());
  });
});

describe('searchTerms', () => {
  it('lower-cases and splits on spaces, hyphens and underscores', () => {
    expect(searchTerms('  Map-Pin ')).toEqual(['map', 'pin']);
    expect(searchTerms('arrow_up  right')).toEqual(['arrow', 'up', 'right']);
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe('filterIcons', () => {
  const icons = named('arrow-down', 'arrow-up-right', 'map', 'map-pin', 'cloud');

  it('keeps every icon, in order, for an empty or blank search', () => {
    expect(namesOf(filterIcons(icons, ''))).toEqual(namesOf(icons));
    expect(namesOf(filterIcons(icons, '  '))).toEqual(namesOf(icons));
  });

  it('matches part of a name, in any case', () => {
    expect(namesOf(filterIcons(icons, 'ARRO'))).toEqual(['arrow-down', 'arrow-up-right']);
    expect(namesOf(filterIcons(icons, 'oud'))).toEqual(['cloud']);
  });

  it('needs every word of the search, in any order and with any separator', () => {
    expect(namesOf(filterIcons(icons, 'pin map'))).toEqual(['map-pin']);
    expect(namesOf(filterIcons(icons, 'map pin'))).toEqual(['map-pin']);
    expect(namesOf(filterIcons(icons, 'right arrow'))).toEqual(['arrow-up-right']);
  });

  it('returns nothing when no name matches', () => {
    expect(filterIcons(icons, 'zebra')).toEqual([]);
  });

  it('finds the arrows of the real catalog, and fewer of them than the whole', () => {
    const arrows = filterIcons(iconCatalog, 'arrow');
    expect(arrows.length).toBeGreaterThan(3);
    expect(arrows.length).toBeLessThan(iconCatalog.length);
    for (const icon of arrows) expect(icon.name).toContain('arrow');
  });
});

describe('iconCountText', () => {
  it('says "icon" for one and "icons" otherwise', () => {
    expect(iconCountText(1)).toBe('1 icon');
    expect(iconCountText(0)).toBe('0 icons');
    expect(iconCountText(100)).toBe('100 icons');
  });
});

describe('gridMoveTarget', () => {
  // Ten items, four to a row:  0 1 2 3 / 4 5 6 7 / 8 9
  const at = (index: number) => ({ index, count: 10, columns: 4 });

  it('steps left and right through the reading order, across row ends', () => {
    expect(gridMoveTarget('ArrowRight', at(0))).toBe(1);
    expect(gridMoveTarget('ArrowRight', at(3))).toBe(4);
    expect(gridMoveTarget('ArrowLeft', at(4))).toBe(3);
  });

  it('moves up and down by a whole row', () => {
    expect(gridMoveTarget('ArrowDown', at(1))).toBe(5);
    expect(gridMoveTarget('ArrowDown', at(5))).toBe(9);
    expect(gridMoveTarget('ArrowUp', at(9))).toBe(5);
    expect(gridMoveTarget('ArrowUp', at(5))).toBe(1);
  });

  it('lands on the last item when the row below is shorter', () => {
    expect(gridMoveTarget('ArrowDown', at(7))).toBe(9);
  });

  it('goes to the first and the last item with Home and End', () => {
    expect(gridMoveTarget('Home', at(6))).toBe(0);
    expect(gridMoveTarget('End', at(2))).toBe(9);
  });

  it('stays put at the edges (the key is still the grid’s, so the page does not scroll)', () => {
    expect(gridMoveTarget('ArrowLeft', at(0))).toBe(0);
    expect(gridMoveTarget('ArrowUp', at(2))).toBe(2);
    expect(gridMoveTarget('ArrowRight', at(9))).toBe(9);
    expect(gridMoveTarget('ArrowDown', at(9))).toBe(9);
    expect(gridMoveTarget('ArrowDown', at(8))).toBe(8);
    expect(gridMoveTarget('Home', at(0))).toBe(0);
  });

  it('leaves other keys to the browser', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'PageDown', 'toString', 'constructor']) {
      expect(gridMoveTarget(key, at(5)), key).toBeNull();
    }
  });

  it('treats a one-column layout as a list, and an empty grid as nothing to move in', () => {
    expect(gridMoveTarget('ArrowDown', { index: 2, count: 5, columns: 1 })).toBe(3);
    expect(gridMoveTarget('ArrowUp', { index: 2, count: 5, columns: 0 })).toBe(1);
    expect(gridMoveTarget('ArrowDown', { index: 0, count: 0, columns: 3 })).toBeNull();
  });
});
