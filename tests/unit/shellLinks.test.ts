import { describe, expect, it } from 'vitest';
import type { ShellFlags } from '../../src/shell/siteMap';
import { shellLinks } from '../../src/shell/shellLinks';
import { site } from '../../src/site';

const flags: ShellFlags = {
  navbar: true,
  footer: true,
  upgradeLink: false,
  documentation: false,
  topSurface: 'dark',
};

describe('shellLinks', () => {
  it('offers Components, Documentation and Themes on an ordinary page', () => {
    expect(shellLinks(flags).map((link) => link.label)).toEqual(['Components', 'Documentation', 'Themes']);
    expect(shellLinks(flags).at(-1)).toEqual({ kind: 'route', label: 'Themes', to: '/themes' });
  });

  it('offers Back to Kit instead of Components on the documentation path', () => {
    const links = shellLinks({ ...flags, documentation: true });
    expect(links.map((link) => link.label)).toEqual(['Back to Kit', 'Documentation', 'Themes']);
    expect(links[0]).toEqual({ kind: 'route', label: 'Back to Kit', to: '/home' });
  });

  it('adds Upgrade to Pro, to the configured address, where the page asks for it', () => {
    const links = shellLinks({ ...flags, upgradeLink: true });
    expect(links.at(-1)).toEqual({ kind: 'external', label: 'Upgrade to Pro', href: site.upgradeUrl });
  });
});
