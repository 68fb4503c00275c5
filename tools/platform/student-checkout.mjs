// One student's checkout as the payment page makes it (create intent, confirm the 4242… test card, POST /payment),
// including what the page does when the platform is restarting: calls that get no answer or a 502/503/504 are made
// again, and a confirmation whose answer was lost is settled by asking POST /payment whether the card was charged.
import { sleep } from '@classhub/api-client';

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
const ALREADY_PAID = 'You have already paid for this class';
const NOT_SUCCEEDED = 'The card payment has not succeeded';

/** No answer, or the gateway says the service is down or busy: the same call may succeed in a moment. */
export const isTransient = (status) => status === 0 || status === 502 || status === 503 || status === 504;

/** Waits before a call is made again; false once the deadline has passed. Counts the retries. */
function retrier(deadlineMs, retryDelayMs) {
  const end = Date.now() + deadlineMs;
  const state = {
    retries: 0,
    timeLeft: () => Date.now() < end,
    async again() {
      state.retries++;
      await sleep(retryDelayMs);
      return state.timeLeft();
    },
  };
  return state;
}

/** Asks for the cart item's payment intent until an answer comes; undefined when the time ran out first. */
async function createIntent(call, student, selectionId, retry) {
  for (;;) {
    const intent = await call('createPaymentIntent', { token: student.token, body: { selecteItemId: selectionId } });
    if (!isTransient(intent.status)) return intent;
    if (!(await retry.again())) return undefined;
  }
}

/** What a refused create-payment-intent means for the student. */
function refusal(intent) {
  if (intent.status === 409 && intent.body?.message === ALREADY_PAID) return { outcome: 'paid' };
  if (intent.status === 409 && String(intent.body?.message).startsWith('This class is full'))
    return { outcome: 'full' };
  return { outcome: 'refused', detail: `create-payment-intent ${intent.status} ${JSON.stringify(intent.body)}` };
}

/**
 * @param {import('@classhub/api-client').ApiClient['call']} call  `gatewayClient(url).call`: no answer comes back as status 0
 * @param {{ token: string }} student
 * @param {string} selectionId
 * @param {{ deadlineMs?: number, retryDelayMs?: number, card?: string }} [options]  `card`: the test card's number
 * @returns {Promise<{ outcome: 'paid' | 'full' | 'refused' | 'gave-up', transactionId?: string, paymentId?: string, retries: number, detail?: string }>}
 */
export async function studentCheckout(
  call,
  student,
  selectionId,
  { deadlineMs = 120_000, retryDelayMs = 300, card = CARD.number } = {},
) {
  const retry = retrier(deadlineMs, retryDelayMs);

  while (retry.timeLeft()) {
    const intent = await createIntent(call, student, selectionId, retry);
    if (!intent) break;
    if (intent.status !== 200) return { ...refusal(intent), retries: retry.retries };

    const confirm = await call('confirmTestCard', {
      body: { clientSecret: intent.body.clientSecret, card: { ...CARD, number: card } },
    });
    if (confirm.status !== 200 && !isTransient(confirm.status)) {
      // Refused by the provider (e.g. the intent was cancelled as the attempt expired): start a new attempt.
      if (await retry.again()) continue;
      break;
    }
    // Charged, or not known (the answer was lost): POST /payment asks the provider and records the payment once.
    const transactionId = intent.body.paymentIntentId;
    for (;;) {
      const recorded = await call('recordPayment', {
        token: student.token,
        body: { transactionId, selecteItemId: selectionId },
      });
      if (recorded.status === 201)
        return {
          outcome: 'paid',
          transactionId,
          paymentId: recorded.body.insertResult.insertedId,
          retries: retry.retries,
        };
      if (recorded.status === 409 && recorded.body?.message === NOT_SUCCEEDED) break; // never charged: a new attempt
      if (!isTransient(recorded.status))
        return {
          outcome: 'refused',
          retries: retry.retries,
          detail: `payment ${recorded.status} ${JSON.stringify(recorded.body)}`,
        };
      if (!(await retry.again()))
        return { outcome: 'gave-up', transactionId, retries: retry.retries, detail: `payment ${recorded.status}` };
    }
    if (!(await retry.again())) break;
  }
  return { outcome: 'gave-up', retries: retry.retries };
}

/**
 * A student who presses Pay and then walks away without confirming a card, as one whose answer was lost while the
 * gateway restarted: the seat stays held by an open checkout until its window ends. Asks again only until an answer
 * comes, so the caller knows whether a seat was held.
 * @param {import('@classhub/api-client').ApiClient['call']} call
 * @param {{ token: string }} student
 * @param {string} selectionId
 * @param {{ deadlineMs?: number, retryDelayMs?: number }} [options]
 * @returns {Promise<{ outcome: 'held' | 'paid' | 'full' | 'refused' | 'gave-up', retries: number, detail?: string }>}
 */
export async function abandonedCheckout(call, student, selectionId, { deadlineMs = 120_000, retryDelayMs = 300 } = {}) {
  const retry = retrier(deadlineMs, retryDelayMs);
  const intent = await createIntent(call, student, selectionId, retry);
  if (!intent) return { outcome: 'gave-up', retries: retry.retries };
  if (intent.status !== 200) return { ...refusal(intent), retries: retry.retries };
  return { outcome: 'held', retries: retry.retries };
}
