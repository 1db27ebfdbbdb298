export const samplePortraits = {
  ines: portrait(
    '#fbc658',
    '#f5593d',
    '#c98b62',
    '<path d="M74 120c-8-52 18-80 46-80s56 26 46 80c-6-30-22-44-46-46-24 2-40 16-46 46z" fill="#2c2a28"/>',
  ),
  tomas: portrait(
    '#51cbce',
    '#66615b',
    '#f1c9a5',
    '<path d="M80 96c4-30 20-42 40-42s38 12 42 42c-12-8-26-12-42-12s-28 4-40 12z" fill="#b4532a"/>',
  ),
};

/** A square sample portrait, 240 × 240: a head and shoulders in the given colours, with the given hair. */
function portrait(background: string, shirt: string, skin: string, hair: string): string {
  return svg(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" fill="${background}"/><path d="M40 240c6-52 40-78 80-78s74 26 80 78z" fill="${shirt}"/><rect x="104" y="146" width="32" height="30" rx="14" fill="${skin}"/><ellipse cx="120" cy="112" rx="42" ry="50" fill="${skin}"/>${hair}<circle cx="104" cy="114" r="4" fill="#2c2a28"/><circle cx="136" cy="114" r="4" fill="#2c2a28"/><path d="M108 136q12 9 24 0" fill="none" stroke="#2c2a28" stroke-width="4" stroke-linecap="round"/></svg>`,
  );
}

/**
 * An SVG drawing as a `data:` URL for an `<img>`: the block's sample pictures travel inside its code, so it shows
 * them with no image file to copy or serve, in any bundler.
 */
function svg(markup: string): string {
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}
