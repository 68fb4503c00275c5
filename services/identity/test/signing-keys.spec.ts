import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, type JSONWebKeySet } from 'jose';
import { signingKeys } from '../src/tokens/signing-key.entity.js';
import { PUBLISH_AHEAD_MS, SigningKeys } from '../src/tokens/signing-keys.js';
import { call, signInWithToken } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('generated signing keys: encrypted at rest, rotated (real PostgreSQL)', () => {
  let identity: RunningIdentity;
  let keys: SigningKeys;

  beforeAll(async () => {
    identity = await startIdentity({ SIGNING_KEY_ROTATION_DAYS: '30' });
    keys = identity.app.get(SigningKeys);
  });

  afterAll(async () => {
    await identity?.stop();
  });

  const jwks = async () => (await call<JSONWebKeySet>(identity.baseUrl, 'GET', '/.well-known/jwks.json')).body;

  it('keeps no private key material in clear in the database', async () => {
    const rows = await identity.db.select().from(signingKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.privateJwk).toBeNull();
    expect(rows[0]?.privateJwe?.split('.')).toHaveLength(5);
    expect(JSON.stringify(rows)).not.toMatch(/"d":/);
  });

  it('encrypts a key an older version kept in clear, in place, keeping its kid', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const legacy = await exportJWK(privateKey);
    await identity.db.insert(signingKeys).values({
      kid: 'legacy-key',
      privateJwk: legacy,
      publicJwk: { kty: 'EC', kid: 'legacy-key' },
      publishedUntil: new Date(Date.now() + DAY_MS),
    });
    await keys.maintain();
    const [row] = (await identity.db.select().from(signingKeys)).filter((stored) => stored.kid === 'legacy-key');
    expect(row?.privateJwk).toBeNull();
    expect(row?.privateJwe).not.toContain(legacy.d);
    await identity.db.delete(signingKeys).where(eq(signingKeys.kid, 'legacy-key'));
    await keys.maintain();
  });

  it('rotates: the next key is published before it signs, and the old one stays published until its tokens expire', async () => {
    const before = await jwks();
    const { token } = await signInWithToken(identity.baseUrl, 'student1@classhub.test');
    const oldKid = keys.signingKey().kid;

    const due = new Date(Date.now() + 30 * DAY_MS);
    await keys.maintain(due);
    const during = await jwks();
    expect(during.keys.map((key) => key.kid)).toEqual([oldKid, expect.not.stringMatching(oldKid)]);
    const newKid = during.keys[1]?.kid;
    // Published ahead: the old key still signs until the new one activates.
    expect(keys.signingKey(due).kid).toBe(oldKid);
    const activated = new Date(due.getTime() + PUBLISH_AHEAD_MS);
    expect(keys.signingKey(activated).kid).toBe(newKid);
    // A token of the old key still verifies against what is published.
    await expect(jwtVerify(token, createLocalJWKSet(during))).resolves.toBeDefined();

    // Once the last token of the old key has expired, the old key is gone from the JWKS and the table.
    await keys.maintain(new Date(activated.getTime() + (identity.config.ACCESS_TOKEN_TTL_SECONDS + 61) * 1000));
    const after = await jwks();
    expect(after.keys.map((key) => key.kid)).toEqual([newKid]);
    expect(before.keys.map((key) => key.kid)).toEqual([oldKid]);
    expect(await identity.db.select({ kid: signingKeys.kid }).from(signingKeys)).toEqual([{ kid: newKid }]);
  });
});
