import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from './auth.constants.js';

export interface AccessTokenClaims {
  /** The user id. */
  sub: string;
  email: string;
  name: string;
  /** False while the address is not proved (decision 0037); absent in tokens issued before the claim existed. */
  email_verified?: boolean;
}

const claimsSchema = z.object({
  sub: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
  email: z.string().min(1),
  name: z.string(),
  email_verified: z.boolean().optional(),
});

/** Thrown for any token that is not a valid, unexpired ClassHub access token. */
export class InvalidAccessTokenError extends Error {
  override readonly name = 'InvalidAccessTokenError';
}

// Clocks of replicas drift a little; a few seconds of tolerance avoids refusing a token issued "in the future".
const CLOCK_TOLERANCE_SECONDS = 5;

/** Identity's default access-token lifetime; a token meant to live longer than the configured maximum is refused. */
export const DEFAULT_MAX_TOKEN_LIFETIME_SECONDS = 900;

/** Tokens verified recently, so a client's every call does not check the same signature again; oldest dropped first. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Verifies access tokens offline: ES256 signature against identity's keys, issuer, audience, expiry, and a lifetime
 * (`exp - iat`) no longer than identity issues, so a leaked signing key cannot mint long-lived tokens unnoticed.
 * A token once verified is remembered until it expires: checking its signature again could not change the answer
 * (identity's keys are fetched and cached by `keys` for minutes anyway), and it is the costliest part of a request.
 */
export class AccessTokenVerifier {
  private readonly verified = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();

  constructor(
    private readonly keys: JWTVerifyGetKey,
    private readonly maxLifetimeSeconds = DEFAULT_MAX_TOKEN_LIFETIME_SECONDS,
    private readonly now: () => number = Date.now,
  ) {}

  async verify(token: string): Promise<AccessTokenClaims> {
    const remembered = this.verified.get(token);
    if (remembered && this.now() < remembered.expiresAtMs) return remembered.claims;
    if (remembered) this.verified.delete(token);
    const { claims, exp } = await this.verifySignedToken(token);
    if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, { claims, expiresAtMs: exp * 1000 });
    return claims;
  }

  private async verifySignedToken(token: string): Promise<{ claims: AccessTokenClaims; exp: number }> {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: new Date(this.now()),
        // A token "issued" in the future would otherwise stretch its real lifetime.
        maxTokenAge: this.maxLifetimeSeconds + CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      throw new InvalidAccessTokenError(error instanceof Error ? error.message : String(error));
    }
    const { exp, iat } = payload as { exp: number; iat: number };
    if (exp - iat > this.maxLifetimeSeconds) {
      throw new InvalidAccessTokenError(
        `The token lives ${exp - iat} s, more than the ${this.maxLifetimeSeconds} s allowed`,
      );
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw new InvalidAccessTokenError('The token lacks the ClassHub claims');
    return { claims: claims.data, exp };
  }
}

/** `Authorization: Bearer <token>` → the token; anything else → undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*$/i.exec(header);
  return match?.[1];
}
