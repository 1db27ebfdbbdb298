// A development-only page (never built into dist/) that shows every documentation demo in isolation, for
// screenshots: `npm run dev`, then open /preview/?theme=dark&only=button at any width.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import '@fontsource-variable/montserrat/wght.css';
import '../src/styles.css';
import type { ExampleModule } from '../src/pages/documentation/docTypes';
import { demoExportName } from '../src/pages/documentation/registry';

// The documentation page's live demos, one per kit file that has one.
const demos = import.meta.glob<ExampleModule>('../src/examples/*-demo.tsx', { eager: true });
const params = new URLSearchParams(location.search);
const only = params.get('only');
document.documentElement.classList.toggle('dark', params.get('theme') === 'dark');

const entries = Object.entries(demos).flatMap(([path, module]) => {
  const name = path.replace(/^.*\/|-demo\.tsx$/g, '');
  const Demo = module[demoExportName(name)] as ComponentType | undefined;
  return Demo && (!only || name === only) ? [[name, Demo] as const] : [];
});

function Preview() {
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-12 p-4 sm:p-8">
      <h1 className="text-2xl font-bold">Kit preview</h1>
      {entries.map(([name, Demo]) => (
        <section key={name} aria-labelledby={`demo-${name}`} className="flex flex-col gap-4">
          <h2 id={`demo-${name}`} className="text-sm font-bold uppercase tracking-wider text-pk-muted">
            {name}
          </h2>
          <Demo />
        </section>
      ))}
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('preview/index.html has no #root');
createRoot(container).render(
  <StrictMode>
    {/* Some demos hold links to the site's routes, which need a router around them. */}
    <HashRouter>
      <Preview />
    </HashRouter>
  </StrictMode>,
);
