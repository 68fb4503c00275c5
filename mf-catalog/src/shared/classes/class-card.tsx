import { useId } from 'react';
import { Link, useLocation } from '@classhub/routing';
import { formatSessionStart, isClassFull, type ClassDto } from '@classhub/contracts';
import { CardActions, CardBody, CardFacts, CardPrice, formatPrice, RatingStars, WaitlistControl } from '@classhub/ui';
import { classDetailPath } from './class-links';
import { SelectAction } from './select-action';
import type { SelectState } from './use-select-class';
import type { WaitlistSpot } from './use-waitlist-spot';
import { CardRoot, FullBadge, ImageFrame, Instructor, NextSession, SeatsLeft, Title } from './class-card.styles';
import type { CardImageLoading } from '../card-image-loading';

export interface ClassCardProps {
  cls: ClassDto;
  /** Select, maybe disabled with its reason, or the student's own mark ('selected', 'enrolled'). */
  selectState: SelectState;
  onSelect: (cls: ClassDto) => void;
  /** The waitlist spot of the class as it is shown (Join, the place in line, or the seat offered). */
  waitlist?: WaitlistSpot;
  /** 2 below a page title, 3 inside a titled section (the home page). */
  headingLevel?: 2 | 3;
  /** 'eager' for a card on screen when the page opens (see card-image-loading). */
  imageLoading?: CardImageLoading;
}

/**
 * One class of a grid (docs/product.md#class-cards): red and not selectable once no seat is left; image and name open
 * its detail page.
 */
export function ClassCard({
  cls,
  selectState,
  onSelect,
  waitlist,
  headingLevel = 2,
  imageLoading = 'lazy',
}: ClassCardProps) {
  const titleId = useId();
  const location = useLocation();
  const full = isClassFull(cls);
  const to = classDetailPath(cls._id);
  // The detail page's back link returns to this exact list (search, filters and page included).
  const state = { from: location };
  const waitlistSpot = waitlist?.(cls, selectState.kind === 'enrolled');
  return (
    <CardRoot data-full={full} aria-labelledby={titleId}>
      <ImageFrame>
        {/* A mouse shortcut only: the title link goes to the same page, so assistive tech and keyboards meet one link. */}
        <Link to={to} state={state} tabIndex={-1} aria-hidden="true">
          <img src={cls.classImage} alt={cls.className} loading={imageLoading} />
        </Link>
        {full ? <FullBadge>Class full</FullBadge> : null}
      </ImageFrame>
      <CardBody>
        <Title id={titleId} as={`h${headingLevel}`}>
          <Link to={to} state={state}>
            {cls.className}
          </Link>
        </Title>
        <Instructor>Instructor: {cls.instructorName}</Instructor>
        <CardFacts>
          <CardPrice>Price: {formatPrice(cls.price)}</CardPrice>
          <SeatsLeft>Available seats: {cls.availableSeats}</SeatsLeft>
          <li>Enrolled: {cls.enrolled}</li>
          {cls.nextSessionAt ? (
            <NextSession>
              Next session: <time dateTime={cls.nextSessionAt}>{formatSessionStart(cls.nextSessionAt)}</time>
            </NextSession>
          ) : null}
          <li>
            <RatingStars average={cls.ratingAverage} count={cls.ratingCount} />
          </li>
        </CardFacts>
        <CardActions>
          <SelectAction cls={cls} state={selectState} onSelect={onSelect} describedBy={titleId} />
          {waitlistSpot ? <WaitlistControl {...waitlistSpot} /> : null}
        </CardActions>
      </CardBody>
    </CardRoot>
  );
}
