/** Site-wide constants the shell needs. Kit components never import this file. */
export const site = {
  name: 'Paper Kit A11y',
  /** Where "Upgrade to Pro" leads. The one place this URL lives. */
  upgradeUrl: 'https://www.creative-tim.com/product/paper-kit-2-pro-angular',
  /** The spec's "navbar opaque beyond scroll" constant, in CSS pixels. */
  navbarOpaqueAfterPx: 150,
  /** The spec's "menu button toggled look delay". */
  burgerToggledDelayMs: 500,
  /** Where the demo's social and help links lead: real places, never a dead `#`. */
  social: [
    { network: 'GitHub', label: 'Paper Kit A11y on GitHub', href: 'https://github.com/' },
    { network: 'Mastodon', label: 'Paper Kit A11y on Mastodon', href: 'https://joinmastodon.org/' },
    { network: 'Email', label: 'Email the Paper Kit A11y team', href: 'mailto:hello@example.com' },
  ],
  passwordHelpHref: 'mailto:hello@example.com?subject=Password%20help',
  /** The shadcn registry namespace of the kit's items: `npx shadcn@latest add @paper-kit-a11y/slider`. */
  registryNamespace: '@paper-kit-a11y',
} as const;

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${site.name}`;
}
