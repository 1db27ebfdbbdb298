import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import {
  darkSurfaceRule,
  focusRingUtility,
  kitColors,
  kitTheme,
  palettes,
  paletteVariables,
  toneRules,
} from './src/design-tokens';

// Every colour, radius, shadow and breakpoint of the kit is named `pk-…` (`bg-pk-primary`, `rounded-pk-card`,
// `pk-lg:`), so a kit component copied into an app with its own theme (shadcn's `primary`, `border`…) never takes
// that app's colours, nor changes them.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    screens: {
      // The site's own breakpoints, for its pages.
      sm: '576px',
      md: '768px',
      // The specification's "wide screen" is above 991 px.
      lg: '992px',
      xl: '1200px',
      // The kit's, for its components.
      'pk-sm': kitTheme.breakpoint.sm,
      'pk-lg': kitTheme.breakpoint.lg,
    },
    extend: {
      // The same widths for container queries: `@container` on a block's root, then `@pk-sm:`… inside it.
      containers: {
        'pk-sm': kitTheme.breakpoint.sm,
        'pk-md': kitTheme.breakpoint.md,
        'pk-lg': kitTheme.breakpoint.lg,
      },
      colors: kitColors(),
      fontFamily: {
        sans: kitTheme.font.sans.split(', '),
      },
      borderRadius: {
        // A variable, so the theme studio's radius can take over the site (src/palette/studio.ts).
        'pk-card': 'var(--pk-radius-card)',
        'pk-pill': kitTheme.radius.pill,
      },
      boxShadow: {
        'pk-card': kitTheme.shadow.card,
        'pk-raised': kitTheme.shadow.raised,
      },
    },
  },
  plugins: [
    plugin(({ addBase, addUtilities }) => {
      addBase({
        ...darkSurfaceRule,
        // `.light` too: a part of a dark page shown light (the documentation's playground preview).
        ':root, .light': { ...paletteVariables(palettes.light), '--pk-radius-card': kitTheme.radius.card },
        '.dark': paletteVariables(palettes.dark),
        ...toneRules(),
      });
      addUtilities({ '.pk-focus-ring': focusRingUtility });
    }),
  ],
} satisfies Config;
