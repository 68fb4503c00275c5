import { useId, useState } from 'react';
import { CLASS_STATUS_LABELS, classStatusOf, type ClassDto } from '@classhub/contracts';
import { Button, ButtonLink, CardActions, ClassCardFrame, formatPrice } from '@classhub/ui';
import { rosterPathOf } from '../../config/paths';
import { FeedbackDialog } from './feedback-dialog';
import { Facts } from './instructor-class-card.styles';

/**
 * One of the instructor's classes (docs/product.md#my-classes): its figures, its review status and the admin's
 * feedback.
 */
export function InstructorClassCard({ cls }: { cls: ClassDto }) {
  const titleId = useId();
  const [showFeedback, setShowFeedback] = useState(false);
  return (
    <ClassCardFrame
      cls={cls}
      titleId={titleId}
      statusLabel={CLASS_STATUS_LABELS[classStatusOf(cls)]}
      dialogs={
        showFeedback ? (
          <FeedbackDialog className={cls.className} feedback={cls.feedback} onClose={() => setShowFeedback(false)} />
        ) : null
      }
    >
      <Facts>
        <dt>Enrolled</dt>
        <dd>{cls.enrolled}</dd>
        <dt>Available seats</dt>
        <dd>{cls.availableSeats}</dd>
        <dt>Waitlist</dt>
        <dd>{cls.waitlistLength ?? 0}</dd>
        <dt>Price</dt>
        <dd>{formatPrice(cls.price)}</dd>
        <dt>Instructor</dt>
        <dd>{cls.instructorName}</dd>
      </Facts>
      <CardActions>
        <Button $variant="secondary" aria-describedby={titleId} onClick={() => setShowFeedback(true)}>
          Feedback
        </Button>
        <ButtonLink to={rosterPathOf(cls._id)} $variant="secondary" aria-describedby={titleId}>
          Roster
        </ButtonLink>
      </CardActions>
    </ClassCardFrame>
  );
}
