import styled from 'styled-components';

export const Section = styled.section`
  margin-top: 2.5rem;
  display: grid;
  gap: 1rem;
`;

export const ReviewList = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.75rem;
`;

export const ReviewCard = styled.li`
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  display: grid;
  gap: 0.5rem;
  overflow-wrap: anywhere;
`;

/** The student's and the instructor's plain text, line breaks kept. */
export const PlainText = styled.p`
  white-space: pre-line;
  margin: 0;
`;

export const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

export const Answer = styled.div`
  margin-left: 1rem;
  padding-left: 0.75rem;
  border-left: 3px solid ${({ theme }) => theme.color.primarySoft};
`;

export const Notice = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

export const Stars = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;

  legend {
    font-weight: 600;
    margin-bottom: 0.25rem;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
