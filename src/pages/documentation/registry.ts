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

/** The command that sets the registry up in an app: its `registries` entry, written by the CLI. */
export function registryAddCommand(url: string): string {
  return `npx shadcn@latest registry add ${site.registryNamespace}=${url}`;
}

/** The command that installs one registry item (a kit file, an example), with what it needs. */
export function addCommand(name: string): string {
  return `npx shadcn@latest add ${site.registryNamespace}/${name}`;
}

/** The registry item of a kit file's demo: `slider-demo`. */
export function exampleItemName(slug: string): string {
  return `${slug}-demo`;
}

/** The component a kit file's demo exports: `SliderDemo` for `slider`, `DatePickerDemo` for `date-picker`. */
export function demoExportName(slug: string): string {
  return `${slug.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Demo`;
}
