import { describe, expect, it } from '@jest/globals';
import { contactMessageRequestSchema, CONTACT_MESSAGES } from './contact.schemas.js';

const valid = { name: 'Ada Lovelace', email: ' Ada@Example.com ', message: 'When does the next piano class start?' };

describe('contactMessageRequestSchema', () => {
  it('accepts a name, an email (normalised) and a message of 10 to 2000 characters', () => {
    expect(contactMessageRequestSchema.parse(valid)).toEqual({ ...valid, email: 'ada@example.com' });
  });

  it.each([
    [{ ...valid, name: ' ' }, 'Name is required'],
    [{ ...valid, email: 'nope' }, 'Invalid email address'],
    [{ ...valid, message: '' }, CONTACT_MESSAGES.messageRequired],
    [{ ...valid, message: 'Hi there' }, CONTACT_MESSAGES.messageTooShort],
    [{ ...valid, message: 'x'.repeat(2001) }, CONTACT_MESSAGES.messageTooLong],
  ])('refuses %j with %s', (input, message) => {
    const result = contactMessageRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
