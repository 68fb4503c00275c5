import { useState } from 'react';
import { ROLE_LABELS, type AdminUserDto } from '@classhub/contracts';
import { Avatar, Badge, BreakableEmail, Button, ConfirmDialog, IndexCell, RowHeader, toast } from '@classhub/ui';
import { apiErrorMessage, useCurrentUser } from '@classhub/web-api';
import { useUpdateUserRoleMutation, type GrantableRole } from './api';
import { UserAccountActions } from './user-account-actions';
import { Actions, Email, ROLE_TONES } from './users-table.styles';

/** The toast each role change shows (docs/product.md#manage-users), once the server reports a modification. */
const GRANTED: Record<GrantableRole, [title: string, text?: string]> = {
  instructor: ['Now you are our instructor'],
  admin: ['Admin!', 'User role has been updated.'],
};

/** One user: 'Make Instructor' at once, 'Make Admin' after a confirmation (docs/product.md#user-role). */
export function UserRow({ user, position }: { user: AdminUserDto; position: number }) {
  const [updateUserRole, { isLoading: updating }] = useUpdateUserRoleMutation();
  const [confirmingAdmin, setConfirmingAdmin] = useState(false);
  // The server refuses it too: an admin demoting themselves could leave ClassHub with no admin.
  const isSelf = useCurrentUser().user?._id === user._id;

  const grant = async (role: GrantableRole) => {
    try {
      const { modifiedCount } = await updateUserRole({ id: user._id, role }).unwrap();
      if (modifiedCount > 0) toast.success(...GRANTED[role]);
    } catch (error) {
      toast.error(`Could not update the role of ${user.name}`, apiErrorMessage(error));
    }
  };

  return (
    <tr>
      <IndexCell>{position}</IndexCell>
      <td>
        <Avatar name={user.name} photo={user.photo} />
      </td>
      <RowHeader scope="row">{user.name}</RowHeader>
      <Email>
        <BreakableEmail email={user.email} />
      </Email>
      <td>
        <Badge $tone={ROLE_TONES[user.role]}>{ROLE_LABELS[user.role]}</Badge>
        {user.suspended ? (
          <>
            {' '}
            <Badge $tone="danger" title={user.suspendedReason}>
              Suspended
            </Badge>
          </>
        ) : null}
      </td>
      <Actions>
        <div>
          <Button
            $variant="secondary"
            disabled={updating || isSelf || user.role === 'instructor'}
            title={isSelf ? 'You cannot remove your own admin role' : undefined}
            onClick={() => void grant('instructor')}
          >
            Make Instructor
          </Button>
          <Button disabled={updating || user.role === 'admin'} onClick={() => setConfirmingAdmin(true)}>
            Make Admin
          </Button>
          <UserAccountActions user={user} isSelf={isSelf} />
        </div>
        {confirmingAdmin ? (
          <ConfirmDialog
            title="Are you sure?"
            text={`You want to update role for ${user.name}`}
            confirmLabel="Yes, Make Admin"
            onCancel={() => setConfirmingAdmin(false)}
            onConfirm={() => {
              setConfirmingAdmin(false);
              void grant('admin');
            }}
          />
        ) : null}
      </Actions>
    </tr>
  );
}
