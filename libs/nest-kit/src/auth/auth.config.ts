import { z } from 'zod';
import { DEFAULT_IDENTITY_JWKS_URL } from './auth.constants.js';

/** The variable a service that verifies tokens remotely reads: `serviceConfigSchema(...).extend(authConfigShape)`. */
export const authConfigShape = {
  /** Identity's public keys; fetched on first use and cached, so tokens are checked without calling identity. */
  IDENTITY_JWKS_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_IDENTITY_JWKS_URL),
};
