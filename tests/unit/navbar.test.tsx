import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Bell } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import {
  Navbar,
  NavbarBrand,
  NavbarCollapse,
  NavbarItem,
  NavbarLink,
  NavbarLinks,
  NavbarSearch,
  NavbarToggle,
} from '../../src/kit/navbar';

function DemoNavbar({ color }: { color?: 'primary' | 'transparent' }) {
  return (
    <Navbar color={color} aria-label="Primary example">
      <NavbarBrand href="#/home">Paper Kit</NavbarBrand>
      <NavbarToggle />
      <NavbarCollapse>
        <NavbarLinks>
          <NavbarItem>
            <NavbarLink href="#/landing" aria-current="page">
              Landing
            </NavbarLink>
          </NavbarItem>
          <NavbarItem>
            <NavbarLink iconOnly href="#/user-profile" aria-label="Notifications">
              <Bell aria-hidden="true" />
            </NavbarLink>
          </NavbarItem>
        </NavbarLinks>
        <NavbarSearch label="Search the kit" />
      </NavbarCollapse>
    </Navbar>
  );
}

describe('Navbar', () => {
  it('is a navigation landmark named by its aria-label, with real links', () => {
    render(<DemoNavbar />);
    const nav = screen.getByRole('navigation', { name: 'Primary example' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Paper Kit' }));
    expect(screen.getByRole('link', { name: 'Landing' })).toHaveAttribute('href', '#/landing');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '#/user-profile');
    expect(screen.getByRole('searchbox', { name: 'Search the kit' })).toBeInTheDocument();
  });

  it('folds its links behind a toggle that says whether they are shown', async () => {
    const user = userEvent.setup();
    render(<DemoNavbar />);
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    const collapse = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(collapse).toContainElement(screen.getByRole('link', { name: 'Landing' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(collapse).toHaveAttribute('data-state', 'closed');
    // Hidden in a narrow navbar only: in one 992 px wide or more the links show whatever the toggle says.
    expect(collapse).toHaveClass('data-[state=closed]:hidden', '@pk-lg:data-[state=closed]:flex');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(collapse).toHaveAttribute('data-state', 'open');

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(collapse).toHaveAttribute('data-state', 'closed');
  });

  it('gives each navbar its own collapse id', () => {
    render(
      <>
        <DemoNavbar />
        <DemoNavbar />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Toggle navigation' });
    expect(first?.getAttribute('aria-controls')).toBeTruthy();
    expect(first?.getAttribute('aria-controls')).not.toBe(second?.getAttribute('aria-controls'));
  });

  it('fills itself with its colour, or marks the transparent one as sitting on a dark surface', () => {
    const { unmount } = render(<DemoNavbar color="primary" />);
    expect(screen.getByRole('navigation')).toHaveClass(
      'pk-tone-primary',
      'bg-pk-tone',
      'text-pk-tone-foreground',
    );
    unmount();
    render(<DemoNavbar color="transparent" />);
    const nav = screen.getByRole('navigation');
    expect(nav).toHaveClass('bg-transparent', 'text-pk-hero-ink');
    expect(nav).toHaveAttribute('data-surface', 'dark');
  });

  it('throws a named error when a part is used outside a Navbar', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<NavbarToggle />)).toThrow('NavbarToggle must be used inside a Navbar.');
  });
});
