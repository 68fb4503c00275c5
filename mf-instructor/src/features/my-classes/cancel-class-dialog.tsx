import { CLASS_EDIT_LIMITS } from '@classhub/contracts';
import { ReasonDialog, toast } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useCancelClassMutation } from '../../api/class-edits.api';

/** "Cancel class" (decision 0041): the students are refunded and mailed, with the reason if one is given. */
export function CancelClassDialog({
  classId,
  className,
  enrolled,
  onClose,
}: {
  classId: string;
  className: string;
  enrolled: number;
  onClose: () => void;
}) {
  const [cancelClass, { isLoading, error }] = useCancelClassMutation();
  return (
    <ReasonDialog
      title={`Cancel ${className}?`}
      text={`It leaves the catalogue for good and cannot be undone. ${
        enrolled > 0 ? `Its ${enrolled} enrolled student(s) are refunded in full and` : 'Everyone waiting for it is'
      } told by mail.`}
      label="Reason, shown to the students"
      confirmLabel="Yes, cancel the class"
      maxLength={CLASS_EDIT_LIMITS.reasonMax}
      busy={isLoading}
      error={error ? apiErrorMessage(error) : undefined}
      onCancel={onClose}
      onConfirm={(reason) => {
        void cancelClass({ id: classId, ...(reason ? { reason } : {}) })
          .unwrap()
          .then(() => {
            toast.success(`${className} is cancelled`, 'Its students are being refunded and told by mail.');
            onClose();
          })
          .catch(() => undefined);
      }}
    />
  );
}
