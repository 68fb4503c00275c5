import styled from 'styled-components';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.375rem 1rem;
  margin: 0;
  padding: 0.875rem 0 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: 0.95rem;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
