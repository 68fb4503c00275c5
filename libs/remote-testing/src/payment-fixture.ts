import type { PaymentDto, SelectedClassDto } from '@classhub/contracts';

/** A payment of the signed-in test student; dates without an offset read as local time, so formats are stable. */
export function paymentFixture(overrides: Partial<PaymentDto>): PaymentDto {
  return {
    _id: 'p1',
    email: 'student@classhub.test',
    name: 'Test student',
    transactionId: 'pi_test_1',
    price: 49.5,
    date: '2026-03-01T14:05:00',
    classImage: '/api/media/classes/guitar.jpg',
    classId: 'c1',
    className: 'Guitar Basics',
    instructorName: 'Bo Diddley',
    instructorEmail: 'bo@example.com',
    selecteItemId: 's1',
    enrolmentStatus: 'confirmed',
    ...overrides,
  };
}

/** A selected class (cart item) of the signed-in test student. */
export function selectedClassFixture(overrides: Partial<SelectedClassDto>): SelectedClassDto {
  return {
    _id: 's1',
    classId: 'c1',
    classImage: '/api/media/classes/guitar.jpg',
    className: 'Guitar Basics',
    availableSeats: 5,
    enrolled: 10,
    price: 49.5,
    instructorName: 'Bo Diddley',
    instructorEmail: 'bo@example.com',
    status: 'approved',
    email: 'student@classhub.test',
    name: 'Test student',
    ...overrides,
  };
}
