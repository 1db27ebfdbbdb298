/**
 * The documentation's table of contents: one entry per file in `src/kit/`, named after the file. A unit test
 * checks that this list and the folder hold the same files, so a new kit file cannot go undocumented.
 */
export interface CatalogEntry {
  /** The kit file's name without its extension, also the `?component=` value. */
  slug: string;
  /** The name a reader looks for. */
  name: string;
  /** One line on what it is for. */
  summary: string;
  /** Components render something; helpers are the pure logic and hooks that components share. */
  group: 'component' | 'helper';
}

export const catalog: readonly CatalogEntry[] = [
  {
    slug: 'alert',
    name: 'Alert',
    summary: 'A coloured notice, and a list of notices a reader can dismiss one by one.',
    group: 'component',
  },
  {
    slug: 'avatar',
    name: 'Avatar',
    summary: 'A person’s picture in a circle or a rounded square, always with a size and a text alternative.',
    group: 'component',
  },
  {
    slug: 'button',
    name: 'Button',
    summary: 'Actions in seven colours, solid, outline or link, round or square, in three sizes.',
    group: 'component',
  },
  {
    slug: 'calendar',
    name: 'Calendar',
    summary: 'A month grid to pick one day from, styled over react-day-picker.',
    group: 'component',
  },
  {
    slug: 'card',
    name: 'Card',
    summary: 'A raised surface with an optional image, category, title, description and footer.',
    group: 'component',
  },
  {
    slug: 'carousel',
    name: 'Carousel',
    summary: 'Slides one at a time, with previous and next buttons, slide pickers and optional rotation.',
    group: 'component',
  },
  {
    slug: 'choice',
    name: 'Checkbox and radio',
    summary: 'Native checkboxes and radio buttons with a label and an optional description.',
    group: 'component',
  },
  {
    slug: 'date-picker',
    name: 'Date picker',
    summary: 'A yyyy-mm-dd text field with a calendar dialog that loads the first time it opens.',
    group: 'component',
  },
  {
    slug: 'dropdown-menu',
    name: 'Dropdown menu',
    summary: 'A button that opens a list of actions or links, operated with the arrow keys.',
    group: 'component',
  },
  {
    slug: 'input',
    name: 'Input',
    summary:
      'Text fields and text areas with a label, a validation state and a message, plus input groups with addons.',
    group: 'component',
  },
  {
    slug: 'label',
    name: 'Label',
    summary: 'A small pill of text in one of the semantic colours, for tags and statuses.',
    group: 'component',
  },
  {
    slug: 'modal',
    name: 'Modal',
    summary: 'A dialog that holds focus until it is closed, with a header, body and footer.',
    group: 'component',
  },
  {
    slug: 'navbar',
    name: 'Navbar',
    summary: 'A coloured navigation bar whose links fold behind a toggle on narrow screens.',
    group: 'component',
  },
  {
    slug: 'pagination',
    name: 'Pagination',
    summary: 'Page links with previous and next, ellipses and an optional rotating window.',
    group: 'component',
  },
  {
    slug: 'popover',
    name: 'Popover',
    summary: 'A small panel of text or controls that opens beside its button, on any side.',
    group: 'component',
  },
  {
    slug: 'progress',
    name: 'Progress',
    summary: 'A bar that shows how far along something is, optionally striped and animated.',
    group: 'component',
  },
  {
    slug: 'slider',
    name: 'Slider',
    summary: 'One or two handles on a track, with margin, limit, padding, tooltips and both orientations.',
    group: 'component',
  },
  {
    slug: 'switch',
    name: 'Switch',
    summary: 'An on/off toggle with ON and OFF labels, a not-set state, and read-only and disabled modes.',
    group: 'component',
  },
  {
    slug: 'tabs',
    name: 'Tabs',
    summary: 'A row of tabs that each show one panel, operated with the arrow keys.',
    group: 'component',
  },
  {
    slug: 'tooltip',
    name: 'Tooltip',
    summary: 'A short label that appears on hover or focus, on any side of its trigger.',
    group: 'component',
  },
  {
    slug: 'cn',
    name: 'cn',
    summary: 'Joins class names and lets a later Tailwind class override an earlier one.',
    group: 'helper',
  },
  {
    slug: 'dates',
    name: 'Dates',
    summary: 'Reads and writes yyyy-mm-dd dates, rejecting days that do not exist.',
    group: 'helper',
  },
  {
    slug: 'direction',
    name: 'DirectionProvider',
    summary:
      'Tells every kit component which way the page reads, so keys, positions and swipes mirror right to left.',
    group: 'helper',
  },
  {
    slug: 'focus-after-paint',
    name: 'focusAfterPaint',
    summary:
      'Moves focus into a layer that has just opened once it is on screen, so the click that opened it answers at once.',
    group: 'helper',
  },
  {
    slug: 'landmark-portal',
    name: 'Landmark portal',
    summary:
      'Renders a floating layer inside its trigger’s landmark, so every piece of content stays in a region.',
    group: 'helper',
  },
  {
    slug: 'page-items',
    name: 'Page items',
    summary: 'Works out which page numbers and ellipses a pagination shows.',
    group: 'helper',
  },
  {
    slug: 'slider-options',
    name: 'Slider options',
    summary:
      'Checks a slider’s configuration, with an error that names the option, and moves its handles by the rules.',
    group: 'helper',
  },
  {
    slug: 'tones',
    name: 'Tones',
    summary:
      'The kit’s semantic colours, and the theme class that gives a component one of them, so its styles are written once.',
    group: 'helper',
  },
  {
    slug: 'use-inert-outside',
    name: 'useInertOutside',
    summary:
      'Makes everything outside an open modal inert, so neither focus nor a screen reader’s reading cursor reaches the page behind.',
    group: 'helper',
  },
  {
    slug: 'use-prefers-reduced-motion',
    name: 'usePrefersReducedMotion',
    summary: 'Tells a component whether the visitor asked the system for less motion, and follows changes.',
    group: 'helper',
  },
  {
    slug: 'use-scroll-lock',
    name: 'useScrollLock',
    summary:
      'Holds the page still behind an open modal without changing its width or restyling it: only the root element changes.',
    group: 'helper',
  },
];

/** The entry for a `?component=` value, if there is one. */
export function catalogEntry(slug: string | null): CatalogEntry | undefined {
  return slug === null ? undefined : catalog.find((entry) => entry.slug === slug);
}

/**
 * The blocks: whole sections of the example pages, one per folder of `src/blocks/`, named after the folder. A unit
 * test checks that this list and the folders hold the same blocks.
 */
export interface BlockEntry {
  /** The folder's name, also the registry item's and the `?block=` value. */
  slug: string;
  name: string;
  /** One line on what it is. */
  summary: string;
  /** The site's page that is built from it. */
  usedOn: { label: string; path: string };
}

export const blockCatalog: readonly BlockEntry[] = [
  {
    slug: 'sign-up-card',
    name: 'Sign-up card',
    summary:
      'A welcome card on a dark surface: social icon links, email and password fields, Register and Forgot password.',
    usedOn: { label: 'the sign-up page', path: '/signup' },
  },
  {
    slug: 'register-card',
    name: 'Register card',
    summary:
      'A band of a longer page: the sign-up card on its lit backdrop, with a link to the whole sign-up page.',
    usedOn: { label: 'the home page', path: '/home' },
  },
  {
    slug: 'profile-header',
    name: 'Profile header',
    summary: 'A cover picture, then the owner’s portrait, name, role, bio and a Settings popover.',
    usedOn: { label: 'the profile page', path: '/user-profile' },
  },
  {
    slug: 'profile-connections',
    name: 'Profile connections',
    summary:
      'Follows and Following tabs: the people an owner follows, each with a feed checkbox, and an empty state.',
    usedOn: { label: 'the profile page', path: '/user-profile' },
  },
  {
    slug: 'landing-hero',
    name: 'Landing hero',
    summary: 'A landing page’s first screen: artwork under a veil, the page’s title and two calls to action.',
    usedOn: { label: 'the landing page', path: '/landing' },
  },
  {
    slug: 'feature-grid',
    name: 'Feature grid',
    summary: 'Four features side by side, each with an icon, a title, a sentence and a link.',
    usedOn: { label: 'the landing page', path: '/landing' },
  },
  {
    slug: 'team-cards',
    name: 'Team cards',
    summary: 'A card per person: portrait, name, role, a quote and icon links named after them.',
    usedOn: { label: 'the landing page', path: '/landing' },
  },
  {
    slug: 'contact-form',
    name: 'Contact form',
    summary:
      'A dark contact section: Name, Email and Message fields and a Send Message button that reports back.',
    usedOn: { label: 'the landing page', path: '/landing' },
  },
];

/** The entry for a `?block=` value, if there is one. */
export function blockEntry(slug: string | null): BlockEntry | undefined {
  return slug === null ? undefined : blockCatalog.find((entry) => entry.slug === slug);
}
