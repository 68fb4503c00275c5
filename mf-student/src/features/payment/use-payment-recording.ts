import { useCallback, useEffect, useRef, useState } from 'react';
import { PAYMENT_MESSAGES, type SelectedClassDto } from '@classhub/contracts';
import { toast } from '@classhub/ui';
import { apiErrorMessage, isTransientApiError, type ApiError, type AuthUser } from '@classhub/web-api';
import { useCreatePaymentMutation } from './api';

export type Recording =
  | { phase: 'idle' }
  /**
   * POST /payment is being made, or waits to be made again after a failure that a retry can fix (the server restarting
   * or unreachable). `charged` is false while it is not known whether the card was charged (the confirmation itself
   * was interrupted).
   */
  | {
      phase: 'recording';
      transactionId: string;
      charged: boolean;
      attempt: number;
      retryAt?: number;
      lastError?: string;
    }
  | { phase: 'paid'; transactionId: string }
  /** Charged, but recording kept failing: recording again stays safe (the server records a transaction id once). */
  | { phase: 'unrecorded'; transactionId: string; message: string };

/** Waits between attempts; after the last, the student is asked to try again themselves. About a minute and a half. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 15_000, 15_000, 15_000];

export const NOT_CHARGED_MESSAGE = 'The payment did not go through and your card was not charged. Please try again.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records a confirmed (or possibly confirmed) card payment with POST /payment, retrying with backoff while the server
 * cannot answer, so a payments restart or a dropped connection between the card and the record never leaves a charged
 * student without their payment. Recording is repeat-safe on the server: the same transaction is recorded once.
 */
export function usePaymentRecording(
  item: SelectedClassDto,
  user: AuthUser,
  amount: number,
  onNotCharged: (message: string) => void,
) {
  const [createPayment] = useCreatePaymentMutation();
  const [recording, setRecording] = useState<Recording>({ phase: 'idle' });
  const run = useRef(0);
  const skipWait = useRef<() => void>(undefined);

  // Leaving the page stops the retries.
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const attempt = useCallback(
    (transactionId: string) =>
      createPayment({
        transactionId,
        selecteItemId: item._id,
        email: user.email,
        name: user.name,
        price: amount,
        classImage: item.classImage,
        classId: item.classId,
        className: item.className,
        instructorName: item.instructorName,
      }).unwrap(),
    [amount, createPayment, item, user],
  );

  const record = useCallback(
    async (transactionId: string, { charged }: { charged: boolean }) => {
      const mine = ++run.current;
      for (let tries = 0; ; tries++) {
        if (run.current !== mine) return;
        setRecording({ phase: 'recording', transactionId, charged, attempt: tries + 1 });
        try {
          const { insertResult } = await attempt(transactionId);
          if (run.current !== mine) return;
          if (!insertResult?.insertedId) throw new Error('The server did not confirm the payment.');
          setRecording({ phase: 'paid', transactionId });
          toast.success('Your payment has been successful');
          return;
        } catch (error) {
          if (run.current !== mine) return;
          const message = apiErrorMessage(error as ApiError);
          if (!charged && message === PAYMENT_MESSAGES.paymentNotSucceeded) {
            // The interrupted confirmation never reached the card: nothing to record, the student may pay again.
            setRecording({ phase: 'idle' });
            onNotCharged(NOT_CHARGED_MESSAGE);
            return;
          }
          const delay = RETRY_DELAYS_MS[tries];
          if (!isTransientApiError(error) || delay === undefined) {
            setRecording({ phase: 'unrecorded', transactionId, message });
            return;
          }
          setRecording({
            phase: 'recording',
            transactionId,
            charged,
            attempt: tries + 1,
            retryAt: Date.now() + delay,
            lastError: message,
          });
          await Promise.race([sleep(delay), new Promise<void>((resolve) => (skipWait.current = resolve))]);
        }
      }
    },
    [attempt, onNotCharged],
  );

  /** Makes the next attempt now instead of at the end of the wait. */
  const retryNow = useCallback(() => skipWait.current?.(), []);

  return { recording, record, retryNow };
}
