import styled from 'styled-components';
import { Input } from '@classhub/ui';

export const Grid = styled.div`
  display: grid;
  gap: 1.1rem 1.5rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The shared text input, also dressed for the image picker. */
export const FieldInput = styled(Input)`
  &[type='file'] {
    padding: 0.5rem;
    border-style: dashed;
  }
  &[type='file']::file-selector-button {
    margin-right: 0.75rem;
    padding: 0.4rem 0.9rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: 600;
    cursor: pointer;
  }
`;

export const Hint = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
