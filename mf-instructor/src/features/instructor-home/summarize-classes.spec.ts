import type { ClassDto } from '@classhub/contracts';
import { summarizeClasses } from './summarize-classes';

const cls = (status: ClassDto['status'], enrolled: number): ClassDto => ({
  _id: `${status}-${enrolled}`,
  className: 'Class',
  classImage: '',
  instructorName: 'I',
  instructorEmail: 'i@x.io',
  availableSeats: 1,
  price: 0,
  enrolled,
  status,
});

describe('summarizeClasses', () => {
  it('counts nothing for no classes', () => {
    expect(summarizeClasses([])).toEqual({ total: 0, byStatus: { approved: 0, pending: 0, denied: 0 }, enrolled: 0 });
  });

  it('counts by status and adds up the enrolled students', () => {
    expect(summarizeClasses([cls('approved', 3), cls('approved', 4), cls('denied', 0), cls('pending', 1)])).toEqual({
      total: 4,
      byStatus: { approved: 2, pending: 1, denied: 1 },
      enrolled: 8,
    });
  });

  it('counts a status it does not know as pending (docs/product.md#class-status: anything not approved or denied)', () => {
    expect(summarizeClasses([cls('archived' as ClassDto['status'], 2)]).byStatus).toEqual({
      approved: 0,
      pending: 1,
      denied: 0,
    });
  });
});
