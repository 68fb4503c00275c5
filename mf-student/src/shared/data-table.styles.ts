import styled from 'styled-components';

export const Section = styled.section`
  & + & {
    margin-top: 2.5rem;
  }
`;

/** Why a payment was refunded, under its badge. */
export const RefundNote = styled.span`
  display: block;
  margin-top: 0.25rem;
  max-width: 24ch;
  font-size: 0.85rem;
  white-space: normal;
  color: ${({ theme }) => theme.color.textMuted};
`;
