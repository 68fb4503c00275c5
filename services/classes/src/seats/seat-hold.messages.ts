import type { ClassesConfig } from '../config/classes.config.js';

/** What classes tells payments when it cannot hold a seat or enrol a paid student; payments shows these to the student. */
export const SEAT_HOLD_MESSAGES = {
  classNotFound: 'Class not found',
  notApproved: 'This class is not open for enrolment',
  full: 'This class is full: no seat is free',
  holdConverted: 'This seat hold has already become an enrolment',
  holdOfAnotherCheckout: 'This seat hold belongs to another class or student',
  notHeld: 'This seat hold has ended; press Pay to hold a seat again',
  othersWaiting:
    'Others are waiting for a seat of this class, so your hold cannot be extended: please finish paying before it ends',
} as const;

const minutes = (seconds: number) => {
  const whole = Math.max(1, Math.ceil(seconds / 60));
  return `${whole} minute${whole === 1 ? '' : 's'}`;
};

/** The refusals whose wording depends on the fair-hold settings (decision 0029). */
export function seatHoldMessages(config: Pick<ClassesConfig, 'SEAT_HOLDS_PER_STUDENT' | 'SEAT_HOLD_MAX_SECONDS'>) {
  const perStudent = config.SEAT_HOLDS_PER_STUDENT;
  return {
    holdLimit: `You are already holding seats of ${perStudent} class${perStudent === 1 ? '' : 'es'}: pay for one, or remove it from your selected classes, before holding another`,
    atMost: `A seat can be held for at most ${minutes(config.SEAT_HOLD_MAX_SECONDS)} in all: please finish paying before it ends`,
    coolingDown: (until: Date, now = new Date()) =>
      `Your last hold of this class ended unpaid while others were waiting for a seat: you can hold one again in ${minutes((until.getTime() - now.getTime()) / 1000)}`,
  };
}

export const ENROLMENT_REJECTED_REASONS = {
  filledUp: 'The class filled up before your payment arrived; your payment will be refunded',
  unknownHold: 'Unknown seat hold',
  holdUsedByAnotherPayment: 'This seat was already paid for by another payment; your payment will be refunded',
} as const;
