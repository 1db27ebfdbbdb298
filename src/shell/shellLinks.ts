import { site } from '../site';
import type { ShellFlags } from './siteMap';

export type ShellLink =
  { kind: 'route'; label: string; to: string } | { kind: 'external'; label: string; href: string };

/** The navbar's links for a page, the same in the top bar and the side menu. */
export function shellLinks(shell: ShellFlags): ShellLink[] {
  const links: ShellLink[] = [
    { kind: 'route', label: shell.documentation ? 'Back to Kit' : 'Components', to: '/home' },
    { kind: 'route', label: 'Documentation', to: '/documentation' },
    { kind: 'route', label: 'Themes', to: '/themes' },
  ];
  if (shell.upgradeLink) links.push({ kind: 'external', label: 'Upgrade to Pro', href: site.upgradeUrl });
  return links;
}
