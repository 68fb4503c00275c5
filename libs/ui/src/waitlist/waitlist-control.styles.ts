import styled from 'styled-components';

/** Below the Select spot of a card or the detail page. */
export const Spot = styled.div`
  margin-top: 0.75rem;
`;

export const Place = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 0.75rem;
`;

export const PlaceText = styled.p`
  font-weight: 600;
`;

/** The seat kept for the student: it stands out from the card, in light and dark. */
export const OfferBox = styled(Place)`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.text};

  p {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const Refusal = styled.p`
  margin-top: 0.5rem;
  overflow-wrap: anywhere;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;
