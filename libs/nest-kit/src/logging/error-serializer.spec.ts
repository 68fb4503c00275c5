import { describe, expect, it } from '@jest/globals';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { serializeError } from './error-serializer.js';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

function databaseError(): Error {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: '23505',
    table: 'users',
    constraint: 'users_email_unique',
    detail: 'Key (email)=(ada@example.com) already exists.',
  });
  return new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    ['ada@example.com', HASH],
    cause,
  );
}

describe('serializeError', () => {
  it("keeps the query's shape and PostgreSQL's diagnostics but no parameter, in the message, the stack or the cause", () => {
    const log = serializeError(databaseError());
    const text = JSON.stringify(log);
    expect(text).not.toContain(HASH);
    expect(text).not.toContain('ada@example.com');
    expect(text).not.toContain('params');
    expect(log.message).toBe('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)');
    expect(log.stack).toMatch(/^\w*Error: Failed query: insert into "users"[^\n]*\n\s+at /);
    expect(log.cause).toMatchObject({ code: '23505', table: 'users', constraint: 'users_email_unique' });
  });

  it('describes a thrown non-Error without its value', () => {
    expect(serializeError('secret')).toEqual({ type: 'string', message: 'A non-Error value was thrown' });
  });
});
