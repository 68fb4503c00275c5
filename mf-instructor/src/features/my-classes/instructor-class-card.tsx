import { useId, useState } from 'react';
import { CLASS_STATUS_LABELS, classStatusOf, type ClassDto } from '@classhub/contracts';
import { Button, ButtonLink, CardActions, ClassCardFrame, formatPrice } from '@classhub/ui';
import { useListClassEditsQuery } from '../../api/class-edits.api';
import { PATHS, rosterPathOf } from '../../config/paths';
import { CancelClassDialog } from './cancel-class-dialog';
import { ClassChanges, editPathOf } from './class-changes';
import { FeedbackDialog } from './feedback-dialog';
import { Facts } from './instructor-class-card.styles';

/**
 * One of the instructor's classes (docs/product.md#my-classes): its figures, its review status and the admin's
 * feedback.
 */
export function InstructorClassCard({ cls }: { cls: ClassDto }) {
  const titleId = useId();
  const [showFeedback, setShowFeedback] = useState(false);
  // Decision 0041: edits waiting or denied (one request for every card), editing and cancelling.
  const [confirmCancel, setConfirmCancel] = useState(false);
  const { data: edits } = useListClassEditsQuery();
  const edit = edits?.find((one) => one.classId === cls._id);
  const editPath = editPathOf(PATHS.myClasses, cls._id);
  return (
    <ClassCardFrame
      cls={cls}
      titleId={titleId}
      statusLabel={CLASS_STATUS_LABELS[classStatusOf(cls)]}
      dialogs={
        <>
          {showFeedback ? (
            <FeedbackDialog className={cls.className} feedback={cls.feedback} onClose={() => setShowFeedback(false)} />
          ) : null}
          {confirmCancel ? (
            <CancelClassDialog
              classId={cls._id}
              className={cls.className}
              enrolled={cls.enrolled}
              onClose={() => setConfirmCancel(false)}
            />
          ) : null}
        </>
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
      <ClassChanges cls={cls} edit={edit} editPath={editPath} />
      <CardActions>
        <Button $variant="secondary" aria-describedby={titleId} onClick={() => setShowFeedback(true)}>
          Feedback
        </Button>
        <ButtonLink to={rosterPathOf(cls._id)} $variant="secondary" aria-describedby={titleId}>
          Roster
        </ButtonLink>
        {cls.cancelledAt ? null : (
          <>
            <ButtonLink to={editPath} $variant="secondary" aria-describedby={titleId}>
              Edit
            </ButtonLink>
            <Button $variant="secondary" aria-describedby={titleId} onClick={() => setConfirmCancel(true)}>
              Cancel class
            </Button>
          </>
        )}
      </CardActions>
    </ClassCardFrame>
  );
}
