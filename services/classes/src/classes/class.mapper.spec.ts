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
});
