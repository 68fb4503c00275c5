import { instructorSchema, profileSchema, sessionUserSchema, userSchema } from '@classhub/contracts';
import { describe, expect, it } from '@jest/globals';
import { toInstructorDto, toProfileDto, toSessionUserDto, toUserDto } from './user.mapper.js';
import type { UserRow } from './user.entity.js';

const row: UserRow = {
  id: '2f1c7a52-6a43-4c1e-9d36-0b1f0f6f9e10',
  name: 'Amelia Hart',
  email: 'instructor1@classhub.test',
  photo: '/api/media/users/instructor1.svg',
  role: 'instructor',
  joinYear: 2023,
  passwordHash: '$argon2id$secret',
  emailVerified: true,
  address: '1 Main St',
  phone: null,
  website: null,
  gender: 'Female',
  createdAt: new Date(),
  updatedAt: new Date(),
  suspendedAt: null,
  suspendedReason: null,
};

describe('toUserDto', () => {
  it('has exactly the spec fields, the join year as date', () => {
    expect(toUserDto(row)).toEqual({
      _id: row.id,
      name: row.name,
      email: row.email,
      photo: row.photo,
      role: 'instructor',
      date: 2023,
    });
  });
});

describe('toSessionUserDto', () => {
  it('adds whether the address is proved, for the signed-in user only', () => {
    expect(toSessionUserDto({ ...row, emailVerified: false })).toEqual({ ...toUserDto(row), emailVerified: false });
    expect(sessionUserSchema.safeParse(toSessionUserDto(row)).success).toBe(true);
  });
});

describe('toProfileDto', () => {
  it('adds the contact fields that are set and leaves out the rest and the hash', () => {
    const profile = toProfileDto(row);
    expect(profile).toMatchObject({ address: '1 Main St', gender: 'Female' });
    expect(profile).not.toHaveProperty('phone');
    expect(JSON.stringify(profile)).not.toContain('argon2');
  });
});

describe('toInstructorDto', () => {
  it('has only photo, name, email and role', () => {
    expect(toInstructorDto(row)).toEqual({ photo: row.photo, name: row.name, email: row.email, role: 'instructor' });
  });
});

// The declared response schemas describe the answers in docs/api/openapi.yaml: parsing keeps every field the mappers
// give (nothing undeclared is dropped) and refuses a missing or mistyped one.
describe('user answers match their declared schemas', () => {
  it('a user, a profile with and without contact fields, an instructor', () => {
    const bare = { ...row, address: null, gender: null };
    for (const [schema, dto] of [
      [userSchema, toUserDto(row)],
      [profileSchema, toProfileDto(row)],
      [profileSchema, toProfileDto(bare)],
      [instructorSchema, toInstructorDto(row)],
    ] as const) {
      expect(schema.parse(dto)).toEqual(dto);
    }
  });
});
