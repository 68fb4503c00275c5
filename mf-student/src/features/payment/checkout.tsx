import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useState } from 'react';
import { PAYMENT_MESSAGES, type SelectedClassDto } from '@classhub/contracts';
import { Button, ButtonLink, ErrorState, formatPrice, formatTime, LoadingState, toast } from '@classhub/ui';
import { apiErrorMessage, type ApiError, type AuthUser } from '@classhub/web-api';
import { useCreatePaymentIntentQuery, useCreatePaymentMutation, useGetPaymentConfigQuery, useGetSelectedQuery } from './api';
import type { CardConfirmation, CardFormProps } from './card-form.types';
import { ClassSummary } from './class-summary';
import { PaymentSuccess } from './payment-success';
import { Amount, ErrorText, Muted, Panel } from './payment-page.styles';
import { TestCardForm } from './test-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

type Payment =
  | { phase: 'idle' }
  | { phase: 'confirming' }
  | { phase: 'recording'; transactionId: string }
  /** Charged, but POST /payment failed: recording again is safe (the server records a transaction id once). */
  | { phase: 'unrecorded'; transactionId: string; message: string }
  | { phase: 'paid'; transactionId: string };

/** A retry can help when the server was unavailable or unreachable, not when it refused (409, 404). */
function isTransient(error: ApiError): boolean {
  if (!error || !('status' in error)) return false;
  return error.status === 503 || error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

/** The part of the page after the class is loaded: amount, seat hold, card form and the outcome. */
function CheckoutPanel({ item, user }: { item: SelectedClassDto; user: AuthUser }) {
  const config = useGetPaymentConfigQuery();
  // Spec §5: an intent only for a price above 0, and only once the card form to show is known.
  const intent = useCreatePaymentIntentQuery(config.data && item.price > 0 ? { selecteItemId: item._id, price: item.price } : skipToken);
  const [createPayment] = useCreatePaymentMutation();
  const [payment, setPayment] = useState<Payment>({ phase: 'idle' });
  const [cardError, setCardError] = useState<string | null>(null);

  const record = async (transactionId: string) => {
    setPayment({ phase: 'recording', transactionId });
    try {
      const { insertResult } = await createPayment({
        transactionId,
        selecteItemId: item._id,
        email: user.email,
        name: user.name,
        price: intent.data?.amount ?? item.price,
        classImage: item.classImage,
        classId: item.classId,
        className: item.className,
        instructorName: item.instructorName,
      }).unwrap();
      if (!insertResult?.insertedId) throw new Error('The server did not confirm the payment.');
      setPayment({ phase: 'paid', transactionId });
      toast.success('Your payment has been successful');
    } catch (error) {
      setPayment({ phase: 'unrecorded', transactionId, message: apiErrorMessage(error as ApiError) });
    }
  };

  const pay = async (confirm: () => Promise<CardConfirmation>) => {
    setCardError(null);
    setPayment({ phase: 'confirming' });
    const result = await confirm();
    if ('error' in result) {
      setCardError(result.error);
      setPayment({ phase: 'idle' });
      return;
    }
    await record(result.paymentIntentId);
  };

  const amount = intent.data?.amount ?? item.price;
  const amountRow = (
    <Amount>
      <span>Amount to pay</span>
      <strong>{formatPrice(amount)}</strong>
    </Amount>
  );

  if (item.price <= 0) {
    return (
      <>
        {amountRow}
        <Muted role="status">{PAYMENT_MESSAGES.freeClass}.</Muted>
      </>
    );
  }
  if (payment.phase === 'paid') return <PaymentSuccess transactionId={payment.transactionId} />;
  if (config.isLoading) return <LoadingState label="Preparing checkout…" />;
  if (config.isError || !config.data) {
    return <ErrorState title="Checkout is unavailable" message={apiErrorMessage(config.error)} onRetry={() => void config.refetch()} />;
  }

  const formProps: CardFormProps = {
    clientSecret: intent.data && !intent.isError ? intent.data.clientSecret : null,
    billingDetails: { email: user.email || 'unknown', name: user.name || 'anonymous' },
    paying: payment.phase === 'confirming' || payment.phase === 'recording',
    onPay: (confirm) => void pay(confirm),
  };
  // After a charge, only recording is left to do: another confirmation would be refused by the provider anyway.
  if (payment.phase === 'unrecorded') formProps.clientSecret = null;

  return (
    <>
      {amountRow}
      {intent.isFetching ? <Muted role="status">Holding your seat…</Muted> : null}
      {intent.isError ? (
        <div role="alert">
          <ErrorText>{apiErrorMessage(intent.error)}</ErrorText>
          {isTransient(intent.error) ? (
            <Button $variant="secondary" onClick={() => void intent.refetch()}>
              Try again
            </Button>
          ) : null}
        </div>
      ) : intent.data ? (
        <Muted>Your seat is held until {formatTime(intent.data.expiresAt)}.</Muted>
      ) : null}

      {config.data.provider === 'stripe' ? (
        <Suspense fallback={<LoadingState label="Loading the card form…" />}>
          <StripeCardForm publishableKey={config.data.publishableKey} {...formProps} />
        </Suspense>
      ) : (
        <TestCardForm {...formProps} />
      )}

      {cardError ? <ErrorText role="alert">{cardError}</ErrorText> : null}
      {payment.phase === 'unrecorded' ? (
        <div role="alert">
          <ErrorText>
            Your card was charged (transaction {payment.transactionId}) but the payment could not be recorded: {payment.message} Try again; you
            will not be charged twice.
          </ErrorText>
          <Button onClick={() => void record(payment.transactionId)}>Try again</Button>
        </div>
      ) : null}
    </>
  );
}

/** Loads the selected class (spec §2: first, by id), then shows the checkout for it. */
export function Checkout({ id, user }: { id: string; user: AuthUser }) {
  const selection = useGetSelectedQuery(id);

  if (selection.isLoading) return <LoadingState label="Loading your class…" />;
  if (!selection.data) {
    return (
      <ErrorState
        title="We couldn't open this payment"
        message={
          <>
            {apiErrorMessage(selection.error)}{' '}
            <ButtonLink to="/dashboard/myselectedclass" $variant="ghost">
              Back to My Selected Classes
            </ButtonLink>
          </>
        }
        onRetry={isTransient(selection.error) ? () => void selection.refetch() : undefined}
      />
    );
  }

  return (
    <Panel aria-label="Payment">
      <ClassSummary item={selection.data} />
      <CheckoutPanel item={selection.data} user={user} />
    </Panel>
  );
}
