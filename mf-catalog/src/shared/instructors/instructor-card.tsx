import styled from 'styled-components';
import { Avatar, BreakableEmail, Card } from '@classhub/ui';
import { ROLE_LABELS, type InstructorDto } from '@classhub/contracts';
import type { CardImageLoading } from '../card-image-loading';

const Root = styled(Card)`
  align-items: center;
  gap: 0.5rem;
  padding: 2rem 1.5rem;
  text-align: center;
`;

const PhotoSpot = styled.div`
  margin-bottom: 0.75rem;
`;

const Name = styled.h2`
  font-size: 1.15rem;
`;

const Email = styled.a`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Role = styled.span`
  margin-top: 0.5rem;
  padding: 0.25rem 0.875rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primaryText};
  font-size: 0.85rem;
  font-weight: 700;
`;

/**
 * Photo (or initials), name, email and position of one instructor (docs/product.md#instructors, docs/product.md#home).
 */
export function InstructorCard({
  instructor,
  headingLevel = 2,
  imageLoading = 'lazy',
}: {
  instructor: InstructorDto;
  headingLevel?: 2 | 3;
  /** 'eager' for a card on screen when the page opens (see card-image-loading). */
  imageLoading?: CardImageLoading;
}) {
  return (
    <Root>
      <PhotoSpot>
        <Avatar
          name={instructor.name}
          photo={instructor.photo}
          alt={instructor.name}
          size="112px"
          framed
          loading={imageLoading}
        />
      </PhotoSpot>
      <Name as={`h${headingLevel}`}>{instructor.name}</Name>
      <Email href={`mailto:${instructor.email}`}>
        <BreakableEmail email={instructor.email} />
      </Email>
      <Role>{ROLE_LABELS[instructor.role] ?? instructor.role}</Role>
    </Root>
  );
}
