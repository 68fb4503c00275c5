import { fileURLToPath } from 'node:url';
import { DEFAULT_REFUND_WINDOW_DAYS } from '@classhub/contracts';
import { authConfigShape, loadConfig, serviceConfigSchema } from '@classhub/nest-kit';
import { z } from 'zod';

const serviceRoot = fileURLToPath(new URL('../..', import.meta.url));

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

export const paymentsConfigSchema = serviceConfigSchema({ name: 'payments', port: 4103, database: 'classhub_payments' })
  .extend({
    ...authConfigShape,
    /** Stripe's secret key (sk_test_… / sk_live_…). Unset: the built-in test provider takes cards (decision 0009). */
    STRIPE_SECRET_KEY: optional,
    /** Stripe's publishable key (pk_…), handed to the browser for Stripe Elements. */
    STRIPE_PUBLISHABLE_KEY: optional,
    /** The signing secret of the Stripe webhook endpoint (whsec_…), to verify POST /webhooks/stripe. */
    STRIPE_WEBHOOK_SECRET: optional,
    /** Where the Stripe SDK sends requests; only for tests against a local stand-in (e.g. http://127.0.0.1:12111). */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * How often checkouts past their seat hold's window are cancelled and their seats given back (the intent first, so
     * a card is never charged for a seat given back; decision 0029).
     */
    CHECKOUT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
    /**
     * How often half-finished checkouts are finished: a charged card without a payment row is recorded, a seat held
     * for an attempt that died is given back (at most 30 s after the attempt started plus this interval).
     */
    CHECKOUT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** Seed the demo data (a promotion code) once the demo admin is known; npm start turns it on. */
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Days after a payment during which its student may ask for a refund (decision 0034); 0 offers none. */
    REFUND_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(DEFAULT_REFUND_WINDOW_DAYS),
    /**
     * How often refunds a crash or an outage left on their way are taken up again: the seat asked back again, the
     * provider asked again (with the same idempotency key), a pending provider refund looked at.
     */
    REFUND_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** Roster mails are counted here (decision 0042): one limit for every replica, as identity's sign-ins are. */
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
      .default('redis://127.0.0.1:6379'),
  })
  .superRefine((config, context) => {
    const stripe = [config.STRIPE_SECRET_KEY, config.STRIPE_PUBLISHABLE_KEY, config.STRIPE_WEBHOOK_SECRET];
    if (stripe.some(Boolean) && !stripe.every(Boolean)) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together, or none of them',
      });
    }
  });

export type PaymentsConfig = z.output<typeof paymentsConfigSchema>;

export const MIGRATIONS_FOLDER = `${serviceRoot}drizzle`;

/** Payments' keys in a Redis shared with other services and test runs. */
export function redisKeyPrefix(config: PaymentsConfig): string {
  return `${config.NATS_NAMESPACE}:payments:`;
}

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  return loadConfig(paymentsConfigSchema, env);
}
