import { HttpException } from '@nestjs/common';
import type { CardErrorBody } from '@classhub/contracts';
import type { CardRefusal } from './test-card.js';

const REASONS = { 400: 'Bad Request', 402: 'Payment Required' } as const;

/** A refused card as Stripe.js reports it (CardErrorBody): `message` is what the card form shows in red. */
export function cardError(refusal: CardRefusal): HttpException {
  const body: CardErrorBody = {
    statusCode: refusal.statusCode,
    error: REASONS[refusal.statusCode],
    message: refusal.message,
    code: refusal.code,
    ...(refusal.declineCode && { declineCode: refusal.declineCode }),
  };
  return new HttpException(body, refusal.statusCode);
}
