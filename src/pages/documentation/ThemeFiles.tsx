import type { KitSource } from './docTypes';
import { SourceListing } from './SourceListing';

// The theme every kit file's classes assume, read at build time like the kit's own files.
const themeSources = import.meta.glob<KitSource>(['../../../tailwind.config.ts', '../../design-tokens.ts'], {
  query: '?site-source',
  import: 'default',
  eager: true,
});
const styles = import.meta.glob<string>('../../styles.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

// In reading order: the config, the palettes it reads, the stylesheet that loads it.
const order = ['tailwind.config.ts', 'src/design-tokens.ts', 'src/styles.css'];
const listings = [
  ...Object.values(themeSources).map((source) => ({
    path: source.file,
    text: source.text,
    spans: source.spans,
  })),
  ...Object.values(styles).map((text) => ({ path: 'src/styles.css', text, spans: [] })),
].sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));

/** The three files that make up the theme, each ready to copy. */
export function ThemeFiles() {
  return (
    <div className="mt-6 flex flex-col gap-6">
      {listings.map((listing) => (
        <SourceListing key={listing.path} path={listing.path} text={listing.text} spans={listing.spans} />
      ))}
    </div>
  );
}
