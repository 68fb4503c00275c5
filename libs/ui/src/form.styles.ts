import styled, { css } from 'styled-components';
import { cardSurface } from './layout';

/** The card a whole-page form sits on. */
export const FormCard = styled.section`
  max-width: 52rem;
  margin: 0 auto;
  padding: 2rem 1.5rem;
  ${cardSurface}

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: 2.5rem;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: 1.1rem;
`;

export const FieldRoot = styled.div`
  display: grid;
  align-content: start;
  gap: 0.375rem;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

export const inputStyles = css`
  width: 100%;
  min-height: 46px;
  padding: 0.625rem 0.875rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.primarySoft};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.dangerBorder};
  }
  &[readonly] {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${inputStyles}
`;

export const Select = styled.select`
  ${inputStyles}
`;

/** One field's message, in red under it. */
export const FieldMessage = styled.p`
  font-size: 0.875rem;
  font-weight: 500;
  color: ${({ theme }) => theme.color.danger};
`;

/** The server's message, in red under the form (docs/product.md#messages-users-see). */
export const FormError = styled.p`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.dangerBorder};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

export const SubmitRow = styled.div`
  display: grid;
  margin-top: 0.375rem;

  button {
    width: 100%;
    min-height: 48px;
    font-size: 1rem;
  }
`;
