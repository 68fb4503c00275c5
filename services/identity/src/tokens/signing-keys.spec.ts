import { describe, expect, it } from '@jest/globals';
import { calculateJwkThumbprint, exportPKCS8, generateKeyPair } from 'jose';
import { loadIdentityConfig } from '../config/identity.config.js';
import type { IdentityDb } from '../db/identity-db.js';
import { SigningKeys } from './signing-keys.js';

// The database is never touched when JWT_PRIVATE_KEY is set.
const NO_DATABASE = {} as IdentityDb;

describe('SigningKeys', () => {
  describe('load', () => {
    it('uses JWT_PRIVATE_KEY and publishes only its public half, named by its thumbprint', async () => {
      const { privateKey } = await generateKeyPair('ES256', { extractable: true });
      const keys = new SigningKeys(loadIdentityConfig({ JWT_PRIVATE_KEY: await exportPKCS8(privateKey) }), NO_DATABASE);
      await keys.load();
      const loaded = keys.signingKey();
      const { kty, crv, x, y } = loaded.publicJwk;
      expect(loaded.kid).toBe(await calculateJwkThumbprint({ kty: kty ?? 'EC', crv, x, y }));
      expect(keys.jwks).toEqual({
        keys: [{ kty: 'EC', crv: 'P-256', x, y, kid: loaded.kid, alg: 'ES256', use: 'sig' }],
      });
    });

    it('stops start-up with a clear message for a key that is not P-256', async () => {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      const keys = new SigningKeys(loadIdentityConfig({ JWT_PRIVATE_KEY: await exportPKCS8(privateKey) }), NO_DATABASE);
      await expect(keys.load()).rejects.toThrow(/JWT_PRIVATE_KEY is not a P-256 \(ES256\) PKCS8 private key/);
    });
  });
});
