import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { VisuallyHidden } from './layout';
import { DataTable, TableScroller } from './data-table.styles';

export interface TableViewProps {
  /** Names the scrolling region; or `labelledBy`, the id of a visible heading. */
  label?: string;
  labelledBy?: string;
  /** A caption for screen readers only. */
  caption?: string;
  /** The column headings, in order. */
  columns: readonly string[];
  /** Tints the row under the pointer (for rows with actions). */
  hoverRows?: boolean;
  /** The `<tr>` rows. */
  children: ReactNode;
}

/**
 * A DataTable in a keyboard-scrollable TableScroller, with its column headings: the rows are all a page writes. The
 * region is focusable so keyboard users can scroll a table wider than the screen.
 */
export function TableView({ label, labelledBy, caption, columns, hoverRows, children }: TableViewProps) {
  const table = useRef<HTMLTableElement>(null);
  // On a phone each cell shows its column's name (DataTable's card layout). Rows come from many row components, so
  // the names are written here, from the one list of columns, rather than by every cell of every page.
  useLayoutEffect(() => {
    for (const row of table.current?.tBodies[0]?.rows ?? []) {
      for (const [index, cell] of Array.from(row.cells).entries()) cell.dataset.label = columns[index] ?? '';
    }
  });
  return (
    <TableScroller role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      <DataTable ref={table} $hoverRows={hoverRows}>
        {caption ? <VisuallyHidden as="caption">{caption}</VisuallyHidden> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </DataTable>
    </TableScroller>
  );
}
