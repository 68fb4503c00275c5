import type { ReactNode } from 'react';
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
  return (
    <TableScroller role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      <DataTable $hoverRows={hoverRows}>
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
