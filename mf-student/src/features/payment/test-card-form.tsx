import { useId, useState, type FormEvent } from 'react';
import type { CardErrorBody } from '@classhub/contracts';
import { apiErrorMessage, isTransientApiError } from '@classhub/web-api';
import { useConfirmTestCardMutation } from './api';
import { formatCardNumber, formatCvc, formatExpiry, parseCard, type CardFields } from './card-input';
import type { CardConfirmation, CardFormProps } from './card-form.types';
import { PayButton } from './pay-button';
import { ErrorText, Field, FieldRow, Form, Hint, Input } from './payment-page.styles';

/** The server's refusal of a card (CardErrorBody) carries the message to show; anything else gets a plain sentence. */
function cardErrorMessage(error: unknown): string {
  const data = (error as { data?: Partial<CardErrorBody> } | undefined)?.data;
  if (typeof data?.message === 'string' && data.message.trim()) return data.message;
  return apiErrorMessage(error);
}

interface CardFieldSpec {
  field: keyof CardFields;
  label: string;
  name: string;
  autoComplete: string;
  placeholder: string;
  format: (value: string) => string;
}

// The names and autocomplete tokens browsers and password managers recognise for card fields.
const CARD_FIELDS: Record<keyof CardFields, CardFieldSpec> = {
  number: {
    field: 'number',
    label: 'Card number',
    name: 'cardnumber',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    format: formatCardNumber,
  },
  expiry: {
    field: 'expiry',
    label: 'Expiry (MM / YY)',
    name: 'exp-date',
    autoComplete: 'cc-exp',
    placeholder: 'MM / YY',
    format: formatExpiry,
  },
  cvc: { field: 'cvc', label: 'CVC', name: 'cvc', autoComplete: 'cc-csc', placeholder: 'CVC', format: formatCvc },
};

/**
 * The built-in test provider's card form, used when ClassHub has no Stripe keys. Nothing real is charged; the
 * provider answers like Stripe's test mode (docs/architecture.md#payment-provider).
 */
export function TestCardForm({ ready, billingDetails, paying, onPay }: CardFormProps) {
  const [confirmTestCard] = useConfirmTestCardMutation();
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [invalid, setInvalid] = useState<{ field: keyof CardFields; error: string } | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const change =
    (field: keyof CardFields, format: (value: string) => string) => (event: { target: { value: string } }) => {
      setFields((current) => ({ ...current, [field]: format(event.target.value) }));
      if (invalid?.field === field) setInvalid(null);
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || paying) return;
    const card = parseCard(fields);
    if ('error' in card) {
      setInvalid(card);
      return;
    }
    setInvalid(null);
    onPay(async (clientSecret): Promise<CardConfirmation> => {
      try {
        const { paymentIntent } = await confirmTestCard({ clientSecret, card, billingDetails }).unwrap();
        return { paymentIntentId: paymentIntent.id };
      } catch (error) {
        return isTransientApiError(error) ? { interrupted: true } : { error: cardErrorMessage(error) };
      }
    });
  };

  const cardField = ({ field, label, format, ...input }: CardFieldSpec) => (
    <Field>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <Input
        id={`${id}-${field}`}
        inputMode="numeric"
        {...input}
        value={fields[field]}
        onChange={change(field, format)}
        aria-invalid={invalid?.field === field || undefined}
        aria-describedby={invalid?.field === field ? `${errorId} ${hintId}` : hintId}
        disabled={paying}
      />
    </Field>
  );

  return (
    <Form onSubmit={submit} aria-label="Card details" noValidate>
      {cardField(CARD_FIELDS.number)}
      <FieldRow>
        {cardField(CARD_FIELDS.expiry)}
        {cardField(CARD_FIELDS.cvc)}
      </FieldRow>
      <Hint id={hintId}>
        Test mode: no real card is charged. <code>4242 4242 4242 4242</code> succeeds and{' '}
        <code>4000 0000 0000 0002</code> is declined; use any future date and any CVC.
      </Hint>
      {invalid ? (
        <ErrorText id={errorId} role="alert">
          {invalid.error}
        </ErrorText>
      ) : null}
      <PayButton ready={ready} paying={paying} />
    </Form>
  );
}
