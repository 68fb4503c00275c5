import styled from 'styled-components';
import type { UserRole } from '@classhub/contracts';
import type { BadgeTone } from '@classhub/ui';

/* Addresses wrap after their "@" (see EmailText), and only a very long part breaks elsewhere. */
export const Email = styled.td`
  overflow-wrap: break-word;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The badge colour of each role. */
export const ROLE_TONES: Record<UserRole, BadgeTone> = { admin: 'primary', instructor: 'success', student: 'muted' };

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
