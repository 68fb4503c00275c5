import { describe, expect, it } from '@jest/globals';
import { AccessTokenVerifier } from '@classhub/nest-kit';
import { createLocalJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { loadIdentityConfig } from '../config/identity.config.js';
import { AccessTokens } from './access-tokens.js';
import type { SigningKeys } from './signing-keys.js';

const USER = { id: '2f1c7a52-6a43-4c1e-9d36-0b1f0f6f9e10', email: 'ada@example.com', name: 'Ada', emailVerified: true };

describe('AccessTokens', () => {
  describe('issue', () => {
    it('signs an ES256 token with the configured lifetime that the shared verifier accepts', async () => {
      const { privateKey, publicKey } = await generateKeyPair('ES256');
      const keys = {
        load: async () => undefined,
        signingKey: () => ({ kid: 'k1', privateKey, publicJwk: {}, activatesAt: new Date(0) }),
      } as unknown as SigningKeys;
      const tokens = new AccessTokens(loadIdentityConfig({ ACCESS_TOKEN_TTL_SECONDS: '300' }), keys);

      const token = await tokens.issue(USER);
      expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: 'k1', typ: 'JWT' });
      const verifier = new AccessTokenVerifier(
        createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1' }] }),
      );
      expect(await verifier.verify(token)).toEqual({
        sub: USER.id,
        email: USER.email,
        name: USER.name,
        email_verified: true,
      });
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
        string,
        number
      >;
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
      expect(payload).not.toHaveProperty('role');
    });
  });
});
