// Loaded with React.lazy only when the server is configured for Stripe, so the test-provider path never downloads
// Stripe's code (nor Stripe.js from Stripe's servers).
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { useTheme } from 'styled-components';
import { LoadingState } from '@classhub/ui';
import type { CardConfirmation, CardFormProps } from './card-form.types';
import { PayButton } from './pay-button';
import { ErrorText, Field, Form, StripeField } from './payment-page.styles';

// One Stripe.js instance per key for the page's life, as Stripe asks (loadStripe must not run on every render).
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
    // A failed download may succeed on the next visit.
    stripe.catch(() => stripes.delete(publishableKey));
  }
  return stripe;
}

function StripeCardFields({ ready, billingDetails, paying, onPay }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useTheme();
  const [cardReady, setCardReady] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !ready || paying) return;
    onPay(async (clientSecret): Promise<CardConfirmation> => {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billingDetails },
      });
      // No answer from Stripe (network or Stripe's own failure): the card may or may not have been charged.
      if (error?.type === 'api_connection_error' || error?.type === 'api_error') return { interrupted: true };
      if (error) return { error: error.message ?? 'Your card was not charged.' };
      if (paymentIntent.status === 'succeeded') return { paymentIntentId: paymentIntent.id };
      return { error: `The payment has not gone through (status: ${paymentIntent.status}).` };
    });
  };

  return (
    <Form onSubmit={submit} aria-label="Card details">
      <Field>
        {/* The card input lives in Stripe's iframe, which labels its own fields; this names the group for everyone. */}
        <span id="stripe-card-label">Card</span>
        <StripeField aria-labelledby="stripe-card-label">
          <CardElement
            onReady={() => setCardReady(true)}
            options={{
              disabled: paying,
              style: {
                base: { color: theme.color.text, fontSize: '16px', '::placeholder': { color: theme.color.textMuted } },
                invalid: { color: theme.color.danger },
              },
            }}
          />
        </StripeField>
      </Field>
      <PayButton ready={Boolean(stripe && elements && cardReady && ready)} paying={paying} />
    </Form>
  );
}

/**
 * Stripe Elements' card form (docs/architecture.md#payment-provider), with Stripe.js loaded for the server's
 * publishable key.
 */
export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    stripeFor(publishableKey).then(
      (loaded) => live && setStripe(loaded),
      () => live && setStripe(null),
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);

  if (stripe === undefined) return <LoadingState label="Loading the card form…" />;
  if (stripe === null) {
    return (
      <ErrorText role="alert">The card form could not be loaded. Check your connection and reload the page.</ErrorText>
    );
  }
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
}
