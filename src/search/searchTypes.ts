/** What a search result is of: the dialog shows it as the result's group. */
export type SearchGroup = 'Component' | 'Helper' | 'Block' | 'Prop' | 'Key' | 'Page';

/**
 * One thing the documentation's search finds, built at build time (`scripts/search-index.ts`) from the records, the
 * API reader and the site's pages.
 */
export interface SearchDoc {
  group: SearchGroup;
  /** What the result is called: a component's name, a prop's, a key's. */
  title: string;
  /** A short excerpt shown under it: where it is and a line on it. */
  excerpt: string;
  /** The route it goes to, after `#`: `/documentation?component=switch`. */
  path: string;
  /** The text of the heading to focus there, when not the page's own (`API`, `Keyboard`). */
  section?: string;
  /** The id of the heading to focus there (a home section's), when it has one. */
  headingId?: string;
  /** More words it is found by, ranked below its title (its page's name, a summary). */
  words?: string;
}
