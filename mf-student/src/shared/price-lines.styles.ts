import styled from 'styled-components';

/** A price's lines (the price, a promotion code's discount, the total last and largest): the payment page and receipt. */
export const PriceLines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.375rem 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-variant-numeric: tabular-nums;

  dd {
    margin: 0;
    text-align: right;
  }

  dt:last-of-type,
  dd:last-of-type {
    font-weight: 800;
    font-size: 1.25rem;
  }
`;
