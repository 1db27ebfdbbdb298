import {
  Navbar,
  NavbarBrand,
  NavbarCollapse,
  NavbarItem,
  NavbarLink,
  NavbarLinks,
  NavbarToggle,
} from '../../../kit/navbar';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Navbar',
  summary: 'A coloured navigation bar whose links fold behind a toggle when the bar itself is narrow.',
  group: 'component',
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves through the brand, the toggle (in a narrow bar), the links, buttons and search field in order.',
    },
    { keys: ['Enter'], action: 'Follows the focused link, or presses the focused button.' },
    {
      keys: ['Space'],
      action:
        'Presses the focused button: the toggle shows or hides the links, a menu button opens its menu.',
    },
  ],
};

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
