import styled from 'styled-components';
import { cardSurface } from '@classhub/ui';

export const Sections = styled.div`
  display: grid;
  gap: 1.5rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Panel = styled.section`
  padding: 1.5rem;
  ${cardSurface}
`;

export const PanelTitle = styled.h2`
  font-size: 1.125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const BigNumber = styled.p`
  margin: 0.25rem 0 1rem;
  font-size: 2.5rem;
  font-weight: 800;
  line-height: 1.1;
  color: ${({ theme }) => theme.color.primaryText};
  font-variant-numeric: tabular-nums;
`;

export const Breakdown = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    display: grid;
    gap: 0.125rem;
  }
  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export const Note = styled.p`
  margin-top: 0.5rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The sales figures: a value, then its week-over-week line as a second, quieter `dd`. */
export const SalesFigures = styled(Breakdown)`
  margin-bottom: 1rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  dd + dd {
    font-size: 0.875rem;
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
