import { Bell, ChevronDown, Settings } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../kit/dropdown-menu';
import {
  Navbar,
  NavbarBrand,
  NavbarButton,
  NavbarCollapse,
  NavbarItem,
  NavbarLink,
  NavbarLinks,
  NavbarSearch,
  NavbarToggle,
} from '../kit/navbar';

type NavbarColor = 'primary' | 'info' | 'success' | 'warning' | 'danger' | 'transparent';

function ShowcaseNavbar({ color, search = false }: { color: NavbarColor; search?: boolean }) {
  const name = color[0]?.toUpperCase() + color.slice(1);
  return (
    <Navbar color={color} aria-label={`${name} navbar example`} className="rounded-pk-card">
      <NavbarBrand href="#/home">{name}</NavbarBrand>
      <NavbarToggle />
      <NavbarCollapse>
        <NavbarLinks>
          <NavbarItem>
            <NavbarLink href="#/landing">Discover</NavbarLink>
          </NavbarItem>
          <NavbarItem>
            <NavbarLink href="#/user-profile">Profile</NavbarLink>
          </NavbarItem>
          <NavbarItem>
            <NavbarLink iconOnly href="#/user-profile" aria-label={`Notifications (${color} navbar)`}>
              <Bell aria-hidden="true" />
            </NavbarLink>
          </NavbarItem>
          <NavbarItem>
            <NavbarLink iconOnly href="#/signup" aria-label={`Account settings (${color} navbar)`}>
              <Settings aria-hidden="true" />
            </NavbarLink>
          </NavbarItem>
          <NavbarItem>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <NavbarButton>
                  More <ChevronDown aria-hidden="true" />
                </NavbarButton>
              </DropdownMenuTrigger>
              <DropdownMenuContent color={color === 'transparent' ? 'default' : color} align="end">
                <DropdownMenuLabel>Example pages</DropdownMenuLabel>
                <DropdownMenuItem asChild>
                  <a href="#/landing">Landing</a>
                </DropdownMenuItem>
                <DropdownMenuItem asChild>
                  <a href="#/user-profile">Profile</a>
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem asChild>
                  <a href="#/signup">Sign up</a>
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </NavbarItem>
        </NavbarLinks>
        {search && <NavbarSearch label={`Search (${color} navbar)`} placeholder="Search" />}
      </NavbarCollapse>
    </Navbar>
  );
}

/** The navbars in every colour and transparent, which the home page shows too. */
export function NavbarSamples() {
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-4">
        <h3 className="text-sm font-bold uppercase tracking-wider text-pk-muted">Colours</h3>
        <div className="flex flex-col gap-5">
          <ShowcaseNavbar color="primary" search />
          <ShowcaseNavbar color="info" />
          <ShowcaseNavbar color="success" />
          <ShowcaseNavbar color="warning" />
          <ShowcaseNavbar color="danger" />
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <h3 className="text-sm font-bold uppercase tracking-wider text-pk-muted">
          Transparent, over artwork
        </h3>
        <div data-surface="dark" className="rounded-pk-card bg-pk-hero p-3 pb-20">
          <ShowcaseNavbar color="transparent" />
        </div>
      </div>
    </div>
  );
}

/**
 * Navbars in every colour and one transparent over artwork, each named, with links, icon-only links, a More
 * menu and a search field; in a narrow bar they fold behind a toggle.
 */
export function NavbarDemo() {
  return <NavbarSamples />;
}
