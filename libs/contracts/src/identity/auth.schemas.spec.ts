import { describe, expect, it } from '@jest/globals';
import { registerRequestSchema } from './auth.schemas.js';
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

  it('names each missing field', () => {
    expect(messages({})).toEqual(['Name is required', 'Email is required', 'Photo URL is required', 'Password is required']);
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
