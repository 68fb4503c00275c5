import styled from 'styled-components';
import { Card, cardRowsBelow } from '@classhub/ui';

/** The summary cards: Total Sales, Total Classes, Total Users. */
export const Summary = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  margin-bottom: 2rem;
`;

export const Panels = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Panel = styled(Card).attrs({ as: 'section' })`
  gap: 1rem;
  padding: 1.5rem;
`;

export const PanelTitle = styled.h2`
  font-size: 1.25rem;
  font-weight: 800;
`;

export const StatLabel = styled.h2`
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StatValue = styled.p`
  font-size: 2.5rem;
  font-weight: 800;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.primaryText};
`;

export const Breakdown = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem 1rem;
  margin: 0;
  padding: 0.75rem 0 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};

  strong {
    color: ${({ theme }) => theme.color.text};
    font-variant-numeric: tabular-nums;
  }
`;

export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: 0.875rem;
    padding: 0.625rem 0;
    min-width: 0;
  }

  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const Thumb = styled.img`
  flex: none;
  width: 3.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.color.primarySoft};
`;

export const RowText = styled.div`
  flex: 1;
  min-width: 0;

  a,
  strong {
    display: block;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.color.primaryText};
  }

  span {
    display: block;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

export const RoleLabel = styled.span`
  flex: none;
  padding: 0.2rem 0.625rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryText};
  background: ${({ theme }) => theme.color.primarySoft};
`;

export const PanelFooter = styled.div`
  margin-top: auto;
`;

/** A muted line: a summary card's week-over-week change (or why there is none), or what a panel lists. */
export const StatNote = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Below this width the table's rows become cards: its three columns need about 22rem (a phone's panel has 16). */
const TABLE_CARDS_BELOW = '24rem';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;

  th,
  td {
    padding: 0.625rem 0.5rem;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }

  thead th {
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }

  code {
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }

  @container (min-width: ${TABLE_CARDS_BELOW}) {
    td:last-child,
    th:last-child {
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
  }

  ${cardRowsBelow(TABLE_CARDS_BELOW)}

  @container (max-width: ${TABLE_CARDS_BELOW}) {
    tbody tr {
      padding: 0.5rem 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }

    tbody td {
      border-bottom: 0;
    }
  }
`;

/** Measures the panel's inner width, so the table can turn its rows into cards when it is narrow. */
export const TableScroll = styled.div`
  container-type: inline-size;
`;
