/** Keeps only digits. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** "4242424242424242" → "4242 4242 4242 4242" (groups of 4, at most 19 digits as card numbers go). */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1230" → "12 / 30". The separator appears only once a third digit is typed, so Backspace past it is never undone
 * by the formatting.
 */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type ParsedCard = { number: string; expMonth: number; expYear: number; cvc: string };

/**
 * Checks what the browser can check before asking the provider (Stripe's messages); whether the card is real,
 * expired or declined is the provider's answer.
 */
export function parseCard({
  number,
  expiry,
  cvc,
}: CardFields): ParsedCard | { error: string; field: keyof CardFields } {
  const cardDigits = digitsOf(number);
  if (cardDigits.length < 12) return { error: 'Your card number is incomplete.', field: 'number' };
  const expiryDigits = digitsOf(expiry);
  if (expiryDigits.length !== 4) return { error: "Your card's expiration date is incomplete.", field: 'expiry' };
  const expMonth = Number(expiryDigits.slice(0, 2));
  if (expMonth < 1 || expMonth > 12) return { error: "Your card's expiration month is invalid.", field: 'expiry' };
  const cvcDigits = digitsOf(cvc);
  if (cvcDigits.length < 3) return { error: "Your card's security code is incomplete.", field: 'cvc' };
  return { number: cardDigits, expMonth, expYear: 2000 + Number(expiryDigits.slice(2)), cvc: cvcDigits };
}
