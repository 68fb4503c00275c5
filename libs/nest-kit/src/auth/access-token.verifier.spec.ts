import { describe, expect, it } from '@jest/globals';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey } from 'jose';
import { AccessTokenVerifier, bearerToken, InvalidAccessTokenError } from './access-token.verifier.js';

const USER_ID = '2f1c7a52-6a43-4c1e-9d36-0b1f0f6f9e10';

async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

function token(
  key: CryptoKey,
  kid: string,
  change: { iss?: string; aud?: string; exp?: number | string; sub?: string } = {},
) {
  return new SignJWT({ email: 'ada@example.com', name: 'Ada' })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setSubject(change.sub ?? USER_ID)
    .setIssuer(change.iss ?? 'classhub-identity')
    .setAudience(change.aud ?? 'classhub')
    .setIssuedAt()
    .setExpirationTime(change.exp ?? '15m')
    .sign(key);
}

describe('AccessTokenVerifier', () => {
  describe('verify', () => {
    it('returns the claims of a token signed by a published key', async () => {
      const { privateKey, jwk } = await keyPair('k1');
      const verifier = new AccessTokenVerifier(createLocalJWKSet({ keys: [jwk] }));
      await expect(verifier.verify(await token(privateKey, 'k1'))).resolves.toEqual({
        sub: USER_ID,
        email: 'ada@example.com',
        name: 'Ada',
      });
    });

    it('refuses a token signed with another key under the same kid (forged)', async () => {
      const { jwk } = await keyPair('k1');
      const forger = await keyPair('k1');
      const verifier = new AccessTokenVerifier(createLocalJWKSet({ keys: [jwk] }));
      await expect(verifier.verify(await token(forger.privateKey, 'k1'))).rejects.toBeInstanceOf(
        InvalidAccessTokenError,
      );
    });

    it.each([
      ['expired', { exp: Math.floor(Date.now() / 1000) - 60 }],
      ['for another audience', { aud: 'someone-else' }],
      ['from another issuer', { iss: 'https://evil.example' }],
      ['without a user id', { sub: 'not-a-uuid' }],
    ])('refuses a token %s', async (_label, change) => {
      const { privateKey, jwk } = await keyPair('k1');
      const verifier = new AccessTokenVerifier(createLocalJWKSet({ keys: [jwk] }));
      await expect(verifier.verify(await token(privateKey, 'k1', change))).rejects.toBeInstanceOf(
        InvalidAccessTokenError,
      );
    });

    it('refuses a validly signed token meant to live longer than the configured lifetime, or issued in the future', async () => {
      const { privateKey, jwk } = await keyPair('k1');
      const verifier = new AccessTokenVerifier(createLocalJWKSet({ keys: [jwk] }), 900);
      await expect(verifier.verify(await token(privateKey, 'k1', { exp: '15m' }))).resolves.toMatchObject({
        sub: USER_ID,
      });
      const longLived = verifier.verify(await token(privateKey, 'k1', { exp: '1h' }));
      await expect(longLived).rejects.toThrow('The token lives 3600 s, more than the 900 s allowed');
      const now = Math.floor(Date.now() / 1000);
      const future = new SignJWT({ email: 'ada@example.com', name: 'Ada' })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setSubject(USER_ID)
        .setIssuer('classhub-identity')
        .setAudience('classhub')
        .setIssuedAt(now + 3000)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
      await expect(verifier.verify(await future)).rejects.toBeInstanceOf(InvalidAccessTokenError);
    });

    it('remembers a verified token until it expires, and never a refused one', async () => {
      const { privateKey, jwk } = await keyPair('k1');
      let keyLookups = 0;
      const keys = createLocalJWKSet({ keys: [jwk] });
      let now = Date.now();
      const verifier = new AccessTokenVerifier(
        (header, input) => {
          keyLookups += 1;
          return keys(header, input);
        },
        900,
        () => now,
      );
      const valid = await token(privateKey, 'k1', { exp: '10m' });
      await verifier.verify(valid);
      await expect(verifier.verify(valid)).resolves.toMatchObject({ sub: USER_ID });
      expect(keyLookups).toBe(1);

      now += 11 * 60_000;
      await expect(verifier.verify(valid)).rejects.toBeInstanceOf(InvalidAccessTokenError);

      const forged = await token((await keyPair('k1')).privateKey, 'k1');
      await expect(verifier.verify(forged)).rejects.toBeInstanceOf(InvalidAccessTokenError);
      await expect(verifier.verify(forged)).rejects.toBeInstanceOf(InvalidAccessTokenError);
    });

    it('refuses an unsigned token (alg none) and garbage', async () => {
      const { jwk } = await keyPair('k1');
      const verifier = new AccessTokenVerifier(createLocalJWKSet({ keys: [jwk] }));
      const unsigned = new UnsecuredJWT({ email: 'a@b.c', name: 'A' })
        .setSubject(USER_ID)
        .setIssuer('classhub-identity')
        .setAudience('classhub')
        .setIssuedAt()
        .setExpirationTime('15m')
        .encode();
      await expect(verifier.verify(unsigned)).rejects.toBeInstanceOf(InvalidAccessTokenError);
      await expect(verifier.verify('a.b.c')).rejects.toBeInstanceOf(InvalidAccessTokenError);
    });
  });
});

describe('bearerToken', () => {
  it('takes the token of a Bearer header and nothing else', () => {
    expect(bearerToken('Bearer aaa.bbb.ccc')).toBe('aaa.bbb.ccc');
    expect(bearerToken('bearer aaa.bbb.ccc')).toBe('aaa.bbb.ccc');
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerToken('Bearer not-a-jwt')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
