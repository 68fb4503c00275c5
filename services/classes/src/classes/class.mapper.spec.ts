import { classSchema, publicClassSchema } from '@classhub/contracts';
import { describe, expect, it } from '@jest/globals';
import type { ClassRow } from './class.entity.js';
import { toClassDto, toPublicClassDto } from './class.mapper.js';

const row: ClassRow = {
  id: '7d0f8a54-2c61-4b8e-9f0a-3e5d6c7b8a91',
  className: 'Watercolour basics',
  classImage: '/api/media/classes/watercolour.png',
  instructorName: 'Amelia Hart',
  instructorEmail: 'instructor1@classhub.test',
  availableSeats: 0,
  enrolled: 12,
  priceCents: 1999,
  status: 'approved',
  feedback: 'Add a materials list',
  description: 'Paint.\n\nMore paint.',
  learningOutcomes: 'Washes\nGlazes',
  timeZone: 'Europe/Paris',
  meetingUrl: 'https://meet.example.com/abc',
  startsAt: new Date('2030-01-01T10:00:00Z'),
  endsAt: new Date('2030-01-01T11:00:00Z'),
  cancelledAt: null,
  cancelReason: null,
  ratingCount: 0,
  ratingTotal: 0,
  createdAt: new Date(),
  updatedAt: new Date(),
};

// The declared response schemas describe the answers in docs/api/openapi.yaml: parsing keeps every field the mapper
// gives (nothing undeclared is dropped) and refuses a missing or mistyped one.
describe('class answers match their declared schemas', () => {
  it('a class with its feedback (listClasses, listInstructorClasses)', () => {
    const dto = toClassDto(row);
    expect(classSchema.parse(dto)).toEqual(dto);
    expect(classSchema.parse(toClassDto({ ...row, feedback: null }))).not.toHaveProperty('feedback');
  });

  it('a public class (the catalogue, popular classes, class detail)', () => {
    const dto = toPublicClassDto(row);
    expect(publicClassSchema.parse(dto)).toEqual(dto);
  });

  it('a class with its sessions: the next one, and never the joining link (decision 0040)', () => {
    const sessions = [{ startsAt: '2030-01-01T10:00:00.000Z', durationMinutes: 60 }];
    const dto = toPublicClassDto(row, sessions);
    expect(publicClassSchema.parse(dto)).toEqual(dto);
    expect(dto).toMatchObject({ sessions, nextSessionAt: sessions[0]?.startsAt, timeZone: 'Europe/Paris' });
    expect(JSON.stringify(toClassDto(row, sessions))).not.toContain('meet.example.com');
  });
});
