import { Inject, Injectable } from '@nestjs/common';
import { METRICS_REGISTRY, metricOf } from '@classhub/nest-kit';
import { Counter, type Registry } from 'prom-client';

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
    this.checkouts = metricOf(
      registry,
      'classhub_checkouts_total',
      () =>
        new Counter({
          name: 'classhub_checkouts_total',
          help: 'Checkout attempts by outcome: paid, full (no seat), declined, expired, canceled, refunded',
          labelNames: ['outcome'],
          registers: [registry],
        }),
    );
    for (const outcome of CHECKOUT_OUTCOMES) this.checkouts.inc({ outcome }, 0);
    this.refunds = metricOf(
      registry,
      'classhub_refunds_total',
      () =>
        new Counter({
          name: 'classhub_refunds_total',
          help: 'Refunds the provider settled, by outcome: succeeded or failed',
          labelNames: ['outcome'],
          registers: [registry],
        }),
    );
    for (const outcome of ['succeeded', 'failed']) this.refunds.inc({ outcome }, 0);
    this.unrecorded = metricOf(
      registry,
      'classhub_unrecorded_charges_found_total',
      () =>
        new Counter({
          name: 'classhub_unrecorded_charges_found_total',
          help: 'Charges the reconciler found paid at the provider without a recorded payment (then recorded)',
          registers: [registry],
        }),
    );
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
