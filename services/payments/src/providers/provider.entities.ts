// The payment providers' tables; src/db/schema.ts re-exports this file so drizzle-kit puts them in payments' migrations.
export { stripeWebhookEvents } from './stripe/stripe-webhook-event.entity.js';
export { testProviderIntents } from './built-in-test-card/test-provider-intent.entity.js';
