/**
 * What confirming a card gives: the provider's payment intent id, the provider's message for the student, or, when
 * the confirmation was cut off before an answer came back, that it is not known whether the card was charged.
 */
export type CardConfirmation = { paymentIntentId: string } | { error: string } | { interrupted: true };

/** Both card forms (the test provider's and Stripe's) take the same props, so the checkout treats them alike. */
export interface CardFormProps {
  /** False until the page knows it can take a payment; Pay stays disabled meanwhile. */
  ready: boolean;
  /** Card payment (docs/product.md#card-payment): the student's email or 'unknown', name or 'anonymous'. */
  billingDetails: { email: string; name: string };
  /** A payment is in progress (confirming or recording). */
  paying: boolean;
  /**
   * The form hands over how to confirm its card; the checkout holds the seat, then runs it with the held intent's
   * client secret and records the payment.
   */
  onPay: (confirm: (clientSecret: string) => Promise<CardConfirmation>) => void;
}
