import styled from 'styled-components';
import type { ClassStatus } from '@classhub/contracts';

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

export const Heading = styled.div`
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

/* Text colour on a tinted background, both from the theme, so each status stays readable in light and dark. */
export const StatusBadge = styled.span<{ $status: ClassStatus }>`
  flex: none;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $status }) => ({ approved: theme.color.success, denied: theme.color.danger, pending: theme.color.primaryText })[$status]};
  background: ${({ theme, $status }) =>
    ({ approved: theme.color.successSoft, denied: theme.color.dangerSoft, pending: theme.color.primarySoft })[$status]};
`;

export const Instructor = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;

  span {
    display: block;
    font-size: 0.9rem;
  }
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem 1.25rem;
  margin: 0;
  padding: 0.875rem 0 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: 0.95rem;

  li {
    white-space: nowrap;
  }
`;

export const Price = styled.li`
  flex-basis: 100%;
  font-size: 1.05rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryText};
`;

export const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.5rem;
  margin-top: auto;
  padding-top: 0.5rem;

  button {
    padding: 0.5rem 0.625rem;
    font-size: 0.875rem;
  }
`;
