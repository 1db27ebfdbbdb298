import { NavbarsSection } from '../../src/pages/home/NavbarsSection';

/** The home page's navbars in every colour and transparent (resize the window to see them collapse). */
export default function NavbarDemo() {
  return <NavbarsSection />;
}
