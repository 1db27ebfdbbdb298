// What axe checks, in the browser tests and the registry test alike: WCAG 2.0–2.2 A and AA and best practice, and
// the rules axe-core still calls experimental (orientation lock, focus-order semantics, a <p> styled as a heading,
// fake table captions, data cells without headers), which apply to this site as much as the others.
export const axeTags = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
  'experimental',
];

/**
 * Left out of every check: Radix's focus guards, the two empty, invisible `<span tabindex="0">` it puts at the ends
 * of `<body>` while a popover or menu is open, to catch focus leaving it and send it back. Focus never rests there,
 * they hold nothing to read, and the page cannot give them a role; axe's experimental focus-order-semantics would
 * report them on every open overlay.
 */
export const axeExclude = '[data-radix-focus-guard]';
