export const sampleHeroArt = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 900"><defs><radialGradient id="g" cx=".7" cy=".3" r=".8"><stop offset="0" stop-color="#51cbce"/><stop offset="1" stop-color="#2c2a28"/></radialGradient></defs><rect width="1440" height="900" fill="url(#g)"/><path d="M0 640q360-160 720-40t720-60v360H0z" fill="#f5593d" opacity=".45"/><path d="M0 740q420-120 820-20t620-40v220H0z" fill="#2c2a28" opacity=".8"/></svg>',
)}`;

// The sample artwork behind the hero, 1440 × 900, as a `data:` URL for an `<img>`: it travels inside the block's
// code, so the block shows it with no image file to copy or serve, in any bundler.
