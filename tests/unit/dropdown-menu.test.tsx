import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../src/kit/dropdown-menu';

beforeAll(() => {
  // Radix measures the trigger and content to place the menu; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function DemoMenu({ onArchive = () => {} }: { onArchive?: () => void }) {
  return (
    <nav aria-label="Example">
      <DropdownMenu>
        <DropdownMenuTrigger>Pages</DropdownMenuTrigger>
        <DropdownMenuContent color="danger">
          <DropdownMenuLabel>Go to</DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <a href="#/landing">Landing</a>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href="#/user-profile">Profile</a>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onArchive}>Archive</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </nav>
  );
}

describe('DropdownMenu', () => {
  it('opens with Enter on the trigger and focuses the first item', async () => {
    const user = userEvent.setup();
    render(<DemoMenu />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pages' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Landing' })).toHaveFocus();
  });

  it('opens with ArrowDown and moves between items with the arrow keys, skipping the label and separator', async () => {
    const user = userEvent.setup();
    render(<DemoMenu />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Landing' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('runs an item on Enter, then closes and gives focus back to the trigger', async () => {
    const onArchive = vi.fn();
    const user = userEvent.setup();
    render(<DemoMenu onArchive={onArchive} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{End}{Enter}');
    expect(onArchive).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pages' })).toHaveFocus();
  });

  it('closes on Escape, giving focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<DemoMenu />);
    const trigger = screen.getByRole('button', { name: 'Pages' });
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens with ArrowUp on its last item, as the APG’s menu button does', async () => {
    const user = userEvent.setup();
    render(<DemoMenu />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    // Closed and opened again with ArrowDown, it starts at the top as before.
    await user.keyboard('{Escape}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Landing' })).toHaveFocus();
  });

  it('lets Tab leave the open menu for what follows its button, closing it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DemoMenu />
        <button type="button">After the menu</button>
      </>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'After the menu' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pages' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets Shift+Tab leave the open menu for its own button, closing it', async () => {
    const user = userEvent.setup();
    render(<DemoMenu />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Landing' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Pages' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("renders in its trigger's landmark, fills highlighted items with its colour, and leaves the page exposed", async () => {
    const user = userEvent.setup();
    render(<DemoMenu />);
    await user.click(screen.getByRole('button', { name: 'Pages' }));
    const menu = screen.getByRole('menu');
    expect(screen.getByRole('navigation', { name: 'Example' })).toContainElement(menu);
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toHaveClass(
      'pk-tone-danger',
      'data-highlighted:bg-pk-tone',
    );
    // Not modal: the rest of the page is not hidden from assistive technology.
    expect(document.querySelector('[aria-hidden="true"][data-aria-hidden]')).toBeNull();
  });
});
