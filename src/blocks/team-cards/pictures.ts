export const samplePortraits = {
  amara: portrait(
    '#f5593d',
    '#fbc658',
    '#8d5a3b',
    '<circle cx="120" cy="62" r="40" fill="#2c2a28"/><path d="M78 100c0-34 18-48 42-48s42 14 42 48c-12-12-26-16-42-16s-30 4-42 16z" fill="#2c2a28"/>',
  ),
  leo: portrait(
    '#51bcda',
    '#f5593d',
    '#e8b48f',
    '<path d="M80 100c2-34 20-50 40-50 22 0 40 16 40 50-10-14-24-20-40-20s-30 6-40 20z" fill="#66615b"/>',
  ),
  yuki: portrait(
    '#6bd098',
    '#66615b',
    '#f1c9a5',
    '<path d="M72 150c-10-70 12-110 48-110s60 40 48 110l-8-48c-6-20-22-30-40-30s-34 10-40 30z" fill="#3b2a20"/>',
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
