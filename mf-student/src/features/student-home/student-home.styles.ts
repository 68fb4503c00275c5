import styled from 'styled-components';
import { Card } from '@classhub/ui';

export const Summary = styled.ul`
  list-style: none;
  margin: 0 0 2.5rem;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const SummaryCardBox = styled(Card)`
  padding: 1.25rem 1.5rem;
  gap: 0.375rem;
`;

export const SummaryTitle = styled.h2`
  font-size: 0.95rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const SummaryValue = styled.p`
  font-size: 2rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

export const SummaryChange = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/* Side by side only from 1440px: at 1280px the dashboard leaves each table too little width and they overflowed. */
export const Tables = styled.div`
  display: grid;
  gap: 2rem;

  @media (min-width: 1440px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const SectionTitle = styled.h2`
  font-size: 1.25rem;
  font-weight: 800;
  margin-bottom: 0.75rem;
`;
