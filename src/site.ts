/** Site-wide constants the shell needs. Kit components never import this file. */
export const site = {
  name: 'Paper Kit A11y',
  /** Where "Upgrade to Pro" leads. The one place this URL lives. */
  upgradeUrl: 'https://www.creative-tim.com/product/paper-kit-2-pro-angular',
  /** The spec's "navbar opaque beyond scroll" constant, in CSS pixels. */
  navbarOpaqueAfterPx: 150,
  /** The spec's "menu button toggled look delay". */
  burgerToggledDelayMs: 500,
} as const;

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${site.name}`;
}
