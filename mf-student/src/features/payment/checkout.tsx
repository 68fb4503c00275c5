import { lazy, Suspense, useCallback, useState } from 'react';
import { PAYMENT_MESSAGES, type CouponPreviewDto, type SelectedClassDto } from '@classhub/contracts';
import { Button, ButtonLink, ErrorState, formatPrice, LoadingState } from '@classhub/ui';
import { apiErrorMessage, type AuthUser, isTransientApiError } from '@classhub/web-api';
import { AlreadyPaid } from './already-paid';
import { useCreatePaymentIntentMutation, useGetPaymentConfigQuery, useGetSelectedQuery } from './api';
import type { CardConfirmation, CardFormProps } from './card-form.types';
import { ClassSummary } from './class-summary';
import { FreeEnrolment } from './free-enrolment';
import { HoldCountdown, type HeldSeat } from './hold-countdown';
import { PaymentSuccess } from './payment-success';
import { PriceLines } from '../../shared/price-lines.styles';
import { Amount, ErrorText, Panel } from './payment-page.styles';
import { PromotionCode } from './promotion-code';
import { RecordingProgress } from './recording-progress';
import { TestCardForm } from './test-card-form';
import { usePaymentRecording } from './use-payment-recording';

const StripeCardForm = lazy(() => import(/* webpackChunkName: "stripe-card-form" */ './stripe-card-form'));

function isAlreadyPaid(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 409 && apiErrorMessage(error) === PAYMENT_MESSAGES.alreadyBought;
}

/** The part of the page after the class is loaded: amount, card form, the seat hold taken on Pay, and the outcome. */
function CheckoutPanel({
  item,
  user,
  onAlreadyPaid,
}: {
  item: SelectedClassDto;
  user: AuthUser;
  onAlreadyPaid: () => void;
}) {
  const config = useGetPaymentConfigQuery();
  const [createIntent] = useCreatePaymentIntentMutation();
  const [held, setHeld] = useState<HeldSeat | null>(null);
  const [holdEnded, setHoldEnded] = useState(false);
  const [amount, setAmount] = useState(item.price);
  const [confirming, setConfirming] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<CouponPreviewDto | null>(null);
  const { recording, record, retryNow } = usePaymentRecording(item, user, amount, setCardError);

  // Another code (or none) makes the next Pay start a new attempt at the new price; the old one's seat goes back.
  const applyCoupon = (applied: CouponPreviewDto | null) => {
    setCoupon(applied);
    setHeld(null);
    setAmount(applied ? applied.totalCents / 100 : item.price);
  };

  /** Holds the seat (or finds the attempt already open) for the server's price; null when it cannot be held. */
  const holdSeat = async () => {
    try {
      const intent = await createIntent({ selecteItemId: item._id, couponCode: coupon?.code }).unwrap();
      setHeld({ paymentIntentId: intent.paymentIntentId, expiresAt: intent.expiresAt });
      setHoldEnded(false);
      setAmount(intent.amount);
      return intent;
    } catch (error) {
      if (isAlreadyPaid(error)) onAlreadyPaid();
      else setCardError(apiErrorMessage(error));
      return null;
    }
  };

  // The server may still answer an extension after the countdown ended, or for a hold since replaced.
  const extendHold = useCallback(
    (extended: HeldSeat) =>
      setHeld((current) => (current?.paymentIntentId === extended.paymentIntentId ? extended : current)),
    [],
  );
  const endHold = useCallback(() => {
    setHeld(null);
    setHoldEnded(true);
  }, []);

  const pay = async (confirm: (clientSecret: string) => Promise<CardConfirmation>) => {
    setCardError(null);
    setConfirming(true);
    const intent = await holdSeat();
    const result = intent ? await confirm(intent.clientSecret) : null;
    setConfirming(false);
    if (!intent || !result) return;
    if ('error' in result) {
      // A refused card gives the seat back at once; the next Pay holds one again.
      setHeld(null);
      setCardError(result.error);
      return;
    }
    // Interrupted: only recording can tell whether the card was charged (the server asks the provider).
    if ('interrupted' in result) await record(intent.paymentIntentId, { charged: false });
    else await record(result.paymentIntentId, { charged: true });
  };

  const amountRow = coupon ? (
    <PriceLines aria-label="Price">
      <dt>Price</dt>
      <dd>{formatPrice(coupon.listPriceCents / 100)}</dd>
      <dt>Discount ({coupon.code})</dt>
      <dd>−{formatPrice(coupon.discountCents / 100)}</dd>
      <dt>Amount to pay</dt>
      <dd>{formatPrice(amount)}</dd>
    </PriceLines>
  ) : (
    <Amount>
      <span>{item.price > 0 ? 'Amount to pay' : 'Price'}</span>
      <strong>{formatPrice(amount)}</strong>
    </Amount>
  );
  const promotionCode =
    item.price > 0 && recording.phase === 'idle' ? (
      <PromotionCode selectionId={item._id} applied={coupon} onApplied={applyCoupon} disabled={confirming} />
    ) : null;

  if (item.price <= 0 || coupon?.totalCents === 0) {
    return (
      <>
        {amountRow}
        {promotionCode}
        <FreeEnrolment item={item} couponCode={coupon?.code} />
      </>
    );
  }
  if (recording.phase === 'paid') return <PaymentSuccess transactionId={recording.transactionId} />;
  if (config.isLoading) return <LoadingState label="Preparing checkout…" />;
  if (config.isError || !config.data) {
    return (
      <ErrorState
        title="Checkout is unavailable"
        message={apiErrorMessage(config.error)}
        onRetry={() => void config.refetch()}
      />
    );
  }

  const formProps: CardFormProps = {
    // After a charge (or a confirmation whose outcome is being checked), only recording is left to do.
    ready: recording.phase === 'idle',
    billingDetails: { email: user.email || 'unknown', name: user.name || 'anonymous' },
    paying: confirming || recording.phase === 'recording',
    onPay: (confirm) => void pay(confirm),
  };

  return (
    <>
      {amountRow}
      {promotionCode}
      {/* Once the card may be charged, the hold's clock no longer matters to the student: recording says what happens. */}
      {recording.phase === 'idle' ? (
        <HoldCountdown held={held} ended={holdEnded} onExtended={extendHold} onEnded={endHold} />
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
            Your card was charged (transaction {recording.transactionId}) but the payment could not be recorded:{' '}
            {recording.message} Try again; you will not be charged twice.
          </ErrorText>
          <Button onClick={() => void record(recording.transactionId, { charged: true })}>Try again</Button>
        </div>
      ) : null}
    </>
  );
}

/** Loads the selected class (docs/product.md#payment: first, by id), then shows the checkout for it. */
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
