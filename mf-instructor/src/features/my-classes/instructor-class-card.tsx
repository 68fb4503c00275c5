import { useId, useState } from 'react';
import type { ClassDto } from '@classhub/contracts';
import { Button, Card } from '@classhub/ui';
import { formatPrice } from '../../utils/format-price';
import { ClassStatusBadge } from './class-status-badge';
import { FeedbackDialog } from './feedback-dialog';
import { Actions, Body, Facts, ImageFrame, Title, TitleRow } from './instructor-class-card.styles';

/** One of the instructor's classes (spec §2 My Classes): its figures, its review status and the admin's feedback. */
export function InstructorClassCard({ cls }: { cls: ClassDto }) {
  const titleId = useId();
  const [showFeedback, setShowFeedback] = useState(false);
  return (
    <Card aria-labelledby={titleId}>
      <ImageFrame>
        <img src={cls.classImage} alt={cls.className} loading="lazy" />
      </ImageFrame>
      <Body>
        <TitleRow>
          <Title id={titleId}>{cls.className}</Title>
          <ClassStatusBadge status={cls.status} />
        </TitleRow>
        <Facts>
          <dt>Enrolled</dt>
          <dd>{cls.enrolled}</dd>
          <dt>Available seats</dt>
          <dd>{cls.availableSeats}</dd>
          <dt>Price</dt>
          <dd>{formatPrice(cls.price)}</dd>
          <dt>Instructor</dt>
          <dd>{cls.instructorName}</dd>
        </Facts>
        <Actions>
          <Button $variant="secondary" aria-describedby={titleId} onClick={() => setShowFeedback(true)}>
            Feedback
          </Button>
        </Actions>
      </Body>
      {showFeedback ? <FeedbackDialog className={cls.className} feedback={cls.feedback} onClose={() => setShowFeedback(false)} /> : null}
    </Card>
  );
}
