import { useId, useState } from 'react';
import { CLASS_STATUS_LABELS, classStatusOf, type ClassDto } from '@classhub/contracts';
import {
  BreakableEmail,
  Button,
  CardFacts,
  CardPrice,
  ClassCardFrame,
  ConfirmDialog,
  formatPrice,
  toast,
} from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useUpdateClassStatusMutation, type ClassDecision } from './api';
import { FeedbackDialog } from './feedback-dialog';
import { ReverseDecision } from './reverse-decision';
import { Actions, Instructor } from './class-review-card.styles';

/**
 * The question, the confirm button, the toast (docs/product.md#manage-classes) and the failure title of each decision.
 */
const DECISIONS: Record<ClassDecision, { question: string; confirm: string; done: string; failed: string }> = {
  approved: {
    question: 'Approve this class?',
    confirm: 'Yes, approve it',
    done: 'Approved!',
    failed: 'Could not approve',
  },
  denied: { question: 'Deny this class?', confirm: 'Yes, deny it', done: 'Denied!', failed: 'Could not deny' },
};

function consequenceOf(decision: ClassDecision, cls: ClassDto): string {
  return decision === 'approved'
    ? `“${cls.className}” by ${cls.instructorName} will be listed on All Classes. This cannot be undone.`
    : `“${cls.className}” by ${cls.instructorName} will not be listed. This cannot be undone.`;
}

/**
 * One class under review (docs/product.md#manage-classes): approve or deny it once, after a confirmation, and send
 * feedback.
 */
export function ClassReviewCard({ cls }: { cls: ClassDto }) {
  const titleId = useId();
  const [updateClassStatus, { isLoading: deciding }] = useUpdateClassStatusMutation();
  const [confirming, setConfirming] = useState<ClassDecision | null>(null);
  const [writingFeedback, setWritingFeedback] = useState(false);
  const status = classStatusOf(cls);
  const decided = status !== 'pending';

  const decide = async (decision: ClassDecision) => {
    const { done, failed } = DECISIONS[decision];
    try {
      const { modifiedCount } = await updateClassStatus({ id: cls._id, status: decision }).unwrap();
      if (modifiedCount > 0) toast.success(done, 'Class Status has been updated.');
    } catch (error) {
      toast.error(`${failed} ${cls.className}`, apiErrorMessage(error));
    }
  };

  return (
    <ClassCardFrame
      cls={cls}
      titleId={titleId}
      statusLabel={CLASS_STATUS_LABELS[status]}
      dialogs={
        <>
          {confirming ? (
            <ConfirmDialog
              title={DECISIONS[confirming].question}
              text={consequenceOf(confirming, cls)}
              confirmLabel={DECISIONS[confirming].confirm}
              onCancel={() => setConfirming(null)}
              onConfirm={() => {
                setConfirming(null);
                void decide(confirming);
              }}
            />
          ) : null}
          {writingFeedback ? <FeedbackDialog cls={cls} onClose={() => setWritingFeedback(false)} /> : null}
        </>
      }
    >
      <Instructor>
        Instructor: {cls.instructorName}
        <span>
          <BreakableEmail email={cls.instructorEmail} />
        </span>
      </Instructor>
      <CardFacts>
        <CardPrice>Price: {formatPrice(cls.price)}</CardPrice>
        <li>Available seats: {cls.availableSeats}</li>
        <li>Enrolled: {cls.enrolled}</li>
        <li>Waitlist: {cls.waitlistLength ?? 0}</li>
      </CardFacts>
      <Actions>
        {(['approved', 'denied'] as const).map((decision) => (
          <Button
            key={decision}
            $variant={decision === 'approved' ? 'primary' : 'secondary'}
            disabled={decided || deciding}
            title={decided ? `Already ${CLASS_STATUS_LABELS[status].toLowerCase()}` : undefined}
            aria-describedby={titleId}
            onClick={() => setConfirming(decision)}
          >
            {CLASS_STATUS_LABELS[decision]}
          </Button>
        ))}
        <Button $variant="secondary" aria-describedby={titleId} onClick={() => setWritingFeedback(true)}>
          Feedback
        </Button>
        <ReverseDecision cls={cls} describedBy={titleId} />
      </Actions>
    </ClassCardFrame>
  );
}
