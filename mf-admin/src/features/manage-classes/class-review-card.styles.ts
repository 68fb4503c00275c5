import styled from 'styled-components';

export const Instructor = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;

  span {
    display: block;
    font-size: 0.9rem;
  }
`;

// Three buttons share a card; on narrow cards they wrap rather than overflow their borders.
export const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
  gap: 0.5rem;
  margin-top: auto;
  padding-top: 0.5rem;

  button {
    padding: 0.5rem 0.625rem;
    font-size: 0.875rem;
  }
`;
