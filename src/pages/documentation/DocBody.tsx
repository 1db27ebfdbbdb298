import { memo, use, useId } from 'react';
import { CopyPageButton } from './CopyPageButton';
import {
  ApiReference,
  DocRemarks,
  DocSection,
  InstallInstructions,
  KeysTable,
  SectionJumps,
} from './DocSections';
import type { KitEntry } from './docTypes';
import { ExampleCode } from './ExampleCode';
import { ItemCost } from './ItemCost';
import { loadDoc } from './loaders';
import { kitUsage } from './pageContent';
import { Playground } from './Playground';
import { markdownPath } from './registry';
import { ScreenReaderHeard } from './ScreenReaderHeard';
import { SourceListing } from './SourceListing';
import { TestedFor } from './TestedFor';

/** Memoised: the playground writes its setup into the address, which re-renders the page around it. */
export const DocBody = memo(function DocBody({ entry }: { entry: KitEntry }) {
  const { record, source, Demo, playground } = use(loadDoc(entry.slug));
  const ids = useId();
  // A helper (pure logic, a hook) has no keys; its notes (the main export's @remarks) say how to use it well.
  const { title: usage, keys, remarks } = kitUsage(entry.group, record.keys, source);
  // The playground comes with the rest, so the body arrives whole: a playground drawn later would push every
  // section below it down, away from where a reader or an "On this page" button had scrolled.
  const sections = [
    Demo && { id: `${ids}demo`, title: 'Demo' },
    playground && { id: `${ids}playground`, title: 'Playground' },
    usage && { id: `${ids}keys`, title: usage },
    { id: `${ids}tests`, title: 'Tested for' },
    { id: `${ids}heard`, title: 'Screen reader' },
    source.api.length > 0 && { id: `${ids}api`, title: 'API' },
    source.cost && { id: `${ids}cost`, title: 'Cost' },
    { id: `${ids}deps`, title: 'Install' },
    { id: `${ids}source`, title: 'Source' },
  ].filter((section) => !!section);
  return (
    <>
      <SectionJumps sections={sections} />
      <CopyPageButton path={markdownPath(entry.slug)} className="mt-4" />
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
      {playground && (
        <DocSection id={`${ids}playground`} title="Playground">
          <Playground slug={entry.slug} api={source.api} {...playground} />
        </DocSection>
      )}
      {usage && (
        <DocSection id={`${ids}keys`} title={usage}>
          {keys && <KeysTable name={entry.name} rows={keys} />}
          {remarks && <DocRemarks text={remarks} />}
        </DocSection>
      )}
      <DocSection id={`${ids}tests`} title="Tested for">
        <TestedFor name={entry.name} groups={source.tests} />
      </DocSection>
      <DocSection id={`${ids}heard`} title="Screen reader">
        <ScreenReaderHeard name={entry.name} report={source.heard} />
      </DocSection>
      {source.api.length > 0 && (
        <DocSection id={`${ids}api`} title="API">
          <ApiReference parts={source.api} />
        </DocSection>
      )}
      {source.cost && (
        <DocSection id={`${ids}cost`} title="Cost">
          <ItemCost name={entry.name} cost={source.cost} />
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
});
