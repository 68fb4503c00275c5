import styled, { css } from 'styled-components';
import { Card } from '@classhub/ui';

export const Panel = styled(Card).attrs({ as: 'section' })`
  max-width: 34rem;
  margin: 0 auto;
  padding: 1.75rem 1.5rem;
  gap: 1.25rem;

  @media (max-width: 420px) {
    padding: 1.25rem 1rem;
  }
`;

export const Summary = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;

  img {
    flex-shrink: 0;
    width: 6rem;
    height: 4.5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceMuted};

    @media (max-width: 420px) {
      width: 4.5rem;
      height: 3.375rem;
    }
  }

  > div {
    min-width: 0;
  }
`;

/** A class name longer than a phone's line breaks inside the word rather than push the card wider. */
export const ClassName = styled.h2`
  font-size: 1.25rem;
  font-weight: 800;
  overflow-wrap: break-word;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Amount = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-weight: 600;

  strong {
    font-size: 1.5rem;
    font-variant-numeric: tabular-nums;
  }
`;

/** The provider's message in red (docs/product.md#messages-users-see) under the form. */
export const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

/** 'Payment Success with transacition ID: {id}' in green (docs/product.md#payment). */
export const SuccessText = styled.p`
  color: ${({ theme }) => theme.color.success};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

// minmax(0, …) and min-width: 0 let the columns shrink below an input's intrinsic width, so on a phone the expiry
// and CVC share the row instead of pushing CVC past the card's edge.
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
  gap: 1rem;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;

  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
`;

export const Input = styled.input`
  width: 100%;
  min-width: 0;
  min-height: 44px;
  padding: 0.625rem 0.875rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.04em;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.dangerBorder};
  }
`;

/** Wraps Stripe's CardElement iframe so it looks like our inputs. */
export const StripeField = styled.div`
  padding: 0.875rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

export const Hint = styled.div`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};

  code {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** The seat hold's countdown, its button and its messages, closer together than the panel's parts. */
export const HoldBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;

  [role='timer'] {
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * What screen readers are told about the hold, in a live region that stays on the page so that each change is spoken.
 * Shown when it is the one thing to read (before a hold, and once it has ended); while the timer shows, it is read
 * only by screen readers.
 */
export const HoldNotice = styled(Muted)<{ $offscreen: boolean }>`
  ${({ $offscreen }) =>
    $offscreen &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    `}
`;

/** The promotion code's field and its button on one line, the button level with the input. */
export const PromotionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;

  > div {
    flex: 1 1 12rem;
  }

  > p {
    flex: 1 1 12rem;
    overflow-wrap: anywhere;
  }
`;
