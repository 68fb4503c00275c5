import { lazy, Suspense, useEffect, useState } from 'react';
import { PAYMENT_MESSAGES, type SelectedClassDto } from '@classhub/contracts';
import { Button, ButtonLink, ErrorState, formatPrice, formatTime, LoadingState } from '@classhub/ui';
import { type ApiError, apiErrorMessage, type AuthUser, isTransientApiError } from '@classhub/web-api';
import { skipToken } from '@classhub/web-query';
import { AlreadyPaid } from './already-paid';
import { useCreatePaymentIntentQuery, useGetPaymentConfigQuery, useGetSelectedQuery } from './api';
import type { CardConfirmation, CardFormProps } from './card-form.types';
import { ClassSummary } from './class-summary';
import { FreeEnrolment } from './free-enrolment';
import { PaymentSuccess } from './payment-success';
import { Amount, ErrorText, Muted, Panel } from './payment-page.styles';
import { RecordingProgress } from './recording-progress';
import { TestCardForm } from './test-card-form';
import { usePaymentRecording } from './use-payment-recording';

const StripeCardForm = lazy(() => import(/* webpackChunkName: "stripe-card-form" */ './stripe-card-form'));

function isAlreadyPaid(error: ApiError): boolean {
  return Boolean(error && 'status' in error && error.status === 409 && apiErrorMessage(error) === PAYMENT_MESSAGES.alreadyBought);
}

/** The part of the page after the class is loaded: amount, seat hold, card form and the outcome. */
function CheckoutPanel({ item, user, onAlreadyPaid }: { item: SelectedClassDto; user: AuthUser; onAlreadyPaid: () => void }) {
  const config = useGetPaymentConfigQuery();
  // Spec §5: an intent only for a price above 0, and only once the card form to show is known.
  const intent = useCreatePaymentIntentQuery(config.data && item.price > 0 ? { selecteItemId: item._id, price: item.price } : skipToken);
  const [confirming, setConfirming] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const amount = intent.data?.amount ?? item.price;
  const { recording, record, retryNow } = usePaymentRecording(item, user, amount, setCardError);
  const alreadyPaid = isAlreadyPaid(intent.error);
  useEffect(() => {
    if (alreadyPaid) onAlreadyPaid();
  }, [alreadyPaid, onAlreadyPaid]);

  const pay = async (confirm: () => Promise<CardConfirmation>) => {
    setCardError(null);
    setConfirming(true);
    const result = await confirm();
    setConfirming(false);
    if ('error' in result) {
      setCardError(result.error);
      return;
    }
    // Interrupted: only recording can tell whether the card was charged (the server asks the provider).
    if ('interrupted' in result) await record(intent.data?.paymentIntentId ?? '', { charged: false });
    else await record(result.paymentIntentId, { charged: true });
  };

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
        <FreeEnrolment item={item} />
      </>
    );
  }
  if (recording.phase === 'paid') return <PaymentSuccess transactionId={recording.transactionId} />;
  // The class was paid for in an earlier attempt: the selection now shows that payment (see Checkout).
  if (alreadyPaid) return <LoadingState label="Looking up your payment…" />;
  if (config.isLoading) return <LoadingState label="Preparing checkout…" />;
  if (config.isError || !config.data) {
    return <ErrorState title="Checkout is unavailable" message={apiErrorMessage(config.error)} onRetry={() => void config.refetch()} />;
  }

  const busy = confirming || recording.phase === 'recording';
  const formProps: CardFormProps = {
    // After a charge (or a confirmation whose outcome is being checked), only recording is left to do.
    clientSecret: intent.data && !intent.isError && recording.phase === 'idle' ? intent.data.clientSecret : null,
    billingDetails: { email: user.email || 'unknown', name: user.name || 'anonymous' },
    paying: busy,
    onPay: (confirm) => void pay(confirm),
  };

  return (
    <>
      {amountRow}
      {intent.isFetching ? <Muted role="status">Holding your seat…</Muted> : null}
      {intent.isError ? (
        <div role="alert">
          <ErrorText>{apiErrorMessage(intent.error)}</ErrorText>
          {isTransientApiError(intent.error) ? (
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
      {recording.phase === 'recording' ? <RecordingProgress recording={recording} onRetryNow={retryNow} /> : null}
      {recording.phase === 'unrecorded' ? (
        <div role="alert">
          <ErrorText>
            Your card was charged (transaction {recording.transactionId}) but the payment could not be recorded: {recording.message} Try again; you
            will not be charged twice.
          </ErrorText>
          <Button onClick={() => void record(recording.transactionId, { charged: true })}>Try again</Button>
        </div>
      ) : null}
    </>
  );
}

/** Loads the selected class (spec §2: first, by id), then shows the checkout for it. */
export function Checkout({ id, user }: { id: string; user: AuthUser }) {
  const selection = useGetSelectedQuery(id);

  if (selection.isLoading) return <LoadingState label="Loading your class…" />;
  if (selection.data?.payment) {
    return (
      <Panel aria-label="Payment">
        <ClassSummary item={selection.data} />
        <AlreadyPaid payment={selection.data.payment} />
      </Panel>
    );
  }
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
        onRetry={isTransientApiError(selection.error) ? () => void selection.refetch() : undefined}
      />
    );
  }

  return (
    <Panel aria-label="Payment">
      <ClassSummary item={selection.data} />
      <CheckoutPanel item={selection.data} user={user} onAlreadyPaid={selection.refetch} />
    </Panel>
  );
}
