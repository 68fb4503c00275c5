import { describe, expect, it } from '@jest/globals';
import { isEventSubject } from '../events/event-definition.js';
import { CLASS_APPROVED_V1, CLASS_ENROLMENT_CHANGED_V1, CLASS_EVENTS, classSnapshotSchema } from './class.events.js';

const snapshot = {
  classId: '0b6f7a62-4d3c-4a8e-9d55-3f1b2c4d5e6f',
  className: 'Watercolor Landscapes',
  instructorEmail: 'instructor1@classhub.test',
  instructorName: 'Amelia Hart',
  status: 'approved',
  enrolled: 18,
  availableSeats: 12,
  price: 49,
};

describe('class events', () => {
  it('have well-formed, distinct subjects', () => {
    const subjects = CLASS_EVENTS.map((event) => event.subject);
    expect(subjects).toEqual([
      'classes.class.created.v1',
      'classes.class.approved.v1',
      'classes.class.denied.v1',
      'classes.class.updated.v1',
      'classes.class.enrolment-changed.v1',
    ]);
    expect(subjects.every(isEventSubject)).toBe(true);
  });

  it('share one snapshot schema', () => {
    expect(CLASS_APPROVED_V1.schema).toBe(classSnapshotSchema);
    expect(CLASS_ENROLMENT_CHANGED_V1.schema.parse(snapshot)).toEqual(snapshot);
  });

  it.each([
    { status: 'archived' },
    { enrolled: -1 },
    { enrolled: 1.5 },
    { availableSeats: -1 },
    { classId: 'not-a-uuid' },
  ])('rejects %p', (bad) => {
    expect(classSnapshotSchema.safeParse({ ...snapshot, ...bad }).success).toBe(false);
  });
});
