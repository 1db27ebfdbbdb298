import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { palettes, paletteVariables, semanticColors } from './src/design-tokens';

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
      sm: '576px',
      md: '768px',
      // The specification's "wide screen" is above 991 px.
      lg: '992px',
      xl: '1200px',
    },
    extend: {
      colors: {
        paper: 'var(--pk-paper)',
        surface: { DEFAULT: 'var(--pk-surface)', muted: 'var(--pk-surface-muted)' },
        ink: 'var(--pk-ink)',
        muted: 'var(--pk-muted)',
        border: { DEFAULT: 'var(--pk-border)', strong: 'var(--pk-border-strong)' },
        ring: 'var(--pk-ring)',
        hero: { DEFAULT: 'var(--pk-hero)', ink: 'var(--pk-hero-ink)' },
        code: Object.fromEntries(
          ['bg', 'ink', 'comment', 'keyword', 'string', 'number', 'type', 'tag', 'attribute'].map((token) => [
            token,
            `var(--pk-code-${token})`,
          ]),
        ),
        ...semantic,
      },
      fontFamily: {
        sans: ['"Montserrat Variable"', '"Montserrat Fallback"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      borderRadius: {
        card: '12px',
        pill: '30px',
      },
      boxShadow: {
        card: '0 6px 10px -4px rgb(0 0 0 / 0.15)',
        raised: '0 10px 25px -8px rgb(0 0 0 / 0.25)',
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({ ':root': paletteVariables(palettes.light), '.dark': paletteVariables(palettes.dark) });
    }),
  ],
} satisfies Config;
