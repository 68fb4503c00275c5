import { Inject, Injectable } from '@nestjs/common';
import { counterOf, METRICS_REGISTRY } from '@classhub/nest-kit';
import type { Counter, Registry } from 'prom-client';

/**
 * Sign-ins and sign-ups by outcome (docs/operations.md#metrics). A climbing `throttled` is someone guessing passwords
 * or creating accounts in bulk; a climbing `failed` without throttles is many accounts tried once each.
 */
@Injectable()
export class SignInMetrics {
  private readonly signIns: Counter<'outcome'>;
  private readonly signUps: Counter<'outcome'>;

  constructor(@Inject(METRICS_REGISTRY) registry: Registry) {
    this.signIns = counterOf(
      registry,
      {
        name: 'classhub_sign_ins_total',
        help: 'Password sign-ins by outcome: succeeded, failed (wrong email or password), throttled',
        labelNames: ['outcome'],
      },
      [{ outcome: 'succeeded' }, { outcome: 'failed' }, { outcome: 'throttled' }],
    );
    this.signUps = counterOf(
      registry,
      {
        name: 'classhub_sign_ups_total',
        help: 'Sign-ups by outcome: created, throttled (too many from one address)',
        labelNames: ['outcome'],
      },
      [{ outcome: 'created' }, { outcome: 'throttled' }],
    );
  }

  signIn(outcome: 'succeeded' | 'failed' | 'throttled'): void {
    this.signIns.inc({ outcome });
  }

  signUp(outcome: 'created' | 'throttled'): void {
    this.signUps.inc({ outcome });
  }
}
