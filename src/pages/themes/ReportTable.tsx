import type { ReactNode } from 'react';

/**
 * One of the studio report's tables: a scrolling box of its own height, a named region in the tab order so keys
 * scroll it (a hundred rows always overflow it), holding a table with a caption for screen readers and a header row
 * that stays in view. `children` are its body's rows.
 */
export function ReportTable({
  label,
  caption,
  columns,
  children,
}: {
  /** The region's name, said as focus arrives on the box. */
  label: string;
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box takes focus (WCAG 2.1.1)
      tabIndex={0}
      className="pk-focus-ring mt-4 max-h-[70vh] overflow-auto rounded-pk-card border border-pk-border"
    >
      <table className="w-full border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-pk-surface-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-start">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
