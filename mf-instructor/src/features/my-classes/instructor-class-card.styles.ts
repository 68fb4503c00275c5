import styled from 'styled-components';

export const ImageFrame = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  background: linear-gradient(135deg, ${({ theme }) => theme.color.primarySoft}, ${({ theme }) => theme.color.surfaceMuted});

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.25rem 1.25rem 1.5rem;
`;

export const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
`;

export const Title = styled.h3`
  font-size: 1.2rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

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

export const Actions = styled.div`
  margin-top: auto;
  padding-top: 0.5rem;

  button {
    width: 100%;
  }
`;
