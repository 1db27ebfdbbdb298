import { Bell, ChevronDown, Settings, UserRound } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../src/kit/dropdown-menu';
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
} from '../../src/kit/navbar';

const colors = ['primary', 'info', 'success', 'warning', 'danger', 'default'] as const;

export default function NavbarDemo() {
  return (
    <div className="flex flex-col gap-6">
      {colors.map((color) => (
        <Navbar key={color} color={color} aria-label={`${color} navbar example`} className="rounded-card">
          <NavbarBrand href="#/home">{color}</NavbarBrand>
          <NavbarToggle />
          <NavbarCollapse>
            <NavbarLinks>
              <NavbarItem>
                <NavbarLink href="#/landing" aria-current="page">
                  Discover
                </NavbarLink>
              </NavbarItem>
              <NavbarItem>
                <NavbarLink href="#/user-profile">Profile</NavbarLink>
              </NavbarItem>
              <NavbarItem>
                <NavbarLink iconOnly href="#/user-profile" aria-label="Notifications">
                  <Bell aria-hidden="true" />
                </NavbarLink>
              </NavbarItem>
              <NavbarItem>
                <NavbarLink iconOnly href="#/signup" aria-label="Account settings">
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
                  <DropdownMenuContent color={color} align="end">
                    <DropdownMenuLabel>Pages</DropdownMenuLabel>
                    <DropdownMenuItem asChild>
                      <a href="#/landing">Landing</a>
                    </DropdownMenuItem>
                    <DropdownMenuSeparator />
                    <DropdownMenuItem asChild>
                      <a href="#/signup">Sign up</a>
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </NavbarItem>
            </NavbarLinks>
            {color === 'primary' && <NavbarSearch label="Search the kit" placeholder="Search" />}
          </NavbarCollapse>
        </Navbar>
      ))}
      <div data-surface="dark" className="rounded-card bg-hero p-4 pb-16">
        <Navbar color="transparent" aria-label="Transparent navbar example">
          <NavbarBrand href="#/home">Transparent</NavbarBrand>
          <NavbarToggle />
          <NavbarCollapse>
            <NavbarLinks>
              <NavbarItem>
                <NavbarLink href="#/landing">Landing</NavbarLink>
              </NavbarItem>
              <NavbarItem>
                <NavbarLink iconOnly href="#/user-profile" aria-label="Your profile">
                  <UserRound aria-hidden="true" />
                </NavbarLink>
              </NavbarItem>
            </NavbarLinks>
          </NavbarCollapse>
        </Navbar>
      </div>
    </div>
  );
}
