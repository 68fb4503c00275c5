import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-top: 0.75rem;
  text-align: left;
`;

export const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.color.text};
`;

export const TextArea = styled.textarea`
  width: 100%;
  min-height: 9rem;
  padding: 0.75rem;
  resize: vertical;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.dangerBorder};
  }
`;

export const Counter = styled.p`
  align-self: flex-end;
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
`;

export const Problem = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;
