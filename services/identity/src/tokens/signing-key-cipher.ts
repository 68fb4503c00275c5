import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CompactEncrypt, compactDecrypt, type JWK } from 'jose';
import type { IdentityConfig } from '../config/identity.config.js';

const KEY_BYTES = 32;

function decodeKey(text: string, from: string): Uint8Array {
  const bytes = Buffer.from(text.trim().replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes.length !== KEY_BYTES) throw new Error(`${from} must hold 32 bytes in base64 or base64url`);
  return new Uint8Array(bytes);
}

/** Reads the key file, or creates it with a new random key (only one of several replicas starting together wins). */
async function keyFromFile(file: string): Promise<Uint8Array> {
  try {
    return decodeKey(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(file), { recursive: true });
  try {
    await writeFile(file, `${randomBytes(KEY_BYTES).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decodeKey(await readFile(file, 'utf8'), file);
}

/**
 * Encrypts signing keys at rest (JWE, direct AES-256-GCM) with a key that never enters the database, so a copy of the
 * database alone cannot sign tokens. The JWE names its key by a fingerprint, so a wrong key is reported as such.
 */
export class SigningKeyCipher {
  private readonly keyId: string;

  private constructor(private readonly key: Uint8Array) {
    this.keyId = createHash('sha256').update(key).digest('base64url').slice(0, 16);
  }

  static async fromConfig(config: IdentityConfig): Promise<SigningKeyCipher> {
    const key = config.JWT_KEY_ENCRYPTION_KEY
      ? decodeKey(config.JWT_KEY_ENCRYPTION_KEY, 'JWT_KEY_ENCRYPTION_KEY')
      : await keyFromFile(config.JWT_KEY_ENCRYPTION_KEY_FILE);
    return new SigningKeyCipher(key);
  }

  encrypt(privateJwk: JWK): Promise<string> {
    return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(privateJwk)))
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: this.keyId })
      .encrypt(this.key);
  }

  async decrypt(jwe: string): Promise<JWK> {
    try {
      const { plaintext } = await compactDecrypt(jwe, this.key);
      return JSON.parse(new TextDecoder().decode(plaintext)) as JWK;
    } catch (error) {
      throw new Error(
        `A signing key in the database cannot be decrypted with this JWT_KEY_ENCRYPTION_KEY (fingerprint ${this.keyId}); ` +
          `start identity with the key it was encrypted with (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
}
