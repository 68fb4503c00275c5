import styled from 'styled-components';

/** The actor's address under their name, the "no reason" note. */
export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: normal;
  font-size: 0.875rem;
`;

export const AuditFilter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

export const AuditPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 1rem;
`;
