import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { loadIdentityConfig } from '../config/identity.config.js';
import { SigningKeyCipher } from './signing-key-cipher.js';

const privateJwk = async () => exportJWK((await generateKeyPair('ES256', { extractable: true })).privateKey);

describe('SigningKeyCipher', () => {
  it('encrypts a private key into a JWE that holds none of it, and decrypts it back', async () => {
    const cipher = await SigningKeyCipher.fromConfig(
      loadIdentityConfig({ JWT_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') }),
    );
    const jwk = await privateJwk();
    const jwe = await cipher.encrypt(jwk);
    expect(jwe.split('.')).toHaveLength(5);
    expect(jwe).not.toContain(jwk.d);
    expect(await cipher.decrypt(jwe)).toEqual(jwk);
  });

  it('says which key is wrong when the database was encrypted with another one', async () => {
    const one = await SigningKeyCipher.fromConfig(
      loadIdentityConfig({ JWT_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64url') }),
    );
    const other = await SigningKeyCipher.fromConfig(
      loadIdentityConfig({ JWT_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64url') }),
    );
    await expect(other.decrypt(await one.encrypt(await privateJwk()))).rejects.toThrow(
      /cannot be decrypted with this JWT_KEY_ENCRYPTION_KEY/,
    );
  });

  it('creates the key file once, readable by its owner only, and reuses it', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'identity-key-')), 'nested', 'jwt.key');
    const config = loadIdentityConfig({ JWT_KEY_ENCRYPTION_KEY_FILE: file });
    const [first, second] = await Promise.all([
      SigningKeyCipher.fromConfig(config),
      SigningKeyCipher.fromConfig(config),
    ]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await second.decrypt(await first.encrypt(await privateJwk()))).toBeDefined();
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a configured key that is not 32 bytes', () => {
    expect(() => loadIdentityConfig({ JWT_KEY_ENCRYPTION_KEY: 'short' })).toThrow(
      /JWT_KEY_ENCRYPTION_KEY: must be 32 bytes/,
    );
  });
});
