import { useId, useState } from 'react';
import type { ClassDto } from '@classhub/contracts';
import { Button, Card, CardActions, CardBody, CardHeading, CardMedia, CardTitle, formatPrice } from '@classhub/ui';
import { ClassStatusBadge } from './class-status-badge';
import { FeedbackDialog } from './feedback-dialog';
import { Facts } from './instructor-class-card.styles';

/** One of the instructor's classes (spec §2 My Classes): its figures, its review status and the admin's feedback. */
export function InstructorClassCard({ cls }: { cls: ClassDto }) {
  const titleId = useId();
  const [showFeedback, setShowFeedback] = useState(false);
  return (
    <Card aria-labelledby={titleId}>
      <CardMedia>
        <img src={cls.classImage} alt={cls.className} loading="lazy" />
      </CardMedia>
      <CardBody>
        <CardHeading>
          <CardTitle id={titleId}>{cls.className}</CardTitle>
          <ClassStatusBadge status={cls.status} />
        </CardHeading>
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
        <CardActions>
          <Button $variant="secondary" aria-describedby={titleId} onClick={() => setShowFeedback(true)}>
            Feedback
          </Button>
        </CardActions>
      </CardBody>
      {showFeedback ? <FeedbackDialog className={cls.className} feedback={cls.feedback} onClose={() => setShowFeedback(false)} /> : null}
    </Card>
  );
}
