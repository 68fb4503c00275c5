// One student's refund as the Refund button asks for it (POST /payments/{id}/refund, decision 0034), including what a
// person does while the platform restarts: a call that gets no answer or a 502/503/504 is made again, as is one made
// while the enrolment is still being confirmed. A repeated call whose first answer was lost is told the refund is
// under way (or done): that is the same refund, not a second one.
import { sleep } from '@classhub/api-client';
import { isTransient } from './student-checkout.mjs';

const SAME_REFUND = ['refund-in-progress', 'already-refunded'];

/**
 * @param {import('@classhub/api-client').ApiClient['call']} call
 * @param {{ token: string }} student
 * @param {string} paymentId
 * @param {{ deadlineMs?: number, retryDelayMs?: number }} [options]
 * @returns {Promise<{ outcome: 'asked' | 'refused' | 'gave-up', retries: number, detail?: string }>}
 */
export async function studentRefund(call, student, paymentId, { deadlineMs = 120_000, retryDelayMs = 300 } = {}) {
  const end = Date.now() + deadlineMs;
  let retries = 0;
  let lost = false;
  while (Date.now() < end) {
    const answer = await call('requestRefund', { token: student.token, params: { id: paymentId } });
    if (answer.status === 202) return { outcome: 'asked', retries };
    const reason = answer.body?.reason;
    if (answer.status === 409 && SAME_REFUND.includes(reason) && lost) return { outcome: 'asked', retries };
    if (!isTransient(answer.status) && !(answer.status === 409 && reason === 'not-confirmed'))
      return { outcome: 'refused', retries, detail: `refund ${answer.status} ${JSON.stringify(answer.body)}` };
    lost ||= isTransient(answer.status);
    retries++;
    await sleep(retryDelayMs);
  }
  return { outcome: 'gave-up', retries };
}
