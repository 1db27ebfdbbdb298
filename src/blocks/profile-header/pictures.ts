export const samplePictures = {
  /** The sample cover, 1440 × 480: low hills under an evening sky. */
  cover: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 480"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#2c2a28"/><stop offset="1" stop-color="#7a4b3a"/></linearGradient></defs><rect width="1440" height="480" fill="url(#s)"/><circle cx="1120" cy="170" r="70" fill="#fbc658" opacity=".85"/><path d="M0 330q240-90 480-20t480-10 480 30v150H0z" fill="#51bcda" opacity=".55"/><path d="M0 390q300-80 620-10t820-30v130H0z" fill="#3a3633"/></svg>',
  ),
  /** The sample owner's portrait, 240 × 240. */
  portrait: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" fill="#6bd098"/><path d="M40 240c6-52 40-78 80-78s74 26 80 78z" fill="#51bcda"/><rect x="104" y="146" width="32" height="30" rx="14" fill="#d9a47e"/><ellipse cx="120" cy="112" rx="42" ry="50" fill="#d9a47e"/><path d="M76 112c-6-46 16-72 44-72s52 24 46 72c-10-22-24-32-46-34-22 2-36 12-44 34z" fill="#7a4b3a"/><circle cx="104" cy="114" r="4" fill="#2c2a28"/><circle cx="136" cy="114" r="4" fill="#2c2a28"/><path d="M108 136q12 9 24 0" fill="none" stroke="#2c2a28" stroke-width="4" stroke-linecap="round"/></svg>',
  ),
};

/**
 * An SVG drawing as a `data:` URL for an `<img>`: the block's sample pictures travel inside its code, so it shows
 * them with no image file to copy or serve, in any bundler.
 */
function svg(markup: string): string {
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}
