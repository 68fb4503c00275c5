import { ROUTES, type PaymentDto } from '@classhub/contracts';
import { expect } from '@playwright/test';
import { apiClient, callRoute, eventually, selectWhenListed, type ApiUser } from './api-client.js';
import { studentCheckout } from './student-checkout.js';

/** The student's payment for the class as their payment history lists it, or undefined before there is one. */
export async function paymentFor(baseUrl: string, student: ApiUser, classId: string): Promise<PaymentDto | undefined> {
  const list = await callRoute(baseUrl, ROUTES.listStudentPayments, {
    token: student.token,
    query: { email: student.email },
  });
  return (list.body as PaymentDto[]).find(({ classId: id }) => id === classId);
}

/** A paid and confirmed enrolment of the student in the class, through the API as the payment page makes it. */
export async function paidSeat(baseUrl: string, student: ApiUser, classId: string): Promise<PaymentDto> {
  const selectionId = await selectWhenListed(baseUrl, student, classId);
  const paid = await studentCheckout(apiClient(baseUrl).call, student, selectionId);
  expect(paid.outcome, paid.detail).toBe('paid');
  let payment: PaymentDto | undefined;
  await eventually(async () => {
    payment = await paymentFor(baseUrl, student, classId);
    return payment?.enrolmentStatus === 'confirmed';
  }, 'the enrolment to be confirmed');
  return payment!;
}
