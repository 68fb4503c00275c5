import styled from 'styled-components';
import { cardSurface } from '@classhub/ui';

export const MailCard = styled.section`
  max-width: 46rem;
  margin: 1.5rem auto 0;
  padding: 1.5rem;
  ${cardSurface}

  h2 {
    font-size: 1.25rem;
    font-weight: 800;
  }
  > p {
    margin-top: 0.375rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  fieldset {
    margin: 1rem 0 0;
    padding: 0;
    border: 0;
  }
`;

/** One switch: a 44 px target, its label and what it covers. */
export const Toggle = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  min-height: 44px;
  padding: 0.75rem 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  cursor: pointer;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.125rem;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  strong {
    display: block;
    font-weight: 700;
  }
  span span {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.925rem;
  }
`;
