import { z } from 'zod';
import { DEFAULT_MAX_TOKEN_LIFETIME_SECONDS } from './access-token.verifier.js';
import { DEFAULT_IDENTITY_JWKS_URL } from './auth.constants.js';

/** The variable a service that verifies tokens remotely reads: `serviceConfigSchema(...).extend(authConfigShape)`. */
export const authConfigShape = {
  /** Identity's public keys; fetched on first use and cached, so tokens are checked without calling identity. */
  IDENTITY_JWKS_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_IDENTITY_JWKS_URL),
  /** Tokens whose `exp - iat` is longer are refused: identity's ACCESS_TOKEN_TTL_SECONDS. */
  ACCESS_TOKEN_MAX_LIFETIME_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .max(86_400)
    .default(DEFAULT_MAX_TOKEN_LIFETIME_SECONDS),
};
