import { useState } from 'react';
import { ADMIN_REASON_MAX, type AdminUserDto } from '@classhub/contracts';
import { Button, toast } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { NoteDialog } from '../../shared/note-dialog';
import { useDemoteUserMutation, useReactivateUserMutation, useSuspendUserMutation } from './account-admin.api';

type Asking = 'student' | 'suspend' | 'reactivate' | null;

/**
 * Make student, Suspend and Reactivate for one user (decision 0045). The server refuses oneself and the last admin
 * too; its reason is shown in the dialog, which stays open.
 */
export function UserAccountActions({ user, isSelf }: { user: AdminUserDto; isSelf: boolean }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [demote] = useDemoteUserMutation();
  const [suspend] = useSuspendUserMutation();
  const [reactivate] = useReactivateUserMutation();
  const selfHint = isSelf ? 'You cannot change your own account; ask another admin' : undefined;

  /** Runs a change; answers the server's refusal for the dialog to show, or null once done. */
  const run = async (change: () => Promise<unknown>, done: string): Promise<string | null> => {
    try {
      await change();
      toast.success(done);
      return null;
    } catch (error) {
      return apiErrorMessage(error);
    }
  };

  return (
    <>
      <Button
        $variant="secondary"
        disabled={isSelf || user.role === 'student'}
        title={selfHint ?? (user.role === 'student' ? 'Already a student' : undefined)}
        onClick={() => setAsking('student')}
      >
        Make Student
      </Button>
      {user.suspended ? (
        <Button $variant="secondary" disabled={isSelf} title={selfHint} onClick={() => setAsking('reactivate')}>
          Reactivate
        </Button>
      ) : (
        <Button $variant="secondary" disabled={isSelf} title={selfHint} onClick={() => setAsking('suspend')}>
          Suspend
        </Button>
      )}
      {asking === 'student' ? (
        <NoteDialog
          title={`Make ${user.name} a student?`}
          label="Reason (optional, kept in the audit log)"
          submitLabel="Make Student"
          maxLength={ADMIN_REASON_MAX}
          onSubmit={(reason) =>
            run(() => demote({ id: user._id, reason: reason || undefined }).unwrap(), `${user.name} is now a student`)
          }
          onClose={() => setAsking(null)}
        >
          <p>They lose what their role allows at once; their classes and payments stay.</p>
        </NoteDialog>
      ) : null}
      {asking === 'suspend' ? (
        <NoteDialog
          title={`Suspend ${user.name}?`}
          label="Reason (mailed to them and kept in the audit log)"
          submitLabel="Suspend"
          required="Give a reason"
          maxLength={ADMIN_REASON_MAX}
          onSubmit={(reason) => run(() => suspend({ id: user._id, reason }).unwrap(), `${user.name} is suspended`)}
          onClose={() => setAsking(null)}
        >
          <p>They are signed out everywhere at once and cannot sign in until you reactivate the account.</p>
        </NoteDialog>
      ) : null}
      {asking === 'reactivate' ? (
        <NoteDialog
          title={`Reactivate ${user.name}?`}
          label="Reason (optional, kept in the audit log)"
          submitLabel="Reactivate"
          maxLength={ADMIN_REASON_MAX}
          onSubmit={(reason) =>
            run(
              () => reactivate({ id: user._id, reason: reason || undefined }).unwrap(),
              `${user.name} can sign in again`,
            )
          }
          onClose={() => setAsking(null)}
        >
          <p>Suspended because: {user.suspendedReason}</p>
        </NoteDialog>
      ) : null}
    </>
  );
}
