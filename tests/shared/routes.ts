// The site's routes as the browser tests of every engine expect them (Playwright's and WebDriver's).

/** Every route of the route table, with its title and the shell it expects. */
export const routes = [
  { path: 'home', title: 'Components', navbar: true, footer: true, upgrade: true, documentation: false },
  {
    path: 'user-profile',
    title: 'User profile',
    navbar: true,
    footer: true,
    upgrade: false,
    documentation: false,
  },
  { path: 'signup', title: 'Sign up', navbar: true, footer: false, upgrade: false, documentation: false },
  { path: 'landing', title: 'Landing', navbar: true, footer: true, upgrade: false, documentation: false },
  { path: 'themes', title: 'Theme studio', navbar: true, footer: true, upgrade: false, documentation: false },
  { path: 'nucleoicons', title: 'Icons', navbar: false, footer: false, upgrade: false, documentation: false },
  {
    path: 'documentation',
    title: 'Documentation',
    navbar: true,
    footer: true,
    upgrade: false,
    documentation: true,
  },
] as const;

export const SITE_NAME = 'Paper Kit A11y';

/**
 * The keyboard tours: every route, and one component's documentation (the index has no source listing, the
 * scrollable region to check); home and that page again right to left, where a mirrored layout could push a stop off
 * screen or under the navbar.
 */
export const tours = [
  ...routes.map((route) => route.path),
  'documentation?component=slider',
  'home?dir=rtl',
  'documentation?component=slider&dir=rtl',
];
