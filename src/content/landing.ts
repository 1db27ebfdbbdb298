import { Code, Gauge, Keyboard, MoonStar } from 'lucide-react';
import type { Feature } from '../blocks/feature-grid/feature-grid';

/** The landing page's four features, each with a link to the part of the site that shows it. */
export const features: readonly Feature[] = [
  {
    title: 'Keyboard first',
    text: 'Tabs, menus, sliders and dialogs move with the arrow keys and show where the focus is.',
    icon: Keyboard,
    tone: 'primary',
    link: { href: '/home', label: 'Try the components' },
  },
  {
    title: 'Light on a phone',
    text: 'Each page loads only the code it needs, so the first screen arrives quickly on a slow network.',
    icon: Gauge,
    tone: 'success',
    link: { href: '/signup', label: 'Open the sign-up page' },
  },
  {
    title: 'Readable in the dark',
    text: 'Both themes keep every colour pair above the contrast the guidelines ask for.',
    icon: MoonStar,
    tone: 'info',
    link: { href: '/nucleoicons', label: 'Browse the icons' },
  },
  {
    title: 'Source worth copying',
    text: 'One small, typed file per component: copy it into your own app and it works the same there.',
    icon: Code,
    tone: 'danger',
    link: { href: '/documentation', label: 'Read the docs' },
  },
];
