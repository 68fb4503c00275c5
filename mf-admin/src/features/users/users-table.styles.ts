import styled from 'styled-components';
import type { UserRole } from '@classhub/contracts';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
`;

export const Count = styled.h2`
  font-size: 1.375rem;
  font-weight: 800;
`;

export const Hint = styled.p`
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
    radial-gradient(farthest-side at 100% 50%, rgba(12, 10, 24, 0.18), transparent) right / 0.875rem 100% no-repeat scroll,
    ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const Table = styled.table`
  width: 100%;
  min-width: 640px;
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
    white-space: nowrap;
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }

  tbody tr:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.color.surfaceMuted} 45%, ${({ theme }) => theme.color.surface});
  }

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    th,
    td {
      padding: 0.75rem 1rem;
    }
  }
`;

export const Index = styled.td`
  width: 3rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Name = styled.th`
  font-weight: 600;
`;

/* Addresses wrap after their "@" (see EmailText), and only a very long part breaks elsewhere. */
export const Email = styled.td`
  overflow-wrap: break-word;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const RoleBadge = styled.span<{ $role: UserRole }>`
  display: inline-block;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $role }) => ($role === 'admin' ? theme.color.primaryText : $role === 'instructor' ? theme.color.success : theme.color.textMuted)};
  background: ${({ theme, $role }) => ($role === 'admin' ? theme.color.primarySoft : $role === 'instructor' ? theme.color.successSoft : theme.color.surfaceMuted)};
`;

export const Actions = styled.td`
  width: 1%;

  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }

  button {
    white-space: nowrap;
    min-height: 38px;
    padding: 0.5rem 0.875rem;
    font-size: 0.875rem;
  }
`;
