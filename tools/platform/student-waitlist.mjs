// One student on a full class's waitlist as the catalogue and the Waitlist page use it (decision 0038): joining, looking
// at their place or offer, and claiming an offer (select the class, or find its cart item, then pay as the payment page
// does). Calls that get no answer or a 502/503/504 are made again, as while the platform restarts.
import { PAYMENT_MESSAGES } from '@classhub/contracts';
import { sleep } from '@classhub/api-client';
import { isTransient, studentCheckout } from './student-checkout.mjs';

const ALREADY_WAITING = "You are already on this class's waitlist";
const SEATS_FREE = 'This class has seats free: select it instead';
const HOLDING = 'You are already holding a seat of this class: finish paying for it in your selected classes';

/** Calls `ask` until it answers (not transiently) or `deadlineMs` passes; the last answer and how many retries. */
async function answered(ask, { deadlineMs = 120_000, retryDelayMs = 300 } = {}) {
  const end = Date.now() + deadlineMs;
  let retries = 0;
  let lost = false;
  for (;;) {
    const answer = await ask();
    if (!isTransient(answer.status) || Date.now() >= end) return { answer, retries, lost };
    lost = true;
    retries++;
    await sleep(retryDelayMs);
  }
}

/**
 * Joins the class's waitlist. `seats-free` when the class had a seat free meanwhile (select it instead), `holding` when
 * classes holds a seat of it for the student (a checkout's answer lost in a crash: finish paying instead); a second
 * join whose first answer was lost finds the place the first one took.
 * @returns {Promise<{ outcome: 'joined' | 'seats-free' | 'holding' | 'refused' | 'gave-up', position?: number,
 *   joinedAt?: string, retries: number, detail?: string }>}
 */
export async function joinWaitlist(call, student, classId, options) {
  const { answer, retries, lost } = await answered(
    () => call('joinWaitlist', { token: student.token, params: { id: classId } }),
    options,
  );
  if (answer.status === 201)
    return { outcome: 'joined', position: answer.body.position, joinedAt: answer.body.joinedAt, retries };
  if (answer.status === 409 && answer.body?.message === SEATS_FREE) return { outcome: 'seats-free', retries };
  if (answer.status === 409 && answer.body?.message === HOLDING) return { outcome: 'holding', retries };
  if (answer.status === 409 && answer.body?.message === ALREADY_WAITING && lost) {
    const entry = await placeOf(call, student, classId, options);
    if (entry) return { outcome: 'joined', position: entry.position, joinedAt: entry.joinedAt, retries };
  }
  if (isTransient(answer.status)) return { outcome: 'gave-up', retries };
  return { outcome: 'refused', retries, detail: `join ${answer.status} ${JSON.stringify(answer.body)}` };
}

/**
 * The student's entry in the class's line as their Waitlist page shows it (status waiting or offered, position), or
 * undefined when they have none; throws when the platform does not answer in time.
 */
export async function placeOf(call, student, classId, options) {
  const { answer } = await answered(() => call('listMyWaitlist', { token: student.token }), options);
  if (answer.status !== 200) throw new Error(`GET /waitlist ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.find((entry) => entry.classId === classId);
}

/** The cart item of the class: selected now, or found in the cart when it was already (a lost answer, an old one). */
async function cartItemFor(call, student, classId, options) {
  const { answer } = await answered(() => call('selectClass', { token: student.token, body: { classId } }), options);
  if (answer.status === 201) return { selectionId: answer.body.insertedId };
  if (answer.status !== 409 || answer.body?.message !== PAYMENT_MESSAGES.alreadySelected)
    return { refusal: `select ${answer.status} ${JSON.stringify(answer.body)}` };
  const { answer: cart } = await answered(
    () => call('listSelectedClasses', { token: student.token, params: { email: student.email } }),
    options,
  );
  const item = cart.status === 200 ? cart.body.find((selected) => selected.classId === classId) : undefined;
  return item ? { selectionId: item._id } : { refusal: `cart ${cart.status} without class ${classId}` };
}

/**
 * Claims the seat offered to the student as the Claim button does: the class selected (a full class is selectable by
 * the student whose offer it is), then the payment page's checkout. `full` when the offer had ended first.
 * @returns {Promise<{ outcome: 'paid' | 'full' | 'refused' | 'gave-up', selectionId?: string, paymentId?: string,
 *   retries: number, detail?: string }>}
 */
export async function claimOffer(call, student, classId, options) {
  const item = await cartItemFor(call, student, classId, options);
  if (item.refusal) {
    const full = item.refusal.includes(PAYMENT_MESSAGES.classFull);
    return { outcome: full ? 'full' : 'refused', retries: 0, ...(full ? {} : { detail: item.refusal }) };
  }
  return { ...(await studentCheckout(call, student, item.selectionId, options)), selectionId: item.selectionId };
}
