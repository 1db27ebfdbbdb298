import { Bell, ChevronDown, Settings } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../kit/dropdown-menu';
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
} from '../../kit/navbar';
import { ShowcaseGroup, ShowcaseSection } from './ShowcaseSection';

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

/** The navbars in every colour and transparent, also the documentation's navbar demo. */
export function NavbarSamples() {
  return (
    <div className="flex flex-col gap-10">
      <ShowcaseGroup title="Colours">
        <div className="flex flex-col gap-5">
          <ShowcaseNavbar color="primary" search />
          <ShowcaseNavbar color="info" />
          <ShowcaseNavbar color="success" />
          <ShowcaseNavbar color="warning" />
          <ShowcaseNavbar color="danger" />
        </div>
      </ShowcaseGroup>
      <ShowcaseGroup title="Transparent, over artwork">
        <div data-surface="dark" className="rounded-pk-card bg-pk-hero p-3 pb-20">
          <ShowcaseNavbar color="transparent" />
        </div>
      </ShowcaseGroup>
    </div>
  );
}

export function NavbarsSection() {
  return (
    <ShowcaseSection
      id="navbars"
      title="Menus and navbars"
      description="Each navbar collapses behind its own toggle on narrow screens; the More menu opens with Enter or the arrow keys."
    >
      <NavbarSamples />
    </ShowcaseSection>
  );
}
