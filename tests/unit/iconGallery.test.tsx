import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { iconCatalog, type IconEntry } from '../../src/content/icons';
import { IconGallery } from '../../src/pages/nucleoicons/IconGallery';

/** The site's icons repeated to `count`, each copy's names made unique. */
function repeated(count: number): IconEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const icon = iconCatalog[index % iconCatalog.length] as IconEntry;
    return { ...icon, name: `${icon.name}-${Math.floor(index / iconCatalog.length) + 1}` };
  });
}

/** jsdom has no IntersectionObserver: this one lets a test say when the grid's end comes into view. */
let reachEnd: () => void = () => {};
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        reachEnd = () =>
          this.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const grid = () => screen.getByRole('list', { name: 'Icons' });
const tiles = () => within(grid()).getAllByRole('button');

describe('IconGallery', () => {
  it(
    'draws a large catalogue a window at a time, each tile saying where it stands in the whole',
    { timeout: 60_000 },
    async () => {
      render(<IconGallery query="" onClearSearch={() => {}} keyboardHintId="hint" icons={repeated(300)} />);
      expect(screen.getByText('300 icons')).toHaveAttribute('role', 'status');
      expect(tiles()).toHaveLength(240);
      const items = within(grid()).getAllByRole('listitem');
      expect(items[0]).toHaveAttribute('aria-setsize', '300');
      expect(items[239]).toHaveAttribute('aria-posinset', '240');
      await act(async () => reachEnd());
      expect(tiles()).toHaveLength(300);
    },
  );

  it('draws everything of the site’s hundred at once', () => {
    render(<IconGallery query="" onClearSearch={() => {}} keyboardHintId="hint" />);
    expect(tiles()).toHaveLength(iconCatalog.length);
  });

  // Three hundred tiles in jsdom: seconds on a busy machine.
  it(
    'reaches an icon beyond the window by keyboard: End draws up to the last and focuses it',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      render(<IconGallery query="" onClearSearch={() => {}} keyboardHintId="hint" icons={repeated(300)} />);
      await user.tab();
      expect(tiles()[0]).toHaveFocus();
      await user.keyboard('{End}');
      expect(tiles()).toHaveLength(300);
      expect(document.activeElement).toBe(tiles()[299]);
      expect(document.activeElement).toHaveTextContent(repeated(300)[299]?.name ?? '');
    },
  );
});
