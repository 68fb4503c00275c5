import { describe, expect, it } from '@jest/globals';
import { createUserRequestSchema, PROFILE_MESSAGES, updateProfileRequestSchema } from './profile.schemas.js';

const valid = {
  name: 'Liam Carter',
  email: 'Student1@ClassHub.test ',
  photo: '/api/media/users/student1.svg',
  address: '1 Main St',
  phone: '+1 555-0100',
  website: 'https://liam.example.com',
  gender: 'Male',
};

function firstMessage(input: unknown): string | undefined {
  const result = updateProfileRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('updateProfileRequestSchema', () => {
  it('accepts the spec payload and normalises the email', () => {
    expect(updateProfileRequestSchema.parse(valid)).toEqual({ ...valid, email: 'student1@classhub.test' });
  });

  it('treats missing, null and empty optional fields as not set', () => {
    const parsed = updateProfileRequestSchema.parse({
      ...valid,
      address: null,
      phone: '',
      website: undefined,
      gender: undefined,
    });
    expect(parsed).toMatchObject({ address: '', phone: '', website: '', gender: '' });
  });

  it('keeps a profile without a photo (signed up without one): the initials stand in', () => {
    expect(updateProfileRequestSchema.parse({ ...valid, photo: '' }).photo).toBe('');
  });

  it('accepts a payload that leaves the optional keys out altogether', () => {
    const { name, email, photo } = valid;
    expect(updateProfileRequestSchema.parse({ name, email, photo })).toMatchObject({
      address: '',
      phone: '',
      website: '',
      gender: '',
    });
  });

  it.each([
    [{ website: 'not a url' }, PROFILE_MESSAGES.invalidUrl],
    [{ website: 'javascript:alert(1)' }, PROFILE_MESSAGES.invalidUrl],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ phone: '555 CALL NOW' }, PROFILE_MESSAGES.phone],
    [{ phone: '1'.repeat(21) }, PROFILE_MESSAGES.phoneLength],
    [{ gender: 'Robot' }, PROFILE_MESSAGES.gender],
    [{ address: 'a'.repeat(201) }, PROFILE_MESSAGES.address],
    [{ name: ' ' }, 'Name is required'],
    [{ name: 'n'.repeat(81) }, 'Name must be at most 80 characters'],
    [{ photo: 'ftp://x/y.png' }, 'Invalid URL'],
  ])('refuses %j with "%s"', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it.each([
    [
      { photo: 'http://169.254.169.254/latest/meta-data/' },
      'Photo URL must be a public web address: 169.254.169.254 is in the link-local range, not a public address',
    ],
    [
      { photo: 'http://127.0.0.1:4301/x.png' },
      'Photo URL must be a public web address: 127.0.0.1 is in the loopback range, not a public address',
    ],
    [
      { photo: 'http://0x7f.1/x.png' },
      'Photo URL must be a public web address: 127.0.0.1 is in the loopback range, not a public address',
    ],
    [
      { website: 'http://2130706433/' },
      'Website must be a public web address: 127.0.0.1 is in the loopback range, not a public address',
    ],
    [
      { website: 'https://[::ffff:10.0.0.1]/' },
      'Website must be a public web address: [::ffff:a00:1] is in the private range, not a public address',
    ],
    [
      { website: 'http://admin.localhost/' },
      'Website must be a public web address: admin.localhost is a local name, not a public address',
    ],
    [
      { website: 'http://metadata.google.internal/' },
      'Website must be a public web address: metadata.google.internal is a local name, not a public address',
    ],
  ])('refuses a URL into a private network, %j', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });
});

describe('createUserRequestSchema', () => {
  it('keeps only the known fields, so a role in the body is dropped', () => {
    const parsed = createUserRequestSchema.parse({
      email: 'A@B.test',
      name: 'A',
      photo: '',
      date: 2026,
      role: 'admin',
    });
    expect(parsed).toEqual({ email: 'a@b.test', name: 'A', photo: '', date: 2026 });
  });
});
