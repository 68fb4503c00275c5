import { describe, expect, it } from '@jest/globals';
import { PasswordHasher } from './password-hasher.js';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('produces an argon2id hash with the OWASP parameters that verifies only the right password', async () => {
    const stored = await hasher.hash('ClassHub#2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'ClassHub#2026')).toBe(true);
    expect(await hasher.verify(stored, 'classhub#2026')).toBe(false);
  });
});
