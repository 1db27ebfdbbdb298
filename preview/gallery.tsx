// The icon gallery with a catalog as large as asked, for the benchmark's scaling check (scripts/interaction-bench.mjs
// builds it on its own, never into dist/): `gallery.html?count=5000` repeats the site's hundred icons, each copy's
// names made unique ("arrow-up-2"), until there are 5,000.
import { StrictMode, useId, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/montserrat/wght.css';
import '../src/styles.css';
import { iconCatalog, type IconEntry } from '../src/content/icons';
import { FieldLabel, Input } from '../src/kit/input';
import { IconGallery } from '../src/pages/nucleoicons/IconGallery';

/** The catalog repeated to `count` icons. */
function repeated(count: number): IconEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const icon = iconCatalog[index % iconCatalog.length] as IconEntry;
    const copy = Math.floor(index / iconCatalog.length);
    return { ...icon, name: copy === 0 ? icon.name : `${icon.name}-${copy + 1}` };
  });
}

function Harness({ count }: { count: number }) {
  const [query, setQuery] = useState('');
  const icons = useMemo(() => repeated(count), [count]);
  const searchId = useId();
  const hintId = useId();
  return (
    <main className="mx-auto max-w-6xl p-4">
      <h1 className="text-2xl font-bold">Icon gallery of {count}</h1>
      <FieldLabel htmlFor={searchId}>Search icons by name</FieldLabel>
      <Input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <p id={hintId}>The arrow keys move between icons.</p>
      <IconGallery query={query} onClearSearch={() => setQuery('')} keyboardHintId={hintId} icons={icons} />
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('gallery.html has no #root');
const count = Number(new URLSearchParams(location.search).get('count') ?? iconCatalog.length);
if (!Number.isInteger(count) || count < 1) throw new Error(`?count must be a whole number ≥ 1, got ${count}`);
createRoot(container).render(
  <StrictMode>
    <Harness count={count} />
  </StrictMode>,
);
