import { paymentSchema } from '@classhub/contracts';
import { describe, expect, it } from '@jest/globals';
import type { PaymentRow } from './payment.entity.js';
import { toPaymentDto } from './payment.mapper.js';

const row: PaymentRow = {
  id: '0c8e2f61-5b3a-4d7e-8f19-2a6b4c8d0e13',
  transactionId: 'pi_3Qx0aVZt7kLmNoPq',
  holdId: '5e1d9c72-8a4b-4f3e-b6d0-7c2a1e9f8b34',
  selectionId: '9a7b6c5d-4e3f-4a1b-8c9d-0e1f2a3b4c5d',
  studentId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  studentEmail: 'student1@classhub.test',
  studentName: 'Sam Lee',
  classId: '7d0f8a54-2c61-4b8e-9f0a-3e5d6c7b8a91',
  className: 'Watercolour basics',
  classImage: '/api/media/classes/watercolour.png',
  instructorName: 'Amelia Hart',
  instructorEmail: 'instructor1@classhub.test',
  priceCents: 1999,
  enrolmentStatus: 'confirmed',
  refundId: null,
  refundReason: null,
  paidAt: new Date('2026-03-01T10:00:00Z'),
  discountCents: 0,
  listPriceCents: 1999,
  couponCode: null,
  cardBrand: 'visa',
  cardLast4: '4242',
  receiptNumber: 1,
};

// The declared response schema describes the answer in docs/api/openapi.yaml: parsing keeps every field the mapper
// gives (nothing undeclared is dropped) and refuses a missing or mistyped one.
describe('payment answers match their declared schema', () => {
  it('a confirmed payment and a refunded one (the payment histories)', () => {
    for (const payment of [
      row,
      { ...row, enrolmentStatus: 'refunded' as const, refundId: 're_1', refundReason: 'The class was full' },
    ]) {
      const dto = toPaymentDto(payment);
      expect(paymentSchema.parse(dto)).toEqual(dto);
    }
  });
});
