import styled from 'styled-components';
import { cardSurface } from '../layout';

export const CouponsCard = styled.section`
  ${cardSurface}
  padding: 1.5rem;
  margin-bottom: 1.5rem;

  h2 {
    font-size: 1.25rem;
    font-weight: 800;
    margin-bottom: 1rem;
  }

  @media (max-width: 420px) {
    padding: 1.25rem 1rem;
  }
`;

/** Two columns from a tablet up, one on a phone. */
export const CouponFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: 1rem;

  /* A date-and-time input is wider than its column unless told it may shrink. */
  input,
  select {
    min-width: 0;
    width: 100%;
  }
`;
