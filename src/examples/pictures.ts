const ana = svg(`
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">
    <rect width="240" height="240" fill="#51cbce"/>
    <circle cx="196" cy="46" r="64" fill="#fffcf5" opacity=".14"/>
    <path d="M40 240c6-52 40-78 80-78s74 26 80 78z" fill="#f5593d"/>
    <path d="M104 150h32v22a16 16 0 0 1-32 0z" fill="#e8b48f"/>
    <ellipse cx="120" cy="112" rx="44" ry="52" fill="#e8b48f"/>
    <path d="M72 118c-6-52 22-80 50-80s54 22 48 78c-6-26-22-40-48-42-26 2-44 18-50 44z" fill="#3b2a20"/>
    <path d="M70 110c-4 40 4 70 14 84l10-60z" fill="#3b2a20"/>
    <circle cx="103" cy="114" r="4.5" fill="#2c2a28"/>
    <circle cx="137" cy="114" r="4.5" fill="#2c2a28"/>
    <path d="M108 136q12 10 24 0" fill="none" stroke="#2c2a28" stroke-width="4" stroke-linecap="round"/>
  </svg>
`);

const jonah = svg(`
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">
    <rect width="240" height="240" fill="#f5593d"/>
    <circle cx="196" cy="46" r="64" fill="#fffcf5" opacity=".14"/>
    <path d="M40 240c6-52 40-78 80-78s74 26 80 78z" fill="#fbc658"/>
    <path d="M104 150h32v22a16 16 0 0 1-32 0z" fill="#c98b62"/>
    <ellipse cx="120" cy="112" rx="44" ry="52" fill="#c98b62"/>
    <path d="M78 96c4-30 22-44 44-44 24 0 40 14 42 44-14-8-28-12-42-12s-30 4-44 12z" fill="#4a3426"/>
    <path d="M88 140q32 40 64 0q-4 30-32 30t-32-30z" fill="#4a3426"/>
    <circle cx="103" cy="114" r="4.5" fill="#2c2a28"/>
    <circle cx="137" cy="114" r="4.5" fill="#2c2a28"/>
    <path d="M108 136q12 10 24 0" fill="none" stroke="#2c2a28" stroke-width="4" stroke-linecap="round"/>
  </svg>
`);

const mira = svg(`
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">
    <rect width="240" height="240" fill="#6bd098"/>
    <circle cx="196" cy="46" r="64" fill="#fffcf5" opacity=".14"/>
    <path d="M40 240c6-52 40-78 80-78s74 26 80 78z" fill="#66615b"/>
    <path d="M104 150h32v22a16 16 0 0 1-32 0z" fill="#f1c9a5"/>
    <ellipse cx="120" cy="112" rx="44" ry="52" fill="#f1c9a5"/>
    <path d="M74 112c-4-44 18-70 48-70 32 0 52 24 46 70-8-20-20-34-46-36-24 2-40 14-48 36z" fill="#b4532a"/>
    <circle cx="120" cy="46" r="20" fill="#b4532a"/>
    <circle cx="103" cy="114" r="4.5" fill="#2c2a28"/>
    <circle cx="137" cy="114" r="4.5" fill="#2c2a28"/>
    <path d="M108 136q12 10 24 0" fill="none" stroke="#2c2a28" stroke-width="4" stroke-linecap="round"/>
  </svg>
`);

const theo = svg(`
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">
    <rect width="240" height="240" fill="#fbc658"/>
    <circle cx="196" cy="46" r="64" fill="#fffcf5" opacity=".14"/>
    <path d="M40 240c6-52 40-78 80-78s74 26 80 78z" fill="#51bcda"/>
    <path d="M104 150h32v22a16 16 0 0 1-32 0z" fill="#9c6b4e"/>
    <ellipse cx="120" cy="112" rx="44" ry="52" fill="#9c6b4e"/>
    <path d="M76 100c2-34 22-52 46-52s42 16 44 50c-12-14-26-20-44-20-20 0-34 8-46 22z" fill="#1f1d1b"/>
    <circle cx="103" cy="114" r="4.5" fill="#2c2a28"/>
    <circle cx="137" cy="114" r="4.5" fill="#2c2a28"/>
    <path d="M108 136q12 10 24 0" fill="none" stroke="#2c2a28" stroke-width="4" stroke-linecap="round"/>
  </svg>
`);

const dunes = svg(`
  <svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#51bcda"/>
        <stop offset="0.7" stop-color="#fef3da"/>
      </linearGradient>
    </defs>
    <rect width="1200" height="675" fill="url(#sky)"/>
    <circle cx="820" cy="300" r="120" fill="#f5593d"/>
    <path d="M0 430 C 220 350 420 360 620 430 S 1000 500 1200 410 V675 H0 Z" fill="#fbc658"/>
    <path d="M0 520 C 260 440 520 470 760 540 S 1080 600 1200 540 V675 H0 Z" fill="#7f5703"/>
    <path d="M0 610 C 300 560 640 580 900 630 S 1140 660 1200 650 V675 H0 Z" fill="#66615b"/>
  </svg>
`);

const forest = svg(`
  <svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <rect width="1200" height="675" fill="#e4f6ec"/>
    <path d="M0 420 L260 200 L480 380 L700 170 L960 400 L1200 240 V675 H0 Z" fill="#79d7a3"/>
    <g fill="#6bd098">
      <path d="M120 560 L200 330 L280 560 Z"/>
      <path d="M430 560 L520 300 L610 560 Z"/>
      <path d="M760 560 L840 340 L920 560 Z"/>
      <path d="M1040 560 L1110 360 L1180 560 Z"/>
    </g>
    <g fill="#2a8351">
      <path d="M250 620 L350 330 L450 620 Z"/>
      <path d="M590 620 L690 300 L790 620 Z"/>
      <path d="M900 620 L990 360 L1080 620 Z"/>
      <path d="M-20 620 L60 400 L140 620 Z"/>
    </g>
    <rect y="600" width="1200" height="75" fill="#66615b"/>
  </svg>
`);

const harbour = svg(`
  <svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <rect width="1200" height="675" fill="#e2f6f6"/>
    <circle cx="260" cy="170" r="80" fill="#fbc658"/>
    <rect y="400" width="1200" height="275" fill="#51bcda"/>
    <path d="M0 460 Q 150 440 300 460 T 600 460 T 900 460 T 1200 460" stroke="#e2f3f8" stroke-width="6" fill="none"/>
    <path d="M0 540 Q 150 520 300 540 T 600 540 T 900 540 T 1200 540" stroke="#e2f3f8" stroke-width="6" fill="none"/>
    <g>
      <path d="M560 390 H760 L730 430 H590 Z" fill="#66615b"/>
      <path d="M660 150 V385 H560 Z" fill="#fffcf5"/>
      <path d="M672 190 V385 H760 Z" fill="#f5593d"/>
    </g>
    <g>
      <path d="M880 400 H990 L972 424 H896 Z" fill="#66615b"/>
      <path d="M936 270 V396 H882 Z" fill="#fffcf5"/>
    </g>
    <path d="M0 400 L90 330 L170 400 Z M120 400 L230 300 L330 400 Z" fill="#247e80"/>
  </svg>
`);

/** Square portraits of four made-up people, drawn on 240 × 240. */
export const portraits = { ana, jonah, mira, theo };

/** Landscapes for cards and slides, 1200 × 675. */
export const landscapes = { dunes, forest, harbour };

/**
 * An SVG drawing as a `data:` URL for an `<img>` (the line breaks are for reading and are taken out). The examples'
 * pictures, drawn for this kit, travel this way inside the code, so an example added by the shadcn CLI shows them
 * with no image file to copy or serve, in any bundler.
 */
function svg(markup: string): string {
  return `data:image/svg+xml,${encodeURIComponent(markup.replace(/\n\s*/g, ''))}`;
}
