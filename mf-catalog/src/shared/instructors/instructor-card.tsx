import styled from 'styled-components';
import { Card } from '@classhub/ui';
import type { InstructorDto } from './api';

const Root = styled(Card)`
  align-items: center;
  gap: 0.5rem;
  padding: 2rem 1.5rem;
  text-align: center;
`;

const Photo = styled.img`
  width: 112px;
  height: 112px;
  margin-bottom: 0.75rem;
  border-radius: 50%;
  object-fit: cover;
  border: 4px solid ${({ theme }) => theme.color.primarySoft};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Name = styled.h2`
  font-size: 1.15rem;
`;

const Email = styled.a`
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Role = styled.span`
  margin-top: 0.5rem;
  padding: 0.25rem 0.875rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primaryText};
  font-size: 0.85rem;
  font-weight: 700;
  text-transform: capitalize;
`;

export function InstructorCard({ instructor }: { instructor: InstructorDto }) {
  return (
    <Root>
      <Photo src={instructor.photo} alt={instructor.name} loading="lazy" />
      <Name>{instructor.name}</Name>
      <Email href={`mailto:${instructor.email}`}>{instructor.email}</Email>
      <Role>{instructor.role}</Role>
    </Root>
  );
}
