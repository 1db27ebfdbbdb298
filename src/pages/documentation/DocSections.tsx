import { Fragment, type ReactNode } from 'react';
import { Button } from '../../kit/button';
import { moveFocusTo } from '../../shell/moveFocusTo';
import { Link } from '../../shell/SiteLink';
import { kitEntry } from './records';
import type { ApiPart, ApiRow, KeyRow, KitSource } from './docTypes';
import { codeBlock, inlineCode, textLink } from '../shared/proseClasses';
import { ScrollRegion } from './ScrollRegion';
import { addCommand } from './registry';
import {
  apiRowHeading,
  chordKeys,
  kindLabels,
  noKeysSentence,
  npmInstallCommand,
  startsWithUseClient,
} from './pageContent';
import { CopyableCode } from '../shared/Copyable';
import { SkippableSection } from '../shared/SkippableSection';

interface DocSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/**
 * One section of a kit file's or a block's page, a region named by its h2, which "On this page" jumps to. Far from
 * the screen, behind a layer or during a theme switch, the browser may skip drawing it (`SkippableSection`).
 */
export function DocSection({ id, title, children }: DocSectionProps) {
  return (
    <SkippableSection aria-labelledby={id} className="mt-14 scroll-mt-24">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </SkippableSection>
  );
}

/** "On this page": buttons, not `#id` links (the router owns the fragment), that scroll to a section and focus it. */
export function SectionJumps({ sections }: { sections: { id: string; title: string }[] }) {
  return (
    <nav aria-label="On this page" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section.id}>
            <Button
              size="sm"
              shape="round"
              variant="outline"
              onClick={() => {
                const heading = document.getElementById(section.id);
                heading?.scrollIntoView({ block: 'start' });
                moveFocusTo(heading, { preventScroll: true });
              }}
            >
              {section.title}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const cellClass = 'border-b border-pk-border px-3 py-2.5 text-start align-top';
export const headClass =
  'border-b-2 border-pk-border-strong px-3 py-2 text-start text-xs font-bold uppercase tracking-wider text-pk-muted';

/** `ArrowUp` reads "Arrow Up"; a chord such as `Shift+Tab` is shown as two keys. */
function Keys({ chord }: { chord: string }) {
  const keys = chordKeys(chord).map((key, index) => (
    <Fragment key={key}>
      {index > 0 && '\u00a0+ '}
      <kbd className="inline-block min-w-7 whitespace-nowrap rounded-md border border-pk-border-strong bg-pk-surface px-1.5 py-0.5 text-center font-mono text-xs font-semibold text-pk-ink shadow-[0_1px_0_var(--pk-border-strong)]">
        {key}
      </kbd>
    </Fragment>
  ));
  return <span className="whitespace-nowrap">{keys}</span>;
}

/** Chords one after another, comma-separated: a keys table's row, or a screen-reader step's (`Tab` six times). */
export function KeyList({ keys }: { keys: readonly string[] }) {
  return keys.map((chord, index) => (
    <Fragment key={index}>
      {index > 0 && <span className="text-pk-muted">, </span>}
      <Keys chord={chord} />
    </Fragment>
  ));
}

export function KeysTable({ name, rows }: { name: string; rows: readonly KeyRow[] }) {
  if (rows.length === 0) {
    return <p className="text-pk-muted">{noKeysSentence(name)}</p>;
  }
  return (
    <ScrollRegion label={`Keys ${name} answers to`}>
      <table className="w-full min-w-[20rem] border-collapse text-sm">
        <caption className="sr-only">Keys {name} answers to</caption>
        <thead>
          <tr>
            <th scope="col" className={headClass}>
              Key
            </th>
            <th scope="col" className={headClass}>
              What it does
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.keys.join(' ')}>
              <td className={`${cellClass} w-2/5 leading-7`}>
                <KeyList keys={row.keys} />
              </td>
              <td className={cellClass}>{row.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** TSDoc text as the page shows it: what is in backticks is code. */
export function DocText({ text }: { text: string }) {
  return (
    <>
      {text.split(/`([^`]+)`/).map((piece, index) =>
        index % 2 === 1 ? (
          <code key={index} className="font-mono text-[0.9em]">
            {piece}
          </code>
        ) : (
          piece
        ),
      )}
    </>
  );
}

/**
 * A main export's `@remarks`, where its page has its notes (under the keys table, or on their own): one paragraph
 * each, as the comment separates them with a blank line.
 */
export function DocRemarks({ text }: { text: string }) {
  return (
    <div className="mt-5 flex first:mt-0 max-w-3xl flex-col gap-3 text-pk-muted [&_code]:text-pk-ink">
      {text.split('\n\n').map((paragraph, index) => (
        <p key={index}>
          <DocText text={paragraph} />
        </p>
      ))}
    </div>
  );
}

function TypeOf({ row }: { row: ApiRow }) {
  return <code className="font-mono text-xs [overflow-wrap:anywhere]">{row.type}</code>;
}

function DefaultOf({ row }: { row: ApiRow }) {
  if (row.defaultValue === undefined) {
    return (
      <span className="text-pk-muted">
        <span aria-hidden="true">–</span>
        <span className="sr-only">none</span>
      </span>
    );
  }
  // A long default (an address, a sentence) wraps anywhere rather than widen a narrow table.
  return <code className="font-mono text-xs [overflow-wrap:anywhere]">{row.defaultValue}</code>;
}

/**
 * Four columns where the table has room. Where it has not (a phone, or large text: the width is a container query
 * in rem), the type and default columns are hidden (and so out of the accessibility tree) and shown under the name
 * instead, so the table never needs sideways scrolling.
 */
function ApiTable({ part }: { part: ApiPart }) {
  const rowHeading = apiRowHeading(part.kind);
  const wide = 'hidden @2xl:table-cell';
  return (
    <div className="@container">
      <table className="mt-4 w-full border-collapse text-sm">
        <caption className="sr-only">
          {part.name} {rowHeading.toLowerCase()}s
        </caption>
        <thead>
          <tr>
            <th scope="col" className={headClass}>
              {rowHeading}
            </th>
            <th scope="col" className={`${headClass} ${wide}`}>
              Type
            </th>
            <th scope="col" className={`${headClass} ${wide}`}>
              Default
            </th>
            <th scope="col" className={headClass}>
              Description
            </th>
          </tr>
        </thead>
        <tbody>
          {part.rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className={`${cellClass} w-2/5 font-normal @2xl:w-auto`}>
                <code className="font-mono font-semibold text-pk-primary-text [overflow-wrap:anywhere]">
                  {row.name}
                </code>
                {/* A space to break at before the badge, and none inside it: "required" never splits at 200 % text. */}
                {row.required && (
                  <>
                    {' '}
                    <span className="ms-1 whitespace-nowrap text-xs font-semibold text-pk-muted">
                      required
                    </span>
                  </>
                )}
                <span className="mt-1 flex flex-col gap-1 @2xl:hidden">
                  <TypeOf row={row} />
                  {row.defaultValue !== undefined && (
                    <span className="text-xs text-pk-muted">
                      default <DefaultOf row={row} />
                    </span>
                  )}
                </span>
              </th>
              <td className={`${cellClass} ${wide} max-w-56`}>
                <TypeOf row={row} />
              </td>
              <td className={`${cellClass} ${wide}`}>
                <DefaultOf row={row} />
              </td>
              {/* Long identifiers in a description break anywhere, so at a large text size the table still fits. */}
              <td className={`${cellClass} [overflow-wrap:anywhere]`}>
                <DocText text={row.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ApiReference({ parts }: { parts: readonly ApiPart[] }) {
  return (
    <div className="flex flex-col gap-10">
      {parts.map((part) => (
        <div key={part.name}>
          <h3 className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-lg font-bold">
            <code className="font-mono">{part.name}</code>
            <span className="text-xs font-semibold uppercase tracking-wider text-pk-muted">
              {kindLabels[part.kind]}
            </span>
          </h3>
          <p className="mt-2 max-w-3xl text-pk-muted [&_code]:text-pk-ink">
            <DocText text={part.description} />
          </p>
          {part.signature && (
            <pre dir="ltr" className={`mt-3 rounded-lg bg-pk-code-bg ${codeBlock}`}>
              <code>{part.signature}</code>
            </pre>
          )}
          {part.rows.length > 0 && <ApiTable part={part} />}
          {part.inherits && (
            <p className="mt-3 text-sm text-pk-muted [&_code]:text-pk-ink">
              <DocText text={part.inherits} />
            </p>
          )}
        </div>
      ))}
    </div>
  );
}

/** A link to another kit file's documentation, by its file name. */
export function KitFileLink({ file }: { file: string }) {
  const slug = file.replace(/\.tsx?$/, '');
  const entry = kitEntry(slug);
  return (
    <Link to={`/documentation?component=${slug}`} className={textLink}>
      <code className="font-mono">{file}</code>
      {entry && entry.name.toLowerCase() !== slug.replace(/-/g, ' ') && (
        <span className="sr-only"> ({entry.name})</span>
      )}
    </Link>
  );
}

export function InstallInstructions({ slug, source }: { slug: string; source: KitSource }) {
  const command = npmInstallCommand(source.packages);
  let kitFiles: ReactNode = <p>It needs no other kit file.</p>;
  if (source.kitFiles.length > 0) {
    kitFiles = (
      <p>
        Copy these kit files beside it:{' '}
        {source.kitFiles.map((file, index) => (
          <Fragment key={file}>
            {index > 0 && ', '}
            <KitFileLink file={file} />
          </Fragment>
        ))}
        .
      </p>
    );
  }
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h3 className="text-lg font-bold">With the shadcn CLI</h3>
      <p>
        One command installs <code className={inlineCode}>{source.file}</code>, the kit files it needs, its
        npm packages and the kit&rsquo;s theme, once your app&rsquo;s{' '}
        <code className={inlineCode}>components.json</code> has{' '}
        <Link to="/documentation" className={textLink}>
          the registry entry
        </Link>
        :
      </p>
      <CopyableCode code={addCommand(slug)} label="the shadcn command" />
      <h3 className="mt-4 text-lg font-bold">In a server-components app</h3>
      {startsWithUseClient(source.text) ? (
        <p>
          It starts with <code className={inlineCode}>&quot;use client&quot;</code>: in a Next.js App Router
          app it is a client component. A server component can render it with props that are data (text,
          numbers, arrays, elements) but not functions; where it needs a callback, render it from a client
          component of your own.
        </p>
      ) : (
        <p>
          It needs nothing from the client, so it has no{' '}
          <code className={inlineCode}>&quot;use client&quot;</code>: in a Next.js App Router app it renders
          as a server component and sends no JavaScript of its own.
        </p>
      )}
      <h3 className="mt-4 text-lg font-bold">By hand</h3>
      {kitFiles}
      {source.packages.length > 0 ? (
        <>
          <p>
            It imports{' '}
            {source.packages.length === 1 ? 'one npm package' : `${source.packages.length} npm packages`}, at
            the versions this site runs:
          </p>
          <ul className="flex flex-wrap gap-2">
            {source.packages.map((pkg) => (
              <li key={pkg.name}>
                <code className={inlineCode}>
                  {pkg.name}@{pkg.version}
                </code>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>It imports no npm package.</p>
      )}
      {command && <CopyableCode code={command} label="the install command" />}
    </div>
  );
}
