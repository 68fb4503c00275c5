import type { ProviderCard } from '../payment-provider.js';

// Leading digits of the card networks Stripe's test cards cover, longest prefixes first where they overlap.
const BRANDS: Array<[RegExp, string]> = [
  [/^3[47]/, 'amex'],
  [/^(5[1-5]|2[2-7])/, 'mastercard'],
  [/^4/, 'visa'],
  [/^(6011|65|64[4-9])/, 'discover'],
  [/^(30[0-5]|36|38|39)/, 'diners'],
  [/^35/, 'jcb'],
  [/^62/, 'unionpay'],
];

/** The brand and last four digits of a card number, as Stripe reports them on a charge (`unknown` for another network). */
export function cardOf(number: string): ProviderCard {
  const digits = number.replace(/\D/g, '');
  const brand = BRANDS.find(([prefix]) => prefix.test(digits))?.[1] ?? 'unknown';
  return { brand, last4: digits.slice(-4) };
}
