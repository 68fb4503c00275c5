import { Link } from '@classhub/routing';
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

/** A payment's receipt, on its own line under the transaction id. */
/** A second thing in a cell (a button or link under a status or schedule), on a line of its own. */
export const StackedAction = styled.span`
  display: block;
  margin-top: 0.5rem;
  white-space: normal;
`;

export const ReceiptLink = styled(Link)`
  display: block;
  margin-top: 0.25rem;
  font-size: 0.9rem;
  font-weight: 600;
`;
