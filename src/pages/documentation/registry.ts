import type { ApiPart } from './docTypes';

/** The shadcn registry namespace of the kit's items: `npx shadcn@latest add @paper-kit-a11y/slider`. */
export const registryNamespace = '@paper-kit-a11y';

/**
 * Where this site's registry items are, for the page as it is served now: the folder of index.html plus
 * `r/{name}.json`, so the address is right at any origin and sub-path (`https://example.com/kit/r/{name}.json`).
 */
export function registryItemUrl(href: string = window.location.href): string {
  return `${new URL('r/', href.split('#')[0]).href}{name}.json`;
}

/** Where a documentation page's Markdown is, from the site's folder: `r/docs/slider.md` (`r/docs/sign-up-card.md`). */
export function markdownPath(slug: string): string {
  return `r/docs/${slug}.md`;
}

/** The kit's index for language models (llms.txt), in the site's folder: a line and a link per page's Markdown. */
export const llmsTxtPath = 'llms.txt';

/** Every documentation page's Markdown in one file, for assistants that read one file; `llms.txt` links to it. */
export const llmsFullTxtPath = 'llms-full.txt';

/**
 * The address of one of the site's own files (`llms.txt`, `r/docs/slider.md`), for the page as it is served now:
 * from the folder of index.html, so it is right at any origin and sub-path.
 */
export function siteFileUrl(filePath: string, href: string = window.location.href): string {
  return new URL(filePath, href.split('#')[0]).href;
}

/** The one-time `registries` entry of an app's components.json. */
export function registriesEntry(url: string): string {
  return `"registries": {\n  "${registryNamespace}": "${url}"\n}`;
}

/** The command that sets the registry up in an app: its `registries` entry, written by the CLI. */
export function registryAddCommand(url: string): string {
  return `npx shadcn@latest registry add ${registryNamespace}=${url}`;
}

/** The command that installs one registry item (a kit file, an example), with what it needs. */
export function addCommand(name: string): string {
  return `npx shadcn@latest add ${registryNamespace}/${name}`;
}

/** The registry item of a kit file's demo: `slider-demo`. */
export function exampleItemName(slug: string): string {
  return `${slug}-demo`;
}

/** `DatePicker` for `date-picker`. */
export function pascalCase(slug: string): string {
  return slug.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

/** The component a kit file's demo exports: `SliderDemo` for `slider`, `DatePickerDemo` for `date-picker`. */
export function demoExportName(slug: string): string {
  return `${pascalCase(slug)}Demo`;
}

const isCallable = (part: ApiPart) =>
  part.kind === 'component' || part.kind === 'function' || part.kind === 'hook';

/**
 * The export a kit file (or a block's main file) is about: the component, function or hook named after the file
 * (`Slider`, `pageItems`), or else the file's first component, function or hook (`parseIsoDate` in `dates.ts`).
 * Its TSDoc gives the registry item's description, and its `@remarks` the item's docs and the documentation
 * page's notes.
 */
export function mainExport(file: string, parts: readonly ApiPart[]): ApiPart | undefined {
  const pascal = pascalCase(file.replace(/\.tsx?$/, ''));
  const camel = `${pascal[0]?.toLowerCase() ?? ''}${pascal.slice(1)}`;
  return (
    parts.find((part) => isCallable(part) && (part.name === pascal || part.name === camel)) ??
    parts.find(isCallable)
  );
}
