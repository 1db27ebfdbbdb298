import {
  Navbar,
  NavbarBrand,
  NavbarCollapse,
  NavbarItem,
  NavbarLink,
  NavbarLinks,
  NavbarToggle,
} from '../../../kit/navbar';

export function Playground(props: object) {
  return (
    <Navbar {...props} aria-label="Example" className="rounded-pk-card">
      <NavbarBrand href="#/home">Brand</NavbarBrand>
      <NavbarToggle />
      <NavbarCollapse>
        <NavbarLinks>
          <NavbarItem>
            <NavbarLink href="#/landing">Discover</NavbarLink>
          </NavbarItem>
          <NavbarItem>
            <NavbarLink href="#/user-profile">Profile</NavbarLink>
          </NavbarItem>
        </NavbarLinks>
      </NavbarCollapse>
    </Navbar>
  );
}
