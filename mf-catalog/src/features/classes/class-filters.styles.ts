import styled from 'styled-components';
import { cardSurface } from '@classhub/ui';

export const Form = styled.form`
  display: grid;
  gap: 1rem;
  margin-bottom: 1.5rem;
  padding: 1.25rem;
  ${cardSurface}
  grid-template-columns: 1fr;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 2fr 1fr 1fr 1.4fr;
    align-items: end;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;

  label {
    font-size: 0.9rem;
    font-weight: 600;
  }

  input,
  select {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.dangerBorder};
  }
`;

export const SearchField = styled(Field)`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-column: 1 / -1;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-column: auto;
  }
`;

export const CheckboxField = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  font-weight: 600;

  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

export const FieldError = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
  font-weight: 600;
`;
