import styled from 'styled-components';

export const Offers = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
  padding: 0;
  list-style: none;
`;

export const Place = styled.span`
  display: block;
  font-weight: 600;
  white-space: normal;
`;

export const Muted = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Claim and Leave side by side, wrapping on a phone's card layout with the same gap. */
export const RowActions = styled.td`
  && {
    white-space: nowrap;
  }

  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;
