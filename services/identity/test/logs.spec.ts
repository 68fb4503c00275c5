import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { call } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

/** Collects the service's JSON log lines. */
class LogLines extends Writable {
  readonly lines: string[] = [];

  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  }
}

describe('what identity writes to its logs (real PostgreSQL)', () => {
  let identity: RunningIdentity;
  const logs = new LogLines();

  beforeAll(async () => {
    identity = await startIdentity({ LOG_LEVEL: 'info' }, { logDestination: logs });
    // Makes one sign-up's insert fail inside PostgreSQL, as a broken migration or a full disk would.
    await identity.db.execute(sql`ALTER TABLE users ADD CONSTRAINT test_insert_fails CHECK (name <> 'Insert Fails')`);
  });

  afterAll(async () => {
    await identity?.stop();
  });

  it('logs a failed insert without its parameters: no password hash, no password, no personal data', async () => {
    const password = 'Secret#Log1';
    const answer = await call(identity.baseUrl, 'POST', '/auth/register', {
      body: { name: 'Insert Fails', email: 'insert-fails@example.com', photo: 'https://example.com/p.png', password },
      headers: { cookie: 'classhub_session=should-not-be-logged' },
    });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ statusCode: 500, message: 'Internal server error' });

    const failure = logs.lines.find((line) => line.includes('Failed query'));
    expect(failure).toBeDefined();
    expect(JSON.parse(failure ?? '{}')).toMatchObject({
      level: 50,
      err: { cause: { code: '23514', constraint: 'test_insert_fails' } },
    });
    const everything = logs.lines.join('\n');
    for (const secret of [
      '$argon2id$',
      password,
      'insert-fails@example.com',
      'Insert Fails',
      'should-not-be-logged',
      'params:',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
