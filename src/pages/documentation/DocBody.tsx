import { use, useId } from 'react';
import type { CatalogEntry } from './catalog';
import { ApiReference, DocSection, InstallInstructions, KeysTable, SectionJumps } from './DocSections';
import { ExampleCode } from './ExampleCode';
import { loadDoc } from './loaders';
import { SourceListing } from './SourceListing';

export function DocBody({ entry }: { entry: CatalogEntry }) {
  const { content, source, Demo } = use(loadDoc(entry.slug));
  const ids = useId();
  // A helper (pure logic, a hook) has no keys; its notes, if any, are about accessibility in general.
  const usage =
    content && (entry.group === 'component' || content.keys.length > 0)
      ? 'Keyboard'
      : content?.accessibility
        ? 'Accessibility'
        : null;
  const sections = [
    Demo && { id: `${ids}demo`, title: 'Demo' },
    usage && { id: `${ids}keys`, title: usage },
    source.api.length > 0 && { id: `${ids}api`, title: 'API' },
    { id: `${ids}deps`, title: 'Install' },
    { id: `${ids}source`, title: 'Source' },
  ].filter((section) => !!section);
  return (
    <>
      <SectionJumps sections={sections} />
      {Demo && (
        <DocSection id={`${ids}demo`} title="Demo">
          <div
            data-slot="demo"
            className="rounded-pk-card border border-pk-border bg-pk-surface p-4 shadow-pk-card sm:p-8"
          >
            <Demo />
          </div>
          <ExampleCode slug={entry.slug} />
        </DocSection>
      )}
      {content && usage && (
        <DocSection id={`${ids}keys`} title={usage}>
          {usage === 'Keyboard' && <KeysTable name={entry.name} rows={content.keys} />}
          {content.accessibility && (
            <div className="mt-5 flex first:mt-0 max-w-3xl flex-col gap-3 text-pk-muted [&_code]:text-pk-ink">
              {content.accessibility}
            </div>
          )}
        </DocSection>
      )}
      {source.api.length > 0 && (
        <DocSection id={`${ids}api`} title="API">
          <ApiReference parts={source.api} />
        </DocSection>
      )}
      <DocSection id={`${ids}deps`} title="Install">
        <InstallInstructions slug={entry.slug} source={source} />
      </DocSection>
      <DocSection id={`${ids}source`} title="Source">
        <SourceListing path={`src/kit/${source.file}`} text={source.text} spans={source.spans} />
      </DocSection>
    </>
  );
}
