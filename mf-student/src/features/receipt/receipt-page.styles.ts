import styled, { createGlobalStyle } from 'styled-components';
import { Card } from '@classhub/ui';

/** Printing shows the receipt alone, in black on white, whatever the theme and the dashboard around it. */
export const PrintOnlyReceipt = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }

    [data-receipt],
    [data-receipt] * {
      visibility: visible;
      color: #000 !important;
      background: #fff !important;
      box-shadow: none !important;
    }

    [data-receipt] {
      position: absolute;
      inset: 0 0 auto 0;
      border: none;
    }

    [data-no-print] {
      display: none !important;
    }
  }
`;

export const ReceiptCard = styled(Card).attrs({ as: 'section' })`
  max-width: 40rem;
  margin: 0 auto;
  padding: 1.75rem 1.5rem;
  gap: 1.25rem;

  @media (max-width: 420px) {
    padding: 1.25rem 1rem;
  }
`;

export const ReceiptHeading = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 0.5rem 1rem;

  h2 {
    font-size: 1.375rem;
    font-weight: 800;
  }

  /* The receipt number stays on one line. */
  h2 span {
    white-space: nowrap;
  }
`;

/** Label and value pairs; on a phone each value goes under its label. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, auto) 1fr;
  gap: 0.5rem 1.25rem;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }

  @media (max-width: 420px) {
    grid-template-columns: 1fr;
    gap: 0.125rem;

    dd {
      margin-bottom: 0.5rem;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
