import type { ComponentType, ReactNode } from 'react';

/** One row of a keyboard table: the keys (each a `KeyboardEvent.key` name or a chord such as `Shift+Tab`). */
export interface KeyRow {
  keys: string[];
  action: ReactNode;
}

/** One row of an API table: a prop of a component, a parameter or field of a function or type. */
export interface ApiRow {
  name: string;
  /** The TypeScript type, as written in the source or simplified for reading. */
  type: string;
  /** The default when the row is left out; nothing when it is required or has no default. */
  defaultValue?: string;
  description: ReactNode;
}

/** One export of a kit file and its API: a component's props, a function's parameters, a type's fields. */
export interface ApiPart {
  name: string;
  kind: 'component' | 'function' | 'hook' | 'class' | 'type' | 'constant';
  /** What it is for, in a sentence or two. */
  description: ReactNode;
  /** A one-line call signature, for functions and hooks. */
  signature?: string;
  rows: ApiRow[];
  /** What the rows leave out, such as "Every prop of a `<button>`." */
  inherits?: ReactNode;
}

/** Everything a kit file's documentation shows besides its heading, summary and source (which are read from the file). */
export interface DocEntryContent {
  /** A live demo of the file's exports, or nothing for a helper with nothing to show. */
  Demo?: ComponentType;
  /** The keys it answers to; an empty list says it has no keyboard interaction of its own. */
  keys: KeyRow[];
  /** Notes under the keyboard table: focus order, screen-reader announcements, what Radix handles. */
  accessibility?: ReactNode;
  api: ApiPart[];
}

/** An entry module's shape: `entries/<kit file name>.tsx` exports `content`. */
export interface DocEntryModule {
  content: DocEntryContent;
}

/** The prop names of a function component; for a union of prop shapes, the names of every member. */
type PropNames<C> = C extends (props: infer P) => unknown
  ? P extends unknown
    ? Extract<keyof P, string>
    : never
  : never;

/**
 * A component's API part whose row names are checked against the component's real props at compile time, so a
 * renamed or removed prop breaks the build instead of leaving the documentation wrong.
 */
export function componentApi<C extends (props: never) => unknown>(
  name: string,
  _component: C,
  part: Omit<ApiPart, 'name' | 'kind' | 'rows'> & {
    rows: (ApiRow & { name: PropNames<C> })[];
  },
): ApiPart {
  return { name, kind: 'component', ...part };
}

/** What `src/kit/<file>?kit-source` gives the page at build time (see `scripts/kit-source-plugin.ts`). */
export interface KitSource {
  /** The file's name, such as `slider.tsx`. */
  file: string;
  /** The file exactly as it is on disk. */
  text: string;
  /** Highlighted stretches of `text`: `[start, length, kind index]` triples (see `scripts/source-highlight.ts`). */
  spans: number[];
  /** The npm packages it and the kit files it needs import, with the versions this site runs. */
  packages: { name: string; version: string }[];
  /** The other kit files it needs, all the way down, such as `cn.ts`. */
  kitFiles: string[];
}
