import Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /** A local stand-in of Stripe's API (tests); unset: Stripe itself. */
  apiUrl?: string;
}

/** The official SDK, pointed at Stripe or, in tests, at a local stand-in (the SDK takes host, port and protocol). */
// Bounded so a checkout that asked for a seat opens or gives up well before the reconciler ends it (HOLDING_TIMEOUT_MS).
const REQUEST_TIMEOUT_MS = 20_000;

export function createStripeClient({ secretKey, apiUrl }: StripeClientOptions): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { timeout: REQUEST_TIMEOUT_MS });
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: REQUEST_TIMEOUT_MS,
    // A stand-in answers at once; retrying would only hide its mistakes.
    maxNetworkRetries: 0,
  });
}
