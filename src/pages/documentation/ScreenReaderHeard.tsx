import { CircleCheckBig, CircleX } from 'lucide-react';
import { Fragment } from 'react';
import { cn } from '../../kit/cn';
import { inlineCode } from '../shared/proseClasses';
import { cellClass, headClass, KeyList } from './DocSections';
import type { HeardReport, HeardResult, HeardRow, HeardRunInfo } from './docTypes';
import {
  heardCaption,
  heardColumns,
  heardSummary,
  isPattern,
  mustBeHeard,
  notInRun,
  nothingExpected,
  nothingHeard,
  quoted,
  resultWord,
} from './pageContent';
import { ScrollRegion } from './ScrollRegion';

/** Phrases a step must make heard: each quoted, a pattern as code, as written. */
function Phrases({ expected }: { expected: readonly string[] }) {
  if (expected.length === 0) return nothingExpected;
  return expected.map((phrase, index) => (
    <Fragment key={index}>
      {index > 0 && ', '}
      {isPattern(phrase) ? <code className={inlineCode}>{phrase}</code> : quoted(phrase)}
    </Fragment>
  ));
}

/** What a step must make heard: its phrases, or each browser's where they differ, a line each. */
function Expected({ row, runs }: { row: HeardRow; runs: readonly HeardRunInfo[] }) {
  const each = mustBeHeard(row, runs);
  if (each.length === 1 && !each[0]?.browser) return <Phrases expected={each[0]?.expected ?? []} />;
  return each.map(({ browser, expected }) => (
    <span key={browser} className="block">
      In {browser}: <Phrases expected={expected} />
    </span>
  ));
}

/** One run's cell: passed or failed in words (the colour and the icon only repeat it), why, and every line said. */
function HeardCell({ result }: { result: HeardResult | null }) {
  if (!result) return <p className="text-pk-muted">{notInRun}</p>;
  const Icon = result.passed ? CircleCheckBig : CircleX;
  return (
    <>
      <p
        className={cn(
          'flex items-center gap-1 font-semibold',
          result.passed ? 'text-pk-success-text' : 'text-pk-danger-text',
        )}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {resultWord(result)}
      </p>
      {result.problem && <p className="mt-1 font-medium">{result.problem}</p>}
      {result.heard.length > 0 ? (
        <ol className="mt-2 flex flex-col gap-1 border-s-2 border-pk-border ps-2">
          {result.heard.map((line, index) => (
            <li key={index}>{quoted(line)}</li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-pk-muted">{nothingHeard}</p>
      )}
    </>
  );
}

/**
 * A journey's steps, a row each: what is done and its keys, what must be heard, then each run's cell. Where the table
 * has no room for four columns (a phone, or large text: the width is a container query in rem), what must be heard
 * moves under the step, as the API tables move a prop's type; a table that still does not fit scrolls in its box.
 */
function HeardTable({
  caption,
  runs,
  rows,
}: {
  caption: string;
  runs: readonly HeardRunInfo[];
  rows: readonly HeardRow[];
}) {
  const [stepColumn, expectedColumn, ...runColumns] = heardColumns(runs);
  const wide = 'hidden @2xl:table-cell';
  // Narrow, less padding. No word is split, however large the text (the region scrolls instead), but a pattern
  // shown as code, which has no spaces, breaks where it must.
  const cell = cn(cellClass, 'px-2 @2xl:px-3');
  const head = cn(headClass, 'px-2 @2xl:px-3');
  return (
    <ScrollRegion label={caption} className="mt-3 @container">
      <table className="w-full border-collapse text-sm [&_code]:[overflow-wrap:anywhere]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={head}>
              {stepColumn}
            </th>
            <th scope="col" className={`${head} ${wide}`}>
              {expectedColumn}
            </th>
            {runColumns.map((column) => (
              <th key={column} scope="col" className={head}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row" className={`${cell} font-normal`}>
                {row.does}
                {row.keys.length > 0 && (
                  <span className="mt-1 block leading-7">
                    <KeyList keys={row.keys} />
                  </span>
                )}
                <span className="mt-1 block text-pk-muted @2xl:hidden">
                  {expectedColumn}: <Expected row={row} runs={runs} />
                </span>
              </th>
              <td className={`${cell} ${wide}`}>
                <Expected row={row} runs={runs} />
              </td>
              {row.results.map((result, at) => (
                <td key={at} className={cell}>
                  <HeardCell result={result} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * "Screen reader": what a real screen reader said on the journeys through a kit file or a block, a table a journey,
 * with the reader's and the browsers' versions and the day. Read from the screen-reader tests' last run when the site
 * is built (`scripts/kit-heard.ts`); nothing here is typed by hand.
 */
export function ScreenReaderHeard({ name, report }: { name: string; report: HeardReport }) {
  return (
    <div className="flex flex-col gap-8">
      <p className="max-w-3xl text-pk-muted">{heardSummary(name, report)}</p>
      {report.journeys.map((journey) => (
        <div key={journey.name}>
          <h3 className="text-lg font-bold">{journey.name}</h3>
          <HeardTable caption={heardCaption(journey.name)} runs={report.runs} rows={journey.rows} />
        </div>
      ))}
    </div>
  );
}
