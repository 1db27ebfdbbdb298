import { site } from '../../site';

/**
 * Where this site's registry items are, for the page as it is served now: the folder of index.html plus
 * `r/{name}.json`, so the address is right at any origin and sub-path (`https://example.com/kit/r/{name}.json`).
 */
export function registryItemUrl(href: string = window.location.href): string {
  return `${new URL('r/', href.split('#')[0]).href}{name}.json`;
}

/** The one-time `registries` entry of an app's components.json. */
export function registriesEntry(url: string): string {
  return `"registries": {\n  "${site.registryNamespace}": "${url}"\n}`;
}

/** The command that installs one kit file, with what it needs. */
export function addCommand(slug: string): string {
  return `npx shadcn@latest add ${site.registryNamespace}/${slug}`;
}
