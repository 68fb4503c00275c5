import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { loginRequestSchema, registerRequestSchema } from '@classhub/contracts';
import { parseBody } from './parse-body.js';

function problem(body: unknown) {
  try {
    parseBody(registerRequestSchema, body);
  } catch (error) {
    return (error as BadRequestException).getResponse();
  }
  throw new Error('expected a 400');
}

describe('parseBody', () => {
  it('returns the parsed value', () => {
    const input = { name: 'Ada', email: 'ADA@x.io', photo: 'https://x.io/a.png', password: 'Secret#1' };
    expect(parseBody(registerRequestSchema, input)).toEqual({ ...input, email: 'ada@x.io' });
  });

  it("answers the first problem as the message and each field's first problem in errors", () => {
    expect(problem({ name: 'Ada', email: 'nope', photo: 'https://x.io/a.png', password: 'abc' })).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid email address',
      errors: [
        { field: 'email', message: 'Invalid email address' },
        { field: 'password', message: 'Password must be at least 6 characters' },
      ],
    });
  });

  it("takes a schema written with zod's mini API (the sign-in request's)", () => {
    expect(parseBody(loginRequestSchema, { email: ' ada@x.io ', password: 'Secret#1' })).toEqual({
      email: 'ada@x.io',
      password: 'Secret#1',
    });
    expect(() => parseBody(loginRequestSchema, { email: 'ada@x.io' })).toThrow(BadRequestException);
  });

  it('refuses a body that is not an object', () => {
    for (const body of [undefined, null, 'text', [1]]) {
      expect(problem(body)).toMatchObject({ statusCode: 400, message: 'The request body must be a JSON object' });
    }
  });
});
