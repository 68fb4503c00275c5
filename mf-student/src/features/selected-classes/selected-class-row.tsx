import { useState } from 'react';
import type { SelectedClassDto, UserRole } from '@classhub/contracts';
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  formatPrice,
  IndexCell,
  NumericCell,
  RowHeader,
  toast,
  VisuallyHidden,
} from '@classhub/ui';
import { apiErrorMessage, useCurrentUser } from '@classhub/web-api';
import { useLiveSeats } from '@classhub/web-query';
import { ClassImage } from '../../shared/class-image';
import { useKeptSeat } from '../../shared/use-kept-seat';
import { useDeleteSelectedMutation } from './api';
import { Actions, Full, PayUnavailable } from './selected-classes.styles';

/**
 * Why a selected class cannot be paid for now, or null when it can (docs/product.md#class-status: full when
 * availableSeats is under 1). Only students pay (docs/product.md#roles): a student promoted since selecting keeps the
 * entry but cannot check out. A seat kept for the student from the waitlist (decision 0038) is theirs to pay for, full or
 * not.
 */
function payBlocker(item: SelectedClassDto, role: UserRole | null, seatKept: boolean): string | null {
  if (role !== 'student') return 'Only students can pay for classes';
  if (item.availableSeats < 1 && !seatKept) return 'This class is full';
  if (item.status !== 'approved') return 'This class is not open for enrolment';
  return null;
}

/** The seats left; a full class whose seat the waitlist keeps for the student says so instead. */
function seatsCell(availableSeats: number, seatKept: boolean) {
  if (availableSeats >= 1) return availableSeats;
  return seatKept ? 'Kept for you' : <Full>Full (0)</Full>;
}

/** One selected class: Pay goes to checkout; delete asks first (docs/product.md#selected-classes). */
export function SelectedClassRow({ item: selected, position }: { item: SelectedClassDto; position: number }) {
  // Its seats as they are now (decision 0039), while the live stream is open: Pay turns unavailable when it fills.
  const item = useLiveSeats(selected, selected.classId);
  const [deleteSelected, { isLoading: deleting }] = useDeleteSelectedMutation();
  const [confirming, setConfirming] = useState(false);
  const { role } = useCurrentUser();
  const seatKept = useKeptSeat(item.classId) !== undefined;
  const blocker = payBlocker(item, role, seatKept);
  // A free class is joined, not paid for: the same checkout, without a card.
  const action = item.price > 0 ? 'Pay' : 'Join';

  const remove = async () => {
    try {
      const { deletedCount } = await deleteSelected(item._id).unwrap();
      if (deletedCount > 0) toast.success('Deleted!', 'Class has been deleted.');
      else toast.error('Nothing was deleted', `${item.className} was no longer in your selection.`);
    } catch (error) {
      toast.error(`Could not delete ${item.className}`, apiErrorMessage(error));
    }
  };

  return (
    <tr>
      <IndexCell>{position}</IndexCell>
      <td>
        <ClassImage src={item.classImage} />
      </td>
      <RowHeader scope="row">{item.className}</RowHeader>
      <NumericCell>{seatsCell(item.availableSeats, seatKept)}</NumericCell>
      <NumericCell>{item.enrolled}</NumericCell>
      <NumericCell>{formatPrice(item.price)}</NumericCell>
      <Actions>
        {blocker ? (
          <PayUnavailable aria-disabled="true" title={blocker}>
            {action}
            <VisuallyHidden>: {blocker}</VisuallyHidden>
          </PayUnavailable>
        ) : (
          <ButtonLink
            to={`/dashboard/payment/${encodeURIComponent(item._id)}`}
            aria-label={item.price > 0 ? `Pay for ${item.className}` : `Join ${item.className} for free`}
          >
            {action}
          </ButtonLink>
        )}
      </Actions>
      <Actions>
        <Button
          $variant="secondary"
          disabled={deleting}
          aria-label={`Delete ${item.className}`}
          onClick={() => setConfirming(true)}
        >
          {deleting ? 'Deleting…' : 'Delete'}
        </Button>
        {confirming ? (
          <ConfirmDialog
            title="Are you sure?"
            text="You won't be able to revert this!"
            confirmLabel="Yes, delete it!"
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              void remove();
            }}
          />
        ) : null}
      </Actions>
    </tr>
  );
}
