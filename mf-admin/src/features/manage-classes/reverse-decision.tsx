import { useState } from 'react';
import { CLASS_EDIT_LIMITS, type ClassDto } from '@classhub/contracts';
import { Button, toast } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { NoteDialog } from '../../shared/note-dialog';
import { useReverseClassDecisionMutation } from './class-decisions.api';

/**
 * 'Withdraw from sale' (approved) or 'Approve after all' (denied), with a required reason the instructor reads as the
 * class's feedback (decision 0041). Nothing for a pending or cancelled class.
 */
export function ReverseDecision({ cls, describedBy }: { cls: ClassDto; describedBy: string }) {
  const [asking, setAsking] = useState(false);
  const [reverse] = useReverseClassDecisionMutation();
  if (cls.cancelledAt || (cls.status !== 'approved' && cls.status !== 'denied')) return null;
  const withdrawing = cls.status === 'approved';
  const label = withdrawing ? 'Withdraw from sale' : 'Approve after all';
  return (
    <>
      <Button $variant="secondary" aria-describedby={describedBy} onClick={() => setAsking(true)}>
        {label}
      </Button>
      {asking ? (
        <NoteDialog
          title={`${label}: ${cls.className}`}
          label="Reason (shown to the instructor)"
          submitLabel={label}
          required="Give a reason"
          maxLength={CLASS_EDIT_LIMITS.reasonMax}
          onClose={() => setAsking(false)}
          onSubmit={async (reason) => {
            try {
              await reverse({ id: cls._id, reason }).unwrap();
              toast.success(withdrawing ? 'Withdrawn from sale' : 'Approved', cls.className);
              return null;
            } catch (error) {
              return apiErrorMessage(error);
            }
          }}
        >
          <p>
            {withdrawing
              ? `“${cls.className}” leaves the catalogue; its ${cls.enrolled} enrolled student(s) keep their places.`
              : `“${cls.className}” goes on sale in the catalogue.`}
          </p>
        </NoteDialog>
      ) : null}
    </>
  );
}
