import { useId } from 'react';
import { isClassFull, type ClassDto } from '@classhub/contracts';
import { Button } from '@classhub/ui';
import { formatPrice } from './format-price';
import { Actions, Body, CardRoot, Facts, FullBadge, ImageFrame, Instructor, Price, SeatsLeft, Title } from './class-card.styles';

export interface ClassCardProps {
  cls: ClassDto;
  /** False for admins and instructors, while the auth state loads and while this class is being selected. */
  canSelect: boolean;
  onSelect: (cls: ClassDto) => void;
}

/** One class of the grid (spec §2): red and not selectable once no seat is left. */
export function ClassCard({ cls, canSelect, onSelect }: ClassCardProps) {
  const titleId = useId();
  const full = isClassFull(cls);
  return (
    <CardRoot data-full={full} aria-labelledby={titleId}>
      <ImageFrame>
        <img src={cls.classImage} alt={cls.className} loading="lazy" />
        {full ? <FullBadge>Class full</FullBadge> : null}
      </ImageFrame>
      <Body>
        <Title id={titleId}>{cls.className}</Title>
        <Instructor>Instructor: {cls.instructorName}</Instructor>
        <Facts>
          <Price>Price: {formatPrice(cls.price)}</Price>
          <SeatsLeft>Available seats: {cls.availableSeats}</SeatsLeft>
          <li>Enrolled: {cls.enrolled}</li>
        </Facts>
        <Actions>
          <Button disabled={full || !canSelect} onClick={() => onSelect(cls)} aria-describedby={titleId}>
            Select
          </Button>
        </Actions>
      </Body>
    </CardRoot>
  );
}
