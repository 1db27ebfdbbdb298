/**
 * The hero's artwork, drawn for this project: sheets of paper in the kit's hues, fanned out over a dark desk
 * under a soft lamp. Inline, so it costs no request and never holds up the first paint.
 */
export function HeroArt() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 900"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full rtl:-scale-x-100"
    >
      <defs>
        <radialGradient id="hero-lamp" cx="72%" cy="18%" r="75%">
          <stop offset="0" stopColor="#3a342d" />
          <stop offset="0.55" stopColor="#221f1c" />
          <stop offset="1" stopColor="#141312" />
        </radialGradient>
        <linearGradient id="hero-sheet" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fffcf5" stopOpacity="0.16" />
          <stop offset="1" stopColor="#fffcf5" stopOpacity="0.03" />
        </linearGradient>
        <filter id="hero-soft" x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation="18" />
        </filter>
      </defs>
      <rect width="1440" height="900" fill="url(#hero-lamp)" />
      <g filter="url(#hero-soft)" opacity="0.55">
        <circle cx="1130" cy="190" r="150" fill="#51cbce" opacity="0.35" />
        <circle cx="1290" cy="560" r="120" fill="#f5593d" opacity="0.3" />
        <circle cx="860" cy="720" r="140" fill="#fbc658" opacity="0.22" />
      </g>
      <g transform="translate(1010 430) rotate(-18)">
        <rect x="-230" y="-160" width="400" height="300" rx="14" fill="#6bd098" opacity="0.55" />
      </g>
      <g transform="translate(1050 420) rotate(-6)">
        <rect x="-230" y="-160" width="400" height="300" rx="14" fill="#51bcda" opacity="0.6" />
      </g>
      <g transform="translate(1090 410) rotate(7)">
        <rect x="-230" y="-160" width="400" height="300" rx="14" fill="#51cbce" opacity="0.75" />
        <rect x="-230" y="-160" width="400" height="300" rx="14" fill="url(#hero-sheet)" />
        <rect x="-190" y="-120" width="150" height="16" rx="8" fill="#1f1d1b" opacity="0.35" />
        <rect x="-190" y="-88" width="260" height="10" rx="5" fill="#1f1d1b" opacity="0.22" />
        <rect x="-190" y="-66" width="220" height="10" rx="5" fill="#1f1d1b" opacity="0.22" />
        <rect x="-190" y="40" width="110" height="40" rx="20" fill="#f5593d" opacity="0.85" />
        <rect
          x="-66"
          y="40"
          width="110"
          height="40"
          rx="20"
          fill="none"
          stroke="#1f1d1b"
          strokeOpacity="0.4"
          strokeWidth="3"
        />
        <circle cx="110" cy="-100" r="26" fill="#fbc658" opacity="0.9" />
      </g>
      <g opacity="0.12" stroke="#fffcf5" strokeWidth="1.5">
        <path d="M0 780 C 260 720, 520 840, 780 780 S 1240 700, 1440 760" fill="none" />
        <path d="M0 820 C 300 760, 560 880, 820 820 S 1260 740, 1440 800" fill="none" />
      </g>
    </svg>
  );
}
