import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { loginRequestSchema, registerFormSchema, registerRequestSchema } from './auth.schemas.js';
import { tooManySignInAttemptsMessage, tooManySignUpsMessage } from './auth.api.js';
import { PASSWORD_MESSAGES } from './password-policy.js';

const valid = { name: 'Ada', email: ' Ada@Example.COM', photo: 'https://example.com/ada.png', password: 'Secret#1' };

function messages(input: unknown): string[] {
  const result = registerRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('registerRequestSchema', () => {
  it('normalises the email', () => {
    expect(registerRequestSchema.parse(valid).email).toBe('ada@example.com');
  });

  it.each([
    ['Ab1#', PASSWORD_MESSAGES.tooShort],
    ['abcdef1#', PASSWORD_MESSAGES.composition],
    ['ABCDEF1#', PASSWORD_MESSAGES.composition],
    ['Abcdefg#', PASSWORD_MESSAGES.composition],
    ['Abcdef12', PASSWORD_MESSAGES.composition],
    ['Abcdef1%', PASSWORD_MESSAGES.composition],
  ])('refuses the password %s first with "%s"', (password, message) => {
    expect(messages({ ...valid, password })[0]).toBe(message);
  });

  it('accepts each of the special characters ! @ # $ & *', () => {
    for (const special of '!@#$&*') expect(messages({ ...valid, password: `Abcde1${special}` })).toEqual([]);
  });

  it('names each missing field; the photo is optional', () => {
    expect(messages({})).toEqual(['Name is required', 'Email is required', 'Password is required']);
  });

  it('takes no photo, an empty one or null as no photo, and still refuses a photo that is not a URL', () => {
    const { photo: _photo, ...withoutPhoto } = valid;
    for (const input of [withoutPhoto, { ...valid, photo: '' }, { ...valid, photo: '  ' }, { ...valid, photo: null }]) {
      expect(registerRequestSchema.parse(input).photo).toBe('');
    }
    expect(messages({ ...valid, photo: 'javascript:alert(1)' })).toEqual(['Invalid URL']);
    expect(messages({ ...valid, photo: 'http://[::1]:4101/a.png' })).toEqual([
      'Photo URL must be a public web address: [::1] is in the loopback range, not a public address',
    ]);
  });
});

describe('tooManySignInAttemptsMessage', () => {
  it('rounds up to whole seconds under a minute, to whole minutes above', () => {
    expect(tooManySignInAttemptsMessage(61)).toBe('Too many sign-in attempts. Try again in 2 minutes.');
    expect(tooManySignInAttemptsMessage(60)).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(tooManySignInAttemptsMessage(5)).toBe('Too many sign-in attempts. Try again in 5 seconds.');
    expect(tooManySignInAttemptsMessage(0.2)).toBe('Too many sign-in attempts. Try again in 1 second.');
  });
});

describe('tooManySignUpsMessage', () => {
  it('says when new accounts can be made again', () => {
    expect(tooManySignUpsMessage(3599)).toBe('Too many new accounts from your network. Try again in 60 minutes.');
  });
});

function loginMessages(input: unknown): string[] {
  const result = loginRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('loginRequestSchema', () => {
  it('trims the email and keeps the password as typed', () => {
    expect(loginRequestSchema.parse({ email: '  ada@example.com ', password: ' Secret#1 ' })).toEqual({
      email: 'ada@example.com',
      password: ' Secret#1 ',
    });
  });

  it('says which field is missing, in the words the form shows', () => {
    expect(loginMessages({})).toEqual(['email: Email is required', 'password: Password is required']);
    expect(loginMessages({ email: '   ', password: '' })).toEqual([
      'email: Email is required',
      'password: Password is required',
    ]);
    expect(loginMessages({ email: 42, password: ['x'] })).toEqual([
      'email: Email is required',
      'password: Password is required',
    ]);
  });

  it('refuses values longer than any account can have', () => {
    expect(loginMessages({ email: `${'a'.repeat(250)}@x.io`, password: 'p'.repeat(129) })).toEqual([
      'email: Email must be at most 254 characters',
      'password: Password must be at most 128 characters',
    ]);
  });

  it("is taken by zod's functions like any schema (the services validate with them)", () => {
    expect(z.safeParse(loginRequestSchema, { email: 'a@b.io', password: 'x' }).success).toBe(true);
    expect(z.toJSONSchema(loginRequestSchema)).toMatchObject({ required: ['email', 'password'] });
  });
});

describe('registerFormSchema', () => {
  const form = { name: 'Ada', email: 'ada@example.com', photo: 'https://example.com/ada.png', password: 'Secret#1' };

  it('asks for the confirmation and refuses one that differs, under the confirmation field', () => {
    const issues = (input: unknown) =>
      registerFormSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...form, confirmPassword: '' })?.[0]).toEqual(['confirmPassword', 'Confirm password is required']);
    expect(issues({ ...form, confirmPassword: 'Secret#2' })).toEqual([['confirmPassword', PASSWORD_MESSAGES.mismatch]]);
    expect(registerFormSchema.parse({ ...form, confirmPassword: 'Secret#1' })).toMatchObject({
      email: 'ada@example.com',
    });
  });
});
