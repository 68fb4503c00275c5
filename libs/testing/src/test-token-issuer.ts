import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, type UserRole } from '@classhub/contracts';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
}

export interface TestTokenIssuer {
  /** Give this to a service as IDENTITY_JWKS_URL. */
  jwksUrl: string;
  /** A user with a fresh id (role only describes who the test means; the service's read model decides). */
  user(role: UserRole, email?: string, name?: string): TestUser;
  /** A valid access token for `user`, signed like identity signs them. */
  /** `emailVerified: false`: the claim identity sets while an account's address is not proved (decision 0037). */
  tokenFor(
    user: Pick<TestUser, 'id' | 'email' | 'name'>,
    options?: { expiresIn?: string; emailVerified?: boolean },
  ): Promise<string>;
  /** The same claims signed by a key the JWKS does not hold: a forged token. */
  forgedTokenFor(user: Pick<TestUser, 'id' | 'email' | 'name'>): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Stands in for identity's token side in another service's tests: an ES256 key, its JWKS on loopback, and tokens with
 * identity's issuer, audience and claims.
 */
export async function startTestTokenIssuer(): Promise<TestTokenIssuer> {
  const { privateKey, publicKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM);
  const forger = await generateKeyPair(ACCESS_TOKEN_ALGORITHM);
  const kid = `test-${randomUUID()}`;
  const body = JSON.stringify({
    keys: [{ ...(await exportJWK(publicKey)), kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' }],
  });
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(body),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (
    user: Pick<TestUser, 'id' | 'email' | 'name'>,
    key: CryptoKey,
    expiresIn = '15m',
    emailVerified = true,
  ) =>
    new SignJWT({ email: user.email, name: user.name, email_verified: emailVerified })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid })
      .setSubject(user.id)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);

  return {
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    user: (role, email = `${role}-${randomUUID().slice(0, 8)}@classhub.test`, name = `Test ${role}`) => ({
      id: randomUUID(),
      email,
      name,
      role,
    }),
    tokenFor: (user, options) => sign(user, privateKey, options?.expiresIn, options?.emailVerified),
    forgedTokenFor: (user) => sign(user, forger.privateKey),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
