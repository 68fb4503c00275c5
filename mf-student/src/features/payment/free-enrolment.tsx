import type { SelectedClassDto } from '@classhub/contracts';
import { Button, toast } from '@classhub/ui';
import { apiErrorMessage, isTransientApiError } from '@classhub/web-api';
import { useEnrolFreeMutation } from './api';
import { PaidLinks } from './paid-links';
import { ErrorText, Muted, SuccessText } from './payment-page.styles';

/**
 * A free class (price 0), or one a promotion code makes free: no card, one button; the seat is held and the student
 * enrolled like any paid seat.
 */
export function FreeEnrolment({ item, couponCode }: { item: SelectedClassDto; couponCode?: string }) {
  const [enrolFree, { isLoading, error, isSuccess, reset }] = useEnrolFreeMutation();
  const join = async () => {
    reset();
    try {
      await enrolFree({ selecteItemId: item._id, couponCode }).unwrap();
      toast.success('You have joined the class');
    } catch {
      // Shown below from the mutation's error.
    }
  };

  if (isSuccess) {
    return (
      <>
        <SuccessText role="status">You have joined {item.className} for free.</SuccessText>
        <Muted>The class appears in your enrolled classes as soon as your seat is confirmed.</Muted>
        <PaidLinks />
      </>
    );
  }
  return (
    <>
      {error ? (
        <ErrorText role="alert">
          {apiErrorMessage(error)}
          {isTransientApiError(error) ? ' Please try again.' : ''}
        </ErrorText>
      ) : null}
      <Button onClick={() => void join()} disabled={isLoading}>
        {isLoading ? 'Joining…' : 'Join for free'}
      </Button>
    </>
  );
}
