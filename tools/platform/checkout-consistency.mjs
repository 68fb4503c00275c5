// Reads the classes and payments databases directly and says whether the checkout saga's invariants hold for some
// classes (docs/architecture.md#checkout-saga): what the fault tests and the resilience benchmark check after killing
// processes. It reads the built-in test provider's table as the card network's own record of who was charged.
import { query } from './database-query.mjs';

/**
 * @typedef {object} ConsistencyFigures
 * @property {number} charges  cards charged (succeeded intents) for these classes
 * @property {number} unrecordedCharges  charges payments has no payment for
 * @property {number} payments
 * @property {number} enrolled  payments that became an enrolment
 * @property {number} refunded  payments refunded: because no seat was left, or asked for after the enrolment
 * @property {number} refundsAsked  refunds asked for after the enrolment (decision 0034) that have settled
 * @property {number} refundsFailed  of those, refunds the provider failed (an admin's task; the seat is back)
 * @property {number} pendingRefunds  refunds asked for that have not settled yet
 * @property {number} pendingOutcomes  payments with neither outcome yet
 * @property {number} chargedTwice  students charged more than once for one class
 * @property {number} heldSeats  seats held for checkouts in progress
 * @property {number} offeredSeats  seats kept for waitlisted students offered them (decision 0038)
 * @property {number} stuckHolds  seats held for no live checkout
 */

/**
 * @param {{ classes: string, payments: string }} databases  database URLs
 * @param {Record<string, number>} seatsByClass  each class id → the seats it was created with
 * @returns {Promise<{ ok: boolean, problems: string[], figures: ConsistencyFigures,
 *   classes: { id: string, availableSeats: number, enrolled: number, held: number, offered: number }[] }>}  `classes`:
 *   each class's seats
 */
export async function checkoutConsistency(databases, seatsByClass) {
  const classIds = Object.keys(seatsByClass);
  const [classes, holds, withdrawals, charges, payments, checkouts, refunds, offers] = await Promise.all([
    query(databases.classes, 'SELECT id, available_seats, enrolled FROM classes WHERE id = ANY($1)', [classIds]),
    query(databases.classes, 'SELECT id, class_id, status, payment_id FROM seat_holds WHERE class_id = ANY($1)', [
      classIds,
    ]),
    query(
      databases.classes,
      'SELECT payment_id, class_id, seat_released FROM enrolment_withdrawals WHERE class_id = ANY($1)',
      [classIds],
    ),
    query(
      databases.payments,
      `SELECT id, metadata, refund_id, refund_status FROM test_provider_intents WHERE status = 'succeeded' AND metadata->>'classId' = ANY($1)`,
      [classIds],
    ),
    query(
      databases.payments,
      'SELECT id, transaction_id, hold_id, student_id, class_id, enrolment_status, refund_id, price_cents FROM payments WHERE class_id = ANY($1)',
      [classIds],
    ),
    query(databases.payments, 'SELECT hold_id, status FROM checkouts WHERE class_id = ANY($1)', [classIds]),
    query(
      databases.payments,
      'SELECT r.id, r.payment_id, r.state, r.provider_refund_id FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.class_id = ANY($1)',
      [classIds],
    ),
    query(
      databases.classes,
      "SELECT class_id, count(*)::int AS offered FROM waitlist_entries WHERE status = 'offered' AND class_id = ANY($1) GROUP BY class_id",
      [classIds],
    ),
  ]);
  const problems = [];
  const heldOf = (classId) => holds.filter((hold) => hold.class_id === classId && hold.status === 'held').length;
  const offeredOf = (classId) => offers.find((row) => row.class_id === classId)?.offered ?? 0;

  // Seats: seats + enrolled + held holds + offered waitlist seats is what the class was created with; seats never
  // below zero.
  for (const cls of classes) {
    const held = heldOf(cls.id);
    const offered = offeredOf(cls.id);
    const total = cls.available_seats + cls.enrolled + held + offered;
    if (total !== seatsByClass[cls.id])
      problems.push(
        `class ${cls.id}: seats ${cls.available_seats} + enrolled ${cls.enrolled} + held ${held} + offered ${offered} = ${total}, not ${seatsByClass[cls.id]}`,
      );
    if (cls.available_seats < 0) problems.push(`class ${cls.id}: ${cls.available_seats} seats`);
    const converted = holds.filter((hold) => hold.class_id === cls.id && hold.status === 'converted').length;
    // A refund asked for after the enrolment withdrew it: its seat went back.
    const withdrawn = withdrawals.filter((row) => row.class_id === cls.id && row.seat_released).length;
    if (converted - withdrawn !== cls.enrolled)
      problems.push(
        `class ${cls.id}: enrolled ${cls.enrolled} but ${converted} holds became enrolments and ${withdrawn} were withdrawn`,
      );
  }

  // Every charge has exactly one payment, and each payment exactly one outcome: an enrolment or a refund.
  const paymentByTransaction = new Map(payments.map((payment) => [payment.transaction_id, payment]));
  const enrolmentsByPayment = new Map();
  for (const hold of holds)
    if (hold.status === 'converted')
      enrolmentsByPayment.set(hold.payment_id, (enrolmentsByPayment.get(hold.payment_id) ?? 0) + 1);
  const unrecorded = charges.filter((charge) => !paymentByTransaction.has(charge.id));
  for (const charge of unrecorded) problems.push(`charge ${charge.id} has no payment`);
  let enrolled = 0;
  let refunded = 0;
  let pending = 0;
  const refundOf = new Map(refunds.map((refund) => [refund.payment_id, refund]));
  const withdrawnPayments = new Set(withdrawals.filter((row) => row.seat_released).map((row) => row.payment_id));
  const chargeOf = new Map(charges.map((charge) => [charge.id, charge]));
  let refundsAsked = 0;
  let refundsFailed = 0;
  let pendingRefunds = 0;
  for (const payment of payments) {
    // A refund asked for after the enrolment (decision 0034): settled, its seat back, the provider's record agreeing.
    const asked = refundOf.get(payment.id);
    if (asked) {
      if (asked.state !== 'succeeded' && asked.state !== 'failed') {
        pendingRefunds++;
        problems.push(`refund ${asked.id} of payment ${payment.id} is still ${asked.state}`);
        continue;
      }
      const charged = chargeOf.get(payment.transaction_id);
      const seatBack = withdrawnPayments.has(payment.id) && payment.enrolment_status === 'refunded';
      const providerAgrees = charged?.refund_id === asked.provider_refund_id && charged?.refund_status === asked.state;
      if (seatBack && providerAgrees) {
        refundsAsked++;
        refunded++;
        if (asked.state === 'failed') refundsFailed++;
      } else {
        problems.push(
          `refund ${asked.id} of payment ${payment.id} ${asked.state}: seat back ${seatBack}, provider ${charged?.refund_status ?? 'no refund'}`,
        );
      }
      continue;
    }
    const enrolments = enrolmentsByPayment.get(payment.id) ?? 0;
    // A free class's $0.00 payment has nothing to refund: its rejected enrolment is its outcome.
    const refund = payment.enrolment_status === 'refunded' && (payment.refund_id !== null || payment.price_cents === 0);
    if (enrolments + (refund ? 1 : 0) === 1 && (refund || payment.enrolment_status === 'confirmed')) {
      if (refund) refunded++;
      else enrolled++;
    } else if (enrolments === 0 && !refund) {
      pending++;
      problems.push(`payment ${payment.id} has neither an enrolment nor a refund yet (${payment.enrolment_status})`);
    } else {
      problems.push(
        `payment ${payment.id}: ${enrolments} enrolment(s), refund ${refund}, status ${payment.enrolment_status}`,
      );
    }
  }

  // Nobody charged twice for one class (a refunded charge gave the money back).
  const kept = new Map();
  for (const charge of charges) {
    if (charge.refund_id && charge.refund_status === 'succeeded') continue;
    const key = `${charge.metadata.studentId}/${charge.metadata.classId}`;
    kept.set(key, (kept.get(key) ?? 0) + 1);
  }
  const chargedTwice = [...kept.values()].filter((count) => count > 1).length;
  if (chargedTwice) problems.push(`${chargedTwice} student(s) charged more than once for a class`);

  // A seat held for a checkout that is over (or that payments never wrote down) is stuck until its expiry; one whose
  // checkout succeeded is on its way to becoming an enrolment.
  const LIVE = ['holding', 'open', 'succeeded'];
  const live = new Set(
    checkouts.filter((checkout) => LIVE.includes(checkout.status)).map((checkout) => checkout.hold_id),
  );
  const stuckHolds = holds.filter((hold) => hold.status === 'held' && !live.has(hold.id)).length;
  if (stuckHolds) problems.push(`${stuckHolds} seat(s) held for no live checkout`);

  return {
    ok: problems.length === 0,
    problems,
    figures: {
      charges: charges.length,
      unrecordedCharges: unrecorded.length,
      payments: payments.length,
      enrolled,
      refunded,
      pendingOutcomes: pending,
      refundsAsked,
      refundsFailed,
      pendingRefunds,
      chargedTwice,
      heldSeats: holds.filter((hold) => hold.status === 'held').length,
      offeredSeats: offers.reduce((sum, row) => sum + row.offered, 0),
      stuckHolds,
    },
    classes: classes.map((cls) => ({
      id: cls.id,
      availableSeats: cls.available_seats,
      enrolled: cls.enrolled,
      held: heldOf(cls.id),
      offered: offeredOf(cls.id),
    })),
  };
}
