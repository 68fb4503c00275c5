import styled from 'styled-components';

export const Actions = styled.td`
  width: 1%;
  white-space: nowrap;

  a,
  button,
  span[aria-disabled] {
    min-height: 38px;
    padding: 0.5rem 0.875rem;
    font-size: 0.875rem;
  }
`;

/** Looks like a disabled button; it is no link at all, so it cannot be followed to a checkout that would refuse. */
export const PayUnavailable = styled.span`
  display: inline-flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.color.border};
  font-weight: 600;
  cursor: not-allowed;
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Full = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: 700;
`;
