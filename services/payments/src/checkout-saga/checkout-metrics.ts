import { Inject, Injectable } from '@nestjs/common';
import { counterOf, METRICS_REGISTRY } from '@classhub/nest-kit';
import type { Counter, Registry } from 'prom-client';

export const CHECKOUT_OUTCOMES = ['paid', 'full', 'declined', 'expired', 'canceled', 'refunded'] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

/**
 * What became of checkouts and refunds (docs/operations.md#metrics): `classhub_checkouts_total{outcome}`,
 * `classhub_refunds_total{outcome}` and `classhub_unrecorded_charges_found_total`, the charges the reconciler found
 * paid at the provider with no payment recorded (each one is a lost webhook or a crash between charge and record).
 * Every series exists at 0 from the start, so a rate is defined before the first event.
 */
@Injectable()
export class CheckoutMetrics {
  private readonly checkouts: Counter<'outcome'>;
  private readonly refunds: Counter<'outcome'>;
  private readonly unrecorded: Counter;

  constructor(@Inject(METRICS_REGISTRY) registry: Registry) {
    this.checkouts = counterOf(
      registry,
      {
        name: 'classhub_checkouts_total',
        help: 'Checkout attempts by outcome: paid, full (no seat), declined, expired, canceled, refunded',
        labelNames: ['outcome'],
      },
      CHECKOUT_OUTCOMES.map((outcome) => ({ outcome })),
    );
    this.refunds = counterOf(
      registry,
      {
        name: 'classhub_refunds_total',
        help: 'Refunds the provider settled, by outcome: succeeded or failed',
        labelNames: ['outcome'],
      },
      [{ outcome: 'succeeded' }, { outcome: 'failed' }],
    );
    this.unrecorded = counterOf(registry, {
      name: 'classhub_unrecorded_charges_found_total',
      help: 'Charges the reconciler found paid at the provider without a recorded payment (then recorded)',
    });
  }

  checkout(outcome: CheckoutOutcome): void {
    this.checkouts.inc({ outcome });
  }

  refundSettled(outcome: 'succeeded' | 'failed'): void {
    this.refunds.inc({ outcome });
    if (outcome === 'succeeded') this.checkouts.inc({ outcome: 'refunded' });
  }

  unrecordedChargesFound(count: number): void {
    this.unrecorded.inc(count);
  }
}
