import { use, useId } from 'react';
import type { CatalogEntry } from './catalog';
import {
  ApiReference,
  DocRemarks,
  DocSection,
  InstallInstructions,
  KeysTable,
  SectionJumps,
} from './DocSections';
import { ExampleCode } from './ExampleCode';
import { loadDoc } from './loaders';
import { mainExport } from './registry';
import { SourceListing } from './SourceListing';

export function DocBody({ entry }: { entry: CatalogEntry }) {
  const { content, source, Demo } = use(loadDoc(entry.slug));
  const ids = useId();
  // The notes are the main export's @remarks, read from the kit file: the registry prints the same after installing.
  const remarks = mainExport(source.file, source.api)?.remarks;
  // A helper (pure logic, a hook) has no keys; its notes say how to use it well.
  const keys = content && (entry.group === 'component' || content.keys.length > 0) ? content.keys : null;
  const usage = keys ? 'Keyboard' : remarks ? 'Notes' : null;
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
      {usage && (
        <DocSection id={`${ids}keys`} title={usage}>
          {keys && <KeysTable name={entry.name} rows={keys} />}
          {remarks && <DocRemarks text={remarks} />}
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
