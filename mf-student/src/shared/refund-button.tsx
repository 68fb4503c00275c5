import { useState } from 'react';
import type { PaymentDto } from '@classhub/contracts';
import { Button, ConfirmDialog, DateTime, formatPrice, toast } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useRequestRefundMutation } from './refund.api';

/** Whether the student may still ask for this payment's refund: the server says until when (decision 0034). */
export function isRefundable(payment: Pick<PaymentDto, 'refundableUntil' | 'refund'>, now = Date.now()): boolean {
  return !payment.refund && payment.refundableUntil !== undefined && Date.parse(payment.refundableUntil) > now;
}

/**
 * 'Refund', offered only inside the refund window: asks first, naming the amount and that the seat is given up. The
 * row then shows where the refund stands (the payments are read again).
 */
export function RefundButton({ payment }: { payment: PaymentDto }) {
  const [requestRefund, { isLoading }] = useRequestRefundMutation();
  const [confirming, setConfirming] = useState(false);
  if (!isRefundable(payment)) return null;

  const refund = async () => {
    try {
      await requestRefund(payment._id).unwrap();
      toast.success('Refund requested', `${formatPrice(payment.price)} is on its way back to your card.`);
    } catch (error) {
      toast.error(`Could not refund ${payment.className}`, apiErrorMessage(error));
    }
  };

  return (
    <>
      <Button
        $variant="secondary"
        disabled={isLoading}
        aria-label={`Refund ${payment.className}`}
        onClick={() => setConfirming(true)}
      >
        {isLoading ? 'Refunding…' : 'Refund'}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={`Refund ${formatPrice(payment.price)}?`}
          text={
            <>
              <p>
                You will get {formatPrice(payment.price)} back on your card and give up your seat in{' '}
                <strong>{payment.className}</strong>. Someone else may take it.
              </p>
              <p>
                Refunds can be asked for until <DateTime iso={payment.refundableUntil ?? payment.date} />.
              </p>
            </>
          }
          confirmLabel={`Yes, refund ${formatPrice(payment.price)}`}
          cancelLabel="Keep my seat"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void refund();
          }}
        />
      ) : null}
    </>
  );
}
