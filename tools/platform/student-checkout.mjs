// One student's checkout as the payment page makes it (create intent, confirm the 4242… test card, POST /payment),
// including what the page does when the platform is restarting: calls that get no answer or a 502/503/504 are made
// again, and a confirmation whose answer was lost is settled by asking POST /payment whether the card was charged.
import { sleep } from '@classhub/api-client';

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
const ALREADY_PAID = 'You have already paid for this class';
const NOT_SUCCEEDED = 'The card payment has not succeeded';

/** No answer, or the gateway says the service is down or busy: the same call may succeed in a moment. */
export const isTransient = (status) => status === 0 || status === 502 || status === 503 || status === 504;

/**
 * @param {import('@classhub/api-client').ApiClient['call']} call  `gatewayClient(url).call`: no answer comes back as status 0
 * @param {{ token: string }} student
 * @param {string} selectionId
 * @param {{ deadlineMs?: number, retryDelayMs?: number }} [options]
 * @returns {Promise<{ outcome: 'paid' | 'full' | 'refused' | 'gave-up', transactionId?: string, retries: number, detail?: string }>}
 */
export async function studentCheckout(call, student, selectionId, { deadlineMs = 120_000, retryDelayMs = 300 } = {}) {
  const end = Date.now() + deadlineMs;
  let retries = 0;
  const again = async () => {
    retries++;
    await sleep(retryDelayMs);
    return Date.now() < end;
  };

  while (Date.now() < end) {
    const intent = await call('createPaymentIntent', { token: student.token, body: { selecteItemId: selectionId } });
    if (isTransient(intent.status)) {
      if (await again()) continue;
      break;
    }
    if (intent.status === 409 && intent.body?.message === ALREADY_PAID) return { outcome: 'paid', retries };
    if (intent.status === 409 && String(intent.body?.message).startsWith('This class is full'))
      return { outcome: 'full', retries };
    if (intent.status !== 200)
      return {
        outcome: 'refused',
        retries,
        detail: `create-payment-intent ${intent.status} ${JSON.stringify(intent.body)}`,
      };

    const confirm = await call('confirmTestCard', { body: { clientSecret: intent.body.clientSecret, card: CARD } });
    if (confirm.status !== 200 && !isTransient(confirm.status)) {
      // Refused by the provider (e.g. the intent was cancelled as the attempt expired): start a new attempt.
      if (await again()) continue;
      break;
    }
    // Charged, or not known (the answer was lost): POST /payment asks the provider and records the payment once.
    const transactionId = intent.body.paymentIntentId;
    for (;;) {
      const recorded = await call('recordPayment', {
        token: student.token,
        body: { transactionId, selecteItemId: selectionId },
      });
      if (recorded.status === 201) return { outcome: 'paid', transactionId, retries };
      if (recorded.status === 409 && recorded.body?.message === NOT_SUCCEEDED) break; // never charged: a new attempt
      if (!isTransient(recorded.status))
        return { outcome: 'refused', retries, detail: `payment ${recorded.status} ${JSON.stringify(recorded.body)}` };
      if (!(await again())) return { outcome: 'gave-up', transactionId, retries, detail: `payment ${recorded.status}` };
    }
    if (!(await again())) break;
  }
  return { outcome: 'gave-up', retries };
}
