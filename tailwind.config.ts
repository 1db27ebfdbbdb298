import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import {
  focusRingUtility,
  kitTheme,
  palettes,
  paletteVariables,
  semanticColors,
  toneColors,
  toneRules,
} from './src/design-tokens';

// Every colour, radius, shadow and breakpoint of the kit is named `pk-…` (`bg-pk-primary`, `rounded-pk-card`,
// `pk-lg:`), so a kit component copied into an app with its own theme (shadcn's `primary`, `border`…) never takes
// that app's colours, nor changes them.
const semantic = Object.fromEntries(
  semanticColors.map((color) => [
    color,
    {
      DEFAULT: `var(--pk-${color})`,
      foreground: `var(--pk-${color}-foreground)`,
      text: `var(--pk-${color}-text)`,
      soft: `var(--pk-${color}-soft)`,
      edge: `var(--pk-${color}-edge)`,
    },
  ]),
);

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
      colors: {
        pk: {
          paper: 'var(--pk-paper)',
          surface: { DEFAULT: 'var(--pk-surface)', muted: 'var(--pk-surface-muted)' },
          ink: 'var(--pk-ink)',
          muted: 'var(--pk-muted)',
          border: { DEFAULT: 'var(--pk-border)', strong: 'var(--pk-border-strong)' },
          ring: 'var(--pk-ring)',
          hero: { DEFAULT: 'var(--pk-hero)', ink: 'var(--pk-hero-ink)' },
          code: Object.fromEntries(
            ['bg', 'ink', 'comment', 'keyword', 'string', 'number', 'type', 'tag', 'attribute'].map(
              (token) => [token, `var(--pk-code-${token})`],
            ),
          ),
          ...semantic,
          tone: toneColors,
        },
      },
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
        // `.light` too: a part of a dark page shown light (the documentation's playground preview).
        ':root, .light': { ...paletteVariables(palettes.light), '--pk-radius-card': kitTheme.radius.card },
        '.dark': paletteVariables(palettes.dark),
        ...toneRules(),
      });
      addUtilities({ '.pk-focus-ring': focusRingUtility });
    }),
  ],
} satisfies Config;
