import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { verifyEmailToPayMessage } from '@classhub/contracts';
import { callJson as call } from '@classhub/testing';
import { startPayments, type RunningPayments } from './support/payments-app.js';

describe('payments: an account whose address is not proved cannot pay (decision 0037)', () => {
  let service: RunningPayments;

  beforeAll(async () => {
    service = await startPayments();
  });

  afterAll(async () => {
    await service?.stop();
  });

  it('refuses a card payment and a free enrolment with 409 and says where the link went', async () => {
    const student = await service.signIn('student', 'new-student@example.com');
    const token = await service.issuer.tokenFor(student, { emailVerified: false });
    const body = { selecteItemId: crypto.randomUUID() };
    for (const path of ['/create-payment-intent', '/enrol-free']) {
      const answer = await call(service.baseUrl, 'POST', path, { token, body });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ message: verifyEmailToPayMessage('new-student@example.com') });
    }
  });

  it('lets the same student past the check once the token says the address is proved', async () => {
    const student = await service.signIn('student', 'proved-student@example.com');
    const body = { selecteItemId: crypto.randomUUID() };
    for (const path of ['/create-payment-intent', '/enrol-free']) {
      const answer = await call(service.baseUrl, 'POST', path, { token: student.token, body });
      expect(answer.body).not.toMatchObject({ message: expect.stringContaining('Verify your email') });
      expect(answer.status).toBeLessThan(500);
    }
  });
});
