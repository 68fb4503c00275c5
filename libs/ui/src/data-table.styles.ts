import styled, { css } from 'styled-components';

/** The line above a table: its count heading on the left, a hint or controls on the right. */
export const TableToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
`;

/** The 'Total …: N' heading above a table. */
export const TableCount = styled.h2`
  font-size: 1.375rem;
  font-weight: 800;
`;

export const TableHint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.95rem;
`;

/**
 * Scrolls sideways on small screens; focusable so keyboard users can scroll it too. The edge shadows show there is
 * more to scroll (the covering gradients scroll with the content, the shadows stay at the edges).
 */
export const TableScroller = styled.div`
  overflow-x: auto;
  background:
    linear-gradient(to right, ${({ theme }) => theme.color.surface} 40%, transparent) left / 2.5rem 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.color.surface} 40%, transparent) right / 2.5rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(12, 10, 24, 0.18), transparent) left / 0.875rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(12, 10, 24, 0.18), transparent) right / 0.875rem 100% no-repeat
      scroll,
    ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  container-type: inline-size;
`;

/**
 * When the table's own box is narrower than this, its rows become cards: one line per cell, its column's name beside
 * it. Measured on the box rather than the window, because the dashboard's side panel takes a different share of each
 * window width (a phone, and a 1024 px window beside the panel, both get cards; 768 px without the panel a table).
 */
export const TABLE_CARDS_BELOW = '680px';

/**
 * Turns a table's rows into cards once its container (an element with `container-type: inline-size`) is at most
 * `below` wide: one line per cell, its column's name (the cell's `data-label`) beside it, so nothing hides off-screen.
 */
/** Below this box width a card's names go above their values instead of beside them. */
const CARD_LABELS_ABOVE_BELOW = '26rem';

export const cardRowsBelow = (below: string) => css`
  @container (max-width: ${below}) {
    &,
    tbody,
    tr {
      display: block;
    }

    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    tbody tr {
      padding: 0.75rem 1rem;
    }

    tbody th,
    tbody td {
      display: grid;
      grid-template-columns: minmax(6.5rem, 38%) minmax(0, 1fr);
      align-items: center;
      justify-items: start;
      gap: 0.75rem;
      width: auto;
      padding: 0.375rem 0;
      white-space: normal;
    }

    tbody th::before,
    tbody td::before {
      content: attr(data-label);
      font-size: 0.75rem;
      font-weight: 700;
      letter-spacing: 0.06em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.color.textMuted};
    }
  }

  /* On a phone's card the value gets the whole line under its column's name, so a long email or id keeps its words. */
  @container (max-width: ${CARD_LABELS_ABOVE_BELOW}) {
    tbody th,
    tbody td {
      grid-template-columns: minmax(0, 1fr);
      gap: 0.125rem;
    }
  }
`;

/**
 * A data table inside a TableScroller; `$hoverRows` tints the row under the pointer (for rows with actions). In a wide
 * enough box it is a table that wraps its text to fit; in a narrower one each row is a card whose cells carry their
 * column's name (`data-label`, set by TableView), so nothing hides off-screen.
 */
export const DataTable = styled.table<{ $hoverRows?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;

  th,
  td {
    padding: 0.625rem 0.75rem;
    text-align: left;
    vertical-align: middle;
  }

  thead th {
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }

  ${({ $hoverRows, theme }) =>
    $hoverRows &&
    css`
      tbody tr:hover {
        background: color-mix(in srgb, ${theme.color.surfaceMuted} 45%, ${theme.color.surface});
      }
    `}

  /* Roomier cells only from 1024 px: at 768 px six columns (Manage Users) need every pixel. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    th,
    td {
      padding: 0.75rem 1rem;
    }
  }

  ${cardRowsBelow(TABLE_CARDS_BELOW)}
`;

/** The row number column. */
export const IndexCell = styled.td`
  width: 3rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The cell that names the row (use with scope="row"). */
export const RowHeader = styled.th`
  font-weight: 600;
`;

export const NumericCell = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Long ids and addresses may break anywhere rather than widen the table. */
export const BreakableCell = styled.td`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.textMuted};
`;
