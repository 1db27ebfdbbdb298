import { ChevronDown } from 'lucide-react';
import { Fragment, use, useId, useState, type ReactNode } from 'react';
import { Button } from '../../kit/button';
import { cn } from '../../kit/cn';
import { Link } from '../../shell/SiteLink';
import { BlockPreview } from './blockPreviews';
import { inlineCode, textLink } from '../shared/proseClasses';
import { ApiReference, DocRemarks, DocSection, KeysTable, KitFileLink, SectionJumps } from './DocSections';
import type { BlockEntry, BlockSource } from './docTypes';
import { CopyableCode } from '../shared/Copyable';
import { CopyPageButton } from './CopyPageButton';
import { ItemCost } from './ItemCost';
import { loadBlock, type LoadedBlock } from './loaders';
import { blockApi, blockNeeds, blockUsage, blockUsageTitle, startsWithUseClient } from './pageContent';
import { blockEntry } from './records';
import { addCommand, markdownPath } from './registry';
import { ScreenReaderHeard } from './ScreenReaderHeard';
import { SourceListing } from './SourceListing';
import { TestedFor } from './TestedFor';

/** `a`, `a and b`, `a, b and c`. */
function listed(items: readonly ReactNode[]): ReactNode {
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 && (index === items.length - 1 ? ' and ' : ', ')}
      {item}
    </Fragment>
  ));
}

function BlockInstall({ slug, files }: { slug: string; files: LoadedBlock['files'] }) {
  const [main] = files;
  const { kitFiles, blocks, packages, pictures } = blockNeeds(files);
  const uses = [
    kitFiles.length > 0 && (
      <>
        the kit {kitFiles.length === 1 ? 'file' : 'files'}{' '}
        {listed(kitFiles.map((file) => <KitFileLink key={file} file={file} />))}
      </>
    ),
    blocks.length > 0 && (
      <>
        the {blocks.length === 1 ? 'block' : 'blocks'}{' '}
        {listed(
          blocks.map((block) => (
            <Link key={block} to={`/documentation?block=${block}`} className={textLink}>
              {blockEntry(block)?.name ?? block}
            </Link>
          )),
        )}
      </>
    ),
  ].filter((part) => !!part);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <p>
        One command adds the block&rsquo;s files to{' '}
        <code className={inlineCode}>components/paper-kit/blocks/{slug}/</code>, once your app&rsquo;s{' '}
        <code className={inlineCode}>components.json</code> has{' '}
        <Link to="/documentation" className={textLink}>
          the registry entry
        </Link>
        :
      </p>
      <CopyableCode code={addCommand(slug)} label="the shadcn command" />
      <p>
        It also installs what the block uses
        {uses.map((part, index) => (
          <Fragment key={index}>
            {index === 0 ? ': ' : ', and '}
            {part}
          </Fragment>
        ))}
        , with the kit&rsquo;s theme and {packages.length === 1 ? 'the npm package' : 'the npm packages'} they
        import, at the versions this site runs:
      </p>
      <ul className="flex flex-wrap gap-2">
        {packages.map((pkg) => (
          <li key={pkg.name}>
            <code className={inlineCode}>
              {pkg.name}@{pkg.version}
            </code>
          </li>
        ))}
      </ul>
      {startsWithUseClient(main.text) ? (
        <p>
          Its main file, <code className={inlineCode}>{main.file}</code>, starts with{' '}
          <code className={inlineCode}>&quot;use client&quot;</code>: in a Next.js App Router app the block is
          a client component. A server component can render it with its sample content, or with props that are
          data (text, numbers, arrays, elements); props that are functions, such as a callback or an icon,
          must come from a client component of your own.
        </p>
      ) : (
        <p>
          Its main file, <code className={inlineCode}>{main.file}</code>, has no{' '}
          <code className={inlineCode}>&quot;use client&quot;</code>: in a Next.js App Router app it renders
          on the server, and the files it uses that need the browser start with{' '}
          <code className={inlineCode}>&quot;use client&quot;</code> themselves. A callback cannot be sent
          from the server, so to give the block one, render it from a client component of your own.
        </p>
      )}
      {pictures.length > 0 ? (
        <p>
          Its sample pictures come inside its code, as inline SVG <code className={inlineCode}>data:</code>{' '}
          URLs in{' '}
          {listed(
            pictures.map((file) => (
              <code key={file.file} className={inlineCode}>
                {file.file}
              </code>
            )),
          )}
          : there is no image file to copy or serve.
        </p>
      ) : (
        <p>It has no pictures of its own, so there is no image file to copy either.</p>
      )}
    </div>
  );
}

/** The block's files behind a toggle: drawing every highlighted line waits until someone asks for them. */
function BlockFiles({ slug, files }: { slug: string; files: readonly BlockSource[] }) {
  const [open, setOpen] = useState(false);
  const filesId = useId();
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl">
        {files.length === 1 ? 'One file' : `${files.length} files`} in{' '}
        <code className={inlineCode}>src/blocks/{slug}/</code>:{' '}
        {listed(
          files.map((file) => (
            <code key={file.file} className={inlineCode}>
              {file.file}
            </code>
          )),
        )}
        . The command writes them as they are here, with their imports pointed at where it puts the kit and
        the other blocks.
      </p>
      <div>
        <Button
          color="primary"
          variant="outline"
          shape="round"
          aria-expanded={open}
          aria-controls={filesId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : 'Show'} the source
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-180')}
          />
        </Button>
      </div>
      <div id={filesId} className="flex flex-col gap-6">
        {open &&
          files.map((file) => (
            <SourceListing
              key={file.file}
              path={`src/blocks/${slug}/${file.file}`}
              text={file.text}
              spans={file.spans}
            />
          ))}
      </div>
    </div>
  );
}

export function BlockBody({ entry }: { entry: BlockEntry }) {
  const { record, files } = use(loadBlock(entry.slug));
  const ids = useId();
  const api = blockApi(entry.slug, files);
  // The notes are the block component's @remarks, read from its main file, as the registry's docs are.
  const usage = blockUsage(record.keys, files[0]);
  const sections = [
    { id: `${ids}preview`, title: 'Preview' },
    { id: `${ids}keys`, title: blockUsageTitle },
    { id: `${ids}tests`, title: 'Tested for' },
    { id: `${ids}heard`, title: 'Screen reader' },
    api.length > 0 && { id: `${ids}api`, title: 'Props' },
    files[0].cost && { id: `${ids}cost`, title: 'Cost' },
    { id: `${ids}install`, title: 'Install' },
    { id: `${ids}source`, title: 'Source' },
  ].filter((section) => !!section);
  return (
    <>
      <SectionJumps sections={sections} />
      <CopyPageButton path={markdownPath(entry.slug)} className="mt-4" />
      <DocSection id={`${ids}preview`} title="Preview">
        <p className="mb-5 max-w-3xl text-pk-muted">
          The block with its sample content. Under this page&rsquo;s own h1, a block that would open a page
          with one shows an h2 instead, and a link to a page of your app says where it goes instead of leaving
          this one.
        </p>
        <BlockPreview slug={entry.slug} />
      </DocSection>
      <DocSection id={`${ids}keys`} title={blockUsageTitle}>
        <KeysTable name={entry.name} rows={usage.keys} />
        {usage.remarks && <DocRemarks text={usage.remarks} />}
      </DocSection>
      <DocSection id={`${ids}tests`} title="Tested for">
        <TestedFor name={entry.name} groups={files[0].tests} />
      </DocSection>
      <DocSection id={`${ids}heard`} title="Screen reader">
        <ScreenReaderHeard name={entry.name} report={files[0].heard} />
      </DocSection>
      {api.length > 0 && (
        <DocSection id={`${ids}api`} title="Props">
          <ApiReference parts={api} />
        </DocSection>
      )}
      {files[0].cost && (
        <DocSection id={`${ids}cost`} title="Cost">
          <ItemCost name={entry.name} cost={files[0].cost} block />
        </DocSection>
      )}
      <DocSection id={`${ids}install`} title="Install">
        <BlockInstall slug={entry.slug} files={files} />
      </DocSection>
      <DocSection id={`${ids}source`} title="Source">
        <BlockFiles slug={entry.slug} files={files} />
      </DocSection>
    </>
  );
}
