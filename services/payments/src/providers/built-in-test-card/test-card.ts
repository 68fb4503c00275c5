import { TEST_CARDS, type CardErrorBody } from '@classhub/contracts';

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Why a card is refused: a 400 for a card that is not well formed, a 402 for one the "bank" declines. */
export type CardRefusal = Pick<CardErrorBody, 'code' | 'message' | 'declineCode'> & { statusCode: 400 | 402 };

export const CARD_REFUSALS = {
  incorrectNumber: { statusCode: 400, code: 'incorrect_number', message: 'Your card number is invalid.' },
  expired: { statusCode: 400, code: 'expired_card', message: 'Your card has expired.' },
  invalidCvc: { statusCode: 400, code: 'invalid_cvc', message: "Your card's security code is invalid." },
  declined: {
    statusCode: 402,
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficientFunds: {
    statusCode: 402,
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
} as const satisfies Record<string, CardRefusal>;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What Stripe's test mode does with `card`: a malformed number, a past expiry or a bad cvc is refused (in that order),
 * its decline cards are declined, and any other valid card is charged. `now` decides what "expired" means.
 */
export function judgeTestCard(card: TestCard, now: Date = new Date()): CardRefusal | undefined {
  const number = card.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return CARD_REFUSALS.incorrectNumber;
  // A card is good through the last day of its expiry month.
  const expiry = card.expYear * 12 + (card.expMonth - 1);
  if (expiry < now.getUTCFullYear() * 12 + now.getUTCMonth()) return CARD_REFUSALS.expired;
  if (!/^\d{3,4}$/.test(card.cvc)) return CARD_REFUSALS.invalidCvc;
  if (number === TEST_CARDS.declined) return CARD_REFUSALS.declined;
  if (number === TEST_CARDS.insufficientFunds) return CARD_REFUSALS.insufficientFunds;
  return undefined;
}

/** Whether refunds of a payment made with `card` fail at the "bank" (Stripe's 4000 0000 0000 5126). */
export function refundsFail(card: Pick<TestCard, 'number'>): boolean {
  return card.number.replace(/\s+/g, '') === TEST_CARDS.refundFails;
}
