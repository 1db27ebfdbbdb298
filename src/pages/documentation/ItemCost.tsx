import { Fragment } from 'react';
import { cn } from '../../kit/cn';
import { inlineCode } from '../shared/proseClasses';
import { cellClass, DocText, headClass } from './DocSections';
import type { BundleCost } from './docTypes';
import { Kilobytes } from './Kilobytes';
import { costCaption, costMethod, costRows, costSummary } from './pageContent';
import { ScrollRegion } from './ScrollRegion';

/**
 * "Cost": what a kit file or a block adds to an app's JavaScript, gzip, in three parts (its own files, the kit files
 * it brings, its npm packages), measured when the site is built (`scripts/kit-cost.ts`); nothing here is typed by
 * hand.
 */
export function ItemCost({ name, cost, block = false }: { name: string; cost: BundleCost; block?: boolean }) {
  const caption = costCaption(name);
  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <p>
        <DocText text={costSummary(name, cost)} />
      </p>
      <ScrollRegion label={caption}>
        <table className="w-full min-w-[18rem] border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={headClass}>
                Part
              </th>
              <th scope="col" className={headClass}>
                What it includes
              </th>
              <th scope="col" className={cn(headClass, 'text-end')}>
                Gzip
              </th>
            </tr>
          </thead>
          <tbody>
            {costRows(cost, block).map((row) => (
              <tr key={row.part}>
                <th scope="row" className={`${cellClass} font-semibold`}>
                  {row.part}
                </th>
                <td className={`${cellClass} [overflow-wrap:anywhere]`}>
                  {row.includes.length === 0
                    ? 'Nothing'
                    : row.includes.map((included, index) => (
                        <Fragment key={included}>
                          {index > 0 && ', '}
                          <code className={inlineCode}>{included}</code>
                        </Fragment>
                      ))}
                </td>
                <td className={cn(cellClass, 'whitespace-nowrap text-end tabular-nums')}>
                  <Kilobytes bytes={row.bytes} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className={cn(cellClass, 'border-b-0 font-bold')}>
                Total
              </th>
              <td className={cn(cellClass, 'whitespace-nowrap border-b-0 text-end font-bold tabular-nums')}>
                <Kilobytes bytes={cost.gzip.total} />
              </td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <p className="text-sm text-pk-muted">{costMethod(cost)}</p>
    </div>
  );
}
