import { Muted, SuccessText } from './payment-page.styles';
import { PaidLinks } from './paid-links';

/** The payment's success message (docs/product.md#payment; its spelling kept), then where to go next. */
export function PaymentSuccess({ transactionId }: { transactionId: string }) {
  return (
    <>
      <SuccessText role="status">Payment Success with transacition ID: {transactionId}</SuccessText>
      <Muted>
        Your seat is yours: the class appears in your enrolled classes as soon as the enrolment is confirmed.
      </Muted>
      <PaidLinks />
    </>
  );
}
